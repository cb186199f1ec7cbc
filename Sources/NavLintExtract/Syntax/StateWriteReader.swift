import SwiftSyntax

/// Reads an assignment of an enum case to a property of the object being walked: `route = .detail(x)`,
/// `self.route = .detail(x)`, `self?.route = .detail(x)`; and of `true` or `false` (`isSignedIn = false`), which
/// only a switched root over the flag reads.
enum StateWriteReader {
    static func write(_ node: SequenceExprSyntax, owner: String, location: () -> SwiftLocation) -> StateWrite? {
        guard let (target, value) = SyntaxReading.assignment(node), isOwn(target),
            let property = SyntaxReading.lastName(target)
        else { return nil }
        if let flag = SyntaxReading.flagCase(value) {
            var write = StateWrite(owner: owner, property: property, caseName: flag, location: location())
            write.isFlag = true
            return write
        }
        guard let (type, caseName) = SyntaxReading.enumCase(value), type == nil else { return nil }
        return StateWrite(owner: owner, property: property, caseName: caseName, location: location())
    }

    /// `name`, `self.name` or `self?.name`.
    private static func isOwn(_ target: ExprSyntax) -> Bool {
        if target.is(DeclReferenceExprSyntax.self) { return true }
        guard var base = target.as(MemberAccessExprSyntax.self)?.base else { return false }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
