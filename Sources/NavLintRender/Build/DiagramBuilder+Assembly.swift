import NavLintCore

// The last step of the diagram build: the nodes edges lead to outside any cluster, the invisible edges that
// rank entry points first, Graphviz groups and layout limits.
extension DiagramBuilder {
    /// The top-level nodes edges lead to outside any cluster: URLs, and missing references an edge ends at
    /// that no cluster holds, in the order their ids were handed out.
    static func looseNodes(
        edges: [DiagramEdge], drawnMissing: Set<String>, style: NodeStyle, ids: DiagramIDs, spec: Spec
    ) -> [DiagramNode] {
        var nodes: [DiagramNode] = []
        let ownLinks = OwnLinks(spec.links)
        for url in ids.urlOrder {
            guard let nodeID = ids.urlNodeIDs[url] else { continue }
            var urlNode = style.node(id: nodeID, label: url, look: VisualLanguage.url, mark: nil)
            if ownLinks.contains(url) { urlNode.classes.append("navlint-url-internal") }
            nodes.append(urlNode)
        }
        let ends = Set(edges.map(\.to))
        for reference in ids.missingOrder where !drawnMissing.contains(reference) {
            guard let nodeID = ids.missingNodeIDs[reference], ends.contains(nodeID) else { continue }
            nodes.append(style.missingNode(reference, id: nodeID))
        }
        return nodes
    }

    /// Invisible edges from the first entry point to each node that no entry point leads to (an unreachable
    /// model, a screen nothing presents, the first of a cycle), so that only entry points share the first
    /// rank and nothing else looks like a root. Graphviz 2.43's `newrank` keeps a rank together but cannot
    /// pin it first, so these edges do that.
    static func entryEdges(_ diagram: Diagram, ids: inout DiagramIDs) -> [DiagramEdge] {
        guard let first = diagram.entryNodes.first else { return [] }
        var outgoing: [String: [String]] = [:]
        for edge in diagram.edges where edge.constrains {
            let (tail, head) = GraphvizForm.ends(edge)
            outgoing[tail, default: []].append(head)
        }
        var reached = Set(diagram.entryNodes)
        func reach(from start: [String]) {
            var stack = start
            while let node = stack.popLast() {
                for head in outgoing[node] ?? [] where reached.insert(head).inserted { stack.append(head) }
            }
        }
        reach(from: diagram.entryNodes)
        var result: [DiagramEdge] = []
        for node in diagram.allNodes where reached.insert(node.id).inserted {
            result.append(
                DiagramEdge(
                    id: ids.unique("structure-entry-\(node.id)"), from: first, to: node.id, kind: .structure,
                    classes: ["navlint-structure"], line: .invisible, color: "transparent", arrowhead: "none", weight: 0
                ))
            reach(from: [node.id])
        }
        return result
    }

    static func setGroup(_ ids: Set<String>, in diagram: inout Diagram) {
        for index in diagram.nodes.indices where ids.contains(diagram.nodes[index].id) {
            diagram.nodes[index].group = "navlint-parts"
        }
        func visit(_ cluster: inout DiagramCluster) {
            for index in cluster.nodes.indices where ids.contains(cluster.nodes[index].id) {
                cluster.nodes[index].group = "navlint-parts"
            }
            for index in cluster.clusters.indices { visit(&cluster.clusters[index]) }
        }
        for index in diagram.clusters.indices { visit(&diagram.clusters[index]) }
    }

    /// Bounds on Graphviz's iterative phases for large drawings, so layout time grows gently.
    static func layoutLimits(nodeCount: Int, edgeCount: Int) -> [String: String] {
        let size = nodeCount + edgeCount
        if size > 2000 { return ["mclimit": "0.3", "nslimit": "0.5", "nslimit1": "0.5", "searchsize": "10"] }
        if size > 600 { return ["mclimit": "0.3", "nslimit": "3", "nslimit1": "3", "searchsize": "10"] }
        return [:]
    }
}
