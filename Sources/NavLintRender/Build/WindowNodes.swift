import NavLintCore

/// The entry points of windows: one node per window of a multi-window app, or the app's main window, each
/// with an edge to its root.
struct WindowNodes {
    /// The node id of each window, by window id.
    let nodeIDs: [String: String]
    /// The windows drawn: those whose root is shown.
    let shown: Set<String>
    let nodes: [DiagramNode]
    let edges: [DiagramEdge]

    init(ends: EdgeDrawing, style: NodeStyle, ids: inout DiagramIDs) {
        let spec = ends.graph.spec
        let windowList: [(id: String, root: String, label: String)] =
            spec.windows?.map { ($0.id.value, $0.root.value, "window \($0.id.value)") }
            ?? spec.root.map { [("main", $0.value, spec.app.map { "\($0.value)\nmain window" } ?? "main window")] }
            ?? []
        var nodeIDs: [String: String] = [:]
        for window in windowList where nodeIDs[window.id] == nil {
            nodeIDs[window.id] = ids.unique("window-" + DiagramIDs.fragment(window.id))
        }
        var shown: Set<String> = []
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        var seen: Set<String> = []
        for window in windowList where seen.insert(window.id).inserted {
            guard let nodeID = nodeIDs[window.id], let root = ends.endpoint(reference: window.root, ids: &ids) else {
                continue
            }
            shown.insert(window.id)
            nodes.append(
                style.node(id: nodeID, label: window.label, look: VisualLanguage.window, mark: .window(window.id)))
            edges.append(ends.edge(from: .top(nodeID), to: root, kind: .windowRoot, trigger: nil, ids: &ids))
        }
        self.nodeIDs = nodeIDs
        self.shown = shown
        self.nodes = nodes
        self.edges = edges
    }
}
