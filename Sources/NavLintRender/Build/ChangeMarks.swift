import NavLintCore

/// The last step of a diagram of a change: colours the models and edges that were added or changed, and
/// draws what was removed as ghosts (dashed, in the removed colour) beside the models still there. Every
/// marked element gets the class `navlint-change-added`, `-removed` or `-changed`, which the review page
/// reads as its `data-change`.
struct ChangeMarks {
    /// The drawn node of each element an edge can name: models, groups, windows and URLs, by name.
    struct Names {
        var models: [String: String] = [:]
        var groups: [String: String] = [:]
        var windows: [String: String] = [:]
        var urls: [String: String] = [:]

        /// The names of what `diagram` draws: its models', groups' and windows' nodes and its URLs'.
        init(
            drawn diagram: Diagram, graph: NavGraph, ids: DiagramIDs, windows: WindowNodes, groups: [Int: String]
        ) {
            let drawn = Set(diagram.allNodes.map(\.id))
            for index in graph.firstModels where drawn.contains(ids.modelNodeIDs[index]) {
                models[graph.spec.models[index].id.value] = ids.modelNodeIDs[index]
            }
            for (group, nodeID) in groups { self.groups[graph.spec.groups[group].id.value] = nodeID }
            for position in graph.windows.indices.reversed() {
                if let nodeID = windows.drawnNode(position), drawn.contains(nodeID) {
                    self.windows[graph.windows[position].id] = nodeID
                }
            }
            urls = ids.urlNodeIDs
        }
    }

    let graph: NavGraph
    let names: Names
    /// The ghost node of each removed model, by its id.
    private(set) var ghosts: [String: String] = [:]

    init(graph: NavGraph, names: Names) {
        self.graph = graph
        self.names = names
    }

    /// The class of a changed element.
    static func className(_ change: DiagramChanges.Change) -> String { "navlint-change-\(change.rawValue)" }

    /// Marks `changes` in `diagram`: ghosts first, so that removed edges can end at them.
    mutating func apply(_ changes: DiagramChanges, to diagram: inout Diagram, ids: inout DiagramIDs) {
        for model in changes.models where model.change == .removed && names.models[model.id] == nil {
            let nodeID = ids.unique("ghost-" + DiagramIDs.fragment(model.id))
            ghosts[model.id] = nodeID
            diagram.nodes.append(Self.ghost(model, id: nodeID))
        }
        var nodeChanges: [String: DiagramChanges.Change] = [:]
        for model in changes.models where model.change != .removed {
            if let nodeID = names.models[model.id] { nodeChanges[nodeID] = model.change }
        }
        mark(nodeChanges, in: &diagram)
        var edgeChanges: [EdgeEnds: DiagramChanges.Change] = [:]
        let anchors = Dictionary(
            diagram.allNodes.compactMap { node in node.anchorOf.map { (node.id, $0) } }, uniquingKeysWith: { a, _ in a }
        )
        var backChanges: [EdgeEnds: DiagramChanges.Change] = [:]
        for edge in changes.edges {
            // A back navigation names no target: it is marked on every line drawn for it.
            if edge.kind.isBack, edge.change != .removed, let from = node(edge.from) {
                backChanges[EdgeEnds(from: from, kind: .navigation(edge.kind), to: "")] = edge.change
            }
            guard let from = node(edge.from), let to = target(of: edge) else { continue }
            if edge.change == .removed {
                diagram.edges.append(ghostEdge(edge, from: from, to: to, anchors: anchors, ids: &ids))
            } else {
                edgeChanges[EdgeEnds(from: from, kind: .navigation(edge.kind), to: to)] = edge.change
            }
        }
        for (name, nodeID) in [ghosts, names.groups, names.windows, names.urls].joined() {
            diagram.changeNames[nodeID] = name
        }
        for index in diagram.edges.indices {
            let drawn = diagram.edges[index]
            guard
                let change = edgeChanges[EdgeEnds(from: drawn.from, kind: drawn.kind, to: drawn.to)]
                    ?? backChanges[EdgeEnds(from: drawn.from, kind: drawn.kind, to: "")]
            else { continue }
            diagram.edges[index].color = VisualLanguage.changeColor(change)
            diagram.edges[index].classes.append(Self.className(change))
        }
    }

    /// An edge's ends and kind, as drawn.
    private struct EdgeEnds: Hashable {
        var from: String
        var kind: DiagramEdgeKind
        var to: String
    }

    /// The node a model or group id names: the model's, the ghost of a removed model, or the group's.
    private func node(_ name: String) -> String? {
        names.models[name] ?? ghosts[name] ?? names.groups[name]
    }

    /// The node an edge leads to: a window, a URL, a tab or case (`Tabs.tab`, drawn as its model), or a
    /// model.
    private func target(of edge: DiagramChanges.EdgeChange) -> String? {
        switch edge.kind {
        case .openWindow: return names.windows[edge.to]
        case .openURL: return names.urls[edge.to]
        default:
            if let found = node(edge.to) { return found }
            let member = graph.tab(edge.to)?.tab.model?.value ?? graph.switchCase(edge.to)?.case.model.value
            return member.flatMap { names.models[$0] }
        }
    }

    /// Colours the nodes, and for a container the cluster its anchor stands for.
    private func mark(_ changes: [String: DiagramChanges.Change], in diagram: inout Diagram) {
        guard !changes.isEmpty else { return }
        var clusters: [String: DiagramChanges.Change] = [:]
        func markNodes(_ nodes: inout [DiagramNode]) {
            for index in nodes.indices {
                guard let change = changes[nodes[index].id] else { continue }
                if let cluster = nodes[index].anchorOf { clusters[cluster] = change }
                nodes[index].color = VisualLanguage.changeColor(change)
                nodes[index].penWidth = VisualLanguage.markPenWidth
                nodes[index].classes.append(Self.className(change))
            }
        }
        func markClusters(_ list: inout [DiagramCluster]) {
            for index in list.indices {
                markNodes(&list[index].nodes)
                markClusters(&list[index].clusters)
                guard let change = clusters[list[index].id] else { continue }
                list[index].color = VisualLanguage.changeColor(change)
                list[index].penWidth = VisualLanguage.markPenWidth
                list[index].classes.append(Self.className(change))
            }
        }
        markNodes(&diagram.nodes)
        markClusters(&diagram.clusters)
    }

    private static func ghost(_ model: DiagramChanges.ModelChange, id: String) -> DiagramNode {
        let shape: NodeShape =
            switch model.kind {
            case .screen: .roundedBox
            case .dialog: .hexagon
            case .stack, .tabs, .switch, .split: .box
            }
        return DiagramNode(
            id: id, label: "\(model.id)\n(removed)", shape: shape,
            classes: ["navlint-node", "navlint-ghost", className(.removed)], line: .dashed,
            color: VisualLanguage.changeColor(.removed), fill: VisualLanguage.ghostFill, tooltip: model.summary)
    }

    private func ghostEdge(
        _ edge: DiagramChanges.EdgeChange, from: String, to: String, anchors: [String: String],
        ids: inout DiagramIDs
    ) -> DiagramEdge {
        let kind = DiagramEdgeKind.navigation(edge.kind)
        let look = VisualLanguage.edge(kind)
        let head = [look.tag, edge.label].compactMap { $0 }.joined(separator: ": ")
        var drawn = DiagramEdge(
            id: ids.unique("ghost-edge-\(DiagramIDs.displayName(from))-\(kind)-\(DiagramIDs.displayName(to))"),
            from: from, to: to, kind: kind, label: (head.isEmpty ? "" : head + "\n") + "(removed)",
            classes: ["navlint-edge", "navlint-edge-\(kind)", "navlint-ghost", Self.className(.removed)],
            line: .dashed, color: VisualLanguage.changeColor(.removed), arrowhead: look.arrowhead,
            tooltip: edge.summary)
        // An edge to or from a container is clipped at its border, as the container's own edges are.
        drawn.fromCluster = from == to ? nil : anchors[from]
        drawn.toCluster = from == to ? nil : anchors[to]
        return drawn
    }
}
