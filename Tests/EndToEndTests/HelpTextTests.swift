import XCTest

/// `--help` reads as prose: a paragraph is wrapped to the terminal's width by the argument parser, not broken
/// where the source text happened to end a line.
final class HelpTextTests: XCTestCase {
    private static let commands = [
        [], ["check"], ["render"], ["resolve"], ["coverage"], ["examples"], ["fmt"], ["rules"], ["diff"],
        ["gen", "swift"], ["extract"], ["lsp"],
    ]

    func testNoParagraphOfTheHelpIsBrokenBeforeTheWidth() throws {
        for command in Self.commands {
            let result = try NavLintRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
            XCTAssertEqual(result.status, 0, "navlint \(command.joined(separator: " ")) --help")
            let early = Self.earlyBreaks(in: result.stdout)
            XCTAssertEqual(early, [], "navlint \(command.joined(separator: " ")) --help breaks lines early")
        }
    }

    /// The lines of the overview and discussion after which the next line's first word would still have fit:
    /// the argument parser wraps greedily to lines shorter than the width, so such a break comes from a line end
    /// inside the help text.
    static func earlyBreaks(in help: String, width: Int = 80) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prose = lines.prefix { !$0.hasPrefix("USAGE:") }
        var early: [String] = []
        for (line, next) in zip(prose, prose.dropFirst()) where !line.isEmpty && !next.isEmpty {
            let nextText = next.drop { $0 == " " }
            guard !nextText.hasPrefix("-"), let word = nextText.split(separator: " ").first else { continue }
            if line.count + 1 + word.count < width { early.append(line) }
        }
        return early
    }
}
