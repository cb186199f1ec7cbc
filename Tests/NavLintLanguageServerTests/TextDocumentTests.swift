import NavLintCore
import XCTest

@testable import NavLintLanguageServer

final class TextDocumentTests: XCTestCase {
    func testUTF16PositionsAroundWideCharacters() {
        // "é" is one UTF-16 unit and two UTF-8 bytes; "😀" is two units and four bytes.
        let document = TextDocument("aé😀b\nsecond")
        XCTAssertEqual(document.offset(of: Position(line: 0, character: 2)), 3)
        XCTAssertEqual(document.offset(of: Position(line: 0, character: 4)), 7)
        XCTAssertEqual(document.position(ofOffset: 7), Position(line: 0, character: 4))
        XCTAssertEqual(document.position(ofOffset: 9), Position(line: 1, character: 0))
        // Inside the surrogate pair: rounds down to the character.
        XCTAssertEqual(document.offset(of: Position(line: 0, character: 3)), 3)
        // Past the line's end: the line's end; past the last line: nothing.
        XCTAssertEqual(document.offset(of: Position(line: 0, character: 99)), 8)
        XCTAssertNil(document.offset(of: Position(line: 5, character: 0)))
    }

    func testSpecLocationsCountScalars() {
        let document = TextDocument("x😀yz\r\nab\rcd")
        XCTAssertEqual(document.offset(of: SourceLocation(line: 1, column: 3)), 5)
        XCTAssertEqual(document.location(ofOffset: 5), SourceLocation(line: 1, column: 3))
        XCTAssertEqual(document.offset(of: SourceLocation(line: 2, column: 2)), 10)
        XCTAssertEqual(document.offset(of: SourceLocation(line: 3, column: 1)), 12)
        XCTAssertEqual(document.lineCount, 3)
        XCTAssertEqual(document.position(ofOffset: 5), Position(line: 0, character: 3))
    }

    func testIncrementalReplacement() {
        var document = TextDocument("screen A\nscreen B\n")
        let start = document.offset(of: Position(line: 1, character: 7))!
        document.replace(TextRange(start: start, end: start + 1), with: "Cé\nscreen D")
        XCTAssertEqual(document.text, "screen A\nscreen Cé\nscreen D\n")
        XCTAssertEqual(document.lineCount, 4)
        document.replace(nil, with: "new")
        XCTAssertEqual(document.text, "new")
        XCTAssertEqual(document.lineCount, 1)
    }

    func testTokenAndElementExtents() {
        let text = "screen Home {\n  push Product \"open\"\n}\nroute r \"a://b\" -> Home\n"
        let document = TextDocument(text)
        let extent = TokenExtent(document: document, format: .nav)
        XCTAssertEqual(extent.token(at: 7), TextRange(start: 7, end: 11))
        let element = extent.element(at: 0)
        XCTAssertEqual(
            String(decoding: document.bytes[element.start..<element.end], as: UTF8.self),
            "screen Home {\n  push Product \"open\"\n}")
        let route = text.utf8.count - "route r \"a://b\" -> Home\n".utf8.count
        XCTAssertEqual(extent.element(at: route).end, text.utf8.count - 1)
        let pattern = route + 8
        XCTAssertEqual(extent.element(at: pattern), TextRange(start: pattern, end: pattern + 7))
        let json = TextDocument(#"{"models": [{"id": "A", "x": [1, "]"]}]}"#)
        let jsonExtent = TokenExtent(document: json, format: .json)
        XCTAssertEqual(jsonExtent.element(at: 12), TextRange(start: 12, end: 38))
        XCTAssertEqual(jsonExtent.token(at: 19), TextRange(start: 20, end: 21))
    }
}
