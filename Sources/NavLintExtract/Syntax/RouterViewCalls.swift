import SwiftSyntax

/// `coordinator.present { SettingsView() }`: a router's method (its name and its receiver's say navigation)
/// handed a closure that builds a view presents that view, of the kind the method's name says, or that a case it
/// is handed names (`style: .fullScreenCover`). The closure is the presented view's content, not the content of
/// the view that makes the call.
enum RouterViewCalls {
    static func presentation(
        _ node: FunctionCallExprSyntax, function: String, receiver: ExprSyntax
    ) -> NavSite.Action? {
        let closures =
            [node.trailingClosure].compactMap { $0 } + node.additionalTrailingClosures.map(\.closure)
            + node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        guard let content = closures.first(where: { SyntaxReading.builtType(ExprSyntax($0)) != nil }) else {
            return nil
        }
        let call = RouterCall(function: function, receiver: receiver.trimmedText)
        guard call.isRouterMethod else { return nil }
        let named = node.arguments.lazy.compactMap { SyntaxReading.enumCase($0.expression)?.name }
            .compactMap(RouterCall.presentationKind).first
        return .present(named ?? call.kind, .content(ContentReader.shape(of: content), item: nil, local: false))
    }
}
