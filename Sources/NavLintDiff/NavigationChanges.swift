import NavLintGraph
import NavLintModel

/// What changed in the navigation structure between two versions of a spec: models added, removed or
/// renamed, edges added, removed or changed, and tabs models whose tabs changed. The structural diff rules
/// (`model-added`, `edge-added`, `edge-removed`, `edge-changed`, `tab-changed`) report it, and a drawing of
/// the change colours what it lists.
///
/// Models are matched by id, then, among those left over on both sides, by Swift type (`swift`, or the id
/// where the model has none): an old model whose type one new model of another id has is ``ModelChange``
/// `.renamed`, not removed and added. Edges are compared with the renamed models under their new ids, so a
/// rename alone changes no edge. Only the first model or group of a repeated id counts, as in ``NavGraph``.
///
/// A pure reordering of models, edges, groups or routes is no change. Every list is sorted by what it
/// names, so the same two versions give the same changes whatever the order of either.
///
/// ```swift
/// let changes = NavigationChanges(old: oldGraph, new: newGraph)
/// for change in changes.edges where change.kind == .added {
///     print(change.key.text, change.newEdge?.location as Any)  // "Home>push>Detail", 12:3
/// }
/// let added = Set(changes.models.filter { $0.kind == .added }.compactMap(\.newID))
/// ```
public struct NavigationChanges: Sendable, Equatable {
    /// Models added, removed and renamed, sorted by id (the new id where there is one).
    public let models: [ModelChange]
    /// Edges added, removed and changed, sorted by key, then kind of change.
    public let edges: [EdgeChange]
    /// Tabs models (in both versions) whose tabs or initial tab changed, sorted by id.
    public let tabs: [TabsChange]

    /// Whether the two versions have the same navigation structure.
    public var isEmpty: Bool { models.isEmpty && edges.isEmpty && tabs.isEmpty }

    /// The changes from the graph of the old version to the graph of the new one.
    public init(old: NavGraph, new: NavGraph) {
        self.init(old: old, new: new, matching: ModelMatching(old: old, new: new))
    }

    /// The changes, with the models already matched (`navlint diff` matches them first: its route
    /// comparison reads the renames too). With `keptOriginsOnly`, the edges of models added or removed are
    /// left out: the structural rules report such a model, not its edges.
    init(old: NavGraph, new: NavGraph, matching: ModelMatching, keptOriginsOnly: Bool = false) {
        models = matching.changes(old: old, new: new)
        edges = EdgeMatching.changes(old: old, new: new, matching: matching, keptOriginsOnly: keptOriginsOnly)
        tabs = TabsChange.changes(old: old, new: new, matching: matching)
    }
}

/// A model added, removed or renamed.
public struct ModelChange: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// Only the new version has it (`oldID` and `oldLocation` are nil).
        case added
        /// Only the old version has it (`newID` and `newLocation` are nil).
        case removed
        /// Both have it, under another id: the same Swift type (`swiftType`).
        case renamed
    }

    public let kind: Kind
    public let oldID: String?
    public let newID: String?
    /// Where the model starts in the old and in the new version.
    public let oldLocation: SourceLocation?
    public let newLocation: SourceLocation?
    /// What the model is: a screen, a dialog or a container (in the new version where it has one).
    public let modelKind: ModelKind
    /// For a rename: the Swift type both versions' models stand for.
    public let swiftType: String?

    /// The id the model has where it is drawn: the new id, or the old one for a removed model.
    public var id: String { newID ?? oldID ?? "" }
}

/// Where an edge is declared and what it connects, the identity edges are matched by: its origin (a
/// model, or a group whose edges every including model has), its kind and its target.
public struct EdgeKey: Sendable, Hashable, Comparable {
    /// Where an edge is declared.
    public enum Origin: Sendable, Hashable {
        /// In the `edges` of this model.
        case model(String)
        /// In this group: it is one edge however many models include the group.
        case group(String)

        /// The model's or group's id.
        public var id: String {
            switch self {
            case .model(let id), .group(let id): id
            }
        }

        /// Whether the edge is a group's.
        public var isGroup: Bool {
            if case .group = self { return true }
            return false
        }
    }

    public let origin: Origin
    public let kind: EdgeKind
    /// What the edge's target key names, as written (`Detail`, `Tabs.home`, a window id, a URL); empty for
    /// back navigation. Renamed models are named by their new ids.
    public let target: String

    /// `FROM>KIND>TO`: how a drawing names the edge (its `data-edge`).
    public var text: String { "\(origin.id)>\(kind.rawValue)>\(target)" }

    public static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
        (lhs.origin.id, lhs.target, lhs.kind.rawValue, lhs.origin.isGroup ? 1 : 0)
            < (rhs.origin.id, rhs.target, rhs.kind.rawValue, rhs.origin.isGroup ? 1 : 0)
    }
}

/// An edge added, removed or changed.
public struct EdgeChange: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// Only the new version has it (`oldEdge` is nil).
        case added
        /// Only the old version has it (`newEdge` is nil).
        case removed
        /// Both have an edge from the same origin to the same target that differs in ``Aspect``s.
        case changed
    }

    /// What differs between the old and the new form of a changed edge.
    public enum Aspect: String, Sendable, Equatable, CaseIterable {
        /// `via`: another kind of navigation.
        case kind
        /// The trigger's label.
        case label
        /// `when`: the condition.
        case when
        /// `platforms`: where the edge exists.
        case platforms
        /// `fallback`: what a push presents instead outside a stack.
        case fallback
    }

    public let kind: Kind
    /// The edge's key in the new version, or in the old one for a removed edge (renamed models by their
    /// new ids, removed ones by their old ids).
    public let key: EdgeKey
    /// For a changed edge: its key in the old version (its kind may differ from `key`'s).
    public let oldKey: EdgeKey?
    /// The edge as the old and the new version declare it: with their locations (`oldEdge?.location`).
    public let oldEdge: Edge?
    public let newEdge: Edge?
    /// For a changed edge: what differs, in ``Aspect`` order; empty otherwise.
    public let aspects: [Aspect]

    /// Where the edge is declared: in the new version, or in the old one for a removed edge.
    public var location: SourceLocation { newEdge?.location ?? oldEdge?.location ?? .start }
}

/// A tabs model of both versions whose tabs changed.
public struct TabsChange: Sendable, Equatable {
    /// The tabs model's id in the new version, and in the old one (they differ for a renamed model).
    public let id: String
    public let oldID: String
    /// Where the model starts in the old and in the new version.
    public let oldLocation: SourceLocation
    public let newLocation: SourceLocation
    /// Tab ids only the new version has, in its order, and only the old one has, in its order.
    public let gained: [String]
    public let lost: [String]
    /// Whether the tabs both versions have come in another order.
    public let reordered: Bool
    /// The initial tab of each version (the tab `initial` names, nil where it names none), when it changed.
    public let initial: InitialChange?

    /// The initial tab before and after.
    public struct InitialChange: Sendable, Equatable {
        public let old: String?
        public let new: String?
    }
}
