import SwiftSyntax

/// What SwiftUI's layout containers (`VStack`, `ZStack`, ...) lay out: a container that lays out one item beside
/// decorations shows that item.
enum LayoutContent {
    /// The one item a layout container's call lays out, once the items `decoration` accepts are set aside
    /// (`ZStack { Color.black; RootView() }` over backdrops → `RootView()`); nil for any other call, or for none or
    /// several items.
    static func soleItem(of call: FunctionCallExprSyntax, besides decoration: (ExprSyntax) -> Bool) -> ExprSyntax? {
        guard let type = SyntaxReading.constructedType(call), SyntaxReading.layoutContainers.contains(type),
            let closure = call.trailingClosure
        else { return nil }
        let laidOut = closure.statements.topExpressions.filter { !decoration($0) }
        return laidOut.count == 1 ? laidOut[0] : nil
    }

    /// What a layout container's call holds when it holds one statement and nothing else (`Group { switch ... }`,
    /// `VStack { if signedIn { ... } }`): the container is that statement. Nil for any other call.
    static func onlyStatement(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let type = SyntaxReading.constructedType(call), SyntaxReading.layoutContainers.contains(type),
            let closure = call.trailingClosure, closure.statements.count == 1
        else { return nil }
        return closure.statements.firstTopExpression
    }
}
