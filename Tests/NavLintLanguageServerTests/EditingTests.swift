import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintLanguageServer

final class EditingTests: XCTestCase {
    private let dsl = "file:///project/shop.nav"
    private let json = "file:///project/shop.navgraph.json"

    private func harness() -> ServerHarness {
        let harness = ServerHarness()
        harness.open(dsl, ShopSpecs.shopDSL)
        harness.open(json, ShopSpecs.shopJSON, language: "json")
        return harness
    }

    private func labels(_ reply: JSONValue) -> [String] {
        reply["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    private func apply(_ edit: JSONValue?, to text: String, uri: String) -> String {
        ServerHarness.apply(edit?["changes"]?[uri]?.array ?? [], to: text)
    }

    func testCompletionOffersWhatThePlaceExpects() {
        let harness = harness()
        let text = ShopSpecs.shopDSL + "screen Extra {\n  push \n  selectTab \n  \n}\nroute r \"shop://x/{id:\" -> \n"
        harness.notify(
            "textDocument/didChange",
            #"{"textDocument": {"uri": "\#(dsl)", "version": 2}, "contentChanges": [{"text": \#(JSONOutput.quoted(text))}]}"#
        )
        let base = ShopSpecs.shopDSL.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let models = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 1, 7)))
        XCTAssertEqual(models, ["App", "HomeStack", "MoreStack", "Home", "More", "Product"])
        let tabs = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 2, 12)))
        XCTAssertEqual(tabs, ["App.home", "App.more"])
        let keywords = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 3, 2)))
        XCTAssertTrue(
            keywords.contains("title") && keywords.contains("push") && !keywords.contains("route"), "\(keywords)")
        let types = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 5, 22)))
        XCTAssertEqual(types, ["int", "string", "double", "bool", "uuid"])
        let target = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 5, 27)))
        XCTAssertTrue(target.contains("Product"))
        let top = labels(harness.request("textDocument/completion", ServerHarness.position(dsl, base + 6, 0)))
        XCTAssertTrue(top.contains("route") && top.contains("screen"))
    }

    func testManyCandidatesAreNarrowedToWhatIsTyped() {
        let harness = ServerHarness()
        let screens = (0..<3000).map { "screen S\($0)\n" }.joined()
        let text = "navgraph 1\nroot S0\n" + screens + "screen Last {\n  push S12\n}\n"
        harness.open(dsl, text)
        let line = 2 + 3000 + 1
        let reply = harness.request("textDocument/completion", ServerHarness.position(dsl, line, 10))
        XCTAssertEqual(reply["result"]?["isIncomplete"]?.bool, false)
        XCTAssertEqual(labels(reply).count, 111)
        XCTAssertTrue(labels(reply).allSatisfy { $0.hasPrefix("S12") })
        let all = harness.request("textDocument/completion", ServerHarness.position(dsl, line, 7))
        XCTAssertEqual(all["result"]?["isIncomplete"]?.bool, true)
        XCTAssertEqual(labels(all).count, 2000)
    }

    func testCompletionInJSONKeysAndValues() {
        let harness = harness()
        // After `{"via": "push", ` in Home's edge: the keys of a push edge.
        let keys = labels(harness.request("textDocument/completion", ServerHarness.position(json, 12, 63)))
        XCTAssertEqual(keys.first, "via")
        XCTAssertTrue(keys.contains("to") && keys.contains("fallback") && !keys.contains("tab"), "\(keys)")
        // The value of "to": model ids; of "via": edge kinds; of "kind": model kinds.
        let models = labels(harness.request("textDocument/completion", ServerHarness.position(json, 12, 70)))
        XCTAssertTrue(models.contains("Product"))
        let kinds = labels(harness.request("textDocument/completion", ServerHarness.position(json, 12, 56)))
        XCTAssertTrue(kinds.contains("fullScreenCover"))
        let modelKinds = labels(harness.request("textDocument/completion", ServerHarness.position(json, 10, 33)))
        XCTAssertTrue(modelKinds.contains("split"))
    }

    func testRenameEveryReferenceAndRefuseClashes() throws {
        let harness = harness()
        let prepare = harness.request("textDocument/prepareRename", ServerHarness.position(dsl, 17, 9))
        XCTAssertEqual(prepare["result"]?["placeholder"]?.string, "Product")
        var params = ServerHarness.position(dsl, 17, 9).dropLast() + #", "newName": "Item"}"#
        let rename = harness.request("textDocument/rename", String(params))
        let renamed = apply(rename["result"], to: ShopSpecs.shopDSL, uri: dsl)
        XCTAssertFalse(renamed.contains("Product"))
        XCTAssertEqual(renamed.components(separatedBy: "Item").count - 1, 6)
        params = ServerHarness.position(dsl, 17, 9).dropLast() + #", "newName": "Home"}"#
        let clash = harness.request("textDocument/rename", String(params))
        XCTAssertEqual(clash["error"]?["message"]?.string, "the spec already has a model named 'Home'")
        params = ServerHarness.position(dsl, 17, 9).dropLast() + #", "newName": "not valid"}"#
        XCTAssertEqual(harness.request("textDocument/rename", String(params))["error"]?["code"]?.integer, -32803)
        // A tab, renamed where it is defined and where `App.home` names it.
        params = ServerHarness.position(dsl, 6, 7).dropLast() + #", "newName": "start"}"#
        let tab = apply(
            harness.request("textDocument/rename", String(params))["result"], to: ShopSpecs.shopDSL, uri: dsl)
        XCTAssertTrue(tab.contains("tab start \"Home\"") && tab.contains("selectTab App.start"), tab)
        // A param, with the placeholders that feed it.
        params = ServerHarness.position(dsl, 17, 16).dropLast() + #", "newName": "code"}"#
        let param = apply(
            harness.request("textDocument/rename", String(params))["result"], to: ShopSpecs.shopDSL, uri: dsl)
        XCTAssertTrue(param.contains("screen Product(code: Int)") && param.contains("shop://products/{code:int}"))
        XCTAssertEqual(
            try Analysis(reading: Array(param.utf8), file: "a.nav").diagnostics().map(\.rule),
            try Analysis(reading: Array(ShopSpecs.shopDSL.utf8), file: "a.nav").diagnostics().map(\.rule))
        // In JSON, inside the quotes.
        params = ServerHarness.position(json, 14, 14).dropLast() + #", "newName": "Item"}"#
        let jsonRenamed = apply(
            harness.request("textDocument/rename", String(params))["result"], to: ShopSpecs.shopJSON, uri: json)
        XCTAssertTrue(jsonRenamed.contains(#""to": "Item""#) && jsonRenamed.contains(#""target": "Item""#))
        XCTAssertNotNil(try? JSONParser.parse(Array(jsonRenamed.utf8)))
    }

    func testDocumentSymbolsNestByContainment() {
        let harness = harness()
        let symbols = harness.request("textDocument/documentSymbol", #"{"textDocument": {"uri": "\#(dsl)"}}"#)
        let top = symbols["result"]?.array ?? []
        XCTAssertEqual(top.compactMap { $0["name"]?.string }, ["App", "Product", "product", "web", "again"])
        let app = top[0]["children"]?.array ?? []
        XCTAssertEqual(app.compactMap { $0["name"]?.string }, ["HomeStack", "MoreStack", "home", "more"])
        XCTAssertEqual(app[0]["children"]?.array?.first?["name"]?.string, "Home")
        XCTAssertEqual(top[0]["range"]?.start, "5:0")
        XCTAssertEqual(top[0]["range"]?.end, "8:1")
        XCTAssertEqual(top[0]["selectionRange"]?.start, "5:5")
    }

    func testFormattingIsFmt() throws {
        let harness = ServerHarness()
        let messy = "navgraph 1\nroot   A\nscreen A {   title \"A\" }\n"
        harness.open(dsl, messy)
        let reply = harness.request("textDocument/formatting", #"{"textDocument": {"uri": "\#(dsl)"}, "options": {}}"#)
        let formatted = ServerHarness.apply(reply["result"]?.array ?? [], to: messy)
        let (spec, comments) = try CanonicalSpec.read(Array(messy.utf8), form: .nav)
        XCTAssertEqual(formatted, CanonicalSpec.write(spec, comments: comments, form: .nav))
        harness.open(dsl, formatted)
        let again = harness.request("textDocument/formatting", #"{"textDocument": {"uri": "\#(dsl)"}, "options": {}}"#)
        XCTAssertEqual(again["result"]?.array?.count, 0)
    }
}
