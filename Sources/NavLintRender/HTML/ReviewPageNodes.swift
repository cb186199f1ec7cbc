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

    /// `[svg id, from model, to model, kind]` for each drawn edge between models (in a drawing of a change,
    /// also the edges of groups, windows, URLs and removed models).
    static func edges(of diagram: Diagram, graph: NavGraph) -> [JSONOutput] {
        let models = modelIDs(graph).merging(diagram.changeNames) { model, _ in model }
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

    /// `[svg id, change]` for each model and edge a drawing of a change marks: a container by its cluster.
    static func changeMarks(of diagram: Diagram) -> [JSONOutput] {
        let changes = DiagramChanges.Change.allCases.map { ($0, ChangeMarks.className($0)) }
        func mark(_ id: String, _ classes: [String]) -> JSONOutput? {
            changes.first { classes.contains($0.1) }.map { .strings([id, $0.0.rawValue]) }
        }
        let nodes = diagram.allNodes.filter { $0.anchorOf == nil }.compactMap { mark($0.id, $0.classes) }
        return nodes + diagram.allClusters.compactMap { mark($0.id, $0.classes) }
            + diagram.edges.compactMap { mark($0.id, $0.classes) }
    }

    /// `[svg id, model id]` for each removed model drawn as a ghost.
    static func ghosts(of diagram: Diagram) -> [JSONOutput] {
        diagram.allNodes.filter { $0.classes.contains("navlint-ghost") }.compactMap { node in
            diagram.changeNames[node.id].map { .strings([node.id, $0]) }
        }
    }

    private static func modelIDs(_ graph: NavGraph) -> [String: String] {
        let ids = DiagramIDs(graph: graph)
        var models: [String: String] = [:]
        for index in graph.firstModels { models[ids.modelNodeIDs[index]] = graph.spec.models[index].id.value }
        return models
    }
}
