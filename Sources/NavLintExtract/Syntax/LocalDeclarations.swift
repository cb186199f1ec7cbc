import SwiftSyntax

/// The locals of the code around a name: a `let` or `var` written earlier in a block that holds the name's use
/// (`let item = Item(code: code); path.append(item)`), or an optional binding of the `if` around it or of a
/// `guard` before it, is what the name means, before any property of the type.
enum LocalDeclarations {
    /// How the code around a name declares it.
    private enum Local {
        case declared(PatternBindingSyntax, VariableDeclSyntax)
        /// Bound by `if let` or `guard let` to a value.
        case bound(ExprSyntax)
    }

    /// The declared type of the local `reference` names (annotated, or the type its value constructs); nil when
    /// no code around it declares one of that name, or the declaration gives no type.
    static func type(of reference: DeclReferenceExprSyntax) -> String? {
        switch local(named: reference.baseName.plainName, around: Syntax(reference)) {
        case .declared(let binding, let declaration):
            return StateDeclarations.declaredType(of: binding, in: declaration)
        case .bound(let value):
            return SyntaxReading.coreCall(of: value).flatMap(SyntaxReading.constructedType)
        case nil: return nil
        }
    }

    /// The value a local constant named by `expression` holds: the initial value of its `let`, or the value an
    /// optional binding gives it (`if let url = URL(string: "https://...") { openURL(url) }`); nil for a `var`,
    /// whose value may change, and for anything else.
    static func value(of expression: ExprSyntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        switch local(named: reference.baseName.plainName, around: Syntax(reference)) {
        case .declared(let binding, let declaration) where declaration.bindingSpecifier.text == "let":
            return binding.initializer?.value
        case .bound(let value): return value
        case .declared, nil: return nil
        }
    }

    /// The nearest declaration of `name` before `node` in the code around it, up to the type's members.
    private static func local(named name: String, around node: Syntax) -> Local? {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for statement in statements.reversed() where statement.endPosition <= current.position {
                    if let found = declaration(of: name, in: statement.item) { return found }
                }
            } else if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id,
                let value = boundValue(of: name, in: branch.conditions)
            {
                return .bound(value)
            }
            current = parent
        }
        return nil
    }

    private static func declaration(of name: String, in item: CodeBlockItemSyntax.Item) -> Local? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName == name {
                return .declared(binding, variable)
            }
        } else if let guarded = item.as(GuardStmtSyntax.self) {
            return boundValue(of: name, in: guarded.conditions).map(Local.bound)
        }
        return nil
    }

    /// The value an optional binding among `conditions` binds to `name` (`let url = URL(string: "...")`).
    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName == name
            else { continue }
            return binding.initializer?.value
        }
        return nil
    }
}
