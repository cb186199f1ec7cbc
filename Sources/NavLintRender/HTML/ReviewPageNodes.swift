import NavLintCore

/// Which drawn SVG element stands for which model, route and edge: the ids the diagram builder handed
/// out (models' ids as the builder's own `DiagramIDs` hands them out, routes' replayed in spec order).
enum ReviewPageNodes {
    /// `[svg id, model id]` for each drawn model; a container's is its cluster.
    static func modelNodes(of diagram: Diagram, graph: NavGraph) -> [JSONOutput] {
        let models = modelIDs(graph)
        return diagram.allNodes.compactMap { node -> JSONOutput? in
            guard let model = models[node.id] else { return nil }
            return .strings([node.anchorOf ?? node.id, model])
        }
    }

    /// `[svg id, from model, to model, kind]` for each drawn edge between models.
    static func edges(of diagram: Diagram, graph: NavGraph) -> [JSONOutput] {
        let models = modelIDs(graph)
        return diagram.edges.compactMap { edge -> JSONOutput? in
            guard let from = models[edge.from], let to = models[edge.to] else { return nil }
            return .strings([edge.id, from, to, edge.kind.description])
        }
    }

    /// `[svg id, route id]` for each drawn route entry point.
    static func routeNodes(of diagram: Diagram, spec: Spec) -> [JSONOutput] {
        var ids = DiagramIDs()
        var routes: [String: String] = [:]
        for route in spec.routes {
            routes[ids.unique("route-" + DiagramIDs.fragment(route.id.value))] = route.id.value
        }
        return diagram.allNodes.compactMap { node in routes[node.id].map { .strings([node.id, $0]) } }
    }

    private static func modelIDs(_ graph: NavGraph) -> [String: String] {
        let ids = DiagramIDs(graph: graph)
        var models: [String: String] = [:]
        for index in graph.firstModels { models[ids.modelNodeIDs[index]] = graph.spec.models[index].id.value }
        return models
    }
}
