import NavLintCore
import SwiftSyntax

/// `coordinator.present { SettingsView() }`: a router's method (its name and its receiver's say navigation)
/// handed a closure that builds a view presents that view, of the kind the method's name says, or that a case it
/// is handed names (`style: .fullScreenCover`). The closure is the presented view's content, not the content of
/// the view that makes the call.
enum RouterViewCalls {
    static func presentation(
        _ node: FunctionCallExprSyntax, function: String, receiver: ExprSyntax
    ) -> NavSite.Action? {
        guard
            let content = SyntaxReading.closures(of: node).first(where: {
                SyntaxReading.builtType(ExprSyntax($0)) != nil
            })
        else {
            return nil
        }
        let call = RouterCall(function: function, receiver: receiver.trimmedText)
        guard call.isRouterMethod else { return nil }
        return .present(
            namedKind(of: node) ?? call.kind, .content(ContentReader.shape(of: content), item: nil, local: false))
    }

    /// The presentation a case handed to a router's method names (`style: .fullScreenCover`, `type:
    /// .bottomSheet`), nil when none names one.
    static func namedKind(of node: FunctionCallExprSyntax) -> EdgeKind? {
        node.arguments.lazy.compactMap { SyntaxReading.enumCase($0.expression)?.name }
            .compactMap(RouterCall.presentationKind).first
    }
}
