import SwiftSyntax

/// Reads an assignment of an enum case to a property of the object being walked: `route = .detail(x)`,
/// `self.route = .detail(x)`, `self?.route = .detail(x)`.
enum StateWriteReader {
    static func write(_ node: SequenceExprSyntax, owner: String, location: () -> SwiftLocation) -> StateWrite? {
        guard node.elements.count == 3, let target = node.elements.first, let value = node.elements.last,
            node.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let (type, caseName) = SyntaxReading.enumCase(value), type == nil, isOwn(target),
            let property = SyntaxReading.lastName(target)
        else { return nil }
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
