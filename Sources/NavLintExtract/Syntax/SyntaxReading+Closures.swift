import SwiftSyntax

extension SyntaxReading {
    /// The closure under one of these labels, else the trailing closure: in `sheet(item: $x) { ... } content: { ...
    /// }` the trailing closure is the `onDismiss` handler.
    static func contentClosure(of call: FunctionCallExprSyntax, labels: [String]) -> ClosureExprSyntax? {
        closure(of: call, labels: labels) ?? call.trailingClosure
    }

    /// The blocks of an `if` and of each `else if` after it, then the last `else`'s, in order.
    static func branches(of choice: IfExprSyntax) -> [CodeBlockSyntax] {
        var blocks = [choice.body]
        var next = choice.elseBody
        while let current = next {
            switch current {
            case .ifExpr(let nested):
                blocks.append(nested.body)
                next = nested.elseBody
            case .codeBlock(let block):
                blocks.append(block)
                next = nil
            }
        }
        return blocks
    }
}
