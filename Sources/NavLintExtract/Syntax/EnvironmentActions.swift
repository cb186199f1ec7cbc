import SwiftSyntax

/// An action the app puts in the environment for its views to call (`.environment(\.navigate, NavigateAction {
/// route in path.append(route) })`, then `navigate(.detail(id))` in a view): what the action's closure does with
/// the value it is handed is done at each call, which is the navigation; the closure itself navigates nowhere.
enum EnvironmentActions {
    /// Whether `value` is a parameter of a closure handed, inside its value, to an `.environment(\.key, ...)`
    /// modifier: the value the action's callers hand it.
    static func isHandedToAction(_ value: ExprSyntax) -> Bool {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return false }
        var declaring: ClosureExprSyntax?
        var current = value.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if declaring == nil, let closure = node.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
                declaring = closure
            } else if declaring != nil, let call = node.as(FunctionCallExprSyntax.self), isEnvironmentModifier(call) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `.environment(\.navigate, value)`: a modifier setting an environment key path.
    private static func isEnvironmentModifier(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainName == "environment",
            call.arguments.count == 2
        else { return false }
        return call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
    }
}
