import NavLintCore

/// Where edges start and end, and how each line is drawn, once placement and visibility are known. Every
/// step that draws edges reads it.
struct EdgeDrawing {
    /// One end of an edge.
    struct Endpoint {
        var node: String
        /// The cluster the node is drawn in.
        var location: Int?
        /// The container's cluster, when the node is its anchor: edges are clipped at its border.
        var clip: Int?

        /// A node at the top level.
        static func top(_ node: String) -> Endpoint { Endpoint(node: node, location: nil, clip: nil) }
    }

    let graph: NavGraph
    let placement: Placement
    let visibility: Visibility

    /// A drawn model's end: its node, clipped at its cluster for a container; `nil` when it is not shown.
    func endpoint(_ model: Int, ids: DiagramIDs) -> Endpoint? {
        guard visibility.isVisible(model) else { return nil }
        return Endpoint(
            node: ids.modelNodeIDs[model], location: placement.drawnLocation(model), clip: placement.ownCluster[model])
    }

    /// The end of a reference the graph has resolved: the model's, or a missing box named after the
    /// reference as written when it names none (drawn only when nothing is filtered).
    func endpoint(_ model: Int?, reference id: String, ids: inout DiagramIDs) -> Endpoint? {
        guard let model else { return visibility.shown == nil ? missingEndpoint(id, ids: &ids) : nil }
        return endpoint(model, ids: ids)
    }

    func missingEndpoint(_ reference: String, ids: inout DiagramIDs) -> Endpoint {
        Endpoint(node: ids.missing(reference), location: placement.missingLocation[reference], clip: nil)
    }

    /// Where a forward edge leads, given the model the graph resolved its target to (see
    /// ``NavGraph/target(of:from:)``); `nil` when that is not drawn.
    func forwardEndpoint(
        _ target: EdgeTarget, resolved model: Int?, windows: WindowNodes, ids: inout DiagramIDs
    ) -> Endpoint? {
        switch target {
        case .model(let id):
            return endpoint(model, reference: id.value, ids: &ids)
        case .tab(let reference), .switchCase(let reference):
            guard let model else { return missingEndpoint(reference.value, ids: &ids) }
            return endpoint(model, ids: ids)
        case .window(let id):
            guard let position = graph.window(named: id.value), let window = windows.nodeIDs[position] else {
                return missingEndpoint("window \(id.value)", ids: &ids)
            }
            return windows.shown[position] ? .top(window) : nil
        case .url(let url):
            return .top(ids.url(url.value))
        case .none:
            return nil
        }
    }

    func edge(
        from: Endpoint, to: Endpoint, kind: DiagramEdgeKind, trigger: String?, extra: [String] = [],
        ids: inout DiagramIDs
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
            id: ids.unique("edge-\(key(from.node))-\(kind)-\(key(to.node))"), from: from.node, to: to.node,
            kind: kind, label: lines.isEmpty ? nil : lines.joined(separator: "\n"),
            classes: ["navlint-edge", "navlint-edge-\(kind)"], line: look.line, color: look.color,
            arrowhead: look.arrowhead)
        let clusters = placement.clusters
        if from.node != to.node {
            if let clip = from.clip, !placement.isWithin(to.location, clip) { edge.fromCluster = clusters[clip].id }
            if let clip = to.clip, !placement.isWithin(from.location, clip) { edge.toCluster = clusters[clip].id }
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
        if placement.isLateral(from.location, to.location) { edge.constrains = false }
        return edge
    }

    /// A navigation edge with its label's extra lines and the class of a stacked presentation or a fallback push.
    func navigation(_ edge: Edge, from source: Endpoint, to target: Endpoint, ids: inout DiagramIDs) -> DiagramEdge {
        var built = self.edge(
            from: source, to: target, kind: .navigation(edge.kind), trigger: edge.label?.value,
            extra: Self.extraLines(edge), ids: &ids)
        if edge.stacked { built.classes.append("navlint-stacked") }
        if edge.fallback != nil { built.classes.append("navlint-fallback") }
        return built
    }

    /// The lines an edge's label has after its kind and trigger: `(stacked)`, `(sheet outside a stack)` for a
    /// push with a fallback, `[condition]`.
    static func extraLines(_ edge: Edge) -> [String] {
        var extra: [String] = []
        if edge.stacked { extra.append("(stacked)") }
        if let fallback = edge.fallback?.value { extra.append("(\(fallback.rawValue) outside a stack)") }
        if let condition = edge.condition?.value { extra.append("[\(condition)]") }
        return extra
    }
}
