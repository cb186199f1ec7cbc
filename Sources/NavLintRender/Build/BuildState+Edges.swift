import NavLintCore

// Edges: where each navigation leads and how its line is drawn.
extension BuildState {
    mutating func missingEndpoint(_ reference: String) -> Endpoint {
        missingNeeded.insert(reference)
        return Endpoint(node: missingNodeID(reference), location: missingLocation[reference], clip: nil)
    }

    /// Whether edges to this model id are drawn: visible models, and dangling ids when nothing is filtered.
    func shows(_ id: String) -> Bool { firstModel(id) == nil ? visible == nil : isVisible(id) }

    mutating func endpoint(model id: String) -> Endpoint? {
        guard shows(id) else { return nil }
        guard firstModel(id) != nil else { return missingEndpoint(id) }
        let own = clusterOfContainer[id]
        return Endpoint(node: modelNodeID(id), location: own ?? placedIn[id] ?? nil, clip: own)
    }

    mutating func makeEdge(
        from: Endpoint, to: Endpoint, kind: DiagramEdgeKind, trigger: String?, extra: [String] = []
    ) -> DiagramEdge {
        let look = VisualLanguage.edge(kind)
        var lines: [String] = []
        let head = (look.tag == trigger ? [look.tag] : [look.tag, trigger]).compactMap { $0 }.joined(separator: ": ")
        if !head.isEmpty { lines.append(head) }
        lines += extra
        func key(_ node: String) -> String {
            node.hasPrefix("model-") ? String(node.dropFirst("model-".count)) : node
        }
        var edge = DiagramEdge(
            id: unique("edge-\(key(from.node))-\(kind)-\(key(to.node))"), from: from.node, to: to.node, kind: kind,
            label: lines.isEmpty ? nil : lines.joined(separator: "\n"),
            classes: ["navlint-edge", "navlint-edge-\(kind)"], line: look.line, color: look.color,
            arrowhead: look.arrowhead)
        if from.node != to.node {
            if let clip = from.clip, !isWithin(to.location, clip) { edge.fromCluster = clusters[clip].id }
            if let clip = to.clip, !isWithin(from.location, clip) { edge.toCluster = clusters[clip].id }
        }
        switch kind {
        case .navigation(let via) where via.isBack:
            edge.reversed = true
            edge.weight = 0
        case .navigation(.openWindow), .contains, .finding:
            edge.constrains = false
        default:
            break
        }
        if isLateral(from.location, to.location) { edge.constrains = false }
        return edge
    }

    mutating func forwardEndpoint(_ target: EdgeTarget) -> Endpoint? {
        switch target {
        case .model(let id):
            return endpoint(model: id.value)
        case .tab(let reference), .switchCase(let reference):
            let isTab = if case .tab = target { true } else { false }
            guard let model = member(reference.value, tab: isTab) else { return missingEndpoint(reference.value) }
            return endpoint(model: model)
        case .window(let id):
            guard let window = windowNodeIDs[id.value] else { return missingEndpoint("window \(id.value)") }
            return shownWindows.contains(id.value) ? Endpoint(node: window, location: nil, clip: nil) : nil
        case .url(let url):
            return Endpoint(node: urlNodeID(url.value), location: nil, clip: nil)
        case .none:
            return nil
        }
    }

    /// Where a back navigation from `id` returns to, as far as the spec tells; empty when it does not.
    mutating func backTargets(_ via: EdgeKind, from id: String) -> [Endpoint]? {
        var targets: [String] = []
        switch via {
        case .pop:
            targets = graph.modelIndex[id].map { returnTargets(.pop, from: $0) } ?? []
        case .popToRoot:
            if let stack = enclosing(id, kind: .stack), case .stack(let content)? = firstModel(stack)?.content,
                firstModel(content.root.value) != nil
            {
                targets = [content.root.value]
            }
        case .dismiss:
            // The containers it is drawn in count too (a stack a sheet shows holds what it pushes).
            var containers: [Int] = []
            var cluster = placedIn[id] ?? nil
            while let index = cluster {
                if let container = graph.modelIndex[clusters[index].container] { containers.append(container) }
                cluster = clusters[index].parent
            }
            targets = graph.modelIndex[id].map { returnTargets(.dismiss, from: $0, shownIn: containers) } ?? []
        case .dismissWindow:
            var endpoints: [Endpoint] = []
            for window in spec.windows ?? [] where shownWindows.contains(window.id.value) {
                let inside = clusterOfContainer[window.root.value].map { isWithin(placedIn[id] ?? nil, $0) } ?? false
                if window.root.value == id || inside, let node = windowNodeIDs[window.id.value] {
                    endpoints.append(Endpoint(node: node, location: nil, clip: nil))
                }
            }
            if !endpoints.isEmpty { return endpoints }
        default:
            break
        }
        if targets.isEmpty { return nil }
        return targets.compactMap { endpoint(model: $0) }
    }

    /// The ids of the models a back navigation returns to (see ``NavGraph/returnTargets(of:from:shownIn:)``).
    private func returnTargets(_ kind: EdgeKind, from model: Int, shownIn containers: [Int] = []) -> [String] {
        graph.returnTargets(of: kind, from: model, shownIn: containers).map { spec.models[$0].id.value }
    }

    /// The nearest container of a kind around a placed model.
    func enclosing(_ id: String, kind: ModelKind) -> String? {
        var cluster = placedIn[id] ?? nil
        while let index = cluster {
            let container = clusters[index].container
            if firstModel(container)?.kind == kind { return container }
            cluster = clusters[index].parent
        }
        return nil
    }
}
