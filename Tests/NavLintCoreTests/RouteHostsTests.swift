import NavLintCore
import XCTest

/// `links.anyHost`, wildcard hosts and ignored placeholders in the route rules, the readers and writers.
final class RouteHostsTests: XCTestCase {
    private let dsl = """
        navgraph 1
        links scheme shop, host "*.example.com", anyHost
        root Home
        screen Home(id: Int?)
        route any "https://{_instance}/@{_user}" -> Home
        route wild "https://*.shop.example.com/x" -> Home
        route exact "https://www.example.com/{id:int}.json" -> Home
        route other "https://example.org/x" -> Home

        """

    private func messages(_ spec: Spec, rule: String) -> [String] {
        Analysis(spec: spec, file: "a.nav").diagnostics().filter { $0.rule == rule }.map(\.message)
    }

    func testDeclaredWildcardsAndAnyHostCoverTheirRoutes() throws {
        let spec = try NavDSLReader.read(dsl)
        XCTAssertEqual(spec.links?.anyHost, true)
        XCTAssertEqual(
            messages(spec, rule: "undeclared-link"),
            [
                "route other uses the host example.org, which links does not declare"
            ])
        XCTAssertEqual(messages(spec, rule: "route-param-unused"), [])
        var withoutAnyHost = spec
        withoutAnyHost.links?.anyHost = false
        XCTAssertEqual(
            messages(withoutAnyHost, rule: "undeclared-link").first,
            "route any uses any host, which needs links.anyHost, and which links does not declare"
        )
    }

    func testAnyHostRoundTripsThroughBothFormats() throws {
        let spec = try NavDSLReader.read(dsl)
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains(#""anyHost": true"#), json)
        XCTAssertEqual(NavDSLWriter.write(try JSONSpecReader.read(Array(json.utf8))), NavDSLWriter.write(spec))
        XCTAssertTrue(NavDSLWriter.write(spec).contains("anyHost"))
    }

    func testAStarOtherThanTheFirstLabelIsASchemaError() {
        let json =
            #"{"navgraph": 1, "links": {"hosts": ["a.*.com"]}, "root": "A", "models": [{"id": "A", "kind": "screen"}]}"#
        XCTAssertThrowsError(try JSONSpecReader.read(Array(json.utf8))) { error in
            XCTAssertTrue("\(error)".contains("'*' is only allowed as the first label"), "\(error)")
        }
        XCTAssertThrowsError(try NavDSLReader.read("navgraph 1\nlinks host \"x*.com\"\nroot A\nscreen A\n"))
    }

    func testOwnLinksUnderAWildcardMustMatchARoute() throws {
        let spec = try NavDSLReader.read(
            """
            navgraph 1
            links host "*.example.com", anyHost
            root Home
            screen Home {
              openURL "https://a.example.com/nothing"
              openURL "https://elsewhere.org/nothing"
            }
            route r "https://{h}/x" -> Home

            """)
        XCTAssertEqual(messages(spec, rule: "internal-link-unmatched").count, 1)
    }
}
