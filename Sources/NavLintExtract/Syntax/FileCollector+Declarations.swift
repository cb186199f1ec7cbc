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

    /// By name, the declared type of each of these properties that declares one.
    static func declaredTypes(_ stored: [StoredProperty]) -> [String: TypeSyntax] {
        var types: [String: TypeSyntax] = [:]
        for property in stored { if let type = property.type { types[property.name] = type } }
        return types
    }
}

extension FileCollector {
    /// The stored properties of a member block, in order.
    static func storedProperties(_ members: MemberBlockSyntax) -> [StoredProperty] {
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

    /// A view's initialiser parameters: its first explicit `init`'s, else the memberwise ones.
    static func params(
        _ members: MemberBlockSyntax, stored: [StoredProperty], lines: LineTable, file: String
    ) -> [RawParam] {
        if let initializer = members.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first {
            return initializer.signature.parameterClause.parameters.compactMap { parameter in
                let name =
                    parameter.secondName?.plainName == "_" || parameter.firstName.plainName == "_"
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

    /// Whether a type declares a `body` that builds a view, as a property or a function (`func body(props:)
    /// -> some View` of a protocol that refines View and builds the real `body` from it).
    static func bodyBuildsView(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            let type: TypeSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.plainName == "body" {
                type = function.signature.returnClause?.type
            } else if let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.trimmedText == "body"
            {
                type = binding.typeAnnotation?.type
            } else {
                type = nil
            }
            return ["some View", "some SwiftUI.View", "AnyView"].contains(type?.trimmedText ?? "")
        }
    }

    /// Notes that the file has syntax errors, at the first token the parser found missing or unexpected.
    func noteSyntaxError(in tree: SourceFileSyntax) {
        let broken = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        facts.notes.append(
            ExtractionNote(
                .unresolved, "the file has syntax errors; only what the parser recovered was read",
                at: location(broken.map(Syntax.init) ?? Syntax(tree))))
    }

    /// A function of `extension View`: what it presents, and its effect on the content it is applied to.
    func readViewModifier(_ node: FunctionDeclSyntax) {
        if let presentation = ViewModifiers.customPresentation(in: node) {
            facts.presentationModifiers[node.name.plainName, default: []].append(presentation)
        }
        if let effect = ModifierEffectReader.effect(of: node) {
            facts.modifierEffects[node.name.plainName, default: []].append(effect)
        }
    }
}
