import SwiftSyntax

/// Windows opened for a value (`WindowGroup(for: Draft.self) { $draft in DraftEditor(draft: draft) }`), which
/// `openWindow(value:)` opens: each is a window of its own id, the type's name unless the scene names one. Content
/// that switches over the value (`switch destination.wrappedValue { case .compose: ComposeView() ... }`) is a window
/// for each view of the sources it shows, named after the type and the first case that shows it, with the cases
/// that do: a value opens the window of its case.
enum ValueWindowScenes {
    /// How many layout containers around the switch are looked through.
    private static let depthLimit = 4

    /// The type of the value a scene's windows are opened for: `Draft` of `WindowGroup(for: Draft.self)`.
    static func valueType(of call: FunctionCallExprSyntax) -> String? {
        guard let written = SyntaxReading.argument("for", of: call)?.as(MemberAccessExprSyntax.self),
            written.declName.baseName.hasPlainName("self"), let base = written.base
        else { return nil }
        return base.trimmedText
    }

    /// The scenes a value window is: one whose content is one view, or one for each view its switch shows.
    static func scenes(_ scene: SceneFacts, valueType: String, content: ExprSyntax?) -> [SceneFacts] {
        var scene = scene
        scene.valueType = valueType
        let base = scene.id ?? valueType
        let choice = self.choice(in: content)
        guard let groups = choice?.as(SwitchExprSyntax.self).flatMap(caseViews) else {
            // `if let draft { DraftEditor(draft: draft) } else { ... }`: the view shown for a value.
            if let node = choice?.as(IfExprSyntax.self) {
                scene.content = node.body.statements.firstTopExpression.flatMap(view)
            }
            scene.id = base
            return [scene]
        }
        return groups.map { view, cases in
            var shown = scene
            (shown.content, shown.valueCases, shown.handedView) = (view, cases, nil)
            shown.id = groups.count == 1 ? base : base + "_" + cases[0]
            return shown
        }
    }

    /// The `switch` or `if` a value window's content is, also inside layout containers holding only it.
    private static func choice(in content: ExprSyntax?) -> ExprSyntax? {
        var current = content
        for _ in 0..<depthLimit {
            guard let expression = current else { return nil }
            if expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self) { return expression }
            current = SyntaxReading.coreCall(of: expression).flatMap(LayoutContent.onlyStatement)
        }
        return nil
    }

    /// The view an expression builds, unless it is one of SwiftUI's placeholders.
    private static func view(_ expression: ExprSyntax) -> String? {
        guard !Placeholders.isPlaceholder(expression) else { return nil }
        return SyntaxReading.coreCall(of: expression).flatMap(SyntaxReading.constructedType)
    }

    /// The views a switch over the value shows by case: each view once, with the cases that show it, in the order
    /// written.
    private static func caseViews(of node: SwitchExprSyntax) -> [(view: String, cases: [String])]? {
        var groups: [(view: String, cases: [String])] = []
        for (names, body) in CaseMappingReader.labelledCases(of: node) where !names.isEmpty {
            guard let view = body.statements.firstTopExpression.flatMap(view) else { continue }
            if let index = groups.firstIndex(where: { $0.view == view }) {
                groups[index].cases += names
            } else {
                groups.append((view, names))
            }
        }
        return groups.isEmpty ? nil : groups
    }
}
