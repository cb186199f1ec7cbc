import NavLintCore

/// The lines between drawn models: every visible model's navigations in spec order, and the dotted lines
/// from container slots drawn as references to the models they name.
enum NavigationEdges {
    /// The edges of every visible model's navigations, in spec order; back edges as `backEdges` says.
    static func draw(
        ends: EdgeDrawing, windows: WindowNodes, backEdges: BackEdges, ids: inout DiagramIDs
    ) -> [DiagramEdge] {
        var edges: [DiagramEdge] = []
        let graph = ends.graph
        for model in graph.firstModels {
            guard let source = ends.endpoint(model, ids: ids) else { continue }
            var backs = backEdges.destinations.isEmpty ? [] : backEdges.destinations[model][...]
            for (index, edge) in graph.spec.models[model].edges.enumerated() {
                if edge.kind.isBack {
                    guard let destination = backs.popFirst() else { continue }
                    edges += backEdge(edge, from: source, to: destination, ends: ends, ids: &ids)
                } else if let target = ends.forwardEndpoint(
                    edge.target, resolved: graph.target(of: .own(index), from: model), windows: windows, ids: &ids)
                {
                    edges.append(ends.navigation(edge, from: source, to: target, ids: &ids))
                }
            }
        }
        return edges
    }

    private static func backEdge(
        _ edge: Edge, from source: EdgeDrawing.Endpoint, to destination: BackEdges.Destination, ends: EdgeDrawing,
        ids: inout DiagramIDs
    ) -> [DiagramEdge] {
        let extra = EdgeDrawing.extraLines(edge)
        let kind = DiagramEdgeKind.navigation(edge.kind)
        switch destination {
        case .ends(let targets):
            return targets.map { target in
                ends.edge(from: source, to: target, kind: kind, trigger: edge.label?.value, extra: extra, ids: &ids)
            }
        case .stub(let stub):
            // The stub's own text names the kind and trigger; the short line to it ranks as usual.
            var stubEdge = ends.edge(from: source, to: stub, kind: kind, trigger: nil, ids: &ids)
            stubEdge.label = extra.isEmpty ? nil : extra.joined(separator: "\n")
            stubEdge.reversed = false
            stubEdge.weight = nil
            return [stubEdge]
        }
    }

    /// Dotted lines from container slots drawn as references to the models they name.
    static func references(ends: EdgeDrawing, ids: inout DiagramIDs) -> [DiagramEdge] {
        var edges: [DiagramEdge] = []
        for reference in ends.placement.references where ends.visibility.isVisible(reference.container) {
            guard let to = ends.endpoint(reference.model, reference: reference.child, ids: &ids) else { continue }
            let from = EdgeDrawing.Endpoint(node: reference.nodeID, location: reference.cluster, clip: nil)
            edges.append(ends.edge(from: from, to: to, kind: .contains, trigger: nil, ids: &ids))
        }
        return edges
    }
}
