import SwiftSyntax

/// What makes a property a navigation path: its name (`path`, `navigationPath`), or a stack's `path:` bound to it.
enum PathNames {
    /// Whether a property's name says it is a navigation path (`path`, `navigationPath`), in any case.
    static func namesPath(_ name: String) -> Bool { NameText.containsIgnoringCase(name, "path") }

    /// Whether a receiver's name says it is a path (`path`, `router.navigationPath`), in any case.
    static func isPath(_ receiver: ExprSyntax) -> Bool { SyntaxReading.lastName(receiver).map(namesPath) == true }

    /// Whether a receiver is a path: its name says so, or it is one of `bound`, the properties a stack's `path:`
    /// is bound to (`routes` of `NavigationStack(path: $routes)`, `stack` of `$nav.stack`).
    static func isPath(_ receiver: ExprSyntax, bound: Set<String>) -> Bool {
        guard let name = SyntaxReading.lastName(receiver) else { return false }
        return namesPath(name) || bound.contains(name)
    }

    /// The value a call appends to its type's own path by the path's name (`path.append(value)`,
    /// `self.path.append(value)`); nil for any other call.
    static func ownAppend(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.arguments.count == 1, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.hasPlainName("append"), let base = member.base, isPath(base),
            SyntaxReading.ownMember(base) != nil
        else { return nil }
        return call.arguments.first?.expression
    }

    /// The last name of the property a stack's `path:` argument binds (`stack` of `NavigationStack(path:
    /// $nav.stack)`); nil for a stack without one.
    static func boundPath(of stack: FunctionCallExprSyntax) -> String? {
        guard let name = SyntaxReading.argument("path", of: stack).flatMap(SyntaxReading.lastName) else { return nil }
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
}
