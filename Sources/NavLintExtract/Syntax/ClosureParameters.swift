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

    /// The name the closure's code knows its first parameter by: the one it declares, else `$0`.
    var firstParameterName: String { parameterNames.first ?? "$0" }

    /// The `switch` the closure's first statement is, when it is over the closure's first parameter (`{ route in
    /// switch route { ... } }`).
    var switchOverFirstParameter: SwitchExprSyntax? {
        guard let choice = statements.firstTopExpression?.as(SwitchExprSyntax.self),
            choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.hasPlainName(firstParameterName) == true
        else { return nil }
        return choice
    }
}
