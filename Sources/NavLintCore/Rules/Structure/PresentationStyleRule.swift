/// `presentation-style`: dialogs and screens presented the wrong way.
public struct PresentationStyleRule: Rule {
    public static let description = RuleDescription(
        id: "presentation-style", category: .structure, defaultSeverity: .error,
        summary: "An alert or confirmationDialog shows a non-dialog; a push, sheet, fullScreenCover, popover or setRoot shows a dialog, or a container holds one; or a dialog has forward edges.",
        rationale: "Alerts and confirmation dialogs can only show dialog content, and dialog content cannot be pushed or presented as a screen. Dialog buttons may only dismiss.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { alert Settings }
            screen Settings
            """,
            """
            navgraph 1
            root Home
            screen Home { sheet Confirm }
            dialog Confirm
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
        for model in context.spec.models {
            let owner = model.id.value
            if model.kind == .dialog {
                for edge in model.edges where !edge.kind.isBack && edge.kind != .openURL {
                    findings.append(finding("dialog \(owner) has a \(edge.kind.rawValue) edge; a dialog's buttons can only dismiss it", at: edge.location, ids: [owner]))
                }
            }
            for edge in model.edges {
                guard let targetID = edge.target.modelID, let target = graph.model(targetID.value) else { continue }
                if edge.kind.isDialogPresentation, target.kind != .dialog {
                    findings.append(finding("\(owner) shows \(target.displayName) as an \(edge.kind.rawValue); only a dialog can be shown that way (use sheet for a screen)", at: edge.location, ids: [owner, target.id.value]))
                } else if !edge.kind.isDialogPresentation, target.kind == .dialog {
                    findings.append(finding("\(owner) shows dialog \(target.id.value) with \(edge.kind.rawValue); present a dialog with alert or confirmationDialog", at: edge.location, ids: [owner, target.id.value]))
                }
            }
            for (reference, role) in containedReferences(model) {
                guard let contained = graph.model(reference.value), contained.kind == .dialog else { continue }
                findings.append(finding("dialog \(contained.id.value) is \(role) of \(owner); a dialog can only be shown with alert or confirmationDialog", at: reference.location, ids: [owner, contained.id.value]))
            }
        }
        return findings
    }

    private func containedReferences(_ model: Model) -> [(Located<String>, String)] {
        switch model.content {
        case .screen, .dialog: []
        case .stack(let stack): [(stack.root, "the root")] + stack.path.map { ($0, "on the path") }
        case .tabs(let tabs): tabs.tabs.map { ($0.model, "tab \($0.id.value)") }
        case .switch(let content): content.cases.map { ($0.model, "case \($0.id.value)") }
        case .split(let split): split.columns.map { ($0, "a column") }
        }
    }
}
