import NavLintCore
import XCTest

/// Route rules on details the rule examples do not show: positions inside escaped patterns, links of
/// the app's own scheme that no single route takes.
final class RouteRuleDetailsTests: XCTestCase {
    private func findings(json: String, rule: String) throws -> [Diagnostic] {
        let spec = try JSONSpecReader.read(Array(json.utf8))
        return Analysis(spec: spec, file: "a.navgraph.json").diagnostics().filter { $0.rule == rule }
    }

    func testPatternColumnsCountEscapesAsWritten() throws {
        // `\/` takes two columns and `\u00e9` six: the error must point at `nope` as written.
        let line = #"{"id": "r", "pattern": "shop:\/\/q\/caf\u00e9\/{x:nope}", "target": "A"}"#
        let json =
            #"{"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "A", "models": [{"id": "A", "kind": "screen"}], "routes": ["#
            + "\n" + line + "]}"
        let found = try findings(json: json, rule: "invalid-pattern")
        XCTAssertEqual(found.count, 1)
        let column = try XCTUnwrap(line.range(of: "nope")).lowerBound.utf16Offset(in: line) + 1
        XCTAssertEqual(found.first?.location, SourceLocation(line: 2, column: column))

        let dsl = #"route r "shop:\/\/q\/caf\u00e9\/{x:nope}" -> A"#
        let spec = try NavDSLReader.read("navgraph 1\nlinks scheme shop\nroot A\nscreen A\n" + dsl + "\n")
        let fromDSL = Analysis(spec: spec, file: "a.nav").diagnostics().filter {
            $0.rule == "invalid-pattern"
        }
        let dslColumn = try XCTUnwrap(dsl.range(of: "nope")).lowerBound.utf16Offset(in: dsl) + 1
        XCTAssertEqual(fromDSL.map(\.location), [SourceLocation(line: 5, column: dslColumn)])
    }

    func testOwnLinksThatTieOrDoNotParseAreReported() throws {
        let json = """
            {"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "A",
             "models": [{"id": "A", "kind": "screen", "edges": [
               {"via": "openURL", "url": "shop://d?id=1&name=x"},
               {"via": "openURL", "url": "shop://%zz"},
               {"via": "openURL", "url": "https://example.org/%zz"}]}],
             "routes": [{"id": "byID", "pattern": "shop://d?id={id:int}", "target": "A"},
                        {"id": "byName", "pattern": "shop://d?name={n}", "target": "A"}]}
            """
        let found = try findings(json: json, rule: "internal-link-unmatched")
        XCTAssertEqual(found.count, 2, found.map(\.message).description)
        XCTAssertTrue(
            found.contains { $0.message.contains("routes byID and byName tie on it") }, found.map(\.message).description
        )
        XCTAssertTrue(found.contains { $0.message.contains("is not a valid URL") }, found.map(\.message).description)
    }
}
