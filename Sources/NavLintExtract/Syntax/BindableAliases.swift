import SwiftSyntax

/// The bindable copies a view's `body` makes of the objects it holds (`@Bindable var store = navigation`, the way a
/// body binds an `@Observable` object it reads from the environment): the copy is that object, so `$store.isShowing`
/// binds the object's state as `$navigation.isShowing` would.
enum BindableAliases {
    /// `held` (the objects a view holds, by property) with each bindable copy `body` makes of one of them.
    static func add(inBody body: DeclSyntax?, to held: inout [String: String]) {
        guard let body else { return }
        for found in aliases(inBody: body) {
            if let type = held[found.property] { held[found.alias] = type }
        }
    }

    /// Each `@Bindable` variable declared at the top of the body with another name than the property it copies, with
    /// that property's name.
    private static func aliases(inBody decl: DeclSyntax) -> [(alias: String, property: String)] {
        guard case .getter(let statements)? = decl.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?.accessors
        else { return [] }
        return statements.compactMap { item in
            guard let variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.hasPlainName(
                        "Bindable") == true
                }),
                let binding = variable.bindings.first,
                let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
                let property = binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
                alias != property
            else { return nil }
            return (alias, property)
        }
    }
}
