import SwiftSyntax

/// The types of the values a view's loops and identifiers stand for.
enum LoopVariables {
    /// `ForEach(Screen.allCases) { screen in` or `List(items) { item in` over the view's own `[Item]`: the
    /// closure's variable and the element type whose value it is.
    static func element(
        of node: FunctionCallExprSyntax, ownProperties: [String: TypeSyntax]
    ) -> (name: String, element: String)? {
        guard let collection = node.arguments.first(where: { $0.label == nil })?.expression,
            let names = node.trailingClosure?.parameterNames, names.count == 1
        else { return nil }
        let name = names.first
        let member = collection.as(MemberAccessExprSyntax.self)
        let element =
            member?.declName.baseName.plainName == "allCases"
            ? member?.base.flatMap(SyntaxReading.typeName)
            : SyntaxReading.lastName(collection).flatMap { ownProperties[$0] }.map(SyntaxReading.elementType)
        guard let name, let element else { return nil }
        return (name, element)
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
