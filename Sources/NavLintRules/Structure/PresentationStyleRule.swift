import NavLintGraph
import NavLintModel

/// `presentation-style`: dialogs and screens presented the wrong way.
public struct PresentationStyleRule: Rule {
    public static let description = RuleDescription(
        id: "presentation-style", category: .structure, defaultSeverity: .error,
        summary:
            "An alert or confirmationDialog shows a non-dialog; a push, replace, sheet, fullScreenCover, popover, setRoot or present route shows a dialog, or a container holds one.",
        rationale:
            "Alerts and confirmation dialogs can only show dialog content, and dialog content cannot be pushed or presented as a screen. A dialog's buttons may do anything its presenter can: SwiftUI closes the dialog first and the action runs from the presenter.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { ↓alert Settings }
            screen Settings
            """,
            """
            navgraph 1
            root Home
            screen Home { ↓sheet Confirm }
            dialog Confirm
            """,
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            dialog Rate
            route rate "shop://rate" -> Rate present ↓sheet
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { confirmationDialog ConfirmLogout }
            dialog ConfirmLogout
            """,
            """
            navgraph 1
            root Home
            screen Home { alert Report }
            dialog Report {
              sheet Details "tell us more"
              dismiss "cancel"
            }
            screen Details { dismiss }
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        func isDialog(_ model: Int?) -> Bool { model.map { context.spec.models[$0].kind == .dialog } ?? false }
        // Models are read where they are stored: copied whole, each costs a dozen reference counts.
        let models = context.spec.models
        for index in models.indices {
            let owner = models[index].id.value
            for edgeIndex in models[index].edges.indices {
                let found = targetFinding(.own(edgeIndex), of: index, note: "", context)
                if let found { findings.append(found) }
            }
            guard models[index].kind.isContainer else { continue }
            let members = zip(models[index].content.members, graph.memberModels(of: index))
            for (member, shown) in members where isDialog(shown) {
                let reference = member.reference
                findings.append(
                    finding(
                        "dialog \(reference.value) is \(Self.role(member.role)) of \(owner); a dialog can only be "
                            + "shown with alert or confirmationDialog",
                        at: reference.location, ids: [owner, reference.value]))
            }
        }
        findings += groupEdgeFindings(context)
        for (index, target) in zip(context.spec.routes.indices, graph.routeMap.targets) {
            guard let style = context.spec.routes[index].present, isDialog(target) else { continue }
            let route = context.spec.routes[index]
            findings.append(
                finding(
                    "route \(route.id.value) presents dialog \(route.target.value) as a \(style.value.rawValue); a "
                        + "dialog can only be shown with alert or confirmationDialog",
                    at: style.location, ids: [route.id.value, route.target.value]))
        }
        return findings
    }

    /// Findings about the edges groups give: a wrong presentation, once per group edge.
    private func groupEdgeFindings(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        graph.forEachGroupEdgeOnce { model, _, origin in
            if let found = targetFinding(origin, of: model, note: graph.originNote(origin), context) {
                findings.append(found)
            }
        }
        return findings
    }

    /// A finding when an edge to a model shows a dialog other than as a dialog, or a non-dialog as one.
    private func targetFinding(_ origin: EdgeOrigin, of model: Int, note: String, _ context: LintContext) -> Finding? {
        let graph = context.graph
        guard let index = graph.target(of: origin, from: model) else { return nil }
        let edge = graph.edge(origin, of: model)
        guard case .model = edge.target else { return nil }
        let owner = context.spec.models[model].id.value
        // Copied out only for a finding: a model copied whole costs a dozen reference counts.
        var target: Model { context.spec.models[index] }
        if edge.kind.isDialogPresentation, context.spec.models[index].kind != .dialog {
            let article = edge.kind == .alert ? "an" : "a"
            return finding(
                "\(owner) shows \(target.displayName) as \(article) \(edge.kind.rawValue)\(note); only a dialog "
                    + "can be shown that way (use sheet for a screen)",
                at: edge.location, ids: [owner, target.id.value])
        } else if !edge.kind.isDialogPresentation, context.spec.models[index].kind == .dialog {
            return finding(
                "\(owner) shows dialog \(target.id.value) with \(edge.kind.rawValue)\(note); present a dialog "
                    + "with alert or confirmationDialog",
                at: edge.location, ids: [owner, target.id.value])
        }
        return nil
    }

    /// How messages name the part a member plays in its container.
    private static func role(_ role: ContainerMember.Role) -> String {
        switch role {
        case .stackRoot: "the root"
        case .stackPath: "on the path"
        case .tab(let tab): "tab \(tab)"
        case .switchCase(let name): "case \(name)"
        case .sidebar, .contentColumn, .detail: "a column"
        }
    }
}
