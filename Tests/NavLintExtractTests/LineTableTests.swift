import SwiftParser
import SwiftSyntax
import XCTest

@testable import NavLintExtract

/// The extractor's line table gives every location as the compiler counts it: line ends `\n`, `\r\n` and `\r`,
/// columns in UTF-8 bytes.
final class LineTableTests: XCTestCase {
    func testLinesAndColumnsOfEveryKindOfLineEnd() {
        let table = LineTable("ab\ncd\r\nef\rgh\u{E9}i\n\nj")
        let expected: [(offset: Int, line: Int, column: Int)] = [
            (0, 1, 1), (2, 1, 3), (3, 2, 1), (5, 2, 3), (6, 2, 4), (7, 3, 1), (10, 4, 1), (12, 4, 3), (14, 4, 5),
            (16, 5, 1), (17, 6, 1),
        ]
        for (offset, line, column) in expected {
            let found = table.location(ofOffset: offset)
            XCTAssertEqual([found.line, found.column], [line, column], "offset \(offset)")
        }
    }

    func testAnEmptyTextIsOneLine() {
        let found = LineTable("").location(ofOffset: 0)
        XCTAssertEqual([found.line, found.column], [1, 1])
    }

    /// Every token of the fixtures, also with `\r\n` and `\r` line ends: where swift-syntax's converter puts it.
    func testEveryTokenOfTheFixturesIsWhereSwiftSyntaxPutsIt() throws {
        let texts = try (Fixtures.sources("ShopApp") + Fixtures.sources("Idioms")).map(\.text)
        for text in texts + texts.prefix(3).map({ $0.replacingOccurrences(of: "\n", with: "\r\n") })
            + texts.prefix(3).map({ $0.replacingOccurrences(of: "\n", with: "\r") })
        {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "f", tree: tree)
            let table = LineTable(text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let position = token.positionAfterSkippingLeadingTrivia
                let expected = converter.location(for: position)
                let found = table.location(ofOffset: position.utf8Offset)
                XCTAssertEqual([found.line, found.column], [expected.line, expected.column])
            }
        }
    }
}
