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
        let closures = SyntaxReading.closures(of: node)
        // Most calls are no router's: the closures' content is read only for one whose names say it is.
        guard !closures.isEmpty, RouterCall.namesVerb(function) else { return nil }
        let call = RouterCall(function: function, receiver: receiver.trimmedText)
        guard call.isRouterMethod, let content = closures.lazy.compactMap(builtContent).first else { return nil }
        return .present(namedKind(of: node) ?? call.kind, .content(content, item: nil, local: false))
    }

    /// What a closure builds, when it builds a view: its first expression constructs one, or chooses among views
    /// (`if let plan { PlanView(plan: plan) } else { PlansView() }`); nil for any other closure.
    private static func builtContent(_ closure: ClosureExprSyntax) -> ContentShape? {
        if SyntaxReading.builtType(ExprSyntax(closure)) != nil { return handedContent(closure) }
        guard let first = closure.statements.firstTopExpression,
            first.is(IfExprSyntax.self) || first.is(SwitchExprSyntax.self)
        else { return nil }
        let shape = handedContent(closure)
        return shape.candidates.isEmpty ? nil : shape
    }

    /// What a closure handed to a router's method builds. No item is handed to it: a switch in it chooses among
    /// views by a value it captures (see ``ValueBranch``), it maps no route to them.
    static func handedContent(_ closure: ClosureExprSyntax) -> ContentShape {
        var shape = ContentReader.shape(of: closure)
        shape.switched = false
        return shape
    }

    /// The presentation a case handed to a router's method names (`style: .fullScreenCover`, `type:
    /// .bottomSheet`), nil when none names one.
    static func namedKind(of node: FunctionCallExprSyntax) -> EdgeKind? {
        node.arguments.lazy.compactMap { SyntaxReading.enumCase($0.expression)?.name }
            .compactMap(RouterCall.presentationKind).first
    }
}
