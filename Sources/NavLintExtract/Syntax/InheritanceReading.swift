import SwiftSyntax

/// Reads what a type's declaration says it conforms to.
enum InheritanceReading {
    /// The names an inheritance clause lists, without a `SwiftUI.` prefix.
    static func names(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(
            clause?.inheritedTypes.map { type in
                let text = type.type.trimmedText
                return text.hasPrefix("SwiftUI.") ? String(text.dropFirst(8)) : text
            } ?? [])
    }
}
