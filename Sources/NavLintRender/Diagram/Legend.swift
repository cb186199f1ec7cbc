import NavLintCore

/// Builds the legend of a diagram: the shapes, borders, lines and marks it actually uses, in navlint's
/// own words (no text from the spec).
enum Legend {
    private typealias Look = VisualLanguage.NodeLook

    private static let nodeEntries: [(look: Look, caption: String)] = [
        (VisualLanguage.screen, "screen"),
        (VisualLanguage.dialog, "dialog"),
        (VisualLanguage.window, "window: an entry point"),
        (VisualLanguage.route, "route: an entry point"),
        (VisualLanguage.presentRoute, "route that presents its target"),
        (VisualLanguage.url, "URL the app opens"),
        (VisualLanguage.missing, "named but not declared"),
        (VisualLanguage.collapsed, "container as one box, with what it holds counted"),
        (VisualLanguage.group, "group: edges every including model has"),
        (VisualLanguage.actionTab, "tab that runs an action"),
    ]

    private static let clusterEntries: [(look: VisualLanguage.ClusterLook, caption: String)] = [
        (VisualLanguage.container(.tabs), "tabs"),
        (VisualLanguage.tab, "one tab"),
        (VisualLanguage.dynamicTab, "tabs made at run time, drawn once"),
        (VisualLanguage.container(.switch), "switch"),
        (VisualLanguage.switchCase, "one case"),
        (VisualLanguage.container(.split), "split view"),
        (VisualLanguage.column, "one column"),
        (VisualLanguage.container(.stack), "navigation stack"),
    ]

    private static var edgeKinds: [DiagramEdgeKind] {
        EdgeKind.allCases.map { .navigation($0) } + [
            .route, .presentRoute, .windowRoot, .contains, .finding, .includes,
        ]
    }

    /// The legend for what `diagram` draws; `nil` when it draws nothing.
    static func make(for diagram: Diagram) -> DiagramLegend? {
        let nodes = diagram.allNodes
        let nodeClasses = Set(nodes.flatMap(\.classes))
        let clusterClasses = Set(diagram.allClusters.flatMap(\.classes))
        let allClasses = nodeClasses.union(clusterClasses).union(diagram.edges.flatMap(\.classes))
        let kinds = Set(diagram.edges.map(\.kind))
        var entries: [DiagramLegend.Entry] = []

        for entry in nodeEntries where nodeClasses.contains(entry.look.className) {
            entries.append(.init(sample: sample(entry.look), caption: entry.caption))
        }
        if nodeClasses.contains(VisualLanguage.reference.className) {
            entries.append(
                .init(
                    sample: .text("\u{21AA} id", color: VisualLanguage.reference.color),
                    caption: "drawn elsewhere: follow the dotted line"))
        }
        if nodeClasses.contains(VisualLanguage.back.className) {
            entries.append(
                .init(
                    sample: .text("\u{21A9} pop", color: VisualLanguage.back.color),
                    caption: "goes back to a place the spec does not name"))
        }
        for entry in clusterEntries where clusterClasses.contains(entry.look.className) {
            let penWidth = entry.look.line == .bold ? 2.0 : 1.0
            entries.append(
                .init(
                    sample: .outline(line: entry.look.line, color: entry.look.color, penWidth: penWidth),
                    caption: entry.caption))
        }
        for kind in edgeKinds where kinds.contains(kind) {
            let look = VisualLanguage.edge(kind)
            entries.append(
                .init(
                    sample: .edge(line: look.line, color: look.color, arrowhead: look.arrowhead), caption: caption(kind)
                ))
        }
        for severity in [Severity.error, .warning, .note] where allClasses.contains("navlint-\(severity.rawValue)") {
            entries.append(
                .init(
                    sample: .outline(
                        line: .solid, color: VisualLanguage.markColor(severity), penWidth: VisualLanguage.markPenWidth),
                    caption: "\(severity.rawValue) (\(VisualLanguage.badge(severity)) names the rule)"))
        }
        entries += changeEntries(allClasses)
        if nodeClasses.contains("navlint-covered") {
            entries.append(
                .init(sample: coverageSample(VisualLanguage.coveredFill), caption: "route a listed URL hits"))
        }
        if nodeClasses.contains("navlint-uncovered") {
            entries.append(
                .init(sample: coverageSample(VisualLanguage.uncoveredFill), caption: "route no listed URL hits"))
        }
        return entries.isEmpty ? nil : DiagramLegend(entries: entries)
    }

    /// Added, removed and changed, as a drawing of a change marks them.
    private static func changeEntries(_ classes: Set<String>) -> [DiagramLegend.Entry] {
        DiagramChanges.Change.allCases.filter { classes.contains(ChangeMarks.className($0)) }.map { change in
            .init(
                sample: .outline(
                    line: change == .removed ? .dashed : .solid, color: VisualLanguage.changeColor(change),
                    penWidth: VisualLanguage.markPenWidth),
                caption: "\(change.rawValue) since the older version")
        }
    }

    private static func sample(_ look: Look) -> DiagramLegend.Sample {
        .node(shape: look.shape, line: look.line, color: look.color, fill: look.fill)
    }

    private static func coverageSample(_ fill: String) -> DiagramLegend.Sample {
        .node(shape: VisualLanguage.route.shape, line: .solid, color: VisualLanguage.route.color, fill: fill)
    }

    private static func caption(_ kind: DiagramEdgeKind) -> String {
        switch kind {
        case .navigation(let via) where via.isBack: "\(via.rawValue) (back)"
        case .navigation(.replace): "replace (a push in the origin's place)"
        case .navigation(let via): via.rawValue
        case .route: "route opens"
        case .presentRoute: "route presents"
        case .windowRoot: "window shows"
        case .contains: "shown in a container"
        case .finding: "routes one finding names"
        case .includes: "has the group's edges"
        case .structure: "layout"
        }
    }
}
