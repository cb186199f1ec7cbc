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

    /// Whether `node`, a write of `property`, is in the `set:` closure of a binding made in place whose `get:` reads
    /// that property (`Binding(get: { model.sheet != nil }, set: { if !$0 { model.sheet = nil } })`): the binding
    /// mirrors the state for a presentation, and SwiftUI calls its setter as the presentation ends, so the write
    /// navigates nowhere. A setter that writes other state (a picker's choice closing a cover) is the user's.
    static func isInMirroringSetter(_ node: some SyntaxProtocol, writing property: String) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "set",
                argument.expression.is(ClosureExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                let getter = call.arguments.first { $0.label?.text == "get" }?.expression
                return getter?.tokens(viewMode: .sourceAccurate).contains { $0.text == property } ?? false
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
