import NavLintCore

/// The placed items drawn: the top-level nodes, the clusters with their nodes, the invisible structure
/// edges that keep a container's parts below its anchor and in spec order, and the back edges' stubs.
struct ClusterEmission {
    let nodes: [DiagramNode]
    let clusters: [DiagramCluster]
    let structure: [DiagramEdge]
    /// Anchors and container parts joined by structure edges: they share one Graphviz group.
    let grouped: Set<String>
    /// Missing references drawn inside a cluster.
    let drawnMissing: Set<String>

    init(
        placement: Placement, visibility: Visibility, backEdges: BackEdges, style: NodeStyle,
        graph: NavGraph, direction: Diagram.Direction, ids: inout DiagramIDs
    ) {
        var emitter = Emitter(
            graph: graph, placement: placement, visibility: visibility, backEdges: backEdges, style: style,
            direction: direction, ids: ids)
        var nodes: [DiagramNode] = []
        var clusters: [DiagramCluster] = []
        _ = emitter.emitItems(placement.topItems, stubsOf: nil, nodes: &nodes, clusters: &clusters)
        ids = emitter.ids
        self.nodes = nodes
        self.clusters = clusters
        structure = emitter.structure
        grouped = emitter.grouped
        drawnMissing = emitter.drawnMissing
    }

    /// Compass points along the side of a node that faces the next rank, in drawing order (left to right
    /// when ranks run top to bottom, top to bottom when they run left to right), for `count` edges.
    static func ports(_ count: Int, direction: Diagram.Direction) -> [String] {
        let topToBottom = direction == .topToBottom
        if count == 2 { return topToBottom ? ["sw", "se"] : ["ne", "se"] }
        let points =
            switch (count <= 3, topToBottom) {
            case (true, true): ["sw", "s", "se"]
            case (false, true): ["w", "sw", "s", "se", "e"]
            case (true, false): ["ne", "e", "se"]
            case (false, false): ["n", "ne", "e", "se", "s"]
            }
        return (0..<count).map { points[min(points.count - 1, $0 * points.count / max(count, 1))] }
    }
}

/// The work of ``ClusterEmission``: walks the clusters from the top level down.
private struct Emitter {
    let graph: NavGraph
    let placement: Placement
    let visibility: Visibility
    let backEdges: BackEdges
    let style: NodeStyle
    let direction: Diagram.Direction
    var ids: DiagramIDs
    var structure: [DiagramEdge] = []
    var grouped: Set<String> = []
    var drawnMissing: Set<String> = []

    /// Adds the items' nodes and clusters, then the back edges' stubs drawn beside them; returns the first
    /// node of each item (`nil` for none), for the structure edges.
    mutating func emitItems(
        _ items: [Placement.Item], stubsOf location: Int?, nodes: inout [DiagramNode],
        clusters result: inout [DiagramCluster]
    ) -> [String?] {
        var entries: [String?] = []
        for item in items {
            var drawn: DiagramNode?
            switch item {
            case .model(let model):
                if visibility.isVisible(model) {
                    let cluster = placement.ownCluster[model].map { placement.clusters[$0].id }
                    drawn = style.modelNode(graph.spec.models[model], id: ids.modelNodeIDs[model], cluster: cluster)
                }
            case .missing(let reference):
                drawnMissing.insert(reference)
                drawn = style.missingNode(reference, id: ids.missing(reference))
            case .reference(let index):
                drawn = style.referenceNode(placement.references[index])
            case .actionTab(let nodeID, let label):
                drawn = style.node(id: nodeID, label: label, look: VisualLanguage.actionTab, mark: nil)
            case .cluster(let index):
                if let (cluster, entry) = emitCluster(index) {
                    result.append(cluster)
                    entries.append(entry)
                    continue
                }
            }
            if let drawn { nodes.append(drawn) }
            entries.append(drawn?.id)
        }
        for stub in backEdges.stubs[location] ?? [] {
            nodes.append(style.node(id: stub.nodeID, label: stub.label, look: VisualLanguage.back, mark: nil))
        }
        return entries
    }

    /// The cluster and its first node; `nil` when nothing in it is visible.
    private mutating func emitCluster(_ index: Int) -> (DiagramCluster, String)? {
        let draft = placement.clusters[index]
        guard visibility.isVisible(draft.container) else { return nil }
        var nodes: [DiagramNode] = []
        var children: [DiagramCluster] = []
        let entries = emitItems(draft.items, stubsOf: index, nodes: &nodes, clusters: &children)
        guard let first = entries.lazy.compactMap({ $0 }).first else { return nil }
        if let owner = draft.owner, first == ids.modelNodeIDs[owner] {
            structureEdges(from: first, to: draft.slots.compactMap { entries[$0] })
        }
        var cluster = DiagramCluster(
            id: draft.id, label: draft.label, nodes: nodes, clusters: children,
            classes: ["navlint-cluster", draft.look.className], line: draft.look.line, color: draft.look.color)
        let key = draft.owner.map { FindingMarks.Key.model(graph.spec.models[$0].id.value) } ?? draft.member
        if let key, let mark = style.marks[key] {
            cluster.label += "\n" + mark.badge
            cluster.color = VisualLanguage.markColor(mark.severity)
            cluster.penWidth = VisualLanguage.markPenWidth
            cluster.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            cluster.tooltip = mark.tooltip
        } else if let owner = draft.owner {
            cluster.tooltip = graph.spec.models[owner].doc?.value
        }
        return (cluster, first)
    }

    /// The container's anchor comes first; invisible edges from it to what the container holds keep those
    /// below it. Leaving the anchor left to right, between nodes of one group (whose edges dot crosses only
    /// at a high price), they keep tabs, cases and columns in spec order.
    private mutating func structureEdges(from anchor: String, to parts: [String]) {
        let ports = ClusterEmission.ports(parts.count, direction: direction)
        for (entry, port) in zip(parts, ports) {
            var edge = DiagramEdge(
                id: ids.unique("structure-\(anchor)-\(entry)"), from: anchor, to: entry, kind: .structure,
                classes: ["navlint-structure"], line: .invisible, color: "transparent", arrowhead: "none")
            edge.tailPort = parts.count > 1 ? port : nil
            structure.append(edge)
            grouped.insert(entry)
        }
        if !parts.isEmpty { grouped.insert(anchor) }
    }
}
