import NavLintCore
import NavLintReporters
import XCTest

/// How `navlint coverage` reads a URL list, and how its reports show what the list holds.
final class CoverageTests: XCTestCase {
    private static let spec = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Home
        screen Home { push Product }
        screen Product(id: Int)
        route product "shop://products/{id:int}" -> Product
        route home "shop://home" -> Home

        """

    private func report(_ list: String) throws -> CoverageReport {
        let spec = try SpecReader.read(Array(Self.spec.utf8), format: .nav)
        return CoverageReport(resolver: LinkResolver(spec: spec), list: list)
    }

    func testLineEndsOfEveryKind() {
        let entries = CoverageReport.entries(
            of: "shop://home\r\nshop://products/1\rshop://products/2\nshop://products/3")
        XCTAssertEqual(
            entries.map(\.text), ["shop://home", "shop://products/1", "shop://products/2", "shop://products/3"])
        XCTAssertEqual(entries.map(\.line), [1, 2, 3, 4])
        XCTAssertTrue(entries.allSatisfy { $0.problem == nil })
        XCTAssertEqual(
            CoverageReport.entries(of: "a://b\r\n\r\nc://d\r\n").map(\.line), [1, 3],
            "CRLF counts one line, blank lines count too")
    }

    func testByteOrderMarkIsSkipped() {
        let entries = CoverageReport.entries(of: "\u{FEFF}shop://home\n")
        XCTAssertEqual(entries, [CoverageReport.Entry(line: 1, text: "shop://home", problem: nil)])
    }

    func testCommentsAndBlanks() {
        let entries = CoverageReport.entries(
            of: """
                  # a comment
                shop://products/1#reviews
                shop://products/2   # an old link
                shop://products/3\t#tab before the comment
                shop://products/4 old link
                \t
                """)
        XCTAssertEqual(
            entries.map(\.text),
            ["shop://products/1#reviews", "shop://products/2", "shop://products/3", "shop://products/4 old link"])
        XCTAssertEqual(entries.map(\.line), [2, 3, 4, 5])
        XCTAssertEqual(
            entries.map { $0.problem == nil }, [true, true, true, false], "a blank inside what is left is not a URL")
        XCTAssertTrue(entries[3].problem?.contains("blank") == true, entries[3].problem ?? "")
        let control = CoverageReport.entries(of: "shop://home\u{1B}[31m\n")
        XCTAssertTrue(control.first?.problem?.contains("U+001B") == true, "\(control)")
    }

    func testCountsOnlyValidURLs() throws {
        let report = try report(
            """
            \u{FEFF}shop://home\r
            shop://products/7  # from the newsletter\r
            shop://products/x old link\r
            shop://nowhere\r
            not a url\r

            """)
        XCTAssertEqual(report.routes.map(\.hits), [1, 1])
        XCTAssertEqual(report.unmatched, ["shop://nowhere"])
        XCTAssertEqual(report.invalid.map(\.line), [3, 5])
        XCTAssertEqual(report.urlCount, 3, "matched and unmatched URLs count; invalid lines do not")
        let text = CoverageWriter.write(report, format: .text, minimum: nil)
        XCTAssertTrue(text.hasPrefix("route coverage: 100% (2 of 2 routes hit by 3 URLs)"), text)
    }

    func testReportsShowNoControlCharacters() throws {
        let report = try report("shop://nowhere/\u{1B}]0;title\u{07}\nshop://\u{9B}x\n")
        for format in CoverageWriter.Format.allCases where format != .json {
            let output = CoverageWriter.write(report, format: format, minimum: nil)
            XCTAssertFalse(
                output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                "\(format): \(output)")
        }
        let text = CoverageWriter.write(report, format: .text, minimum: nil)
        XCTAssertTrue(text.contains(#"shop://nowhere/\u{1B}]0;title\u{7}"#), text)
    }
}
