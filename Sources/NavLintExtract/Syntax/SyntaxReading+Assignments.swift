import SwiftSyntax

extension SyntaxReading {
    /// `target = value`: a plain assignment, which the parser leaves unfolded as a sequence of operand, `=`,
    /// operand; nil for any other sequence (`a = b = c`, `a + b`, `x += 1`).
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        // Read in place: copying the elements out cost an allocation on every three-part sequence.
        var elements = sequence.elements.makeIterator()
        guard let target = elements.next(), elements.next()?.is(AssignmentExprSyntax.self) == true,
            let value = elements.next(), elements.next() == nil
        else { return nil }
        return (target, value)
    }

    /// The object whose property an assigned expression is (`router` of `router.sheet`); nil for the view's own
    /// and for a type's static property (`Router.startingPoint`).
    static func otherObject(_ target: ExprSyntax) -> ExprSyntax? {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base, !isTypeName(base),
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        else { return nil }
        return base
    }
}
