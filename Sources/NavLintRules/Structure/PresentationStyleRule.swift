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
        func isDialog(_ reference: Located<String>) -> Bool {
            graph.modelIndex[reference.value].map { context.spec.models[$0].kind == .dialog } ?? false
        }
        for model in context.spec.models {
            let owner = model.id.value
            for edge in model.edges {
                if let found = targetFinding(edge, of: owner, note: "", context) { findings.append(found) }
            }
            func contained(_ reference: Located<String>, _ role: @autoclosure () -> String) {
                guard isDialog(reference) else { return }
                findings.append(
                    finding(
                        "dialog \(reference.value) is \(role()) of \(owner); a dialog can only be shown with alert "
                            + "or confirmationDialog",
                        at: reference.location, ids: [owner, reference.value]))
            }
            for member in model.members { contained(member.reference, Self.role(member.role)) }
        }
        findings += groupEdgeFindings(context)
        for route in context.spec.routes {
            guard let style = route.present, isDialog(route.target) else { continue }
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
        graph.forEachGroupEdgeOnce { model, edge, origin in
            let owner = context.spec.models[model].id.value
            if let found = targetFinding(edge, of: owner, note: graph.originNote(origin), context) {
                findings.append(found)
            }
        }
        return findings
    }

    /// A finding when an edge shows a dialog other than as a dialog, or a non-dialog as one.
    private func targetFinding(_ edge: Edge, of owner: String, note: String, _ context: LintContext) -> Finding? {
        guard let targetID = edge.target.modelID, let index = context.graph.modelIndex[targetID.value] else {
            return nil
        }
        let target = context.spec.models[index]
        if edge.kind.isDialogPresentation, target.kind != .dialog {
            let article = edge.kind == .alert ? "an" : "a"
            return finding(
                "\(owner) shows \(target.displayName) as \(article) \(edge.kind.rawValue)\(note); only a dialog "
                    + "can be shown that way (use sheet for a screen)",
                at: edge.location, ids: [owner, target.id.value])
        } else if !edge.kind.isDialogPresentation, target.kind == .dialog {
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
