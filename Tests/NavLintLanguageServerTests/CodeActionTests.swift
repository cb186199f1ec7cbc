import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintLanguageServer

final class CodeActionTests: XCTestCase {
    private let dsl = "file:///project/shop.nav"
    private let json = "file:///project/shop.navgraph.json"

    /// The quick fixes offered on `line`, by title, each with the text it makes.
    private func fixes(_ uri: String, _ text: String, line: Int, language: String = "navlint") -> [String: String] {
        let harness = ServerHarness()
        harness.open(uri, text, language: language)
        let range = #"{"start": {"line": \#(line), "character": 0}, "end": {"line": \#(line), "character": 200}}"#
        let reply = harness.request(
            "textDocument/codeAction",
            #"{"textDocument": {"uri": "\#(uri)"}, "range": \#(range), "context": {"diagnostics": []}}"#)
        var fixes: [String: String] = [:]
        for action in reply["result"]?.array ?? [] {
            let edits = action["edit"]?["changes"]?[uri]?.array ?? []
            fixes[action["title"]?.string ?? ""] = ServerHarness.apply(edits, to: text)
        }
        return fixes
    }

    /// The findings left after a fix, by rule.
    private func rules(after text: String, file: String) throws -> [String] {
        try Analysis(reading: Array(text.utf8), file: file).diagnostics().map(\.rule)
    }

    func testAddTheMissingInitial() throws {
        for (uri, text, line, language) in [
            (dsl, ShopSpecs.shopDSL, 5, "navlint"), (json, ShopSpecs.shopJSON, 6, "json"),
        ] {
            let fixed = try XCTUnwrap(fixes(uri, text, line: line, language: language)["Start at home (initial)"], uri)
            XCTAssertFalse(try rules(after: fixed, file: uri).contains("invalid-initial"), fixed)
        }
    }

    func testDeclareTheHost() throws {
        for (uri, text, line, language) in [
            (dsl, ShopSpecs.shopDSL, 20, "navlint"), (json, ShopSpecs.shopJSON, 19, "json"),
        ] {
            let found = fixes(uri, text, line: line, language: language)
            let fixed = try XCTUnwrap(found["Declare the host shop.example.com in links"], "\(uri): \(found.keys)")
            XCTAssertFalse(try rules(after: fixed, file: uri).contains("undeclared-link"), fixed)
        }
    }

    func testDeclareTheScheme() throws {
        let dslText = ShopSpecs.shopDSL.replacingOccurrences(of: "links scheme shop\n", with: "")
        let jsonText = ShopSpecs.shopJSON.replacingOccurrences(of: #""links": {"schemes": ["shop"]},"#, with: "")
        for (uri, text, line, language) in [(dsl, dslText, 18, "navlint"), (json, jsonText, 18, "json")] {
            let found = fixes(uri, text, line: line, language: language)
            let fixed = try XCTUnwrap(found["Declare the scheme shop in links"], "\(uri): \(found.keys)")
            // Left: the https route's host, which the scheme does not declare.
            XCTAssertEqual(try rules(after: text, file: uri).filter { $0 == "undeclared-link" }.count, 3)
            XCTAssertEqual(try rules(after: fixed, file: uri).filter { $0 == "undeclared-link" }.count, 1, fixed)
        }
    }

    func testOneActionPerCandidateVia() throws {
        let found = fixes(dsl, ShopSpecs.shopDSL, line: 19)
        let fixed = try XCTUnwrap(found["Open Product via Home"], "\(found.keys)")
        XCTAssertNotNil(found["Open Product via More"])
        XCTAssertTrue(fixed.contains(#"route product "shop://products/{id:int}" -> Product via Home"#), fixed)
        XCTAssertEqual(try rules(after: fixed, file: dsl).filter { $0 == "route-target-ambiguous" }.count, 2)
        let jsonFound = fixes(json, ShopSpecs.shopJSON, line: 18, language: "json")
        let jsonFixed = try XCTUnwrap(jsonFound["Open Product via Home"], "\(jsonFound.keys)")
        XCTAssertEqual(try rules(after: jsonFixed, file: json).filter { $0 == "route-target-ambiguous" }.count, 2)
    }

    func testRemoveTheExactDuplicate() throws {
        for (uri, text, line, language) in [
            (dsl, ShopSpecs.shopDSL, 21, "navlint"), (json, ShopSpecs.shopJSON, 20, "json"),
        ] {
            let found = fixes(uri, text, line: line, language: language)
            let fixed = try XCTUnwrap(found["Remove the duplicate route again"], "\(uri): \(found.keys)")
            XCTAssertFalse(fixed.contains("again"))
            XCTAssertFalse(try rules(after: fixed, file: uri).contains("duplicate-route"), fixed)
        }
    }

    func testDisableAnyFinding() throws {
        for (uri, text, line, language) in [
            (dsl, ShopSpecs.shopDSL, 20, "navlint"), (json, ShopSpecs.shopJSON, 19, "json"),
        ] {
            let found = fixes(uri, text, line: line, language: language)
            let fixed = try XCTUnwrap(found["Disable undeclared-link for web (lint.disable)"], "\(uri): \(found.keys)")
            XCTAssertFalse(try rules(after: fixed, file: uri).contains("undeclared-link"), fixed)
        }
        // An edge of a model with a one-line body, and a model with a body of several lines.
        let bodies =
            "navgraph 1\nroot A\nscreen A { push B }\nscreen B {\n  title \"B\"\n}\nscreen C {\n  title \"C\"\n}\n"
        for (line, rule) in [(2, "push-outside-stack"), (6, "unreachable-model")] {
            let found = fixes(dsl, bodies, line: line)
            let fixed = try XCTUnwrap(found.first { $0.key.hasPrefix("Disable \(rule)") }?.value, "\(found.keys)")
            XCTAssertFalse(try rules(after: fixed, file: dsl).contains(rule), fixed)
            XCTAssertEqual(try rules(after: fixed, file: dsl).count, 1, fixed)
        }
    }
}
