import SwiftSyntax

/// The types of the values a view's loops and identifiers stand for.
enum LoopVariables {
    /// `ForEach(Screen.allCases) { screen in` or `List(items) { item in` over the view's own `[Item]`, or over a
    /// parameter `items: [Item]` of the function the loop is written in: the closure's variable and the element
    /// type whose value it is.
    static func element(
        of node: FunctionCallExprSyntax, ownProperties: [String: TypeSyntax], initialValues: [String: ExprSyntax] = [:]
    ) -> (name: String, element: String)? {
        guard let collection = node.arguments.first(where: { $0.label == nil })?.expression,
            let names = node.trailingClosure?.parameterNames, names.count == 1
        else { return nil }
        let name = names.first
        let member = collection.as(MemberAccessExprSyntax.self)
        let element =
            member?.declName.baseName.plainName == "allCases"
            ? member?.base.flatMap(SyntaxReading.typeName)
            : SyntaxReading.lastName(collection).flatMap { name in
                declaredType(name, around: node, ownProperties: ownProperties).map(SyntaxReading.elementType)
                    ?? initialValues[name].flatMap(constructedElement)
            }
        guard let name, let element else { return nil }
        return (name, element)
    }

    /// `item.route` of a loop's variable `item` of type `MenuItem`: the property `MenuItem.route`, whose values the
    /// app's constructions of `MenuItem` write (see ``LiteralArguments``).
    static func property(of value: ExprSyntax, loopTypes: [String: String]) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            let element = loopTypes[base.baseName.plainName],
            case let property = member.declName.baseName.plainName, SyntaxReading.startsLowercase(property)
        else { return nil }
        return element + "." + property
    }

    /// The type an array literal's first element constructs: `[Shortcut(name: "List", route: .list), ...]` →
    /// `Shortcut`.
    private static func constructedElement(of value: ExprSyntax) -> String? {
        value.as(ArrayExprSyntax.self)?.elements.first.flatMap { SyntaxReading.coreCall(of: $0.expression) }
            .flatMap(SyntaxReading.constructedType)
    }

    /// The declared type of `name` where `node` is written: a parameter of the function around it, else the view's
    /// own property.
    private static func declaredType(
        _ name: String, around node: some SyntaxProtocol, ownProperties: [String: TypeSyntax]
    ) -> TypeSyntax? {
        enclosingParameter(name, around: node)?.type ?? ownProperties[name]
    }

    /// The parameter `name` of the function `node` is written in, with that function; nil outside a
    /// function of the type, when the function has no such parameter, or when a closure between them declares
    /// its own parameter of that name.
    static func enclosingParameter(
        _ name: String, around node: some SyntaxProtocol
    ) -> (function: FunctionDeclSyntax, type: TypeSyntax)? {
        var parent = node.parent
        while let current = parent, !current.is(MemberBlockItemSyntax.self) {
            if current.as(ClosureExprSyntax.self)?.parameterNames.contains(name) == true { return nil }
            if let function = current.as(FunctionDeclSyntax.self) {
                let parameter = function.signature.parameterClause.parameters.first {
                    ($0.secondName ?? $0.firstName).plainName == name
                }
                return parameter.map { (function, $0.type) }
            }
            parent = current.parent
        }
        return nil
    }

    /// `order.id` → `Order.ID`, the `Identifiable` id type `navigationDestination(for: Order.ID.self)` registers:
    /// `Order` is the declared type of `order` (a loop variable or a stored property), else its name capitalised.
    static func identifierType(
        of value: ExprSyntax, loopTypes: [String: String], ownProperties: [String: TypeSyntax]
    ) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.hasPlainName("id"),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        let name = base.baseName.plainName
        guard SyntaxReading.startsLowercase(name) else { return nil }
        let type =
            loopTypes[name] ?? ownProperties[name].map(SyntaxReading.elementType)
            ?? name.prefix(1).uppercased() + name.dropFirst()
        return type + ".ID"
    }
}
