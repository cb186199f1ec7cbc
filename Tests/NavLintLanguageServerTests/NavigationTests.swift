import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintLanguageServer

final class NavigationTests: XCTestCase {
    private let dsl = "file:///project/shop.nav"
    private let json = "file:///project/shop.navgraph.json"

    private func harness() -> ServerHarness {
        let harness = ServerHarness()
        harness.open(dsl, ShopSpecs.shopDSL)
        harness.open(json, ShopSpecs.shopJSON, language: "json")
        return harness
    }

    func testDiagnosticsAreCheckFindingsWithRanges() {
        let harness = harness()
        for uri in [dsl, json] {
            let codes = harness.diagnostics(uri).compactMap { $0["code"]?.string }
            XCTAssertEqual(
                codes,
                [
                    "invalid-initial", "route-target-ambiguous", "route-target-ambiguous", "undeclared-link",
                    "duplicate-route", "route-target-ambiguous",
                ], uri)
        }
        // A finding at a model's id covers the whole model, its body included.
        let first = harness.diagnostics(dsl)[0]
        XCTAssertEqual(first["range"]?.start, "5:0")
        XCTAssertEqual(first["range"]?.end, "8:1")
        let jsonFirst = harness.diagnostics(json)[0]
        XCTAssertEqual(jsonFirst["range"]?.start, "6:4")
        XCTAssertEqual(jsonFirst["range"]?.end, "9:6")
        XCTAssertEqual(first["severity"]?.integer, 1)
        XCTAssertEqual(first["codeDescription"]?["href"]?.string, "https://example.com/rules#invalid-initial")
        // A finding at a route's pattern covers the pattern, with its quotes.
        let undeclared = harness.diagnostics(dsl)[3]
        XCTAssertEqual(undeclared["range"]?.start, "20:10")
        XCTAssertEqual(undeclared["range"]?.end, "20:47")
        // A pair: the other route, with the URL both match.
        let duplicate = harness.diagnostics(dsl)[4]
        let related = duplicate["relatedInformation"]?.array ?? []
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(
            related.first?["message"]?.string,
            #"route product "shop://products/{id:int}", which shop://products/1 matches too"#)
        XCTAssertEqual(related.first?["location"]?["range"]?.start, "19:6")
    }

    func testAnAmbiguityNamesTheOtherRouteWithTheWitness() {
        let harness = ServerHarness()
        let text = """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int?, name: String?)
            route byID "shop://d?id={id:int}" -> Home
            route byName "shop://d?name={name}" -> Home

            """
        harness.open(dsl, text)
        let ambiguity = harness.diagnostics(dsl).first { $0["code"]?.string == "ambiguous-route" }
        XCTAssertEqual(ambiguity?["range"]?.start, "5:13")
        let related = ambiguity?["relatedInformation"]?.array ?? []
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related.first?["location"]?["range"]?.start, "4:6")
        let message = related.first?["message"]?.string ?? ""
        XCTAssertTrue(message.hasPrefix(#"route byID "shop://d?id={id:int}", which shop://d?"#), message)
        XCTAssertTrue(message.hasSuffix(" matches too"), message)
    }

    func testSyntaxErrorIsALocatedDiagnostic() {
        let harness = ServerHarness()
        harness.open(dsl, "navgraph 1\nscreen Home {\n  push\n")
        let diagnostics = harness.diagnostics(dsl)
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics.allSatisfy { ["syntax", "schema"].contains($0["code"]?.string ?? "") })
        XCTAssertEqual(diagnostics.first?["severity"]?.integer, 1)
    }

    func testDSLNamedAsJSONIsToldToRename() {
        let harness = ServerHarness()
        harness.open("file:///project/misnamed.navgraph.json", ShopSpecs.shopDSL, language: "json")
        let diagnostics = harness.diagnostics("file:///project/misnamed.navgraph.json")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?["message"]?.string?.hasSuffix("rename it to /project/misnamed.nav") ?? false)
    }

    func testInvalidConfigurationIsReportedAndDefaultsApply() {
        let harness = ServerHarness(settings: .invalidConfiguration(".navlint.yml:2:3: unknown rule nope"))
        harness.open(dsl, ShopSpecs.shopDSL)
        let diagnostics = harness.diagnostics(dsl)
        XCTAssertEqual(diagnostics.first?["code"]?.string, "configuration")
        XCTAssertEqual(diagnostics.count, 7)
    }

    func testDefinitionAndReferencesInBothForms() {
        let harness = harness()
        // `Product` in `push Product` (line 12) and in the JSON's first push edge (line 12).
        let definition = harness.request("textDocument/definition", ServerHarness.position(dsl, 12, 22))
        XCTAssertEqual(definition["result"]?["range"]?.start, "17:7")
        let jsonDefinition = harness.request("textDocument/definition", ServerHarness.position(json, 12, 70))
        XCTAssertEqual(jsonDefinition["result"]?["range"]?.start, "14:12")
        let references = harness.request("textDocument/references", ServerHarness.position(dsl, 17, 9))
        XCTAssertEqual(references["result"]?.array?.count, 6)
        // A tab: `App.home` refers to the tab `home` of `App`.
        let tab = harness.request("textDocument/definition", ServerHarness.position(dsl, 15, 18))
        XCTAssertEqual(tab["result"]?["range"]?.start, "6:6")
        let owner = harness.request("textDocument/definition", ServerHarness.position(dsl, 15, 13))
        XCTAssertEqual(owner["result"]?["range"]?.start, "5:5")
        // A param, and the placeholders of the routes that feed it by name.
        let param = harness.request("textDocument/references", ServerHarness.position(dsl, 17, 16))
        XCTAssertEqual(param["result"]?.array?.count, 4)
        let placeholder = harness.request("textDocument/definition", ServerHarness.position(dsl, 19, 33))
        XCTAssertEqual(placeholder["result"]?["range"]?.start, "17:15")
        let route = harness.request("textDocument/definition", ServerHarness.position(json, 18, 14))
        XCTAssertEqual(route["result"]?["range"]?.start, "18:12")
    }

    func testPositionsPastTheEndAndUnknownDocumentsAnswerNull() {
        let harness = harness()
        XCTAssertTrue(
            harness.request("textDocument/hover", ServerHarness.position(dsl, 999, 0))["result"]?.isNull ?? false)
        XCTAssertTrue(
            harness.request("textDocument/definition", ServerHarness.position(dsl, 0, 999))["result"]?.isNull ?? false)
        let unknown = harness.request("textDocument/hover", ServerHarness.position("file:///other.nav", 1, 1))
        XCTAssertTrue(unknown["result"]?.isNull ?? false)
    }

    func testHoverOnModelRouteAndRule() {
        let harness = harness()
        let model = harness.request("textDocument/hover", ServerHarness.position(dsl, 17, 9))
        let text = model["result"]?["contents"]?["value"]?.string ?? ""
        XCTAssertTrue(text.hasPrefix("**screen** `Product`"), text)
        XCTAssertTrue(text.contains("reached from: `Home` (push), `More` (push)"), text)
        XCTAssertTrue(text.contains("`product` shop://products/42"), text)
        let route = harness.request("textDocument/hover", ServerHarness.position(dsl, 19, 8))
        let routeText = route["result"]?["contents"]?["value"]?.string ?? ""
        XCTAssertTrue(routeText.contains("example: shop://products/42"), routeText)
        XCTAssertTrue(routeText.contains("path: App ▸ [home] HomeStack ▸ Home ▸ push Product"), routeText)
        let lint = "navgraph 1\nroot A\nscreen A {\n  lint disable modal-trap\n}\n"
        harness.open("file:///lint.nav", lint)
        let rule = harness.request("textDocument/hover", ServerHarness.position("file:///lint.nav", 3, 18))
        XCTAssertTrue(rule["result"]?["contents"]?["value"]?.string?.hasPrefix("**modal-trap**") ?? false)
    }

    func testIndexFollowsIncrementalChanges() {
        let harness = harness()
        // Rename `Home` to `Start` where it is defined, by an incremental change.
        harness.notify(
            "textDocument/didChange",
            #"{"textDocument": {"uri": "\#(dsl)", "version": 2}, "contentChanges": [{"range": {"start": {"line": 12, "character": 7}, "end": {"line": 12, "character": 11}}, "text": "Start"}]}"#
        )
        harness.runAnalyses()
        XCTAssertTrue(harness.diagnostics(dsl).contains { $0["code"]?.string == "undefined-reference" })
        let definition = harness.request("textDocument/definition", ServerHarness.position(dsl, 12, 9))
        XCTAssertEqual(definition["result"]?["range"]?.end, "12:12")
    }
}
