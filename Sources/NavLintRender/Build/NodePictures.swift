import NavLintCore

/// Puts each screenshot in the node of its model: screens and dialogs only (a container is drawn as a frame),
/// and the model's own node only, not the references to it drawn in other containers.
enum NodePictures {
    static func attach(_ pictures: [String: NodePicture], to diagram: inout Diagram, graph: NavGraph) {
        guard !pictures.isEmpty else { return }
        let ids = DiagramIDs(graph: graph)
        var byNode: [String: NodePicture] = [:]
        for index in graph.firstModels where !graph.spec.models[index].kind.isContainer {
            if let picture = pictures[graph.spec.models[index].id.value] { byNode[ids.modelNodeIDs[index]] = picture }
        }
        diagram.nodes = diagram.nodes.map { attach(byNode, to: $0) }
        diagram.clusters = diagram.clusters.map { attach(byNode, to: $0) }
    }

    private static func attach(_ pictures: [String: NodePicture], to node: DiagramNode) -> DiagramNode {
        guard node.anchorOf == nil, let picture = pictures[node.id] else { return node }
        var pictured = node
        pictured.picture = picture
        return pictured
    }

    private static func attach(_ pictures: [String: NodePicture], to cluster: DiagramCluster) -> DiagramCluster {
        var updated = cluster
        updated.nodes = cluster.nodes.map { attach(pictures, to: $0) }
        updated.clusters = cluster.clusters.map { attach(pictures, to: $0) }
        return updated
    }
}
