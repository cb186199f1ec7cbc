import NavLintCore

/// Groups: each group drawn once as a node, with its edges leaving it and an `includes` line from every
/// model or group that includes it, instead of its edges once per model.
struct GroupNodes {
    let nodes: [DiagramNode]
    let edges: [DiagramEdge]
    /// The node of each group drawn, by group index.
    let nodeIDs: [Int: String]

    init(ends: EdgeDrawing, windows: WindowNodes, style: NodeStyle, ids: inout DiagramIDs) {
        let graph = ends.graph
        let spec = graph.spec
        let shown = Self.groupsToDraw(graph: graph, visibility: ends.visibility)
        var nodeIDs: [Int: String] = [:]
        for group in shown {
            nodeIDs[group] = ids.unique("group-" + DiagramIDs.fragment(spec.groups[group].id.value))
        }
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        func includes(_ references: [Located<String>], from source: EdgeDrawing.Endpoint) {
            for reference in references {
                guard let group = graph.group(reference.value), let nodeID = nodeIDs[group] else { continue }
                edges.append(ends.edge(from: source, to: .top(nodeID), kind: .includes, trigger: nil, ids: &ids))
            }
        }
        for group in shown {
            guard let nodeID = nodeIDs[group] else { continue }
            let value = spec.groups[group]
            var label = "group \(value.id.value)"
            for edge in value.edges where edge.kind.isBack {
                label += "\n\u{21A9} \(edge.kind.rawValue)" + (edge.label.map { ": \($0.value)" } ?? "")
            }
            nodes.append(
                style.node(id: nodeID, label: label, look: VisualLanguage.group, mark: nil, tooltip: value.doc?.value))
            for (index, edge) in value.edges.enumerated() where !edge.kind.isBack {
                let resolved = graph.target(ofEdge: index, inGroup: group)
                guard let target = ends.forwardEndpoint(edge.target, resolved: resolved, windows: windows, ids: &ids)
                else { continue }
                edges.append(ends.navigation(edge, from: .top(nodeID), to: target, ids: &ids))
            }
            includes(value.include, from: .top(nodeID))
        }
        for model in graph.firstModels where !spec.models[model].include.isEmpty {
            guard let source = ends.endpoint(model, ids: ids) else { continue }
            includes(spec.models[model].include, from: source)
        }
        self.nodes = nodes
        self.edges = edges
        self.nodeIDs = nodeIDs
    }

    /// The groups drawn, in spec order: every group (the first of each id), or with `--focus`, those the
    /// visible models include, at any depth, and those within the neighbourhood by an edge into it.
    private static func groupsToDraw(graph: NavGraph, visibility: Visibility) -> [Int] {
        let spec = graph.spec
        let first = spec.groups.indices.filter { graph.group(spec.groups[$0].id.value) == $0 }
        guard visibility.shown != nil else { return first }
        var wanted = visibility.focusGroups
        for model in graph.firstModels where visibility.isVisible(model) {
            for reference in spec.models[model].include {
                if let group = graph.group(reference.value) { wanted.formUnion(graph.groupsBrought(by: group)) }
            }
        }
        return first.filter(wanted.contains)
    }
}
