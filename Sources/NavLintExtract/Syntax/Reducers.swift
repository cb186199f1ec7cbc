import SwiftSyntax

/// Reads the reducers of the Composable Architecture: the state a reducer is handed, whose writes are its type's
/// own navigation state (see ``StateWriteReader``), and the action a statement handles, which views call by
/// sending it (`store.send(.addTapped)`).
enum Reducers {
    /// The state a reducer is handed: the first parameter of `Reduce { state, action in ... }`, or `state` of
    /// `func reduce(into state: inout State, action: Action)`.
    static func isState(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return false }
        return reducer(around: expression).map { $0.state == name } ?? false
    }

    /// The case of the action a statement is written under (`case .addTapped:` or `case let .remove(id):` of a
    /// `switch` over the reducer's action), and whether that case does nothing but navigate (a final `return
    /// .none` aside); nil outside such a case.
    static func handledAction(of node: some SyntaxProtocol) -> (name: String, onlyNavigates: Bool)? {
        var current = node.parent
        while let parent = current, !parent.is(SwitchCaseSyntax.self) {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        guard let switchCase = current?.as(SwitchCaseSyntax.self),
            let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
            let subject = choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
            !isInCase(choice), reducer(around: choice)?.action == subject,
            case .case(let label) = switchCase.label, let item = label.caseItems.first,
            let name = viewAction(item.pattern) ?? plainAction(item.pattern)
        else { return nil }
        var statements = Array(switchCase.statements)
        if let last = statements.last?.item.as(ReturnStmtSyntax.self), last.expression?.trimmedText == ".none" {
            statements.removeLast()
        }
        return (name, !statements.isEmpty && statements.allSatisfy(StateWriteReader.isNavigationStatement))
    }

    /// The case a pattern matches (`.addTapped`, `let .remove(id)`), unless it matches a case inside its value
    /// (`.path(.element(id: _, action: ...))`): a child's action the reducer sees, which no view sends to this store.
    private static func plainAction(_ pattern: PatternSyntax) -> String? {
        let call = innerCall(of: pattern)
        guard !(call?.arguments.contains { SyntaxReading.enumCase($0.expression) != nil } ?? false) else { return nil }
        return CaseMappingReader.caseName(pattern)
    }

    /// `sessionTapped` of `.view(.sessionTapped(let session))`: an action of a `ViewAction`, which its view sends
    /// as `send(.sessionTapped(session))`.
    private static func viewAction(_ pattern: PatternSyntax) -> String? {
        guard let call = innerCall(of: pattern), SyntaxReading.enumCase(ExprSyntax(call))?.name == "view",
            call.arguments.count == 1, let inner = call.arguments.first?.expression
        else { return nil }
        let unwrapped = inner.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern
        return unwrapped.flatMap(CaseMappingReader.caseName) ?? SyntaxReading.enumCase(inner)?.name
    }

    /// The call a case pattern writes (`.view(...)` of `case .view(...)`, `case let .view(...)`).
    private static func innerCall(of pattern: PatternSyntax) -> FunctionCallExprSyntax? {
        let bare = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        return bare.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }

    /// Whether a `switch` is written in a case of another (over an action a case binds, `case let .path(action)`),
    /// short of the closure or function it is in.
    private static func isInCase(_ node: SwitchExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(ClosureExprSyntax.self), !parent.is(FunctionDeclSyntax.self) {
            if parent.is(SwitchCaseSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// The names of the state and the action of the reducer a node is written in: the parameters of the nearest
    /// closure handed to `Reduce`, or of a `reduce(into:action:)` method.
    private static func reducer(around node: some SyntaxProtocol) -> (state: String, action: String?)? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard closure.parent?.as(FunctionCallExprSyntax.self).flatMap(SyntaxReading.calleeName) == "Reduce"
                else {
                    current = parent.parent
                    continue
                }
                let names = closure.parameterNames
                return names.first.map { ($0, names.dropFirst().first) }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard function.name.hasPlainName("reduce") else { return nil }
                let names = function.parameterNames
                return names.first.map { ($0, names.dropFirst().first) }
            }
            current = parent.parent
        }
        return nil
    }

    /// `Feature` of `Feature.State`, the state type the `@Reducer` macro declares in a reducer (also in an enum of
    /// cases, `Path.State`); nil for another name.
    static func reducer(ofState name: String) -> String? {
        name.hasSuffix(".State") ? String(name.dropLast(".State".count)) : nil
    }

    /// The action `store.send(.addTapped)` sends, which calls the reducer's case that handles it (see
    /// ``handledAction(of:)``); nil for any other call.
    static func sentAction(_ call: FunctionCallExprSyntax, method: String) -> String? {
        guard method == "send", let action = call.arguments.first.flatMap({ SyntaxReading.enumCase($0.expression) }),
            action.type == nil
        else { return nil }
        return action.name
    }
}
