import NavLintRules
import XCTest

/// The finding markers of a rule's triggering example: the text without them, and where each stood, in lines and
/// columns of Unicode scalars.
final class FindingMarkersTests: XCTestCase {
    func testMarkersAnywhereGiveTheirPlacesAndLeaveTheRestOfTheText() {
        let cases: [(example: String, text: String, places: [(Int, Int)])] = [
            ("", "", []),
            ("no marker\nat all", "no marker\nat all", []),
            ("↓start", "start", [(1, 1)]),
            ("end↓", "end", [(1, 4)]),
            ("↓", "", [(1, 1)]),
            ("a↓↓b", "ab", [(1, 2), (1, 2)]),
            ("one\n  ↓two ↓three\n↓", "one\n  two three\n", [(2, 3), (2, 7), (3, 1)]),
            ("café ↓é\u{301}x ↓🙂\n↓z", "café é\u{301}x 🙂\nz", [(1, 6), (1, 10), (2, 1)]),
        ]
        for (example, text, places) in cases {
            let found = RuleDescription.findingMarkers(in: example)
            XCTAssertEqual(found.text, text, example)
            XCTAssertEqual(found.text.unicodeScalars.elementsEqual(text.unicodeScalars), true, example)
            XCTAssertEqual(found.locations.map { [$0.line, $0.column] }, places.map { [$0.0, $0.1] }, example)
        }
    }
}
