import SwiftSyntax

/// How a view shows the content its caller hands it (see ``ContentWrapperReader``).
enum ContentWrapping: Sendable, Hashable {
    /// The body is the content, under modifiers.
    case bare
    /// The body is a `NavigationStack` (or `NavigationView`) whose root is the content.
    case stacked
}

/// Reads whether a view only wraps content its caller hands it: `struct NavigationSheet<Content: View>` with a
/// stored `content: () -> Content` and a body of `NavigationStack { content() }`. A destination written as such
/// a wrapper (`NavigationSheet { AboutView() }`) is the content it is handed.
enum ContentWrapperReader {
    /// How the view declared by `node`, whose `body` yields `body` first (see ``body(of:)``), wraps its content.
    static func wrapping(of node: StructDeclSyntax, body: ExprSyntax?) -> ContentWrapping? {
        let viewParameters = viewParameters(of: node)
        guard !viewParameters.isEmpty else { return nil }
        let properties = Set(contentProperties(of: node, typedAs: viewParameters).map(\.name))
        guard !properties.isEmpty, let body else { return nil }
        if let way = wrapping(in: body, of: properties) { return way }
        return ChromeLayout(node, properties: properties).wrapsContent(body) ? .bare : nil
    }

    /// What a view's `body` yields first.
    static func body(of node: StructDeclSyntax) -> ExprSyntax? {
        node.memberBlock.members.lazy.filter { $0.decl.is(VariableDeclSyntax.self) }
            .compactMap { SyntaxReading.helperBody($0.decl) }.first { $0.name == "body" }?.expression
    }

    /// The construction a view's body is, under modifiers (`FlowStack { FirstStep() }.padding()`): where a stack
    /// wrapper is built there, the view is that stack (see ``WrapperSlots``). A layout container that lays out one
    /// construction, beside overlays shown only under a condition (`ZStack { FlowStack { ... }; if showsTip { Tip()
    /// } }`), is that construction.
    static func construction(_ body: ExprSyntax?) -> FunctionCallExprSyntax? {
        guard let call = body.flatMap(SyntaxReading.coreCall), SyntaxReading.constructedType(call) != nil
        else { return nil }
        let overlay = { (item: ExprSyntax) in item.is(IfExprSyntax.self) }
        guard let only = LayoutContent.soleItem(of: call, besides: overlay).flatMap(SyntaxReading.coreCall),
            SyntaxReading.constructedType(only) != nil
        else { return call }
        return only
    }

    /// How an expression shows the content: itself, in a stack, or the same way in each branch of an `if`, also in
    /// a `Group` (`if let path { NavigationStack(path: path) { content } } else { NavigationStack { content } }`),
    /// where a branch may show a placeholder of SwiftUI's instead (`if let author { content(author) } else {
    /// ProgressView() }`).
    private static func wrapping(in expression: ExprSyntax, of properties: Set<String>) -> ContentWrapping? {
        if shows(expression, oneOf: properties) { return .bare }
        if let call = SyntaxReading.stackCall(of: expression) {
            guard let root = SyntaxReading.stackRoot(of: call), shows(root, oneOf: properties) else { return nil }
            return .stacked
        }
        var choice = expression.as(IfExprSyntax.self)
        if let group = SyntaxReading.coreCall(of: expression), group.calledExpression.trimmedText == "Group",
            let items = group.trailingClosure.map({ $0.statements.topExpressions }), items.count == 1
        {
            choice = items.first?.as(IfExprSyntax.self)
        }
        guard let branches = choice.map(SyntaxReading.branches) else { return nil }
        let shown = branches.compactMap { block in block.statements.firstTopExpression }
        guard shown.count == branches.count else { return nil }
        let ways = shown.map { wrapping(in: $0, of: properties) }
        let placeholders = shown.map(Placeholders.isPlaceholder)
        guard let first = ways.compactMap({ $0 }).first,
            zip(ways, placeholders).allSatisfy({ way, placeholder in way == first || (way == nil && placeholder) })
        else { return nil }
        return first
    }

    /// The parameters through which callers hand the view another view: its stored properties of a generic
    /// `View` parameter's type (or `AnyView`), with the labels its first `init`, else its memberwise one, gives
    /// them, in that initialiser's order.
    private static func handedContent(
        of node: StructDeclSyntax, initializer parameters: [(label: String, name: String, type: TypeSyntax)]?
    ) -> [HandedParameter] {
        let stored = contentProperties(of: node, typedAs: viewParameters(of: node).union(["AnyView"]))
        guard !stored.isEmpty else { return [] }
        guard let parameters else {
            return stored.map { HandedParameter(label: $0.name, property: $0.name, takesClosure: $0.takesClosure) }
        }
        let names = Set(stored.map(\.name))
        return parameters.compactMap { parameter in
            guard names.contains(parameter.name) else { return nil }
            return HandedParameter(
                label: parameter.label, property: parameter.name,
                takesClosure: ClosureTypes.isClosure(parameter.type))
        }
    }

    /// The parameters a view's callers hand it views through (``handedContent(of:initializer:)``), and by place
    /// those its initialiser takes without a label, by the name each goes by inside.
    static func parameters(of node: StructDeclSyntax) -> (handed: [HandedParameter], positional: [Int: String]) {
        let initializer = initializerParameters(of: node)
        var positional: [Int: String] = [:]
        for (index, parameter) in (initializer ?? []).enumerated() where parameter.label.isEmpty {
            positional[index] = parameter.name
        }
        return (handedContent(of: node, initializer: initializer), positional)
    }

    /// The parameters of the type's first `init`, in order, each with its argument label (empty for `_`) and the
    /// name it goes by inside; nil when the type declares none (its initialiser is the memberwise one).
    static func initializerParameters(
        of node: StructDeclSyntax
    ) -> [(label: String, name: String, type: TypeSyntax)]? {
        let initializer = node.memberBlock.members.lazy.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first
        return initializer?.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.plainName
            return (label == "_" ? "" : label, (parameter.secondName ?? parameter.firstName).plainName, parameter.type)
        }
    }

    /// The stored properties whose type names one of `types` (a generic `View` parameter), in order, each with
    /// whether a closure fills it (`() -> Content`, or a `@ViewBuilder` property).
    private static func contentProperties(
        of node: StructDeclSyntax, typedAs types: Set<String>
    ) -> [(name: String, takesClosure: Bool)] {
        var properties: [(name: String, takesClosure: Bool)] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let builder = variable.attributes.contains { $0.trimmedText.hasSuffix("ViewBuilder") }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
                    let type = binding.typeAnnotation?.type,
                    type.tokens(viewMode: .sourceAccurate).contains(where: { types.contains($0.plainName) })
                else { continue }
                properties.append((name, builder || ClosureTypes.isClosure(type)))
            }
        }
        return properties
    }

    /// The generic parameters constrained to `View`, in the parameter clause (`<Content: View>`) or in a `where`
    /// clause (`<Content> ... where Content: View`).
    private static func viewParameters(of node: StructDeclSyntax) -> Set<String> {
        func isView(_ type: TypeSyntax?) -> Bool { type.map { viewProtocols.contains($0.trimmedText) } ?? false }
        var names = Set(
            (node.genericParameterClause?.parameters ?? []).filter { isView($0.inheritedType) }.map(\.name.plainName))
        for requirement in node.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                isView(conformance.rightType)
            else { continue }
            names.insert(conformance.leftType.trimmedText)
        }
        return names
    }

    private static let viewProtocols: Set<String> = ["View", "SwiftUI.View"]

    /// `content`, `content()`, `self.content`, `content(item)`, each under modifiers.
    static func shows(_ expression: ExprSyntax, oneOf properties: Set<String>) -> Bool {
        if SyntaxReading.helperName(of: expression).map(properties.contains) ?? false { return true }
        let called = SyntaxReading.coreCall(of: expression)?.calledExpression
        return called?.as(DeclReferenceExprSyntax.self).map { properties.contains($0.baseName.plainName) } ?? false
    }
}
