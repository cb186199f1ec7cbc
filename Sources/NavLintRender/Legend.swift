import NavLintCore

/// A cluster that explains the shapes and lines a diagram uses, limited to those it contains.
enum Legend {
    private static let nodeSamples: [(className: String, caption: String, look: VisualLanguage.NodeLook)] = [
        (VisualLanguage.screen.className, "screen", VisualLanguage.screen),
        (VisualLanguage.dialog.className, "dialog", VisualLanguage.dialog),
        (VisualLanguage.window.className, "window", VisualLanguage.window),
        (VisualLanguage.route.className, "route", VisualLanguage.route),
        (VisualLanguage.presentRoute.className, "route that presents", VisualLanguage.presentRoute),
        (VisualLanguage.url.className, "URL", VisualLanguage.url),
        (VisualLanguage.missing.className, "missing reference", VisualLanguage.missing),
    ]

    private static var edgeKinds: [DiagramEdgeKind] {
        EdgeKind.allCases.map { .navigation($0) } + [.route, .presentRoute, .windowRoot, .contains]
    }

    /// Samples per row of the legend's grid.
    private static let columns = 5

    /// Adds the legend to a diagram; a diagram with nothing to explain is left as it is.
    static func add(to diagram: inout Diagram) {
        let nodeClasses = Set(diagram.allNodes.flatMap(\.classes))
        let drawnKinds = Set(diagram.edges.map(\.kind))
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
        // Each sample is a cell with a top and a bottom node; invisible links put the cells in a grid.
        var cells: [(top: String, bottom: String)] = []
        for sample in nodeSamples where nodeClasses.contains(sample.className) {
            let node = DiagramNode(
                id: "legend-\(sample.className)", label: sample.caption, shape: sample.look.shape,
                classes: ["navlint-legend-item", sample.look.className], line: sample.look.line,
                color: sample.look.color, fill: sample.look.fill)
            nodes.append(node)
            cells.append((node.id, node.id))
        }
        for kind in edgeKinds where drawnKinds.contains(kind) {
            let look = VisualLanguage.edge(kind)
            let caption = DiagramNode(
                id: "legend-edge-\(kind)", label: legendCaption(kind), shape: .text,
                classes: ["navlint-legend-item"], color: "#555555")
            let end = DiagramNode(
                id: "legend-edge-\(kind)-end", label: "", shape: .point, classes: ["navlint-legend-item"],
                color: "transparent", attributes: ["width": "0.05", "height": "0.05"])
            nodes += [caption, end]
            edges.append(DiagramEdge(
                id: "legend-edge-\(kind)-line", from: caption.id, to: end.id, kind: kind,
                classes: ["navlint-legend-item", "navlint-edge-\(kind)"], line: look.line, color: look.color,
                arrowhead: look.arrowhead))
            cells.append((caption.id, end.id))
        }
        guard !nodes.isEmpty else { return }
        for (index, cell) in cells.enumerated() where index + columns < cells.count {
            let below = cells[index + columns]
            edges.append(DiagramEdge(
                id: "legend-grid-\(index)", from: cell.bottom, to: below.top, kind: .contains,
                classes: ["navlint-legend-item"], line: .invisible, color: "transparent", arrowhead: "none"))
        }
        let look = VisualLanguage.legend
        diagram.clusters.append(DiagramCluster(
            id: "cluster-legend", label: "Legend", classes: ["navlint-cluster", look.className], line: look.line,
            color: look.color, nodes: nodes))
        diagram.edges += edges
    }

    private static func legendCaption(_ kind: DiagramEdgeKind) -> String {
        switch kind {
        case .navigation(let via): via.rawValue
        case .route: "route opens"
        case .presentRoute: "route presents"
        case .windowRoot: "window root"
        case .contains: "contains"
        }
    }
}
