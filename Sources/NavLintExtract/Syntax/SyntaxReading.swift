import SwiftSyntax

/// Small readings of expressions that every part of the extractor needs.
enum SyntaxReading {
    /// SwiftUI's own containers and the types that wrap content without being a destination (and the stack of a
    /// store's path of the Composable Architecture's earlier releases).
    static let navigationContainers: Set<String> = [
        "NavigationStack", "NavigationView", "TabView", "NavigationSplitView", "NavigationStackStore",
    ]

    /// SwiftUI's layout containers, which only arrange their content: one that holds a single view is that view's
    /// place (a body's `VStack { switch ... }`, a scene's `ZStack { Color.black; RootView() }`).
    static let layoutContainers: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

    /// The protocols whose conformers are views: `View`, the representables that show a UIKit or AppKit
    /// controller or view (`struct SafariView: UIViewControllerRepresentable`), themselves views, and
    /// `ToolbarContent`, whose conformers are built inside views (a toolbar's close button) as components are.
    static let viewProtocols: Set<String> = representables.union(["View", "ToolbarContent"])

    /// The protocols of views that show a UIKit or AppKit controller or view.
    static let representables: Set<String> = [
        "UIViewControllerRepresentable", "UIViewRepresentable", "NSViewControllerRepresentable", "NSViewRepresentable",
    ]

    /// The stacks a view writes: what they show first is their root.
    static let stackTypes: Set<String> = ["NavigationStack", "NavigationView", "NavigationStackStore"]

    /// Whether a type other than SwiftUI's own is named as a navigation stack (`CocoaNavigationView`,
    /// `BackportNavigationStack`): a package's stack, when the sources do not declare it (see ``TypeTables``).
    static func namesStack(_ type: String) -> Bool {
        !stackTypes.contains(type) && (type.hasSuffix("NavigationView") || type.hasSuffix("NavigationStack"))
    }

    /// The stack an expression builds under its modifiers (`NavigationStack { ... }.padding()`); nil for
    /// anything else.
    static func stackCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = coreCall(of: expression), let type = constructedType(call), stackTypes.contains(type)
        else { return nil }
        return call
    }

    /// The type a call's content closure constructs first (`HomeView` of `RouterView { HomeView() }`, also through
    /// `content:` or `root:`): what a wrapper of the sources is handed to show.
    static func handedType(of call: FunctionCallExprSyntax) -> String? {
        let content = call.trailingClosure ?? closure(of: call, labels: ["content", "root"])
        return content.flatMap { builtType(ExprSyntax($0)) }
    }

    /// The type an argument builds: `AboutView(...)` under modifiers, or the first view of a closure (`{
    /// AboutView() }`); nil for anything else.
    static func builtType(_ expression: ExprSyntax) -> String? {
        // A type's initialiser handed as the function that builds it: `OfflineView.init`.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            return member.base.flatMap(typeName)
        }
        let built = expression.as(ClosureExprSyntax.self).map { $0.statements.firstTopExpression } ?? expression
        guard let call = built.flatMap(coreCall) else { return nil }
        return constructedType(call) ?? factoryKey(of: call)
    }

    /// A call of a type's static function that may build a view (`SettingsModule.view()`), as the key of what
    /// such functions build (see ``FileFacts/viewFactories``); nil for any other call.
    static func factoryKey(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let type = member.base.flatMap(typeName)
        else { return nil }
        return FileFacts.viewFactoryKey(type: type, member: member.declName.baseName.plainName)
    }

    /// By argument label, what each labelled argument and labelled trailing closure of a call builds.
    static func builtTypes(of call: FunctionCallExprSyntax) -> [String: String?] {
        var built: [String: String?] = [:]
        for closure in call.additionalTrailingClosures {
            built[closure.label.plainName] = .some(builtType(ExprSyntax(closure.closure)))
        }
        for argument in call.arguments {
            if let label = argument.label?.plainName { built[label] = .some(builtType(argument.expression)) }
        }
        return built
    }

    /// What a stack call shows first: its root (`NavigationStack { root }`, `NavigationStack(root: { root })`), or
    /// the function or value handed for it (`NavigationView(content: content)`).
    static func stackRoot(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let root = closure(of: call, labels: ["root", "content"]) ?? call.trailingClosure else {
            return argument("content", of: call) ?? argument("root", of: call)
        }
        return root.statements.firstTopExpression
    }

    /// The view an expression builds under its modifiers: `Foo(x).padding().sheet(...)` → the `Foo(x)` call.
    static func coreCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    !isTypeName(base)
                else { return call }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base) {
                current = base
            } else if let base = current.as(PostfixIfConfigExprSyntax.self)?.base {
                // `SetupView() #if os(macOS) .addingCloseButton() #endif`: modifiers for some platforms.
                current = base
            } else {
                return nil
            }
        }
    }

    /// `@Environment(Router.self)`: `Router`.
    static func environmentObjectType(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedText == "Environment" {
            guard case .argumentList(let arguments) = attribute.arguments,
                let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.hasPlainName("self"), let base = member.base
            else { continue }
            return typeName(base)
        }
        return nil
    }

    /// The names of the modifiers called on the view an expression builds, outermost first:
    /// `Foo().withAppRouter().padding()` → `padding`, `withAppRouter`.
    static func modifierNames(of expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            !isTypeName(base)
        {
            names.append(member.declName.baseName.plainName)
            current = base
        }
        return names
    }

    /// `Foo`, `Outer.Inner`, `Foo<Bar>` as a type name when the expression names a type.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.plainName
            return startsUppercase(name) ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.plainName
            guard startsUppercase(name), let outer = typeName(base) else { return nil }
            return outer + "." + name
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        return nil
    }

    static func isTypeName(_ expression: ExprSyntax) -> Bool { typeName(expression) != nil }

    /// Whether a name starts with an uppercase letter, as a type's does, or with a letter of a script
    /// without case (`日本`).
    static func startsUppercase(_ name: String) -> Bool {
        startsWithLetter(name, ascii: UInt8(ascii: "A")...UInt8(ascii: "Z")) { $0.isLetter && !$0.isLowercase }
    }

    /// Whether a name starts with a lowercase letter, as a case's or a property's does.
    static func startsLowercase(_ name: String) -> Bool {
        startsWithLetter(name, ascii: UInt8(ascii: "a")...UInt8(ascii: "z"), \.isLowercase)
    }

    /// Whether a name's first character passes `test`. The walks ask it of every call: an ASCII letter is
    /// told from the first byte (`ascii`), without forming the first `Character`.
    private static func startsWithLetter(
        _ name: String, ascii: ClosedRange<UInt8>, _ test: (Character) -> Bool
    ) -> Bool {
        guard let byte = name.utf8.first else { return false }
        guard byte >= 0x80 else { return ascii.contains(byte) }
        return name.first.map(test) == true
    }

    /// The callee's last name: `foo(...)` and `a.b.foo(...)` → `foo`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.plainName
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.plainName
        }
        return nil
    }

    /// The argument with this label.
    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.hasPlainName(label) ?? false }?.expression
    }

    /// The closures a call is handed: the trailing closure, the labelled trailing ones, then those passed as
    /// arguments.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
            + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    }

    /// The closure passed as the trailing closure or under one of these labels.
    static func closure(of call: FunctionCallExprSyntax, labels: [String]) -> ClosureExprSyntax? {
        for label in labels {
            if let closure = call.additionalTrailingClosures.first(where: { $0.label.plainName == label })?.closure {
                return closure
            }
            if let closure = argument(label, of: call)?.as(ClosureExprSyntax.self) { return closure }
        }
        return nil
    }

    /// The text of a string literal without interpolation.
    static func stringLiteral(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// `URL(string: "literal")`, possibly force-unwrapped: the literal.
    static func urlLiteral(_ expression: ExprSyntax?) -> String? {
        var current = expression
        if let forced = current?.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        if let optional = current?.as(OptionalChainingExprSyntax.self) { current = optional.expression }
        // `URL(string: "...")`, or `.init(string: "...")` where a URL is expected (`Link(destination:)`).
        let implicit = current?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        let isImplicitInit = implicit.map { $0.base == nil && $0.declName.baseName.hasPlainName("init") } ?? false
        guard let call = current?.as(FunctionCallExprSyntax.self), constructedType(call) == "URL" || isImplicitInit
        else {
            return stringLiteral(current)
        }
        return stringLiteral(argument("string", of: call))
    }

    /// The case a `true` or `false` literal is of a flag: `true`, `false`; nil for any other expression.
    static func flagCase(_ expression: ExprSyntax) -> String? {
        expression.as(BooleanLiteralExprSyntax.self)?.literal.text
    }

    /// The case a literal value is: an enum case's name (`.signedOut`, `Phase.signedOut`), or a flag's.
    static func literalCase(_ expression: ExprSyntax) -> String? {
        flagCase(expression) ?? enumCase(expression)?.name
    }

    /// A test that a value is there: the name bound, else the tested value's last name (`if let item = selection`:
    /// `item`; `if selection != nil`: `selection`), and the value tested when written; nil for other conditions.
    static func presenceTest(_ condition: ConditionElementSyntax.Condition) -> (bound: String?, tested: ExprSyntax?)? {
        switch condition {
        case .optionalBinding(let binding):
            return (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName, binding.initializer?.value)
        case .expression(let test):
            return comparedToNil(test).map { (lastName($0), $0) }
        default:
            return nil
        }
    }

    /// `value != nil`: the value tested for being there; nil for any other expression.
    private static func comparedToNil(_ expression: ExprSyntax) -> ExprSyntax? {
        // The parser leaves operators unfolded: `feature != nil` is a sequence of three expressions.
        guard let test = expression.as(SequenceExprSyntax.self)?.elements, test.count == 3,
            test.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
            test.last?.is(NilLiteralExprSyntax.self) == true
        else { return nil }
        return test.first
    }

    /// `.name`, `.name(...)`, `Type.name`, `Type.name(...)`: the case and the type when written.
    static func enumCase(_ expression: ExprSyntax) -> (type: String?, name: String)? {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
        let token = member.declName.baseName
        let name = token.plainName
        // `String.self` and `String.init` name a type and its initialiser, not a case; `` .`Type` `` is a case, and
        // so is `.KeySettings` written without a type: an implicit member names no nested type. `Route.KeySettings`
        // may be either; the resolver tells them apart (see ``TypeTables/capitalisedCase(_:in:)``).
        let casedLikeACase = startsLowercase(name) || token.text.hasPrefix("`") || member.base == nil
        guard casedLikeACase, name != "self", name != "init" else { return nil }
        guard let base = member.base else { return (nil, name) }
        guard let type = typeName(base) else { return nil }
        return (type, name)
    }

    /// `Route.KeySettings` or `Route.Profile(id: 1)`: a capitalised member of a type, which is a nested type or a
    /// case written with a capital (``enumCase(_:)`` reads only lowercase ones with a type).
    static func capitalisedMember(_ expression: ExprSyntax) -> Bool {
        memberTypeName(expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression) != nil
    }

    /// `Route.KeySettings` → `Route.KeySettings`: the type name a member access of a type writes; nil for any other
    /// expression (a bare `Route` included).
    static func memberTypeName(_ expression: ExprSyntax) -> String? {
        expression.is(MemberAccessExprSyntax.self) ? typeName(expression) : nil
    }

    /// The case written as the first argument of a case: `.logIn(.totp(...))` → `totp`; nil for anything else.
    static func nestedCase(in expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), enumCase(expression) != nil,
            let inner = call.arguments.first?.expression
        else { return nil }
        return enumCase(inner)?.name
    }

    /// The last name of a property reference: `path`, `router.path`, `self.path`, `$router.path` → `path`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.plainName
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.plainName }
        return nil
    }

    /// `$name` (a binding to the view's own property): `name`.
    static func ownBinding(_ expression: ExprSyntax) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.plainName.hasPrefix("$")
        else {
            return nil
        }
        return String(reference.baseName.plainName.dropFirst())
    }

    /// The first expression a computed property's getter or a function without parameters (with
    /// `withParameters`, any function) yields, with the member's name; nil for other declarations.
    static func helperBody(
        _ decl: DeclSyntax, withParameters: Bool = false
    ) -> (
        name: String, expression: ExprSyntax
    )? {
        if let function = decl.as(FunctionDeclSyntax.self),
            withParameters || function.signature.parameterClause.parameters.isEmpty,
            let body = function.body, let first = body.statements.firstTopExpression
        {
            return (function.name.plainName, first)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
            let accessors = binding.accessorBlock?.accessors
        else { return nil }
        let statements: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let getter): statements = getter
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let first = statements.flatMap({ $0.firstTopExpression }) else { return nil }
        return (name, first)
    }

    /// A type annotation as a plain name: `Route?` → `Route`, `[Route]` → `Route`, `Binding<Route?>` → `Route`.
    static func elementType(_ type: TypeSyntax) -> String {
        if let inner = wrappedType(type) ?? arrayElement(type) { return elementType(inner) }
        return type.trimmedText
    }

    /// A view parameter's type as a plain name and whether it is a list: `Int?` → `Int`, `[String]` and
    /// `Binding<[String]>` → `String`, a list. Nil for a list of lists, which no param type holds.
    static func parameterType(_ type: TypeSyntax) -> (name: String, isList: Bool)? {
        var type = type
        while let inner = wrappedType(type) { type = inner }
        guard var element = arrayElement(type) else { return (type.trimmedText, false) }
        while let inner = wrappedType(element) { element = inner }
        guard arrayElement(element) == nil else { return nil }
        return (element.trimmedText, true)
    }

    /// The type inside an optional or a `Binding`, `Optional`, `Published` or `State`; nil for another type.
    private static func wrappedType(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        return genericArgument(of: type, in: ["Binding", "Optional", "Published", "State"])
    }

    /// The element type of `[X]` or `Array<X>`; nil for another type.
    private static func arrayElement(_ type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        return genericArgument(of: type, in: ["Array"])
    }

    /// The first generic argument of a type named one of `names`.
    static func genericArgument(of type: TypeSyntax, in names: [String]) -> TypeSyntax? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), names.contains(identifier.name.plainName),
            let argument = identifier.genericArgumentClause?.arguments.first,
            case .type(let inner) = argument.argument
        else { return nil }
        return inner
    }
}

extension SyntaxProtocol {
    /// Where the node starts (after its leading trivia) in `file`.
    func swiftLocation(_ lines: LineTable, file: String) -> SwiftLocation {
        let location = lines.location(ofOffset: positionAfterSkippingLeadingTrivia.utf8Offset)
        return SwiftLocation(file: file, line: location.line, column: location.column)
    }
}

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia. The same text as `trimmedDescription`, read
    /// from the source bytes instead of a trimmed copy of the tree, which made up a tenth of extraction.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
