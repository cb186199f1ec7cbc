import SwiftSyntax

/// The locals of the code around a name: a `let` or `var` written earlier in a block that holds the name's use
/// (`let item = Item(code: code); path.append(item)`) is what the name means, before any property of the type.
enum LocalDeclarations {
    /// The declared type of the local `reference` names (annotated, or the type its initial value constructs);
    /// nil when no block around it declares one of that name, or the declaration gives no type.
    static func type(of reference: DeclReferenceExprSyntax) -> String? {
        let name = reference.baseName.plainName
        var node = reference.parent
        while let current = node, !current.is(MemberBlockSyntax.self) {
            if let statements = current.as(CodeBlockItemListSyntax.self),
                let binding = lastBinding(of: name, in: statements, before: reference.position)
            {
                return StateDeclarations.declaredType(of: binding.binding, in: binding.declaration)
            }
            node = current.parent
        }
        return nil
    }

    private static func lastBinding(
        of name: String, in statements: CodeBlockItemListSyntax, before position: AbsolutePosition
    ) -> (binding: PatternBindingSyntax, declaration: VariableDeclSyntax)? {
        for statement in statements.reversed() where statement.endPosition <= position {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName == name {
                return (binding, declaration)
            }
        }
        return nil
    }
}
