import SwiftSyntax

extension FunctionDeclSyntax {
    /// The names a function's body knows its parameters by (`destination` of `push(to destination: Route)`).
    var parameterNames: [String] {
        signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).plainName }
    }
}

extension ClosureExprSyntax {
    /// The names a closure gives its parameters, in order (`state`, `action` of `{ state, action in ... }` or of `{
    /// (state: inout State, action: Action) in ... }`); empty for a closure that declares none (it may read `$0`).
    var parameterNames: [String] {
        switch signature?.parameterClause {
        case .simpleInput(let names): names.map(\.name.plainName)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).plainName }
        case nil: []
        }
    }
}
