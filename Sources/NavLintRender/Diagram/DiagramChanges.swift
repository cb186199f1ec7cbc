import NavLintCore

/// What changed since an older version of the spec, as a drawing of the newer one shows it: changed and
/// added models and edges are coloured, removed ones drawn as ghosts, and the review page lists them all.
/// Ids are the newer version's, except for what was removed, which goes by the older version's ids.
public struct DiagramChanges: Sendable, Equatable {
    /// How an element changed.
    public enum Change: String, Sendable, CaseIterable, Equatable {
        case added, removed, changed
    }

    /// A model that is new, gone, or changed (renamed, other tabs, another kind or title).
    public struct ModelChange: Sendable, Equatable {
        public var id: String
        public var change: Change
        /// The model's kind: for a removed model, its kind in the older version (how its ghost is drawn).
        public var kind: ModelKind
        /// What changed, in a sentence, as the review page lists it.
        public var summary: String

        public init(id: String, change: Change, kind: ModelKind, summary: String) {
            self.id = id
            self.change = change
            self.kind = kind
            self.summary = summary
        }
    }

    /// An edge that is new, gone, or changed; a group's edge goes by the group's id as `from`.
    public struct EdgeChange: Sendable, Equatable {
        public var from: String
        public var kind: EdgeKind
        /// The model, window or URL the edge leads to.
        public var to: String
        public var change: Change
        /// The trigger's label: for a removed edge, its label in the older version.
        public var label: String?
        public var summary: String

        public init(from: String, kind: EdgeKind, to: String, change: Change, label: String?, summary: String) {
            self.from = from
            self.kind = kind
            self.to = to
            self.change = change
            self.label = label
            self.summary = summary
        }

        /// `FROM>KIND>TO`: the edge's `data-edge` on the review page.
        public var key: String { "\(from)>\(kind.rawValue)>\(to)" }
    }

    public var models: [ModelChange]
    public var edges: [EdgeChange]
    /// The findings of `diff` about links (breaks, replacements, additions), listed beside the structural
    /// changes.
    public var findings: [DiagramFinding]

    public init(models: [ModelChange] = [], edges: [EdgeChange] = [], findings: [DiagramFinding] = []) {
        self.models = models
        self.edges = edges
        self.findings = findings
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { models.isEmpty && edges.isEmpty && findings.isEmpty }
}
