import SwiftSyntax

extension SyntaxReading {
    /// The property or function of the enclosing type an expression shows under its modifiers: `content`,
    /// `self.content`, `makeContent()`, `rootView.padding()` → its name; nil for anything else.
    static func helperName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                !isTypeName(base)
            {
                current = base
            } else if let base = current.as(PostfixIfConfigExprSyntax.self)?.base {
                current = base
            } else {
                break
            }
        }
        // `` `default`() `` builds the type `default`: a called name in backticks is no helper (see
        // ``constructedType(_:)``).
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            backtickedName(call.calledExpression) == nil
        {
            current = call.calledExpression
        }
        if let member = current.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return member.declName.baseName.plainName
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), startsLowercase(reference.baseName.plainName)
        else { return nil }
        return reference.baseName.plainName
    }

    /// The property an expression shows under its modifiers: `rootView`, `appDelegate.rootView.padding()` →
    /// `rootView`.
    static func propertyName(of expression: ExprSyntax) -> String? {
        guard let name = lastName(withoutModifiers(expression)), startsLowercase(name) else { return nil }
        return name
    }

    /// An expression without the modifier calls after it: `screen.destination.tag(1).padding()` →
    /// `screen.destination`.
    static func withoutModifiers(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
            {
                current = base
            } else if let base = current.as(PostfixIfConfigExprSyntax.self)?.base {
                current = base
            } else {
                return current
            }
        }
    }
}
