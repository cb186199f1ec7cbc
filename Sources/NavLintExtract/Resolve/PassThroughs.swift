import SwiftSyntax

/// Views that only pass through to another view of the sources: `struct ContentView: View { var body: some View {
/// RootView().environment(model) } }`, with no container, navigation, dialog or other view of their own. Such a
/// view is the view it shows wherever it is shown: a scene that shows it shows that view, and an edge to it leads
/// to that view's container.
enum PassThroughs {
    /// The type a body constructs when it is one construction under modifiers, without content of its own
    /// (`RootView(model: model)`, not `VStack { ... }`); nil for any other body.
    static func constructedType(ofBody expression: ExprSyntax) -> String? {
        guard expression.parent?.parent?.as(CodeBlockItemListSyntax.self)?.count == 1,
            let call = SyntaxReading.coreCall(of: expression), call.trailingClosure == nil,
            !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
        else { return nil }
        return SyntaxReading.constructedType(call)
    }

    /// By view that passes through, the view of the sources its body is; `resolve` gives a written name's view,
    /// from the file it is written in.
    static func direct(
        of views: [String: ViewFacts], resolve: (String, String) -> String?
    ) -> [String: String] {
        var direct: [String: String] = [:]
        for (name, view) in views {
            guard let written = view.passesThrough, isBare(view),
                let inner = resolve(written, view.location.file), inner != name,
                Set(view.embedded.compactMap { resolve($0, view.location.file) }) == [inner]
            else { continue }
            direct[name] = inner
        }
        return direct
    }

    /// By view that passes through, the view it is in the end, through views that pass through to one another
    /// (none for views that pass through to each other in a cycle).
    static func targets(of direct: [String: String]) -> [String: String] {
        var targets: [String: String] = [:]
        for name in direct.keys {
            var seen: Set<String> = [name]
            var target = direct[name]!
            while let next = direct[target], seen.insert(target).inserted { target = next }
            if !seen.contains(target) { targets[name] = target }
        }
        return targets
    }

    /// Whether a view has nothing of its own but the view its body is. (The app's own modifiers it applies have
    /// become its sites and components by now: see ``ModifierEffects``.)
    private static func isBare(_ view: ViewFacts) -> Bool {
        view.containers.isEmpty && view.sites.isEmpty && view.dialogs.isEmpty && !view.isSceneContent
            && !view.isModifierType && !view.isMenuCommands && !view.mapsCases && view.wraps == nil
            && view.casedContent == nil
    }
}
