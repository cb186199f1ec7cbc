import SwiftSyntax

extension SyntaxReading {
    /// The closure under one of these labels, else the trailing closure: in `sheet(item: $x) { ... } content: { ...
    /// }` the trailing closure is the `onDismiss` handler.
    static func contentClosure(of call: FunctionCallExprSyntax, labels: [String]) -> ClosureExprSyntax? {
        closure(of: call, labels: labels) ?? call.trailingClosure
    }
}
