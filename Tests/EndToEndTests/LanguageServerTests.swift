import Foundation
import NavLintTestSupport
import XCTest

/// `navlint lsp` driven over a pipe as an editor drives it: initialize, open, change, every request, hostile
/// messages, shutdown and exit.
final class LanguageServerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The document's configuration turns a rule off: the server reads it as check does.
        try "rules:\n  route-target-ambiguous: off\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteString }

    private func position(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    private func open(_ client: LanguageServerClient, _ uri: String, _ text: String, version: Int = 1) throws {
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "navlint", "version": version, "text": text]])
    }

    func testAnEditorSession() throws {
        let client = try LanguageServerClient(in: folder)
        let initialized = try client.request("initialize", ["processId": NSNull(), "capabilities": [:]])
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["hoverProvider"] as? Bool, true)
        try client.notify("initialized", [:])

        let shop = uri("shop.nav")
        try open(client, shop, ShopSpecs.shopDSL)
        let opened = try client.diagnostics(shop, version: 1)
        XCTAssertEqual(
            opened.compactMap { $0["code"] as? String }, ["invalid-initial", "undeclared-link", "duplicate-route"])
        let href = (opened.first?["codeDescription"] as? [String: Any])?["href"] as? String
        XCTAssertTrue(href?.hasSuffix("docs/RULES.md#invalid-initial") ?? false, href ?? "no link")

        // An incremental change that adds the initial tab.
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": shop, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 5, "character": 8], "end": ["line": 5, "character": 8]],
                        "text": " initial home",
                    ]
                ],
            ])
        XCTAssertEqual(
            try client.diagnostics(shop, version: 2).compactMap { $0["code"] as? String },
            ["undeclared-link", "duplicate-route"])

        try requests(client, shop)
        try hostileMessages(client, shop)
        try formatting(client)

        // An edited configuration counts once the client says it changed.
        try "rules:\n  route-target-ambiguous: off\n  undeclared-link: off\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri(".navlint.yml"), "type": 2]]])
        XCTAssertEqual(
            try client.diagnostics(shop, version: 2).compactMap { $0["code"] as? String }, ["duplicate-route"])

        XCTAssertTrue(try client.request("shutdown").keys.contains("result"))
        try client.notify("exit", [:])
        XCTAssertEqual(try client.finish(closingInput: false), 0)
    }

    private func requests(_ client: LanguageServerClient, _ shop: String) throws {
        let hover = try client.request("textDocument/hover", position(shop, 17, 9))
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        XCTAssertTrue(contents?.hasPrefix("**screen** `Product`") ?? false, contents ?? "no hover")
        let definition = try client.request("textDocument/definition", position(shop, 12, 22))
        XCTAssertEqual(Self.startLine(definition["result"]), 17)
        var params = position(shop, 17, 9)
        params["context"] = ["includeDeclaration": true]
        XCTAssertEqual((try client.request("textDocument/references", params)["result"] as? [Any])?.count, 6)
        let completion = try client.request("textDocument/completion", position(shop, 12, 20))
        let items = ((completion["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        XCTAssertTrue(items.contains { $0["label"] as? String == "Home" })
        let prepare = try client.request("textDocument/prepareRename", position(shop, 17, 9))
        XCTAssertEqual((prepare["result"] as? [String: Any])?["placeholder"] as? String, "Product")
        params = position(shop, 17, 9)
        params["newName"] = "Item"
        let rename = try client.request("textDocument/rename", params)
        let changes = ((rename["result"] as? [String: Any])?["changes"] as? [String: Any])?[shop] as? [Any]
        XCTAssertEqual(changes?.count, 6)
        params["newName"] = "Home"
        let clash = try client.request("textDocument/rename", params)
        XCTAssertEqual(
            (clash["error"] as? [String: Any])?["message"] as? String, "the spec already has a model named 'Home'")
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": shop]])
        XCTAssertEqual((symbols["result"] as? [[String: Any]])?.first?["name"] as? String, "App")
        let actions = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": shop],
                "range": ["start": ["line": 20, "character": 0], "end": ["line": 20, "character": 10]],
                "context": ["diagnostics": []],
            ])
        let titles = (actions["result"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        XCTAssertTrue(titles.contains("Declare the host shop.example.com in links"), "\(titles)")
        XCTAssertTrue(titles.contains("Disable undeclared-link for web (lint.disable)"), "\(titles)")
    }

    private func hostileMessages(_ client: LanguageServerClient, _ shop: String) throws {
        client.sendRaw(Array("\u{0}\u{7}garbage\r\n\r\n".utf8))
        client.sendRaw(Array("Content-Length: 999999999999\r\n\r\n".utf8))
        client.sendRaw(Array("Content-Length: 9\r\n\r\n{not json".utf8))
        let parseError = try client.waitFor("a parse error") {
            (($0["error"] as? [String: Any])?["code"] as? Int) == -32700
        }
        XCTAssertTrue(parseError["id"] is NSNull)
        let unknown = try client.request("textDocument/unknownThing", ["textDocument": ["uri": shop]])
        XCTAssertEqual((unknown["error"] as? [String: Any])?["code"] as? Int, -32601)
        let pastTheEnd = try client.request("textDocument/hover", position(shop, 9999, 0))
        XCTAssertTrue(pastTheEnd["result"] is NSNull)
        // A document that does not parse: its located error, and the server goes on.
        let broken = uri("broken.nav")
        try open(client, broken, "navgraph 1\nscreen A {\n  title \"open\n")
        let errors = try client.diagnostics(broken, version: 1)
        XCTAssertEqual(errors.first?["code"] as? String, "syntax")
        XCTAssertEqual(Self.startLine(["range": errors.first?["range"] as Any]), 2)
        let hover = try client.request("textDocument/hover", position(shop, 17, 9))
        XCTAssertNotNil(hover["result"] as? [String: Any])
        try client.notify("textDocument/didClose", ["textDocument": ["uri": broken]])
        let cleared = try client.waitFor("cleared diagnostics") { message in
            let params = message["params"] as? [String: Any]
            return params?["uri"] as? String == broken && (params?["diagnostics"] as? [Any])?.isEmpty == true
        }
        XCTAssertNotNil(cleared["params"])
    }

    /// Formatting gives what `navlint fmt` writes for the same text.
    private func formatting(_ client: LanguageServerClient) throws {
        let messy = "navgraph 1\nroot   A\nscreen A {   title \"A\" }\n"
        try messy.write(to: folder.appendingPathComponent("messy.nav"), atomically: true, encoding: .utf8)
        let formatted = try NavLintRunner.run(["fmt", "messy.nav"], in: folder)
        XCTAssertEqual(formatted.status, 0)
        try open(client, uri("messy.nav"), messy)
        let reply = try client.request(
            "textDocument/formatting", ["textDocument": ["uri": uri("messy.nav")], "options": [:]])
        let edits = reply["result"] as? [[String: Any]]
        XCTAssertEqual(edits?.count, 1)
        XCTAssertEqual(edits?.first?["newText"] as? String, formatted.stdout)
    }

    /// With `sources:` in the configuration, the drift rules run and definition on a model finds its Swift view.
    func testDefinitionFindsTheSwiftType() throws {
        let code = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        let view = "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n"
        try view.write(to: code.appendingPathComponent("HomeView.swift"), atomically: true, encoding: .utf8)
        let app =
            "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { HomeView() } }\n}\n"
        try app.write(to: code.appendingPathComponent("ShopApp.swift"), atomically: true, encoding: .utf8)
        try "sources: [App]\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let client = try LanguageServerClient(in: folder)
        _ = try client.request("initialize", ["capabilities": [:]])
        let spec = uri("home.nav")
        try open(client, spec, "navgraph 1\nroot Home\nscreen Home { swift \"HomeView\" }\nscreen Extra\n")
        // The drift rules compare the spec with the code, as check does with the same configuration.
        let codes = try client.diagnostics(spec, version: 1).compactMap { $0["code"] as? String }
        XCTAssertEqual(codes, ["drift-coverage", "drift-screen-stale", "unreachable-model"])
        let own = try client.request("textDocument/definition", position(spec, 2, 8))
        let swift = own["result"] as? [String: Any]
        XCTAssertEqual(
            swift?["uri"] as? String,
            code.resolvingSymlinksInPath().appendingPathComponent("HomeView.swift").absoluteString)
        XCTAssertEqual(Self.startLine(swift), 2)
        // From a reference: the spec's definition, then the Swift type.
        let both = try client.request("textDocument/definition", position(spec, 1, 6))["result"] as? [[String: Any]]
        XCTAssertEqual(both?.count, 2)
        XCTAssertEqual(Self.startLine(both?.first), 2)
        let key = try client.request("textDocument/definition", position(spec, 2, 23))
        XCTAssertEqual((key["result"] as? [String: Any])?["uri"] as? String, swift?["uri"] as? String)
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        XCTAssertEqual(try client.finish(closingInput: false), 0)
    }

    /// The baseline the configuration names hides what it records, as in check; a malformed one is reported.
    func testBaselineInForceIsApplied() throws {
        try ShopSpecs.shopDSL.write(to: folder.appendingPathComponent("shop.nav"), atomically: true, encoding: .utf8)
        let written = try NavLintRunner.run(["check", "shop.nav", "--write-baseline", "base.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        try "rules:\n  route-target-ambiguous: off\nbaseline: base.json\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let client = try LanguageServerClient(in: folder)
        _ = try client.request("initialize", ["capabilities": [:]])
        let shop = uri("shop.nav")
        try open(client, shop, ShopSpecs.shopDSL + "route extra \"other://x\" -> Home\n")
        let codes = try client.diagnostics(shop, version: 1).compactMap { $0["code"] as? String }
        XCTAssertEqual(codes, ["undeclared-link"])
        try "{".write(to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri("base.json"), "type": 2]]])
        let broken = try client.diagnostics(shop, version: 1)
        XCTAssertEqual(broken.first?["code"] as? String, "configuration")
        XCTAssertTrue((broken.first?["message"] as? String)?.contains("base.json:1:") ?? false, "\(broken)")
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        XCTAssertEqual(try client.finish(closingInput: false), 0)
    }

    func testExitWithoutShutdownAndClosedInputEndWithOne() throws {
        let abrupt = try LanguageServerClient(in: folder)
        _ = try abrupt.request("initialize", ["capabilities": [:]])
        try abrupt.notify("exit", [:])
        XCTAssertEqual(try abrupt.finish(closingInput: false), 1)
        let closed = try LanguageServerClient(in: folder)
        _ = try closed.request("initialize", ["capabilities": [:]])
        XCTAssertEqual(try closed.finish(), 1)
    }

    private static func startLine(_ location: Any?) -> Int? {
        (((location as? [String: Any])?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
    }
}
