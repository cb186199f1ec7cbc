import NavLintCore
import XCTest

final class DottedReferenceTests: XCTestCase {
    func testSplitsAtTheFirstDot() throws {
        let (owner, part) = try XCTUnwrap(DottedReference.split("Tabs.home"))
        XCTAssertEqual(owner, "Tabs")
        XCTAssertEqual(part, "home")
        let (first, rest) = try XCTUnwrap(DottedReference.split("a.b.c"))
        XCTAssertEqual(first, "a")
        XCTAssertEqual(rest, "b.c")
    }

    func testAnEmptySideStaysEmpty() throws {
        let (owner, part) = try XCTUnwrap(DottedReference.split(".x"))
        XCTAssertEqual(owner, "")
        XCTAssertEqual(part, "x")
    }

    func testAReferenceWithoutADotIsNoPart() {
        XCTAssertNil(DottedReference.split("Home"))
    }
}
