import NavLintCore
import SwiftSyntax

/// Reads the navigation modifiers written on a presentation's content (`.sheet { AboutView().sheet(...) { ... }
/// }`, also on the root of a stack it builds): the presented view's own navigation, read into a fragment of that
/// view (see ``ViewFacts/presentedNavigation``) instead of the presenting view's facts.
enum PresentedContentReader {
    /// Reads the modifiers on `content` with `scanner`, into a fragment of `shown`; content that shows no one view
    /// (`shown` nil) leaves them the presenting view's, the nearest screen.
    static func read(_ content: ClosureExprSyntax, shown: String?, scanner: ViewScanner) {
        guard let top = SyntaxReading.topExpressions(content.statements).first else { return }
        let modifiers = modifierChain(of: top)
        guard !modifiers.isEmpty else { return }
        let (outerFacts, outerDialog) = (scanner.facts, scanner.dialog)
        let name = shown ?? outerFacts.name
        scanner.facts = ViewFacts(name: name, location: scanner.location(top), params: [], ownProperties: [])
        scanner.facts.fromExtension = true
        scanner.dialog = nil
        for (name, call) in modifiers {
            if ViewModifiers.handles(name) {
                ViewModifiers.read(name, call, base: nil, scanner: scanner)
            } else if !ViewModifiers.readCustom(name, call, base: nil, scanner: scanner) {
                scanner.recordModifierCall(name, call)
            }
        }
        let fragment = scanner.facts
        (scanner.facts, scanner.dialog) = (outerFacts, outerDialog)
        if !fragment.sites.isEmpty || !fragment.modifierCalls.isEmpty || !fragment.presentedNavigation.isEmpty {
            scanner.facts.presentedNavigation.append(fragment)
        }
    }

    /// The modifier calls applied to the view an expression builds, innermost first, through the root of a stack
    /// it builds (`NavigationStack { AboutView().alert(...) }.sheet(...)`): each call's name and the call.
    private static func modifierChain(of expression: ExprSyntax) -> [(String, FunctionCallExprSyntax)] {
        var chain: [(String, FunctionCallExprSyntax)] = []
        var current: ExprSyntax? = expression
        while let expression = current, let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                !SyntaxReading.isTypeName(base)
            {
                chain.append((member.declName.baseName.plainName, call))
                current = base
            } else if let type = SyntaxReading.constructedType(call),
                SyntaxReading.stackTypes.contains(type) || SyntaxReading.namesStack(type)
            {
                current = SyntaxReading.stackRoot(of: call)
            } else {
                current = nil
            }
        }
        return chain.reversed()
    }
}
