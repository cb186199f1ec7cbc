import NavLintCore
import SwiftSyntax

/// The text of a `#if os(...)` branch and the platforms it is compiled for.
struct PlatformRegion: Sendable {
    var start: SwiftLocation
    var end: SwiftLocation
    var platforms: Set<Platform>

    func contains(_ location: SwiftLocation) -> Bool { start <= location && location <= end }
}

/// Reads the platforms of the branches of a `#if`: `os(iOS)`, `!os(watchOS)`, `os(iOS) || os(macOS)`,
/// `os(iOS) && !os(tvOS)`, and `#else` as every platform the branches before it leave out. `os(iOS)` holds on
/// iPadOS too. A condition that asks anything else (`canImport`, `targetEnvironment`, a flag) gives that
/// branch, and every branch after it, no platforms.
enum PlatformBranches {
    /// The branches of `#if os(...)` whose platforms can be read, as regions of the file; a note at each branch whose
    /// platforms cannot be told (every branch is kept). Nothing for an `#if` that does not ask about the system.
    static func regions(
        of node: IfConfigDeclSyntax, lines: LineTable, file: String
    ) -> (regions: [PlatformRegion], notes: [ExtractionNote]) {
        guard let platforms = platforms(of: node.clauses) else { return ([], []) }
        var regions: [PlatformRegion] = []
        var notes: [ExtractionNote] = []
        for (clause, platforms) in zip(node.clauses, platforms) {
            let start = clause.swiftLocation(lines, file: file)
            guard let platforms else {
                let written = clause.condition.map { "\(clause.poundKeyword.text) \($0.trimmedText)" } ?? "#else"
                notes.append(
                    ExtractionNote(
                        .note,
                        "\(written): every branch kept; extract cannot tell its platforms, so say them in the spec",
                        at: start))
                continue
            }
            let (line, column) = lines.location(ofOffset: clause.endPositionBeforeTrailingTrivia.utf8Offset)
            regions.append(
                PlatformRegion(
                    start: start, end: SwiftLocation(file: file, line: line, column: column), platforms: platforms))
        }
        return (regions, notes)
    }

    /// The platforms of each clause in order (nil where the condition cannot be read), or nil when no
    /// clause asks about the operating system.
    static func platforms(of clauses: IfConfigClauseListSyntax) -> [Set<Platform>?]? {
        guard clauses.contains(where: { NameText.contains($0.condition?.trimmedText ?? "", "os(") }) else {
            return nil
        }
        var taken: Set<Platform> = []
        var readable = true
        return clauses.map { clause in
            guard readable else { return nil }
            guard let condition = clause.condition else { return Set(Platform.allCases).subtracting(taken) }
            guard let platforms = self.platforms(in: condition) else {
                readable = false
                return nil
            }
            taken.formUnion(platforms)
            return platforms
        }
    }

    /// `os(A)`, `!c`, `(c)`, and `||` and `&&` between such conditions (`&&` binding tighter) as platforms, or
    /// nil for any other condition.
    private static func platforms(in condition: ExprSyntax) -> Set<Platform>? {
        if let call = condition.as(FunctionCallExprSyntax.self) {
            guard call.calledExpression.trimmedText == "os", call.arguments.count == 1,
                let name = call.arguments.first?.expression.trimmedText
            else { return nil }
            return swiftPlatforms[name]
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return platforms(in: negation.expression).map { Set(Platform.allCases).subtracting($0) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first?.expression
        {
            return platforms(in: inner)
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        var result: Set<Platform> = []
        var conjunction: Set<Platform>?
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "||":
                    result.formUnion(conjunction ?? [])
                    conjunction = nil
                case "&&": continue
                default: return nil
                }
            } else {
                guard let platforms = platforms(in: element) else { return nil }
                conjunction = conjunction?.intersection(platforms) ?? platforms
            }
        }
        return result.union(conjunction ?? [])
    }

    /// The names `os(...)` takes, as the format's platforms.
    private static let swiftPlatforms: [String: Set<Platform>] = [
        "iOS": [.iOS, .iPadOS], "macOS": [.macOS], "OSX": [.macOS], "watchOS": [.watchOS], "tvOS": [.tvOS],
        "visionOS": [.visionOS], "xrOS": [.visionOS],
    ]
}
