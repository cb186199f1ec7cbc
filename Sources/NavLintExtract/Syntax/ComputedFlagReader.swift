import SwiftSyntax

/// Reads a computed `Bool` property that compares a stored property with an enum case into a ``ComputedFlag``:
/// `var isLoggedIn: Bool { userState == .loggedIn }`, `self.state != .idle`, `.ready == phase`, also written
/// with `return` or a `get` accessor.
enum ComputedFlagReader {
    /// The flag `decl` declares in `owner`; nil for any other declaration.
    static func flag(_ decl: VariableDeclSyntax, owner: String) -> ComputedFlag? {
        guard decl.bindings.count == 1, let binding = decl.bindings.first,
            binding.typeAnnotation?.type.trimmedText == "Bool", binding.accessorBlock != nil,
            let (name, expression) = SyntaxReading.helperBody(DeclSyntax(decl)),
            let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
        else { return nil }
        let elements = Array(sequence.elements)
        guard let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation == "==" || operation == "!="
        else { return nil }
        for (property, value) in [(elements[0], elements[2]), (elements[2], elements[0])] {
            guard let stored = SyntaxReading.ownMember(property), let (type, caseName) = SyntaxReading.enumCase(value),
                type == nil
            else { continue }
            return ComputedFlag(
                owner: owner, flag: name, stored: stored, caseName: caseName, holdsForCase: operation == "==")
        }
        return nil
    }
}
