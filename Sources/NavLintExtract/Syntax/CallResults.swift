import SwiftSyntax

/// What the code does with the value a call returns.
enum CallResults {
    /// Whether a call's result is read: a member of it (`coordinator.route(at: level)?.type`) or a name bound to it
    /// (`if let route = coordinator.route(at: level)`). Such a call asks; a call that navigates is a statement.
    static func isRead(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            node = parent
        }
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        guard parent.is(InitializerClauseSyntax.self), let holder = parent.parent else { return false }
        let pattern =
            holder.as(PatternBindingSyntax.self)?.pattern ?? holder.as(OptionalBindingConditionSyntax.self)?.pattern
        return pattern.map { !$0.is(WildcardPatternSyntax.self) } ?? false
    }
}
