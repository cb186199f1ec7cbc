import NavLintCore

/// The work of one ``DiagramBuilder/build(_:)-(NavGraph)``: what is placed where, the ids handed out and
/// the parts drawn so far. Its steps live beside it, one file per step: placement, focus, nodes, clusters,
/// edges, entry points and assembly.
struct BuildState {
    /// Containers nested deeper than this are drawn beside their parent, linked by a `contains` edge.
    static let maxClusterDepth = 24

    enum Item {
        case model(String)
        case missing(String)
        case cluster(Int)
        case reference(Int)
        case backStub(Int)
        /// An action tab: its node id and label.
        case actionTab(String, String)
    }

    struct ClusterDraft {
        var id: String
        var label: String
        var look: VisualLanguage.ClusterLook
        /// The container model this cluster draws, for the container's own cluster.
        var owner: String?
        /// The tab or case this cluster draws, for marks.
        var member: FindingMarks.Key?
        /// The container model whose cluster holds this one (itself, for a container's own cluster).
        var container: String
        var parent: Int?
        var depth: Int
        var items: [Item] = []
        /// Positions in `items` of what the container holds (its root, tabs, cases, columns), not of
        /// models pushed inside it.
        var slots: [Int] = []
    }

    /// A container slot whose model is drawn elsewhere.
    struct Reference {
        var nodeID: String
        var container: String
        var child: String
        /// What the child is to the container (`root`, `tab home`) when no slot cluster says it.
        var role: String?
        var cluster: Int
    }

    /// A back navigation whose destination the spec does not tell.
    struct BackStub {
        var nodeID: String
        var label: String
    }

    struct Endpoint {
        var node: String
        /// The cluster the node is drawn in.
        var location: Int?
        /// The container's cluster, when the node is its anchor: edges are clipped at its border.
        var clip: Int?
    }

    let graph: NavGraph
    let options: DiagramOptions
    let marks: FindingMarks
    /// The ids of the first model of each id, in spec order.
    let modelOrder: [String]

    var ids: DiagramIDs
    var missingLocation: [String: Int] = [:]
    var windowNodeIDs: [String: String] = [:]
    var shownWindows: Set<String> = []
    var routeNodeIDs: [String: String] = [:]

    var clusters: [ClusterDraft] = []
    var topItems: [Item] = []
    var placedIn: [String: Int?] = [:]
    var placementOrder: [String] = []
    var clusterOfContainer: [String: Int] = [:]
    var missingPlaced: Set<String> = []
    /// Missing references some drawn edge ends at.
    var missingNeeded: Set<String> = []
    /// Missing references already drawn inside a cluster.
    var missingDrawn: Set<String> = []
    var references: [Reference] = []
    var backStubs: [BackStub] = []
    /// Anchors and container parts joined by structure edges: they share one Graphviz group.
    var grouped: Set<String> = []
    /// The containers that hold each model, as the graph tells; filled when first needed.
    var holders: [String: [String]] = [:]

    var visible: Set<String>?
    /// With `--focus`: the groups within the neighbourhood because an edge of theirs leads into it.
    var focusGroups: Set<Int> = []
    /// Models pushed from several containers: drawn outside them all.
    var sharedTargets: Set<String> = []
    /// Models a push placed inside the container of the model that pushes them.
    var pushPlaced: Set<String> = []

    init(graph: NavGraph, options: DiagramOptions) {
        self.graph = graph
        self.options = options
        marks = FindingMarks(options.findings, graph: graph)
        ids = DiagramIDs(graph: graph)
        modelOrder = graph.firstModels.map { graph.spec.models[$0].id.value }
    }

    var spec: Spec { graph.spec }

    /// The first model with this id, if any.
    func firstModel(_ id: String) -> Model? { graph.model(id) }

    mutating func unique(_ base: String) -> String { ids.unique(base) }

    func modelNodeID(_ id: String) -> String { graph.modelIndex[id].map { ids.modelNodeIDs[$0] } ?? "" }

    mutating func missingNodeID(_ reference: String) -> String { ids.missing(reference) }

    mutating func urlNodeID(_ url: String) -> String { ids.url(url) }
}
