import SwiftSyntax

/// Reads where navigation state is declared: the properties a protocol requires, a view's generic parameters
/// and the objects it holds, and the parameter types of the app's own link initialisers.
enum StateDeclarations {
    /// The properties a protocol requires, with their element types: `var route: Route? { get set }`.
    static func requiredProperties(of node: ProtocolDeclSyntax) -> [(name: String, type: String)] {
        node.memberBlock.members.flatMap { member -> [(name: String, type: String)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
                    let type = binding.typeAnnotation?.type
                else { return nil }
                return (name, SyntaxReading.elementType(type))
            }
        }
    }

    /// A type's generic parameters, each with the one type it is constrained to: `<Model: ShopModel>`.
    static func genericConstraints(_ clause: GenericParameterClauseSyntax?) -> [String: String] {
        var found: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            if let constraint = parameter.inheritedType { found[parameter.name.plainName] = constraint.trimmedText }
        }
        return found
    }

    /// By name, the type of each of a view's stored properties: as declared (a generic parameter read as its
    /// constraint), else the type its initial value constructs (`@State var model = Model()`), else the type
    /// an `@Environment(Model.self)` reads, else `EnvironmentValues.store` for an `@Environment(\.store)`, which
    /// the app's own `EnvironmentValues` property declares (see ``HeldTypeNames``).
    static func heldTypes(_ properties: [StoredProperty], _ generics: [String: String]) -> [String: String] {
        var found: [String: String] = [:]
        for property in properties {
            if let type = property.type {
                let name = SyntaxReading.elementType(type)
                // `Router<Route>`: the app's type `Router`, whatever it is specialised with.
                found[property.name] =
                    generics[name] ?? reducer(ofStore: type) ?? TypeTables.withoutGenericArguments(name)
            } else if let value = property.node.initializer?.value,
                let type = SyntaxReading.coreCall(of: value).flatMap(SyntaxReading.constructedType)
            {
                found[property.name] = type
            } else if let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self),
                let type = SyntaxReading.environmentObjectType(variable.attributes)
            {
                found[property.name] = type
            } else if let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self),
                let key = environmentKey(variable.attributes)
            {
                found[property.name] = HeldTypeNames.environmentValue(key)
            }
        }
        return found
    }

    /// A function's first parameter's type, by the function's name and the parameter's label (`push(_:)` →
    /// `Route`); nil without parameters, or for a generic parameter (see ``isGenericParameter(_:around:)``).
    static func firstParameterType(of function: FunctionDeclSyntax) -> (key: String, type: String)? {
        guard let first = function.signature.parameterClause.parameters.first else { return nil }
        let type = SyntaxReading.elementType(first.type)
        guard !isGenericParameter(type, around: first) else { return nil }
        return ("\(function.name.plainName)(\(first.firstName.plainName):)", type)
    }

    /// Whether a type name is a generic parameter of the function or of the type a member `node` is declared in
    /// (`Destination` of `final class Router<Destination: Hashable>`): no type of the app, whatever its name. A local
    /// variable's type is not looked up: the walk would cost on every one of them.
    static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        if node.is(VariableDeclSyntax.self), node.parent?.is(MemberBlockItemSyntax.self) != true { return false }
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self), declares(name, function.genericParameterClause) {
                return true
            }
            if syntax.asDeclGroup != nil { return declares(name, syntax.typeGenericParameters) }
            current = syntax.parent
        }
        return false
    }

    private static func declares(_ name: String, _ clause: GenericParameterClauseSyntax?) -> Bool {
        clause?.parameters.contains { $0.name.plainName == name } ?? false
    }

    /// The reducer whose state a store of the Composable Architecture holds: `StoreOf<Feature>` and
    /// `Store<Feature.State, Feature.Action>` → `Feature`, whose reducer's writes are the state's (see
    /// ``StateWriteReader``); nil for another type.
    static func reducer(ofStore type: TypeSyntax) -> String? {
        if let reducer = SyntaxReading.genericArgument(of: type, in: ["StoreOf"]) { return reducer.trimmedText }
        let state = SyntaxReading.genericArgument(of: type, in: ["Store"])
        return state.flatMap { Reducers.reducer(ofState: $0.trimmedText) }
    }

    /// `store` of `@Environment(\.store)` (or `\EnvironmentValues.store`): a key path of one name.
    static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedText == "Environment" {
            guard case .argumentList(let arguments) = attribute.arguments,
                let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
                path.root.map({ $0.trimmedText == "EnvironmentValues" }) ?? true, path.components.count == 1,
                let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
            else { continue }
            return property.declName.baseName.plainName
        }
        return nil
    }

    /// For an initialiser of the app's own in `extension NavigationLink`, adds the type of each parameter by
    /// `NavigationLink(label:)`: what its links hand on.
    static func addLinkParameterTypes(of node: InitializerDeclSyntax, to facts: inout FileFacts) {
        for parameter in node.signature.parameterClause.parameters {
            let key = "NavigationLink(\(parameter.firstName.plainName):)"
            facts.functionParameterTypes[key, default: []].append(SyntaxReading.elementType(parameter.type))
        }
    }

    /// A property's type: as annotated; for `some View`/`AnyView`, or without an annotation, the type its
    /// getter or initial value constructs (`lazy var rootView = StartView()`).
    static func declaredType(of binding: PatternBindingSyntax, in decl: VariableDeclSyntax) -> String? {
        let annotated = binding.typeAnnotation.map { SyntaxReading.elementType($0.type) }
        if let annotated, !annotated.hasPrefix("some "), annotated != "AnyView" { return annotated }
        if let environment = SyntaxReading.environmentObjectType(decl.attributes) { return environment }
        if binding.initializer.flatMap({ SyntaxReading.flagCase($0.value) }) != nil { return "Bool" }
        let built =
            binding.initializer?.value
            ?? SyntaxReading.helperBody(DeclSyntax(decl))?.expression
        return built.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.constructedType)
    }
}
