import SwiftSyntax

/// Reads values that carry their view: a static member or factory of a type whose body builds a value of that
/// type from a closure or argument that builds a view (`static var settings: Route { Route(style: .sheet) {
/// SettingsView() } }`), and the enum cases a type's initialisers default their parameters to.
enum ValueFactoryReader {
    /// The value factory `decl` declares in the type or extension being walked (`typeNames`, outermost first),
    /// if any: none for a member that is not static, returns another type, or builds no value carrying content.
    static func factory(_ decl: DeclSyntax, in typeNames: [String], location: () -> SwiftLocation) -> [ValueFactory] {
        // Most members are not static: their owner's name is not built.
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        guard let modifiers, isStatic(modifiers) else { return [] }
        return factory(decl, owner: typeNames.joined(separator: "."), location: location).map { [$0] } ?? []
    }

    private static func factory(_ decl: DeclSyntax, owner: String, location: () -> SwiftLocation) -> ValueFactory? {
        let ownName = TypeTables.lastComponent(owner)
        guard let (member, expression) = staticMember(decl, returning: ownName),
            let call = construction(expression, of: ownName)
        else { return nil }
        var shape = ContentShape()
        for closure in SyntaxReading.closures(of: call) {
            shape.candidates += ContentReader.shape(of: closure).candidates
        }
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            shape.candidates += ContentReader.shape(of: argument.expression).candidates
        }
        guard !shape.candidates.isEmpty else { return nil }
        return ValueFactory(
            type: owner, member: member, shape: shape, caseArguments: caseArguments(of: call.arguments),
            location: location())
    }

    /// The name of a static function or property of the owner's type (``factory(_:in:location:)`` has checked
    /// that it is static) and what it yields: a getter's or a function's first expression, or a stored property's
    /// initial value (`static let settings = Route(...)`).
    private static func staticMember(_ decl: DeclSyntax, returning owner: String) -> (String, ExprSyntax)? {
        let returned: TypeSyntax?
        var stored: (String, ExprSyntax)?
        if let function = decl.as(FunctionDeclSyntax.self) {
            returned = function.signature.returnClause?.type
        } else if let binding = decl.as(VariableDeclSyntax.self)?.bindings.first {
            returned = binding.typeAnnotation?.type
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
                let value = binding.initializer?.value
            {
                stored = (name, value)
            }
        } else {
            return nil
        }
        // A stored property without a type says it by the value it constructs.
        if let returned, !names(returned.trimmedText, owner) { return nil }
        if let stored { return stored }
        return returned == nil ? nil : SyntaxReading.helperBody(decl, withParameters: true)
    }

    /// By label, the enum cases an initialiser's parameters default to: `init(style: Style = .push(.plain))`
    /// → `style` → `push` of `Style`.
    static func defaults(of initializer: InitializerDeclSyntax) -> [String: CaseDefault] {
        var found: [String: CaseDefault] = [:]
        for parameter in initializer.signature.parameterClause.parameters {
            guard let value = parameter.defaultValue?.value, let (type, name) = SyntaxReading.enumCase(value),
                type == nil
            else { continue }
            found[parameter.firstName.plainName] = CaseDefault(
                caseName: name, type: SyntaxReading.elementType(parameter.type))
        }
        return found
    }

    /// By label, the cases written as `.name` or `.name(...)` in arguments.
    private static func caseArguments(of arguments: LabeledExprListSyntax) -> [String: String] {
        var found: [String: String] = [:]
        for argument in arguments {
            guard let label = argument.label?.plainName, let (type, name) = SyntaxReading.enumCase(argument.expression),
                type == nil
            else { continue }
            found[label] = name
        }
        return found
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.hasPlainName("static") || $0.name.hasPlainName("class") }
    }

    /// Whether a written type names the owner: its name, `Self`, or either made optional.
    private static func names(_ written: String, _ owner: String) -> Bool {
        let bare = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.dropLast()) : written
        return bare == "Self" || TypeTables.lastComponent(bare) == owner
    }

    /// The call that constructs the owner: `Owner(...)`, `Self(...)`, `.init(...)`, `Owner.init(...)`.
    private static func construction(_ expression: ExprSyntax, of owner: String) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let type = SyntaxReading.constructedType(call) {
            return type == "Self" || TypeTables.lastComponent(type) == owner ? call : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init"
        else { return nil }
        guard let base = member.base else { return call }
        let type = SyntaxReading.typeName(base)
        return type.map { $0 == "Self" || TypeTables.lastComponent($0) == owner } == true ? call : nil
    }

    /// Records what a function of `owner` that returns a view builds: a static function's by its type and name, an
    /// instance method's of a class of its own (`inObject`) by its name (see ``FileFacts/objectViewBuilders``).
    static func recordViewBuilder(
        _ node: FunctionDeclSyntax, of owner: String?, inObject: Bool, in facts: inout FileFacts
    ) {
        let name = node.name.plainName
        if let owner, let built = builtByViewFactory(node) {
            facts.viewFactories[FileFacts.viewFactoryKey(type: owner, member: name)] = built
        } else if inObject, let built = builtByObjectMethod(node) {
            facts.objectViewBuilders[name] = FileFacts.agreeing(facts.objectViewBuilders[name], built)
        }
    }

    /// What a static function that returns a view builds (`static func view() -> some View {
    /// BlockchainSettingsView(viewModel: ...) }`); nil for any other function.
    static func builtByViewFactory(_ node: FunctionDeclSyntax) -> [ViewCandidate]? {
        isStatic(node.modifiers) ? built(byViewReturning: node) : nil
    }

    /// What an object's instance method that returns a view builds (`func moreInfo() -> AnyView? {
    /// MoreInfoView().eraseToAnyView() }` of a view model); nil for any other function.
    static func builtByObjectMethod(_ node: FunctionDeclSyntax) -> [ViewCandidate]? {
        isStatic(node.modifiers) ? nil : built(byViewReturning: node)
    }

    /// The views a function declared to return a view builds; nil when it returns something else or builds none of
    /// the sources' views by name.
    private static func built(byViewReturning node: FunctionDeclSyntax) -> [ViewCandidate]? {
        guard let returned = node.signature.returnClause?.type.trimmedText, viewTypes.contains(returned),
            let body = node.body
        else { return nil }
        let candidates = ContentReader.shape(of: body.statements).candidates
        return candidates.isEmpty ? nil : candidates
    }

    /// The return types written for a function that builds a view.
    private static let viewTypes: Set<String> = ["some View", "some SwiftUI.View", "AnyView", "AnyView?"]

    /// `model.moreInfo()`, under modifiers: a call of a method of a property of the view, which may be an object
    /// whose method builds a view (see ``FileFacts/objectViewBuilders``); nil for any other expression.
    static func objectCall(of expression: ExprSyntax) -> ObjectCall? {
        guard var call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // Modifiers of the call (`model.moreInfo().presentationDetents([.medium])`) are not what builds the view.
        while let inner = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
            call = inner
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        guard let name = SyntaxReading.ownMember(base), name != "self", SyntaxReading.startsLowercase(name) else {
            return nil
        }
        return ObjectCall(object: name, method: member.declName.baseName.plainName)
    }
}
