import SwiftSyntax

extension CodeBlockItemListSyntax {
    /// The expressions a closure or code block yields at its top level, in order.
    var topExpressions: [ExprSyntax] { compactMap(\.topExpression) }

    /// The first expression a closure or code block yields at its top level.
    var firstTopExpression: ExprSyntax? {
        for item in self { if let expression = item.topExpression { return expression } }
        return nil
    }
}

extension CodeBlockItemSyntax {
    /// The expression this item yields: an expression, an expression statement's, or a `return`'s.
    var topExpression: ExprSyntax? {
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }
}
