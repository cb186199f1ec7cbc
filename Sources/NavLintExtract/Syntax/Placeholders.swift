import SwiftSyntax

/// SwiftUI's views that stand in while content loads or is missing (`ProgressView()`, `EmptyView()`): never a
/// screen of the sources.
enum Placeholders {
    private static let names: Set<String> = [
        "Text", "ProgressView", "EmptyView", "ContentUnavailableView", "Color", "Spacer",
    ]

    /// Whether an expression is one of SwiftUI's placeholders, under modifiers.
    static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        SyntaxReading.coreCall(of: expression).flatMap(SyntaxReading.constructedType).map(names.contains) ?? false
    }
}
