import NavLintCore

/// The first step of a diagram: which cluster each model is drawn in. Containers become clusters (one
/// sub-cluster per tab, case or split column); screens pushed from a stack are drawn inside it unless
/// models in other containers push them too; a container slot whose model is drawn elsewhere holds a
/// reference. Read by model index.
struct Placement {
    /// Containers nested deeper than this are drawn beside their parent, linked by a `contains` edge.
    static let maxClusterDepth = 24

    /// What a cluster (or the top level) holds, in drawing order.
    enum Item {
        case model(Int)
        case missing(String)
        case cluster(Int)
        case reference(Int)
        /// An action tab: its node id and label.
        case actionTab(String, String)
    }

    struct Cluster {
        var id: String
        var label: String
        var look: VisualLanguage.ClusterLook
        /// The container model this cluster draws, for the container's own cluster.
        var owner: Int?
        /// The tab or case this cluster draws, for marks.
        var member: FindingMarks.Key?
        /// The container model whose cluster holds this one (itself, for a container's own cluster).
        var container: Int
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
        var container: Int
        var child: String
        /// The model the child names, by index; `nil` when it names none.
        var model: Int?
        /// What the child is to the container (`root`, `tab home`) when no slot cluster says it.
        var role: String?
        var cluster: Int
    }

    let clusters: [Cluster]
    let topItems: [Item]
    /// The cluster each model is drawn in, by model index; `nil` at the top level.
    let location: [Int?]
    /// The cluster a container draws, by model index.
    let ownCluster: [Int?]
    let references: [Reference]
    /// The cluster of each dangling reference drawn in a container slot.
    let missingLocation: [String: Int]

    /// Places every model of the graph, handing out the ids of clusters, references and action tabs.
    init(graph: NavGraph, ids: inout DiagramIDs) {
        let placer = Placer.placeEverything(graph: graph, ids: ids)
        ids = placer.ids
        clusters = placer.clusters
        topItems = placer.topItems
        location = placer.location
        ownCluster = placer.ownCluster
        references = placer.references
        missingLocation = placer.missingLocation
    }

    /// Where a model's edges start and end: its container's cluster, or the cluster it is drawn in.
    func drawnLocation(_ model: Int) -> Int? { ownCluster[model] ?? location[model] }

    /// Whether a node drawn in `location` lies inside cluster `cluster`.
    func isWithin(_ location: Int?, _ cluster: Int) -> Bool { chain(location).contains(cluster) }

    /// The clusters from the top level down to `location`.
    func chain(_ location: Int?) -> [Int] {
        var result: [Int] = []
        var current = location
        while let index = current {
            result.append(index)
            current = clusters[index].parent
        }
        return result.reversed()
    }

    /// The containers whose clusters hold a model, innermost first.
    func containers(around model: Int) -> [Int] { chain(location[model]).reversed().map { clusters[$0].container } }

    /// Whether two nodes sit in different tabs, cases or columns of one container: an edge between them
    /// moves sideways, and ranking by it would stack the slots instead of keeping them side by side.
    func isLateral(_ a: Int?, _ b: Int?) -> Bool {
        let first = chain(a)
        let second = chain(b)
        var level = 0
        while level < first.count, level < second.count, first[level] == second[level] { level += 1 }
        guard level > 0, level < first.count, level < second.count else { return false }
        return clusters[first[level - 1]].owner != nil
    }
}
