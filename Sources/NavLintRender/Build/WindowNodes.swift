import NavLintCore

/// The entry points of windows: one node per window of a multi-window app, or the app's main window, each
/// with an edge to its root.
struct WindowNodes {
    /// The node id of each window, by position in the graph's `windows` (a window repeating an earlier
    /// window's id has the earlier one's node); `nil` for a spec with neither `windows` nor `root`.
    let nodeIDs: [String?]
    /// Whether each window is drawn (its root is shown), by position.
    let shown: [Bool]
    let nodes: [DiagramNode]
    let edges: [DiagramEdge]

    init(ends: EdgeDrawing, style: NodeStyle, ids: inout DiagramIDs) {
        let graph = ends.graph
        let spec = graph.spec
        let written: [(root: String, label: String)] =
            spec.windows?.map { ($0.root.value, "window \($0.id.value)") }
            ?? spec.root.map { [($0.value, spec.app.map { "\($0.value)\nmain window" } ?? "main window")] } ?? []
        // A repeated window id stands for the first window with it, as in edge targets.
        let first = graph.windows.indices.map { graph.window(named: graph.windows[$0].id) ?? $0 }
        var nodeIDs = [String?](repeating: nil, count: graph.windows.count)
        for position in written.indices where first[position] == position {
            nodeIDs[position] = ids.unique("window-" + DiagramIDs.fragment(graph.windows[position].id))
        }
        var shown = [Bool](repeating: false, count: graph.windows.count)
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        for (position, window) in written.enumerated() where first[position] == position {
            guard let nodeID = nodeIDs[position],
                let root = ends.endpoint(graph.windows[position].root, reference: window.root, ids: &ids)
            else { continue }
            shown[position] = true
            let id = graph.windows[position].id
            nodes.append(style.node(id: nodeID, label: window.label, look: VisualLanguage.window, mark: .window(id)))
            edges.append(ends.edge(from: .top(nodeID), to: root, kind: .windowRoot, trigger: nil, ids: &ids))
        }
        self.nodeIDs = nodeIDs.indices.map { nodeIDs[first[$0]] }
        self.shown = shown.indices.map { shown[first[$0]] }
        self.nodes = nodes
        self.edges = edges
    }

    /// The node of a drawn window, by position; `nil` when the window is not drawn.
    func drawnNode(_ position: Int) -> String? { shown[position] ? nodeIDs[position] : nil }
}
