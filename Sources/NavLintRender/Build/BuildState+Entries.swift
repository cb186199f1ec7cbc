import NavLintCore

// Entry points: routes, the invisible edges that rank them first, finding links and layout limits.
extension BuildState {
    /// Invisible edges from the first entry point to each node that no entry point leads to (an unreachable
    /// model, a screen nothing presents, the first of a cycle), so that only entry points share the first
    /// rank and nothing else looks like a root. Graphviz 2.43's `newrank` keeps a rank together but cannot
    /// pin it first, so these edges do that.
    mutating func entryEdges(_ diagram: Diagram) -> [DiagramEdge] {
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
                    id: unique("structure-entry-\(node.id)"), from: first, to: node.id, kind: .structure,
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

    /// Dashed lines between the routes one finding names together (an ambiguous or duplicate pair).
    mutating func findingLinks() -> [DiagramEdge] {
        var result: [DiagramEdge] = []
        for pair in marks.routePairs {
            guard let first = routeNodeIDs[pair.first], let second = routeNodeIDs[pair.second] else { continue }
            var link = makeEdge(
                from: Endpoint(node: first, location: nil, clip: nil),
                to: Endpoint(node: second, location: nil, clip: nil),
                kind: .finding, trigger: nil)
            link.color = VisualLanguage.markColor(pair.severity)
            link.classes.append("navlint-\(pair.severity.rawValue)")
            link.tooltip = "\(pair.rule): \(pair.first) and \(pair.second)"
            result.append(link)
        }
        return result
    }

    mutating func routeNode(_ route: Route) -> DiagramNode {
        let nodeID = unique("route-" + DiagramIDs.fragment(route.id.value))
        routeNodeIDs[route.id.value] = nodeID
        var lines = [route.pattern.value, "route \(route.id.value)"]
        let look = route.present == nil ? VisualLanguage.route : VisualLanguage.presentRoute
        if let present = route.present?.value { lines.append("presents as \(present.rawValue)") }
        var coverageClass: String?
        var fill = look.fill
        if let coverage = options.coverage {
            let hits = coverage[route.id.value] ?? 0
            lines.append(hits == 1 ? "1 hit" : "\(hits) hits")
            fill = hits > 0 ? VisualLanguage.coveredFill : VisualLanguage.uncoveredFill
            coverageClass = hits > 0 ? "navlint-covered" : "navlint-uncovered"
        }
        var result = node(
            id: nodeID, label: lines.joined(separator: "\n"), look: look, mark: .route(route.id.value),
            tooltip: route.doc?.value)
        if look.className != VisualLanguage.route.className {
            result.classes.insert(VisualLanguage.route.className, at: 1)
        }
        result.fill = fill
        if let coverageClass { result.classes.append(coverageClass) }
        return result
    }

    /// Bounds on Graphviz's iterative phases for large drawings, so layout time grows gently.
    static func layoutLimits(nodeCount: Int, edgeCount: Int) -> [String: String] {
        let size = nodeCount + edgeCount
        if size > 2000 { return ["mclimit": "0.3", "nslimit": "0.5", "nslimit1": "0.5", "searchsize": "10"] }
        if size > 600 { return ["mclimit": "0.3", "nslimit": "3", "nslimit1": "3", "searchsize": "10"] }
        return [:]
    }
}
