import NavLintCore
import NavLintTestSupport
import XCTest

/// The `screenshot` key: read from JSON and the DSL, written back by both writers.
final class ScreenshotKeyTests: XCTestCase {
    private let dsl = """
        navgraph 1
        root Home

        screen Home {
          swift "HomeView"
          screenshot "Screens/home.png"
        }

        dialog Confirm { screenshot "Screens/confirm dialog.jpg" }

        """

    func testTheDSLReadsAndWritesIt() throws {
        let spec = try XCTUnwrap(readDSL(dsl))
        XCTAssertEqual(spec.models.map { $0.screenshot?.value }, ["Screens/home.png", "Screens/confirm dialog.jpg"])
        XCTAssertEqual(spec.models[0].screenshot?.location, SourceLocation(line: 6, column: 14))
        XCTAssertEqual(NavDSLWriter.write(spec), dsl)
    }

    func testJSONReadsAndWritesIt() throws {
        let spec = try XCTUnwrap(readDSL(dsl))
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains(#""swift": "HomeView",\#n      "screenshot": "Screens/home.png""#), json)
        let again = try JSONSpecReader.read(Array(json.utf8))
        XCTAssertEqual(again.models.map { $0.screenshot?.value }, spec.models.map { $0.screenshot?.value })
        XCTAssertEqual(NavDSLWriter.write(again), dsl)
    }

    func testAnEmptyOrRepeatedKeyIsAnError() {
        XCTAssertThrowsError(
            try JSONSpecReader.read(
                Array(#"{"navgraph":1,"root":"A","models":[{"id":"A","kind":"screen","screenshot":""}]}"#.utf8)))
        XCTAssertThrowsError(
            try NavDSLReader.read("navgraph 1\nroot A\nscreen A {\n  screenshot \"a.png\"\n  screenshot \"b.png\"\n}\n")
        )
        XCTAssertThrowsError(try NavDSLReader.read("navgraph 1\nroot A\nscreen A {\n  screenshot 3\n}\n"))
    }
}
