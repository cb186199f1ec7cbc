import SwiftSyntax

/// Reads a container's root, column or tab that shows the view that an enum case, handed to another object's
/// method, maps to.
enum MappedSlotReader {
    /// `coordinator.build(page: .home)`, `router.view(for: .home)`, under modifiers: a method of another object
    /// handed one enum case, read as the view the case maps to rather than as a router's call (the view's own
    /// helpers are read as helpers).
    static func slot(of expression: ExprSyntax?, scanner: ViewScanner) -> ContentSlot? {
        guard let expression else { return nil }
        var current = expression
        var found: (call: FunctionCallExprSyntax, function: String)?
        while found == nil, let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            else { return nil }
            if base.is(FunctionCallExprSyntax.self) {
                current = base
            } else {
                found = (call, member.declName.baseName.plainName)
            }
        }
        guard let (call, function) = found, function.first?.isLowercase == true, call.arguments.count == 1,
            let argument = call.arguments.first, let (_, caseName) = SyntaxReading.enumCase(argument.expression)
        else { return nil }
        scanner.mappedCalls.insert(call.id)
        let key = "\(function)(\(argument.label?.plainName ?? "_"):)"
        return .mapped(MappedCase(key: key, caseName: caseName, location: scanner.location(call)))
    }
}
