import SwiftSyntax

/// A parameter of one of the view's own functions used as a navigation value. The cases the view's calls of the
/// function pass as literals are all it can be: a link of it (`func row(_ shelf: Shelf) -> some View {
/// NavigationLink(value: shelf) { ... } }`, called as `row(.books)`) goes to those cases, where it is written; an
/// append of it in a function that builds no view (`func open(_ page: Page) { path.append(page) }`, called as
/// `open(.settings)` from buttons) is navigation written at each call, with that call's case. Where some call
/// hands anything else (a loop's variable), or none is seen, the parameter is any value of its type.
enum HelperParameters {
    /// By function and parameter, the calls of the view's functions in its code, with the case each passes (nil
    /// for anything else).
    typealias Calls = [String: [(call: FunctionCallExprSyntax, passed: String?)]]

    /// What a value names as a destination and, for a parameter of the function it is written in (no loop variable
    /// of that name), the cases the view's calls pass for it (nil where a call hands anything else or none is
    /// seen). Else the value's own destination (``ViewScanner/destination(ofValue:context:)``).
    static func destination(ofValue value: ExprSyntax, scanner: ViewScanner) -> (Destination, cases: Set<String>?) {
        guard let (_, type, calls) = parameter(value, scanner: scanner) else {
            return (scanner.destination(ofValue: value), nil)
        }
        return (.value(.named(type)), knownCases(of: calls))
    }

    /// The sites of an append of `value`: at each call of the function it is written in, with that call's case,
    /// for a parameter of a function that builds no view and whose calls all pass cases; else the append itself
    /// (no call).
    static func appendSites(
        of value: ExprSyntax, scanner: ViewScanner
    ) -> [(Destination, call: FunctionCallExprSyntax?, cases: Set<String>?)] {
        guard let (function, type, calls) = parameter(value, scanner: scanner) else {
            return [(scanner.destination(ofValue: value), nil, nil)]
        }
        let known = knownCases(of: calls)
        guard known != nil, function.signature.returnClause == nil else { return [(.value(.named(type)), nil, known)] }
        return calls.compactMap { call, passed in passed.map { (.enumCase(type: .named(type), name: $0), call, nil) } }
    }

    /// The cases calls pass, when each passes one; nil when some call hands anything else or there is none.
    private static func knownCases(of calls: [(call: FunctionCallExprSyntax, passed: String?)]) -> Set<String>? {
        let passed = calls.map(\.passed)
        return passed.isEmpty || passed.contains(nil) ? nil : Set(passed.compactMap { $0 })
    }

    /// The function whose parameter `value` names, the parameter's declared type, and the view's calls of that
    /// function with what each passes for it; nil when `value` names no parameter of the function it is written in.
    private static func parameter(
        _ value: ExprSyntax, scanner: ViewScanner
    ) -> (function: FunctionDeclSyntax, type: String, calls: [(call: FunctionCallExprSyntax, passed: String?)])? {
        guard let reference = value.as(DeclReferenceExprSyntax.self),
            case let name = reference.baseName.plainName, scanner.loopTypes[name] == nil,
            let (function, type) = LoopVariables.enclosingParameter(name, around: reference),
            let members = reference.ancestorOrSelf(mapping: { $0.as(MemberBlockSyntax.self) })
        else { return nil }
        let calls = scanner.helperCalls[members.id] ?? Self.calls(in: members, functions: scanner.calledFunctions)
        scanner.helperCalls[members.id] = calls
        return (function, SyntaxReading.elementType(type), calls[function.name.plainName + "." + name] ?? [])
    }

    /// Every call of one of `functions` in the members of a type, read once for them when a value first names a
    /// parameter there.
    private static func calls(in members: MemberBlockSyntax, functions: [String: FunctionDeclSyntax]) -> Calls {
        let finder = CallFinder(functions: functions)
        finder.walk(members)
        return finder.calls
    }

    private final class CallFinder: SyntaxVisitor {
        let functions: [String: FunctionDeclSyntax]
        var calls: Calls = [:]

        init(functions: [String: FunctionDeclSyntax]) {
            self.functions = functions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
                let function = functions[name]
            else { return .visitChildren }
            for (parameter, argument) in ArgumentScope.matched(node, ArgumentScope.parameters(of: function)) {
                let passed = PassedLiterals.literal(argument).map(PassedLiterals.outerCase)
                calls[name + "." + parameter, default: []].append((node, passed))
            }
            return .visitChildren
        }
    }
}
