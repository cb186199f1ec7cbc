import Foundation
import NavLintCore
import XCTest

@testable import NavLintRender

final class ReviewPageTests: XCTestCase {
    private func page(_ spec: Spec, options: DiagramOptions = DiagramOptions()) -> ReviewPage {
        ReviewPage(resolver: LinkResolver(spec: spec), options: options, drawing: .overBudget(reason: "too large"))
    }

    /// The spec with hostile text where the spec allows free text: the app name, titles, labels and patterns.
    private var hostile: Spec {
        var spec = Fixtures.shop
        spec.app = Fixtures.loc("</script><script>window.pwned = 1</script>")
        spec.models[2] = Fixtures.screen(
            "Start", title: "<img src=x onerror=alert(1)> \"onload=\"x\" \u{2028}<!--",
            [Fixtures.edge(.switch, to: .switchCase(Fixtures.loc("App.loggedIn")), label: "</SCRIPT><b>")])
        spec.routes.append(Fixtures.route("tag", "shop://t/%3Cscript%3E/{name}", "Start"))
        return spec
    }

    /// The JSON block of a page, its escapes undone by a JSON parser.
    private func embeddedData(_ html: String) throws -> [String: Any] {
        let opening = "<script type=\"application/json\" id=\"navlint-data\">"
        let start = try XCTUnwrap(html.range(of: opening))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    func testSpecTextIsNeverMarkup() throws {
        let html = page(hostile).html()
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the page's two script blocks end")
        XCTAssertEqual(html.lowercased().components(separatedBy: "<script").count - 1, 2)
        for fragment in ["<img", "<b>", "<!--", "\u{2028}"] {
            XCTAssertFalse(html.contains(fragment), "spec text \(fragment) reached the page as markup")
        }
        let data = try embeddedData(html)
        XCTAssertEqual(data["app"] as? String, "</script><script>window.pwned = 1</script>")
        let models = try XCTUnwrap(data["models"] as? [[String: Any]])
        XCTAssertEqual(models[2]["title"] as? String, "<img src=x onerror=alert(1)> \"onload=\"x\" \u{2028}<!--")
    }

    func testSameInputSameBytes() {
        XCTAssertEqual(page(Fixtures.shop).html(), page(Fixtures.shop).html())
    }

    func testThePageLoadsNothing() {
        let html = page(Fixtures.shop).html()
        XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        for reference in [" src=", " href=", "url(", "@import", "fetch(", "XMLHttpRequest", "<link"] {
            XCTAssertFalse(html.contains(reference), "the page refers to \(reference)")
        }
    }

    func testScriptTextEscapesWhatCouldEndTheBlock() {
        XCTAssertEqual(
            ScriptText.json("\"</script><!-- & \u{2028}\u{2029}\""),
            "\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029\"")
    }

    func testTheDrawingKeepsGraphvizSVGAndNamesItsModels() throws {
        let diagram = try DiagramBuilder(options: DiagramOptions()).build(Fixtures.shop)
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<svg width=\"10pt\"><g id=\"model&#45;Home\"></g></svg>\n"
        let html = ReviewPage(
            resolver: LinkResolver(spec: Fixtures.shop), options: DiagramOptions(),
            drawing: .diagram(diagram, svg: svg)
        ).html()
        XCTAssertTrue(html.contains("<div id=\"navlint-canvas\" tabindex=\"-1\"><svg width=\"10pt\">"))
        XCTAssertFalse(html.contains("<?xml"))
        let drawing = try XCTUnwrap(try embeddedData(html)["drawing"] as? [String: Any])
        let nodes = try XCTUnwrap(drawing["nodes"] as? [[String]])
        XCTAssertTrue(nodes.contains(["model-Home", "Home"]))
        XCTAssertTrue(nodes.contains(["cluster-MainTabs", "MainTabs"]), "a container is named by its cluster")
        XCTAssertTrue(try XCTUnwrap(drawing["routes"] as? [[String]]).contains(["route-cart", "cart"]))
    }

    /// The whole page of a spec past the diagram's budget (no Graphviz drawing), byte for byte: its markup,
    /// the style and script files it carries, and its data. Run with `NAVLINT_UPDATE_GOLDEN=1` after a
    /// deliberate change.
    func testPageGolden() throws {
        try assertGolden(page(Fixtures.shop).html(), named: "shop-review-page.html")
    }

    func testDataGolden() throws {
        var options = DiagramOptions(coverage: ["product": 2, "cart": 0])
        options.findings = [DiagramFinding(rule: "unreachable", severity: .warning, message: "m", ids: ["Help"])]
        let data = ReviewPageData(
            resolver: LinkResolver(spec: Fixtures.shop), options: options, drawing: .overBudget(reason: "r"))
        try assertGolden(data.json().prettyPrinted() + "\n", named: "shop-review-data.json")
    }

    func testGroupEdgesNameTheirGroupAndRoutesCarryBoundParamsAndOtherPlaces() throws {
        let spec = try NavDSLReader.read(
            """
            navgraph 1
            links scheme app
            root Main
            group Destinations { push Post }
            tabs Main initial home {
              tab inbox -> InboxStack
              tab home -> HomeStack
            }
            stack InboxStack root Inbox include Destinations
            stack HomeStack root Home include Destinations
            screen Inbox
            screen Home
            screen Post(id: Int, link: String, page: Int) { pop }
            route post "app://post/{id:int}" -> Post via * bind Post.link = "$url", Post.page = "=2"
            """)
        let data = try embeddedData(page(spec).html())
        let edges = try XCTUnwrap(data["edges"] as? [[String: Any]])
        let pushes = edges.filter { $0["to"] as? String == "Post" && $0["kind"] as? String == "push" }
        XCTAssertEqual(pushes.compactMap { $0["from"] as? String }.sorted(), ["Home", "Inbox", "Post"])
        XCTAssertEqual(pushes.compactMap { $0["group"] as? String }, ["Destinations", "Destinations", "Destinations"])
        XCTAssertTrue(edges.filter { $0["kind"] as? String == "root" }.allSatisfy { $0["group"] == nil })
        let route = try XCTUnwrap((data["routes"] as? [[String: Any]])?.first)
        let bound = try XCTUnwrap(route["bound"] as? [[String: Any]])
        XCTAssertEqual(bound.map { $0["param"] as? String }, ["Post.link", "Post.page"])
        XCTAssertTrue(bound[0]["value"] is NSNull, "the URL is bound when the page resolves it")
        XCTAssertEqual(bound[0]["source"] as? String, "$url")
        XCTAssertEqual(bound[1]["value"] as? Int, 2)
        XCTAssertEqual(route["pathText"] as? String, "Main ▸ [home] HomeStack ▸ Home ▸ push Post")
        let others = try XCTUnwrap(route["otherPlaces"] as? [[String: String]])
        XCTAssertEqual(others, [["via": "InboxStack", "pathText": "Main ▸ [inbox] InboxStack ▸ Inbox ▸ push Post"]])
    }
}
