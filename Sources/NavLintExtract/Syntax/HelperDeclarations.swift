import SwiftSyntax

/// What a view's helpers (its computed properties and functions) build, read before the view is walked.
enum HelperDeclarations {
    /// The helpers without parameters, by name, with what each yields first; and the functions a tab may be built
    /// by (see ``ArgumentScope``): the view's own functions with parameters and the file's functions.
    static func read(
        _ helpers: [DeclSyntax], fileFunctions: [String: FunctionDeclSyntax]
    ) -> (bodies: [String: (declaration: DeclSyntax, expression: ExprSyntax)], functions: [String: FunctionDeclSyntax])
    {
        var bodies: [String: (declaration: DeclSyntax, expression: ExprSyntax)] = [:]
        var functions = fileFunctions
        for decl in helpers {
            if let (name, expression) = SyntaxReading.helperBody(decl) {
                bodies[name] = (decl, expression)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                functions[function.name.plainName] = function
            }
        }
        return (bodies, functions)
    }

    /// The type a helper builds with an implicit initialiser (`func settingsView() -> SettingsView { .init(...) }`):
    /// the plain type it declares; nil for any other helper.
    static func implicitlyBuiltType(_ expression: ExprSyntax, by decl: DeclSyntax) -> String? {
        let declared =
            decl.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
            ?? decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
        guard let call = SyntaxReading.coreCall(of: expression),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.baseName.text == "init",
            let name = declared?.as(IdentifierTypeSyntax.self)?.name.plainName, SyntaxReading.startsUppercase(name)
        else { return nil }
        return name
    }

    /// The type a computed property declares for the value it yields (`var item: Detail.Item { .init(...) }`):
    /// what a link handed it pushes. Nil for a view (`some View`, `AnyView`) and for any other declaration.
    static func declaredValueType(_ decl: DeclSyntax) -> String? {
        guard let annotation = decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type,
            !annotation.is(SomeOrAnyTypeSyntax.self)
        else { return nil }
        let type = SyntaxReading.elementType(annotation)
        return type == "AnyView" ? nil : type
    }
}
