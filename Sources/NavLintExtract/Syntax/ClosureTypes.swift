import SwiftSyntax

/// The types of closures as written in declarations.
enum ClosureTypes {
    /// Whether a type is a closure's: `() -> Content`, also `@escaping` or `@ViewBuilder`, in parentheses, or
    /// optional (`(() -> Void)?`).
    static func isClosure(_ type: TypeSyntax) -> Bool {
        var current = type
        while true {
            if current.is(FunctionTypeSyntax.self) { return true }
            if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = unwrapped.wrappedType
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
                current = tuple.elements.first!.type
            } else {
                return false
            }
        }
    }
}
