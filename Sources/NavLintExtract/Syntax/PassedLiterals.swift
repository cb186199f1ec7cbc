import SwiftSyntax

/// The enum cases a view's callers pass as literals for its parameters (`RowLink(.settings(.general))`): a case,
/// or a case with the case written inside it, `settings.general`, whose inner case the enum's view builder maps
/// (see ``SiteResolver``).
enum PassedLiterals {
    /// The literal an argument writes: `.profile` → `profile`, `.settings(.general)` → `settings.general`; nil for
    /// any other value.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let name = SyntaxReading.enumCase(expression)?.name else { return nil }
        return SyntaxReading.nestedCase(in: expression).map { "\(name).\($0)" } ?? name
    }

    /// What a literal passes for the parameter: its case, and with an inner case the literal as written too.
    static func cases(of literal: String?) -> [String] {
        guard let literal else { return [] }
        let outer = outerCase(of: literal)
        return outer == literal ? [literal] : [outer, literal]
    }

    /// The key of an argument without a label among a construction's arguments: its place (`#0`).
    static func positionalKey(_ index: Int) -> String { "#\(index)" }

    /// The parameter an argument's key is for: the one its label names, or the initialiser's parameter at the place
    /// a ``positionalKey(_:)`` stands for (nil where `positional` has none).
    static func parameter(forKey key: String, positional: [Int: String]) -> String? {
        guard key.first == "#", let place = Int(key.dropFirst()) else { return key }
        return positional[place]
    }

    /// The outer case of a literal: `settings.general` → `settings`.
    static func outerCase(of literal: String) -> String {
        literal.firstIndex(of: ".").map { String(literal[..<$0]) } ?? literal
    }

    /// The inner cases passed with `caseName` among `passed`: `general` of `settings.general`.
    static func innerCases(of caseName: String, among passed: Set<String>) -> [String] {
        passed.filter { $0.hasPrefix(caseName + ".") }.map { String($0.dropFirst(caseName.count + 1)) }.sorted()
    }
}
