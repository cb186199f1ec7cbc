/// `presentation-style`: dialogs and screens presented the wrong way.
public struct PresentationStyleRule: Rule {
    public static let description = RuleDescription(
        id: "presentation-style", category: .structure, defaultSeverity: .error,
        summary:
            "An alert or confirmationDialog shows a non-dialog; a push, sheet, fullScreenCover, popover, setRoot or present route shows a dialog, or a container holds one; or a dialog has forward edges.",
        rationale:
            "Alerts and confirmation dialogs can only show dialog content, and dialog content cannot be pushed or presented as a screen. Dialog buttons may only dismiss.",
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
            """
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
            if model.kind == .dialog {
                for edge in model.edges where !edge.kind.isBack && edge.kind != .openURL {
                    findings.append(
                        finding(
                            "dialog \(owner) has a \(edge.kind.rawValue) edge; a dialog's buttons can only dismiss it",
                            at: edge.location, ids: [owner]))
                }
            }
            for edge in model.edges {
                guard let targetID = edge.target.modelID, let index = graph.modelIndex[targetID.value] else { continue }
                let target = context.spec.models[index]
                if edge.kind.isDialogPresentation, target.kind != .dialog {
                    let article = edge.kind == .alert ? "an" : "a"
                    findings.append(
                        finding(
                            "\(owner) shows \(target.displayName) as \(article) \(edge.kind.rawValue); only a dialog "
                                + "can be shown that way (use sheet for a screen)",
                            at: edge.location, ids: [owner, target.id.value]))
                } else if !edge.kind.isDialogPresentation, target.kind == .dialog {
                    findings.append(
                        finding(
                            "\(owner) shows dialog \(target.id.value) with \(edge.kind.rawValue); present a dialog "
                                + "with alert or confirmationDialog",
                            at: edge.location, ids: [owner, target.id.value]))
                }
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
