import SwiftSyntax

extension SyntaxReading {
    /// A property or method of a named value, under modifiers: `screen.destination` → (`screen`, `destination`),
    /// `$0.makeContentView().tag($0)` → (`$0`, `makeContentView`), `tab.rootView.padding()` → (`tab`, `rootView`).
    /// Nil for anything else.
    static func memberOfValue(_ expression: ExprSyntax) -> (value: String, member: String)? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
                return (base.baseName.plainName, member.declName.baseName.plainName)
            }
            guard let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
            else { return nil }
            if let value = base.as(DeclReferenceExprSyntax.self) {
                return (value.baseName.plainName, member.declName.baseName.plainName)
            }
            current = base
        }
    }

    /// The property an assignment's target or a call's receiver names on the type itself: `editing` or
    /// `self.editing` → `editing`; nil for another object's (`router.sheet`).
    static func ownMember(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName }
        guard let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" else {
            return nil
        }
        return member.declName.baseName.plainName
    }

    /// Whether a declaration is a member of a struct or class (an enum or extension around it only names a
    /// namespace).
    static func isMemberOfStructOrClass(_ node: some DeclSyntaxProtocol) -> Bool {
        guard let owner = node.parent?.parent?.parent?.parent else { return false }
        return owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self)
    }

    /// Whether one of a property's attributes is one of the wrappers `names` (`@State`, `@Binding`).
    static func isWrapped(_ variable: VariableDeclSyntax, in names: Set<String>) -> Bool {
        variable.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self).map { names.contains($0.attributeName.trimmedText) } ?? false
        }
    }

    /// By argument label (`_` for none), the enum case each argument of a call written as one hands
    /// (`navigate(to: .stacks, animated: true)` → `to: stacks`).
    static func caseArguments(of call: FunctionCallExprSyntax) -> [String: String] {
        var cases: [String: String] = [:]
        for argument in call.arguments {
            guard let (_, name) = enumCase(argument.expression) else { continue }
            cases[argument.label?.plainName ?? "_"] = name
        }
        return cases
    }
}
