import SwiftSyntax

/// Readings of a component's way back: a view built inside screens (a close button) whose `dismiss()` acts on
/// whichever screen builds it, unless the construction hands it a closure to call instead.
enum ComponentReading {
    /// Whether a construction hands the type a closure: a trailing closure or a closure argument.
    static func handsClosure(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
            || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    }

    /// Whether a construction hands on a stored closure of the building type (`CloseButton(onClose: onClose)`).
    static func forwardsClosure(_ call: FunctionCallExprSyntax, ownProperties: [String: TypeSyntax]) -> Bool {
        call.arguments.contains { argument in
            let name = SyntaxReading.lastName(argument.expression)
            return name.flatMap { ownProperties[$0] }.map(isFunction) ?? false
        }
    }

    /// Whether `node` runs only when a stored closure of the type is nil: it is in the `else` of an `if let`
    /// that binds one (`if let onClose { onClose() } else { dismiss() }`).
    static func runsOnlyWithoutClosure(_ node: some SyntaxProtocol, ownProperties: [String: TypeSyntax]) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(DeclSyntax.self) { return false }
            if let conditional = parent.as(IfExprSyntax.self), conditional.elseBody?.id == child.id,
                conditional.conditions.contains(where: { bindsClosure($0, ownProperties) })
            {
                return true
            }
            child = parent
        }
        return false
    }

    /// `let onClose`, `let onClose = onClose` or `let action = self.onClose` over a stored property whose type is
    /// a function.
    private static func bindsClosure(
        _ condition: ConditionElementSyntax, _ ownProperties: [String: TypeSyntax]
    ) -> Bool {
        guard case .optionalBinding(let binding) = condition.condition else { return false }
        let name =
            binding.initializer.flatMap { SyntaxReading.lastName($0.value) }
            ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName
        return name.flatMap { ownProperties[$0] }.map(isFunction) ?? false
    }

    /// Whether a type is a function's, optional or not: `(() -> Void)?`.
    private static func isFunction(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .arrow }
    }
}
