import Foundation
import NavLintCore
import NavLintReporters
import NavLintTestSupport
import XCTest

/// Every reporter over the tricky and the empty report, compared byte for byte with the files in
/// `Golden/`. Run with `NAVLINT_UPDATE_GOLDEN=1` to write the files from the current output instead.
final class GoldenTests: XCTestCase {
    func testTextReport() throws {
        try assertGolden(ReportFormat.text.reporter(Fixtures.options), "tricky.txt", "empty.txt")
    }

    func testColoredTextReport() throws {
        var options = Fixtures.options
        options.colorize = true
        try assertGolden(ReportFormat.text.reporter(options), "tricky-color.txt", "empty-color.txt")
    }

    func testQuietTextReport() throws {
        var options = Fixtures.options
        options.quiet = true
        try assertGolden(ReportFormat.text.reporter(options), "tricky-quiet.txt", nil)
        XCTAssertEqual(ReportFormat.text.reporter(options).render(Fixtures.empty), "")
    }

    func testJSONReport() throws {
        try assertGolden(ReportFormat.json.reporter(Fixtures.options), "tricky.json", "empty.json")
    }

    func testSARIFReport() throws {
        try assertGolden(ReportFormat.sarif.reporter(Fixtures.options), "tricky.sarif", "empty.sarif")
    }

    func testGitHubReport() throws {
        try assertGolden(ReportFormat.github.reporter(Fixtures.options), "tricky.github.txt", nil)
        XCTAssertEqual(ReportFormat.github.reporter(Fixtures.options).render(Fixtures.empty), "")
    }

    func testJUnitReport() throws {
        try assertGolden(ReportFormat.junit.reporter(Fixtures.options), "tricky.junit.xml", "empty.junit.xml")
    }

    func testCheckstyleReport() throws {
        try assertGolden(
            ReportFormat.checkstyle.reporter(Fixtures.options), "tricky.checkstyle.xml", "empty.checkstyle.xml")
    }

    func testMarkdownReport() throws {
        try assertGolden(ReportFormat.markdown.reporter(Fixtures.options), "tricky.md", "empty.md")
    }

    func testCappedMarkdownReport() throws {
        try assertGolden(MarkdownReporter(rowLimit: 2), "tricky-capped.md", nil)
    }

    func testEveryFormatIsDeterministicAndEndsWithANewline() {
        for format in ReportFormat.allCases {
            let reporter = format.reporter(Fixtures.options)
            let first = reporter.render(Fixtures.tricky)
            let shuffled = LintReport(
                diagnostics: Fixtures.tricky.diagnostics.reversed(), files: Fixtures.tricky.files, rules: Fixtures.rules
            )
            XCTAssertEqual(first, reporter.render(shuffled), "\(format)")
            XCTAssertTrue(first.hasSuffix("\n"), "\(format)")
            XCTAssertFalse(first.hasSuffix("\n\n"), "\(format)")
        }
    }

    func testFormatNamesAreTheNormativeOnes() {
        XCTAssertEqual(
            ReportFormat.allCases.map(\.rawValue),
            ["text", "json", "sarif", "github", "junit", "checkstyle", "markdown"])
    }

    // MARK: Golden files

    private func assertGolden(
        _ reporter: any Reporter, _ trickyName: String, _ emptyName: String?, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try assertGolden(reporter.render(Fixtures.tricky), named: trickyName, file: file, line: line)
        if let emptyName {
            try assertGolden(reporter.render(Fixtures.empty), named: emptyName, file: file, line: line)
        }
    }

    private func assertGolden(_ output: String, named name: String, file: StaticString, line: UInt) throws {
        try Golden.assertMatches(output, named: name, in: .module, file: file, line: line)
    }
}
