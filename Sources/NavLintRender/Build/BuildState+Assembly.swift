import NavLintCore

// Assembly: windows, back edges and the diagram put together.
extension BuildState {
    struct Windows {
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
    }

    /// One window node per window of a multi-window app, or the app's main window.
    mutating func drawWindows() -> Windows {
        var result = Windows()
        let windowList: [(id: String, root: String, label: String)] =
            spec.windows?.map { ($0.id.value, $0.root.value, "window \($0.id.value)") }
            ?? spec.root.map { [("main", $0.value, spec.app.map { "\($0.value)\nmain window" } ?? "main window")] }
            ?? []
        for window in windowList where windowNodeIDs[window.id] == nil {
            windowNodeIDs[window.id] = unique("window-" + DiagramIDs.fragment(window.id))
        }
        var seen: Set<String> = []
        for window in windowList where !seen.contains(window.id) {
            seen.insert(window.id)
            guard let nodeID = windowNodeIDs[window.id], let root = endpoint(model: window.root) else { continue }
            shownWindows.insert(window.id)
            result.nodes.append(
                node(id: nodeID, label: window.label, look: VisualLanguage.window, mark: .window(window.id)))
            result.edges.append(
                makeEdge(
                    from: Endpoint(node: nodeID, location: nil, clip: nil), to: root, kind: .windowRoot, trigger: nil))
        }
        return result
    }

    /// Where each back edge of each model leads (one list per back edge, in order), with a stub placed beside
    /// the model where the spec names no destination. Stubs are placed before clusters are emitted.
    mutating func prepareBackEdges() -> [String: [BackDestination]] {
        guard options.showBackEdges else { return [:] }
        var result: [String: [BackDestination]] = [:]
        for id in modelOrder where isVisible(id) {
            guard let model = firstModel(id) else { continue }
            for edge in model.edges where edge.kind.isBack {
                if let targets = backTargets(edge.kind, from: id) {
                    result[id, default: []].append(.models(targets))
                    continue
                }
                let location = clusterOfContainer[id] ?? placedIn[id] ?? nil
                var label = "\u{21A9} \(edge.kind.rawValue)"
                if let trigger = edge.label?.value, trigger != edge.kind.rawValue { label += ": \(trigger)" }
                let stub = BackStub(
                    nodeID: unique("back-\(DiagramIDs.fragment(id))-\(edge.kind.rawValue)"), label: label)
                backStubs.append(stub)
                append(.backStub(backStubs.count - 1), to: location)
                result[id, default: []].append(.stub(Endpoint(node: stub.nodeID, location: location, clip: nil)))
            }
        }
        return result
    }

    enum BackDestination {
        case models([Endpoint])
        case stub(Endpoint)
    }

    mutating func run() throws(DiagramError) -> Diagram {
        placeEverything()
        try computeVisibility()

        let windows = drawWindows()
        let backEdges = prepareBackEdges()
        var topNodes = windows.nodes
        var structure: [DiagramEdge] = []
        var clusterList: [DiagramCluster] = []
        _ = emitItems(topItems, nodes: &topNodes, clusters: &clusterList, structure: &structure)
        var edges = structure + windows.edges
        edges += navigationEdges(backEdges: backEdges)
        edges += referenceEdges()
        let routes = drawRoutes()
        topNodes += routes.nodes
        edges += routes.edges
        edges += findingLinks()
        if !spec.groups.isEmpty {
            let groups = drawGroups()
            topNodes += groups.nodes
            edges += groups.edges
        }
        topNodes += looseNodes()

        var diagram = Diagram(
            direction: options.direction, title: spec.app?.value, nodes: topNodes, clusters: clusterList, edges: edges,
            entryNodes: windows.nodes.map(\.id) + routes.nodes.map(\.id))
        let count = diagram.allNodes.count
        guard count <= options.maxNodes else { throw .tooManyNodes(count: count, limit: options.maxNodes) }
        diagram.edges += entryEdges(diagram)
        if !grouped.isEmpty { Self.setGroup(grouped, in: &diagram) }
        if options.overview { diagram = Overview.collapse(diagram) }
        diagram.attributes = Self.layoutLimits(nodeCount: count, edgeCount: diagram.edges.count)
        if options.legend { diagram.legend = Legend.make(for: diagram) }
        return diagram
    }

    /// The edges of every visible model's navigations, in spec order.
    mutating func navigationEdges(backEdges: [String: [BackDestination]]) -> [DiagramEdge] {
        var edges: [DiagramEdge] = []
        for id in modelOrder where isVisible(id) {
            guard let model = firstModel(id), let source = endpoint(model: id) else { continue }
            var backs = (backEdges[id] ?? [])[...]
            for edge in model.edges {
                let extra = Self.extraLines(edge)
                let kind = DiagramEdgeKind.navigation(edge.kind)
                let trigger = edge.label?.value
                if edge.kind.isBack {
                    guard let destination = backs.popFirst() else { continue }
                    switch destination {
                    case .models(let targets):
                        for target in targets {
                            edges.append(makeEdge(from: source, to: target, kind: kind, trigger: trigger, extra: extra))
                        }
                    case .stub(let stub):
                        // The stub's own text names the kind and trigger; the short line to it ranks as usual.
                        var stubEdge = makeEdge(from: source, to: stub, kind: kind, trigger: nil)
                        stubEdge.label = extra.isEmpty ? nil : extra.joined(separator: "\n")
                        stubEdge.reversed = false
                        stubEdge.weight = nil
                        edges.append(stubEdge)
                    }
                } else if let target = forwardEndpoint(edge.target) {
                    var built = makeEdge(from: source, to: target, kind: kind, trigger: trigger, extra: extra)
                    if edge.stacked { built.classes.append("navlint-stacked") }
                    edges.append(built)
                }
            }
        }
        return edges
    }

    /// The lines an edge's label has after its kind and trigger: `(stacked)`, `[condition]`.
    static func extraLines(_ edge: Edge) -> [String] {
        var extra: [String] = []
        if edge.stacked { extra.append("(stacked)") }
        if let condition = edge.condition?.value { extra.append("[\(condition)]") }
        return extra
    }

    /// Dotted lines from container slots drawn as references to the models they name.
    mutating func referenceEdges() -> [DiagramEdge] {
        var edges: [DiagramEdge] = []
        for reference in references where isVisible(reference.container) {
            guard let to = endpoint(model: reference.child) else { continue }
            let from = Endpoint(node: reference.nodeID, location: reference.cluster, clip: nil)
            edges.append(makeEdge(from: from, to: to, kind: .contains, trigger: nil))
        }
        return edges
    }

    /// A node per route (the first of each id) whose target is drawn, and its edge to the target.
    mutating func drawRoutes() -> (nodes: [DiagramNode], edges: [DiagramEdge]) {
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        var seenRoutes: Set<String> = []
        for route in spec.routes where !seenRoutes.contains(route.id.value) {
            seenRoutes.insert(route.id.value)
            guard let target = endpoint(model: route.target.value) else { continue }
            nodes.append(routeNode(route))
            let from = Endpoint(node: routeNodeIDs[route.id.value] ?? "", location: nil, clip: nil)
            let via = route.via.isEmpty ? [] : ["via " + route.via.map(\.value).joined(separator: ", ")]
            let kind: DiagramEdgeKind = route.present == nil ? .route : .presentRoute
            edges.append(
                makeEdge(
                    from: from, to: target, kind: kind, trigger: route.present?.value.rawValue, extra: via))
        }
        return (nodes, edges)
    }

    /// The top-level nodes edges lead to outside any cluster: URLs, and missing references not drawn yet.
    mutating func looseNodes() -> [DiagramNode] {
        var nodes: [DiagramNode] = []
        let ownLinks = OwnLinks(spec.links)
        for url in ids.urlOrder {
            guard let nodeID = ids.urlNodeIDs[url] else { continue }
            var urlNode = node(id: nodeID, label: url, look: VisualLanguage.url, mark: nil)
            if ownLinks.contains(url) { urlNode.classes.append("navlint-url-internal") }
            nodes.append(urlNode)
        }
        for reference in ids.missingOrder where missingNeeded.contains(reference) && !missingDrawn.contains(reference) {
            nodes.append(missingNode(reference))
        }
        return nodes
    }
}
