import NavLintCore

/// What a diagram shows and how.
public struct DiagramOptions: Sendable, Equatable {
    /// Draw only the neighbourhood of one model.
    public struct Focus: Sendable, Equatable {
        /// The model at the centre.
        public var id: String
        /// How many hops (containment or edges, either direction) to include; 0 shows the model alone.
        public var depth: Int

        public init(id: String, depth: Int) {
            self.id = id
            self.depth = depth
        }
    }

    /// The default for ``maxNodes``.
    public static let defaultMaxNodes = 2000

    public var direction: Diagram.Direction
    /// Draw `pop`, `popToRoot`, `dismiss` and `dismissWindow`.
    public var showBackEdges: Bool
    /// The findings to mark, with the ids each is about (model, route, window, tab and case ids).
    public var findings: [DiagramFinding]
    /// Hits per route id from `navlint coverage`; `nil` draws no coverage.
    public var coverage: [String: Int]?
    public var focus: Focus?
    /// Draw each container that holds no other container as one node with counts, and the edges between
    /// two nodes as one line with counts.
    public var overview: Bool
    /// Add a legend explaining shapes, lines and marks.
    public var legend: Bool
    /// Building fails when the diagram would have more nodes than this.
    public var maxNodes: Int
    /// Screenshots to draw in the nodes of screens and dialogs, by model id.
    public var pictures: [String: NodePicture] = [:]
    /// The changes since an older version: added and changed elements coloured, removed ones drawn as ghosts.
    public var changes: DiagramChanges?
    /// With ``changes``: draw only the changed models, their neighbours and the path from a root to them.
    public var onlyChanged = false

    public init(
        direction: Diagram.Direction = .topToBottom, showBackEdges: Bool = false, findings: [DiagramFinding] = [],
        coverage: [String: Int]? = nil, focus: Focus? = nil, overview: Bool = false, legend: Bool = true,
        maxNodes: Int = DiagramOptions.defaultMaxNodes
    ) {
        self.direction = direction
        self.showBackEdges = showBackEdges
        self.findings = findings
        self.coverage = coverage
        self.focus = focus
        self.overview = overview
        self.legend = legend
        self.maxNodes = maxNodes
    }

    /// Adds the diagnostics as findings to mark, in their sorted order.
    public mutating func mark(_ diagnostics: [Diagnostic]) {
        findings += DiagramFinding.findings(diagnostics)
    }
}

/// One finding as a diagram marks it: the elements it names get its colour and a badge with its rule.
public struct DiagramFinding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// Model, route or window ids; tabs and cases as `Tabs.tab`, or bare beside their owner's id.
    public var ids: [String]

    public init(rule: String, severity: Severity, message: String, ids: [String]) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.ids = ids
    }

    /// The diagnostics as findings, in their sorted order.
    static func findings(_ diagnostics: [Diagnostic]) -> [DiagramFinding] {
        diagnostics.sorted().map {
            DiagramFinding(rule: $0.rule, severity: $0.severity, message: $0.reportedMessage, ids: $0.ids)
        }
    }
}

/// Why a diagram could not be built or laid out.
public enum DiagramError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The diagram would exceed ``DiagramOptions/maxNodes``.
    case tooManyNodes(count: Int, limit: Int)
    /// The estimated layout work exceeds the budget even without edge labels.
    case tooLarge(LayoutEstimate, limit: Int)
    /// The focus names no model of the spec.
    case unknownFocus(String, hint: String = "")
    /// The focus depth is negative.
    case negativeDepth(Int)

    public var description: String {
        switch self {
        case .tooManyNodes(let count, let limit):
            "the diagram would have \(count) nodes, more than the limit of \(limit); "
                + "draw part of it with --focus ID --depth N"
        case .tooLarge(let estimate, let limit):
            "the diagram is too large to lay out in reasonable time: \(estimate.nodes) nodes and "
                + "\(estimate.edges) edges "
                + "make a layout of about \(estimate.size) nodes once long edges are split at every rank, over the "
                + "limit of \(limit); draw part of it with --focus ID --depth N (or raise --max-layout-size)"
        case .unknownFocus(let id, let hint):
            "cannot focus on '\(id)': the spec has no model with that id\(hint)"
        case .negativeDepth(let depth):
            "the focus depth must be 0 or more, not \(depth)"
        }
    }
}
