import SwiftSyntax

extension SyntaxReading {
    /// `target = value`: a plain assignment, which the parser leaves unfolded as a sequence of operand, `=`,
    /// operand; nil for any other sequence (`a = b = c`, `a + b`, `x += 1`).
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }
}
