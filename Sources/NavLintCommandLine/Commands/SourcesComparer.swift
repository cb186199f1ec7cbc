import NavLintCore
import NavLintLanguageServer

/// What `check` compares specs with Swift code through (`--sources`, `sources:` in .navlint.yml): the full
/// navlint reads the code with swift-syntax; navlint-spec, the slim tool the SwiftPM plugins run, has no
/// Swift parser.
package protocol SourcesComparer {
    /// A comparer that reads Swift files of at most `maximumFileSize` bytes.
    init(maximumFileSize: Int)

    /// How to compare a spec with the Swift code at `paths`, or nil when this tool cannot read Swift code.
    mutating func comparison(withCodeAt paths: [String]) throws(CommandFailure) -> DriftComparer?
}

/// Compares one spec's analysis with the code that was read for it.
package typealias DriftComparer = (Analysis) -> DriftComparison

/// The comparer of a tool without a Swift parser: it compares nothing.
package struct WithoutSwiftParser: SourcesComparer {
    package init(maximumFileSize: Int) {}

    package func comparison(withCodeAt paths: [String]) -> DriftComparer? { nil }
}

/// What the language server reads from the Swift code a configuration's `sources:` names: where its types are
/// declared (go to definition) and the comparison of the drift rules (diagnostics, as `check` gives them). The full
/// navlint reads the code with swift-syntax; navlint-spec, without a Swift parser, reads nothing.
package protocol SwiftCodeReader: Sendable {
    init()

    /// By type name, where the Swift files at `paths` declare each type (absolute paths); empty when this tool
    /// cannot read Swift code. Called from the analysis thread.
    func declarations(inCodeAt paths: [String]) -> [String: SwiftDeclaration]

    /// How to compare a spec with the code at `paths`, read from the analysis thread, or why it cannot be read;
    /// nil when this tool cannot read Swift code.
    func drift(withCodeAt paths: [String]) -> DocumentSettings.DriftResult?
}

extension WithoutSwiftParser: SwiftCodeReader {
    package init() {}

    package func declarations(inCodeAt paths: [String]) -> [String: SwiftDeclaration] { [:] }

    package func drift(withCodeAt paths: [String]) -> DocumentSettings.DriftResult? { nil }
}
