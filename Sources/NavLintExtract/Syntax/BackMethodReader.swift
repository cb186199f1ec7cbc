import NavLintCore
import SwiftSyntax

/// What a method of the app named for a way back (`dismissSheet()`, `closeSheets(above:)`, `popToRoot()`) does
/// in its body: whether it takes something presented away itself (`layers.removeLast()`, `presented = nil`,
/// `dismiss()`) and which other such methods it calls. A call of one is a way back only when its body, followed
/// through those calls, takes one: its name alone says nothing.
struct BackMethod: Sendable {
    var takesAway = false
    var calls: [String] = []

    /// The kind of way back a method's name says (`pop...` and `back...` pop, `dismiss...` and `close...`
    /// dismiss); nil for a name that says none.
    static func kind(of name: String) -> EdgeKind? {
        if name.hasPrefix("pop") { return name.hasPrefix("popToRoot") ? .popToRoot : .pop }
        if name.hasPrefix("dismiss") || name.hasPrefix("close") { return .dismiss }
        // `back()`, `goBack()`, `navigateBack()`, `backToRoot()`: a step back in the stack.
        if name == "back" || ["goBack", "navigateBack", "backTo"].contains(where: name.hasPrefix) {
            return name.hasSuffix("ToRoot") ? .popToRoot : .pop
        }
        return nil
    }
}

enum BackMethodReader {
    private static let removals: Set<String> = ["removeLast", "removeAll", "popLast"]

    /// The body of a function named for a way back; nil for any other function.
    static func method(_ function: FunctionDeclSyntax) -> BackMethod? {
        let name = function.name.plainName
        guard BackMethod.kind(of: name) != nil, let body = function.body else { return nil }
        // What is taken away must be navigation: by its own name (`presentedSheet`, `path`) or the method's
        // (`closeSheets`), so that `closeSearch()` emptying its results is none.
        let namesNavigation = RouterCall(property: name).looksLikeNavigation
        func says(_ target: ExprSyntax?) -> Bool {
            // A binding's value is what it binds: `currentPath.wrappedValue.removeLast()` takes from `currentPath`.
            var target = target
            if let member = target?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue" {
                target = member.base
            }
            return namesNavigation
                || (target.flatMap(SyntaxReading.lastName).map { RouterCall(property: $0) }?.looksLikeNavigation
                    ?? false)
        }
        var method = BackMethod()
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let called):
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let member = reference.parent?.as(MemberAccessExprSyntax.self)
                let callee = member.map(Syntax.init) ?? Syntax(reference)
                guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id
                else { continue }
                if called == "dismiss" {
                    method.takesAway = true
                } else if removals.contains(called), says(member?.base) {
                    method.takesAway = true
                } else if BackMethod.kind(of: called) != nil {
                    method.calls.append(called)
                }
            case .keyword(.nil):
                // `presented = nil`: the parser leaves the assignment a sequence (of a list) of operand, `=`, operand.
                guard let elements = token.parent?.parent?.parent?.as(SequenceExprSyntax.self)?.elements,
                    elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
                else { continue }
                if says(elements.first) { method.takesAway = true }
            default:
                continue
            }
        }
        return method
    }
}
