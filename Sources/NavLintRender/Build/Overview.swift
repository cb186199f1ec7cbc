/// The overview of a diagram (`--overview`): each container that holds no other container is drawn as one
/// node that counts its screens, dialogs and the navigations inside it; the edges between two nodes are
/// drawn as one line that counts them. Containers that hold containers (tabs, switches, splits) keep their
/// border, so the app's structure stays readable at a size that fits a page.
enum Overview {
    /// What a collapsed container held.
    struct Counts {
        var screens = 0
        var dialogs = 0
        var edgesInside = 0
    }

    static func collapse(_ diagram: Diagram) -> Diagram {
        var result = diagram
        var representative: [String: String] = [:]
        var collapsed: [String: (node: DiagramNode, counts: Counts)] = [:]
        var clusters: [DiagramCluster] = []
        for cluster in diagram.clusters {
            switch collapse(cluster, representative: &representative, collapsed: &collapsed) {
            case .node(let node): result.nodes.append(node)
            case .cluster(let kept): clusters.append(kept)
            }
        }
        result.clusters = clusters
        let folded = foldEdges(diagram.edges, representative: representative)
        for (id, count) in folded.inside { collapsed[id]?.counts.edgesInside = count }
        result.edges = folded.edges
        result.nodes = result.nodes.map { collapsed[$0.id].map(labelled) ?? $0 }
        result.clusters = result.clusters.map { relabel($0, collapsed) }
        result.entryNodes = diagram.entryNodes.map { representative[$0] ?? $0 }
        return result
    }

    private enum Collapsed {
        case node(DiagramNode)
        case cluster(DiagramCluster)
    }

    private static func collapse(
        _ cluster: DiagramCluster, representative: inout [String: String],
        collapsed: inout [String: (node: DiagramNode, counts: Counts)]
    ) -> Collapsed {
        let anchor = cluster.nodes.first { $0.anchorOf == cluster.id }
        if let anchor, !holdsContainer(cluster) {
            var node = DiagramNode(
                id: anchor.id, label: cluster.label, shape: .box,
                classes: ["navlint-node", VisualLanguage.collapsed.className],
                line: cluster.line, color: cluster.color, fill: cluster.fill, penWidth: max(1, cluster.penWidth),
                tooltip: cluster.tooltip, group: anchor.group)
            node.classes += cluster.classes.filter { $0 != "navlint-cluster" }
            var counts = Counts()
            for inner in [cluster] + allClusters(in: cluster) {
                for member in inner.nodes {
                    representative[member.id] = anchor.id
                    if member.classes.contains(VisualLanguage.screen.className) { counts.screens += 1 }
                    if member.classes.contains(VisualLanguage.dialog.className) { counts.dialogs += 1 }
                }
                representative[inner.id] = anchor.id
            }
            collapsed[anchor.id] = (node, counts)
            return .node(node)
        }
        var kept = cluster
        kept.clusters = []
        for child in cluster.clusters {
            switch collapse(child, representative: &representative, collapsed: &collapsed) {
            case .node(let node): kept.nodes.append(node)
            case .cluster(let inner): kept.clusters.append(inner)
            }
        }
        return .cluster(kept)
    }

    private static func holdsContainer(_ cluster: DiagramCluster) -> Bool {
        allClusters(in: cluster).contains { inner in inner.nodes.contains { $0.anchorOf == inner.id } }
    }

    private static func allClusters(in cluster: DiagramCluster) -> [DiagramCluster] {
        Diagram(clusters: cluster.clusters).allClusters
    }

    /// The edges with their ends moved to the nodes that stand for them: the ones that end where they
    /// start are counted as inside, the ones between the same two nodes drawn as one.
    private static func foldEdges(
        _ edges: [DiagramEdge], representative: [String: String]
    ) -> (edges: [DiagramEdge], inside: [String: Int]) {
        var inside: [String: Int] = [:]
        var order: [String] = []
        var groups: [String: [DiagramEdge]] = [:]
        for edge in edges {
            var moved = edge
            moved.from = representative[edge.from] ?? edge.from
            moved.to = representative[edge.to] ?? edge.to
            if let clip = edge.fromCluster, representative[clip] != nil { moved.fromCluster = nil }
            if let clip = edge.toCluster, representative[clip] != nil { moved.toCluster = nil }
            if moved.from == moved.to, moved.from != edge.from || moved.to != edge.to {
                if case .navigation = edge.kind { inside[moved.from, default: 0] += 1 }
                continue
            }
            let key = "\(moved.kind == .structure ? "s" : "e") \(moved.from) \(moved.to)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(moved)
        }
        return (order.compactMap { groups[$0].map(merge) }, inside)
    }

    /// One line for edges between the same two nodes, labelled with how many there are of each kind.
    private static func merge(_ edges: [DiagramEdge]) -> DiagramEdge {
        var edge = edges[0]
        guard edges.count > 1, edge.kind != .structure else { return edge }
        var kinds: [String] = []
        var counts: [String: Int] = [:]
        for each in edges {
            let name = each.kind.description
            if counts[name] == nil { kinds.append(name) }
            counts[name, default: 0] += 1
        }
        let parts = kinds.map { "\(counts[$0] ?? 0) \($0)" }
        edge.id = "overview-\(edge.from)-\(edge.to)"
        edge.label =
            kinds.count == 1
            ? "\(edges.count) \u{00D7} \(kinds[0])" : "\(edges.count) edges: " + parts.joined(separator: ", ")
        edge.tooltip = edge.label
        edge.classes.append("navlint-aggregated")
        edge.constrains = edges.contains(where: \.constrains)
        edge.reversed = edges.allSatisfy(\.reversed)
        edge.weight = edges.count
        edge.externalLabel = false
        return edge
    }

    private static func labelled(_ entry: (node: DiagramNode, counts: Counts)) -> DiagramNode {
        var node = entry.node
        let counts = entry.counts
        var parts = [plural(counts.screens, "screen")]
        if counts.dialogs > 0 { parts.append(plural(counts.dialogs, "dialog")) }
        parts.append(plural(counts.edgesInside, "edge") + " inside")
        node.label += "\n" + parts.joined(separator: " · ")
        return node
    }

    private static func relabel(
        _ cluster: DiagramCluster, _ collapsed: [String: (node: DiagramNode, counts: Counts)]
    ) -> DiagramCluster {
        var result = cluster
        result.nodes = cluster.nodes.map { collapsed[$0.id].map(labelled) ?? $0 }
        result.clusters = cluster.clusters.map { relabel($0, collapsed) }
        return result
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
