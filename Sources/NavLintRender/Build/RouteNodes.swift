import NavLintCore

/// The routes' entry points: a node per route (the first of each id) whose target is drawn, its edge to the
/// target, and dashed lines between the routes one finding names together.
struct RouteNodes {
    let nodes: [DiagramNode]
    let edges: [DiagramEdge]
    let findingLinks: [DiagramEdge]

    init(ends: EdgeDrawing, style: NodeStyle, coverage: [String: Int]?, ids: inout DiagramIDs) {
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        let graph = ends.graph
        let routeMap = graph.routeMap
        var nodeIDs = [String?](repeating: nil, count: graph.spec.routes.count)
        for (index, route) in graph.spec.routes.enumerated() where routeMap.isFirstWithItsID(index) {
            guard let target = ends.endpoint(routeMap.targets[index], reference: route.target.value, ids: &ids)
            else { continue }
            let node = Self.node(route, style: style, coverage: coverage, ids: &ids)
            nodeIDs[index] = node.id
            nodes.append(node)
            let via = route.via.isEmpty ? [] : ["via " + route.via.map(\.value).joined(separator: ", ")]
            let kind: DiagramEdgeKind = route.present == nil ? .route : .presentRoute
            edges.append(
                ends.edge(
                    from: .top(node.id), to: target, kind: kind, trigger: route.present?.value.rawValue, extra: via,
                    ids: &ids))
        }
        self.nodes = nodes
        self.edges = edges
        var links: [DiagramEdge] = []
        for pair in style.marks.routePairs {
            // A finding names its routes by id: the route of an id is the first with it.
            guard let first = routeMap.routeIndex[pair.first].flatMap({ nodeIDs[$0] }),
                let second = routeMap.routeIndex[pair.second].flatMap({ nodeIDs[$0] })
            else { continue }
            var link = ends.edge(from: .top(first), to: .top(second), kind: .finding, trigger: nil, ids: &ids)
            link.color = VisualLanguage.markColor(pair.severity)
            link.classes.append("navlint-\(pair.severity.rawValue)")
            link.tooltip = "\(pair.rule): \(pair.first) and \(pair.second)"
            links.append(link)
        }
        findingLinks = links
    }

    private static func node(
        _ route: Route, style: NodeStyle, coverage: [String: Int]?, ids: inout DiagramIDs
    ) -> DiagramNode {
        let nodeID = ids.unique("route-" + DiagramIDs.fragment(route.id.value))
        var lines = [route.pattern.value, "route \(route.id.value)"]
        let look = route.present == nil ? VisualLanguage.route : VisualLanguage.presentRoute
        if let present = route.present?.value { lines.append("presents as \(present.rawValue)") }
        let undelivered = style.marks.marks[.route(route.id.value)].flatMap {
            VisualLanguage.undeliveredLine(rules: $0.rules)
        }
        if let undelivered { lines.append(undelivered) }
        var coverageClass: String?
        var fill = look.fill
        if let coverage {
            let hits = coverage[route.id.value] ?? 0
            lines.append(hits == 1 ? "1 hit" : "\(hits) hits")
            fill = hits > 0 ? VisualLanguage.coveredFill : VisualLanguage.uncoveredFill
            coverageClass = hits > 0 ? "navlint-covered" : "navlint-uncovered"
        }
        var result = style.node(
            id: nodeID, label: lines.joined(separator: "\n"), look: look, mark: .route(route.id.value),
            tooltip: route.doc?.value)
        if look.className != VisualLanguage.route.className {
            result.classes.insert(VisualLanguage.route.className, at: 1)
        }
        result.fill = fill
        if let coverageClass { result.classes.append(coverageClass) }
        if undelivered != nil { result.classes.append(VisualLanguage.undeliveredClass) }
        return result
    }
}
