import XCTest

@testable import NavLintExtract

/// The byte searches that read names say what Foundation's `contains` said of the same texts.
final class NameTextTests: XCTestCase {
    func testContainsIsExactAndFindsAPartAnywhere() {
        XCTAssertTrue(NameText.contains("(Binding<Bool>) -> some View", "->"))
        XCTAssertTrue(NameText.contains("@ViewBuilder", "ViewBuilder"))
        XCTAssertTrue(NameText.contains("os(iOS)", "os("))
        XCTAssertTrue(NameText.contains("`default`", "`"))
        XCTAssertTrue(NameText.contains("abc", ""))
        XCTAssertFalse(NameText.contains("viewbuilder", "ViewBuilder"))
        XCTAssertFalse(NameText.contains("-", "->"))
        XCTAssertFalse(NameText.contains("", "a"))
    }

    func testIgnoringCaseMatchesLettersInAnyCaseAndOtherBytesExactly() {
        XCTAssertTrue(NameText.containsIgnoringCase("appRouter", "router"))
        XCTAssertTrue(NameText.containsIgnoringCase("FULLSCREENCover", "fullscreen"))
        XCTAssertTrue(NameText.containsIgnoringCase("self.navigationPath", "path"))
        XCTAssertTrue(NameText.containsIgnoringCase("präsentSheet", "sheet"))
        XCTAssertFalse(NameText.containsIgnoringCase("pat_h", "path"))
        XCTAssertFalse(NameText.containsIgnoringCase("SHEEt{", "sheet["))
        XCTAssertFalse(NameText.containsIgnoringCase("router", "routers"))
    }

    func testAPrefixIgnoringCaseIsAtTheStartOnly() {
        XCTAssertTrue(NameText.hasPrefixIgnoringCase("PushDetail", "push"))
        XCTAssertTrue(NameText.hasPrefixIgnoringCase("replace", "replace"))
        XCTAssertFalse(NameText.hasPrefixIgnoringCase("doPush", "push"))
        XCTAssertFalse(NameText.hasPrefixIgnoringCase("pus", "push"))
    }
}
