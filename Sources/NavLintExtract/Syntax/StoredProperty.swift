import SwiftSyntax

/// A stored property of a type: its name, declared type and whether it gets a memberwise parameter.
struct StoredProperty {
    var name: String
    var type: TypeSyntax?
    /// Wrapped (`@State`, `@Environment`, `@Binding`...) or a `let` with a value: not a memberwise parameter.
    var isParameter: Bool
    /// Held by a property wrapper (`@State`, `@StateObject`, `@Environment`...): the view's state, not its input.
    var isWrapped: Bool
    /// Made and kept by the type itself (`@StateObject`, `@State`): an object it owns, not one it is handed.
    var isOwned = false
    var node: PatternBindingSyntax

    /// Whether a stored property's declared type holds an optional value: `URL?`, `Optional<URL>`,
    /// `Binding<URL?>`.
    static func holdsOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if SyntaxReading.genericArgument(of: type, in: ["Optional"]) != nil { return true }
        return SyntaxReading.genericArgument(of: type, in: ["Binding"]).map(holdsOptional) ?? false
    }

    /// By name, the declared type of each of these properties that declares one.
    static func declaredTypes(_ stored: [StoredProperty]) -> [String: TypeSyntax] {
        var types: [String: TypeSyntax] = [:]
        for property in stored { if let type = property.type { types[property.name] = type } }
        return types
    }

    /// The environment's actions that the calls of ``ViewScanner`` know by their own names, which a view may hold
    /// under another (`@Environment(\.dismiss) private var close`, then `close()`).
    private static let environmentActionKeys: Set<String> = ["dismiss", "openURL", "openWindow"]

    /// By the name a view gives it, each of ``environmentActionKeys`` it holds under another name: `close` →
    /// `dismiss`.
    static func environmentActions(_ stored: [StoredProperty]) -> [String: String] {
        var actions: [String: String] = [:]
        for property in stored where property.isWrapped && !environmentActionKeys.contains(property.name) {
            guard let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self),
                let key = StateDeclarations.environmentKey(variable.attributes), environmentActionKeys.contains(key)
            else { continue }
            actions[property.name] = key
        }
        return actions
    }

    /// The stored properties of a member block, in order.
    static func all(in members: MemberBlockSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        var declared: Set<String> = []
        for variable in MemberVariables.variables(in: members) {
            guard !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            let wrapped = !variable.attributes.isEmpty
            let owned = SyntaxReading.isWrapped(variable, in: ["StateObject", "State"])
            let isLet = variable.bindingSpecifier.text == "let"
            for binding in variable.bindings where binding.accessorBlock == nil {
                // A property declared once per platform (`#if os(iOS)` ... `#else` ...) is read as its first.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
                    declared.insert(name).inserted
                else { continue }
                let isParameter = !wrapped && !(isLet && binding.initializer != nil)
                var property = StoredProperty(
                    name: name, type: binding.typeAnnotation?.type, isParameter: isParameter, isWrapped: wrapped,
                    node: binding)
                property.isOwned = owned
                properties.append(property)
            }
        }
        return properties
    }
}

/// The parameters a view is built with, as its callers hand them.
enum ViewParameters {
    /// The view's own stored property a value is (`pane`, not a loop variable of that name): what its callers pass.
    static func ownProperty(_ value: ExprSyntax, of scanner: ViewScanner) -> String? {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
        return scanner.loopTypes[name] == nil && scanner.ownProperties[name] != nil ? name : nil
    }

    /// A view's initialiser parameters: its first explicit `init`'s, else the memberwise ones.
    static func read(
        _ members: MemberBlockSyntax, stored: [StoredProperty], lines: LineTable, file: String
    ) -> [RawParam] {
        if let initializer = members.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first {
            return initializer.signature.parameterClause.parameters.compactMap { parameter in
                let name =
                    parameter.secondName?.plainName == "_" || parameter.firstName.hasPlainName("_")
                    ? (parameter.secondName ?? parameter.firstName).plainName : parameter.firstName.plainName
                guard let type = SyntaxReading.parameterType(parameter.type) else { return nil }
                return RawParam(
                    name: name, type: type.name, isList: type.isList,
                    optional: parameter.type.is(OptionalTypeSyntax.self),
                    location: parameter.swiftLocation(lines, file: file))
            }
        }
        return stored.filter(\.isParameter).compactMap { property in
            guard let type = property.type, !type.is(FunctionTypeSyntax.self),
                !NameText.contains(type.trimmedText, "->"), let parameterType = SyntaxReading.parameterType(type)
            else { return nil }
            return RawParam(
                name: property.name, type: parameterType.name, isList: parameterType.isList,
                optional: type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                location: property.node.swiftLocation(lines, file: file))
        }
    }
}
