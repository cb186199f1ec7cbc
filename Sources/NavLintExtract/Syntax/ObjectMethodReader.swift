import NavLintCore
import SwiftSyntax

/// Reads, as the file's one walk passes them, what the methods of the app's types that are no views present (see
/// ``ObjectMethod``): a router's method handed a closure that builds views, one of the method's own view-building
/// closures handed on to a router's method, and the type's own methods called (implicitly, on `self`, or on the
/// type's shared instance). A router's method is one whose name starts with a navigating verb, called on an object
/// whose name says navigation, the type's own included (`present { ... }` in a `Coordinator`).
final class ObjectMethodReader {
    /// The methods being read, innermost last; nil for a function of a view or of no type.
    private var open: [ObjectMethod?] = []
    /// The declarations of ``open``'s methods whose parameters are not read yet: most methods never need them.
    private var unread: [FunctionDeclSyntax?] = []
    /// The methods read that present, hand content on or call the type's own.
    private(set) var methods: [ObjectMethod] = []

    /// Starts a function: a method of `owner`, a type that may be no view, or nil.
    func enter(_ node: FunctionDeclSyntax, owner: String?) {
        open.append(owner.map { ObjectMethod(owner: $0, name: node.name.plainName, parameters: []) })
        unread.append(owner == nil ? nil : node)
    }

    /// The innermost method, its parameters read first if they are not yet.
    private func readingParameters(at index: Int) -> ObjectMethod? {
        if let node = unread[index] {
            open[index]?.parameters = Self.parameters(of: node)
            unread[index] = nil
        }
        return open[index]
    }

    /// Ends the innermost function, `node`, read from `file` whose lines are `lines`.
    func leave(_ node: FunctionDeclSyntax, lines: LineTable, file: String) {
        guard let index = open.indices.last else { return }
        defer {
            open.removeLast()
            unread.removeLast()
        }
        guard var method = open[index], !method.isEmpty else { return }
        method.parameters = readingParameters(at: index)?.parameters ?? []
        let end = lines.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
        method.span =
            node.swiftLocation(lines, file: file)...SwiftLocation(file: file, line: end.line, column: end.column)
        methods.append(method)
    }

    /// Reads a call made in the innermost function. The method is changed in place: a copy would copy its lists.
    func read(_ call: FunctionCallExprSyntax) {
        // A capitalised name builds a value (`Route(content: content)`), and calls no method.
        guard let index = open.indices.last, let owner = open[index]?.owner,
            let name = SyntaxReading.calleeName(call), name.first?.isLowercase == true
        else { return }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let isOwn = receiver.map { Self.isOwn($0, owner: owner) } ?? true
        if isOwn { open[index]!.callees.append(Self.shape(of: call, name: name)) }
        if let appended = Self.appended(by: call, name: name) {
            open[index]!.appends.append(appended)
            return
        }
        // Most calls name no navigating verb: the receiver's text is read only for those that do.
        guard RouterCall.namesVerb(name) else { return }
        let router = RouterCall(function: name, receiver: isOwn ? owner : receiver?.trimmedText)
        guard router.isRouterMethod, let method = readingParameters(at: index) else { return }
        let named = RouterViewCalls.namedKind(of: call)
        let kind = named ?? router.kind
        let kindParameter = named == nil ? parameterArgument(of: call, in: method) { !$0.isClosure } : nil
        let shape = SyntaxReading.closures(of: call).lazy.map(RouterViewCalls.handedContent)
            .first { !$0.candidates.isEmpty }
        if let shape {
            open[index]!.presentations.append(
                MethodPresentation(kind: kind, shape: shape, kindParameter: kindParameter))
        } else if let handed = parameterArgument(of: call, in: method, where: \.takesView) {
            open[index]!.forwards.append(ForwardedContent(parameter: handed, kind: kind, kindParameter: kindParameter))
        }
    }

    /// The name of the method's parameter a call hands as an argument as it is (`content: content`), of those
    /// `matching` says.
    private func parameterArgument(
        of call: FunctionCallExprSyntax, in method: ObjectMethod, where matching: (MethodParameter) -> Bool
    ) -> String? {
        for argument in call.arguments {
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { continue }
            let name = reference.baseName.plainName
            if method.parameters.contains(where: { $0.name == name && matching($0) }) { return name }
        }
        return nil
    }

    /// What a call appends to the type's own path: a case of a named enum (`path.append(Route.cart)`) or the type of
    /// the value it builds (`self.path.append(Group(name: name))`); nil for any other call, for a case written with a
    /// leading dot (a ``StateWrite``) and for a value handed in, which the caller's argument says.
    private static func appended(by call: FunctionCallExprSyntax, name: String) -> PathAppend? {
        guard name == "append", let value = PathNames.ownAppend(call) else { return nil }
        if let (type, name) = SyntaxReading.enumCase(value) {
            return type.map { PathAppend(destination: .enumCase(type: .named($0), name: name)) }
        }
        guard let built = value.as(FunctionCallExprSyntax.self), let type = SyntaxReading.constructedType(built),
            SyntaxReading.startsUppercase(type)
        else { return nil }
        let names = Set(
            built.arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName })
        return PathAppend(destination: .value(.named(type)), wrappedTypes: parameterTypes(named: names, around: call))
    }

    /// The declared types of the parameters called `names` of the function `node` is written in.
    private static func parameterTypes(named names: Set<String>, around node: some SyntaxProtocol) -> [String] {
        guard !names.isEmpty else { return [] }
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) { current = parent.parent }
        guard let function = current?.as(FunctionDeclSyntax.self) else { return [] }
        return function.signature.parameterClause.parameters.compactMap { parameter in
            names.contains((parameter.secondName ?? parameter.firstName).plainName)
                ? SyntaxReading.elementType(parameter.type) : nil
        }
    }

    /// `self`, `self?`, the type's shared instance (`Coordinator.shared`, `Self.shared`).
    private static func isOwn(_ receiver: ExprSyntax, owner: String) -> Bool {
        if StateWriteReader.isSelf(receiver) { return true }
        guard let type = SystemCalls.sharedInstanceType(receiver) else { return false }
        return type == "Self" || type == TypeTables.lastComponent(owner)
    }

    /// What choosing the overload a call calls reads of it.
    static func shape(of call: FunctionCallExprSyntax, name: String) -> MethodCallShape {
        let labels = ModifierEffectReader.labels(of: call) + call.additionalTrailingClosures.map(\.label.plainName)
        return MethodCallShape(name: name, labels: labels, hasTrailingClosure: call.trailingClosure != nil)
    }

    private static func parameters(of node: FunctionDeclSyntax) -> [MethodParameter] {
        node.signature.parameterClause.parameters.map { parameter in
            // Most parameters take no closure, and their type's text is not read.
            let isClosure = ClosureTypes.isClosure(parameter.type)
            let builds =
                isClosure
                && (NameText.contains(parameter.type.trimmedText, "View")
                    || parameter.attributes.contains {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ViewBuilder"
                    })
            return MethodParameter(
                label: parameter.firstName.plainName, name: (parameter.secondName ?? parameter.firstName).plainName,
                hasDefault: parameter.defaultValue != nil,
                defaultsToNil: parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) ?? false,
                isClosure: isClosure, takesView: builds,
                defaultCase: parameter.defaultValue.flatMap { SyntaxReading.enumCase($0.value)?.name })
        }
    }
}
