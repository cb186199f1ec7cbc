import Foundation
import XCTest

/// List params (`[String]`, `"[string]"`) through the binary: conversion, `check`, bad types, and
/// `extract` with `check --sources` on an array property.
final class ListParamCommandTests: XCTestCase {
    private static let spec = """
        navgraph 1
        links scheme shop
        root Stack

        stack Stack root Home
        screen Home { push Search }
        screen Search(tags: [String], kinds: [new|sale]?) { pop }

        route search "shop://search?tag={tags:[string]}&k={kinds:[new|sale]}" -> Search

        """

    func testAListSpecConvertsChecksAndResolves() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let nav = folder.appendingPathComponent("Search.nav")
        let json = folder.appendingPathComponent("Search.navgraph.json")
        try Data(Self.spec.utf8).write(to: nav)
        XCTAssertEqual(try NavLintRunner.run(["fmt", nav.path, "-o", json.path]).status, 0)
        let written = try String(contentsOf: json, encoding: .utf8)
        XCTAssertTrue(written.contains(#"{ "name": "tags", "type": "[string]" }"#), written)
        XCTAssertEqual(try NavLintRunner.run(["fmt", json.path, "--to", "nav"]).stdout, Self.spec)
        XCTAssertEqual(try NavLintRunner.run(["check", "--quiet", nav.path, json.path]).status, 0)
        let resolved = try NavLintRunner.run(["resolve", nav.path, "shop://search?tag=a&tag=b&k=sale"])
        XCTAssertTrue(resolved.stdout.contains(#"params: tags = ["a","b"], kinds = ["sale"]"#), resolved.stdout)
    }

    func testAScalarPlaceholderIntoAListParamIsAFinding() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let nav = folder.appendingPathComponent("Search.nav")
        try Data(Self.spec.replacingOccurrences(of: "{tags:[string]}", with: "{tags}").utf8).write(to: nav)
        let result = try NavLintRunner.run(["check", nav.path])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "Search.nav:9:33: error: route search fills Search.tags ([string]) from {tags:string}, a single "
                    + "value; write the list placeholder {tags:[string]}"), result.stdout)
    }

    func testAMalformedListTypeExitsTwoWithItsPlace() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let nav = folder.appendingPathComponent("Bad.nav")
        try Data(Self.spec.replacingOccurrences(of: "[String]", with: "[[String]]").utf8).write(to: nav)
        let json = folder.appendingPathComponent("Bad.navgraph.json")
        try Data(
            #"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen", "params": [{"name": "t", "type": "[strin]"}]}]}"#
                .utf8
        ).write(to: json)
        let dsl = try NavLintRunner.run(["check", nav.path])
        XCTAssertEqual(dsl.status, 2)
        XCTAssertTrue(dsl.stdout.contains("Bad.nav:7:22: error: expected the element type of the list"), dsl.stdout)
        let decoded = try NavLintRunner.run(["check", json.path])
        XCTAssertEqual(decoded.status, 2)
        XCTAssertTrue(
            decoded.stdout.contains(#"Bad.navgraph.json:1:104: error: unknown element type "strin""#), decoded.stdout)
    }

    /// An array property is a list param in the extracted spec, and `check --sources` agrees with it.
    func testExtractMapsAnArrayToAListParamAndDriftAgrees() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.copyItem(
            at: NavLintRunner.packageRoot.appendingPathComponent(
                "Tests/NavLintExtractTests/Fixtures/Idioms/list-params"),
            to: folder.appendingPathComponent("App"))
        XCTAssertEqual(try NavLintRunner.run(["extract", "App", "-o", "app.navgraph.json"], in: folder).status, 0)
        let check = try NavLintRunner.run(["check", "app.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertEqual(check.stdout.components(separatedBy: "[drift-").count, 2, check.stdout)
        XCTAssertTrue(check.stdout.contains("[drift-coverage]"), check.stdout)
        let spec = folder.appendingPathComponent("app.navgraph.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: #""type": "[string]""#, with: #""type": "string""#).write(
            to: spec, atomically: true, encoding: .utf8)
        let drift = try NavLintRunner.run(["check", "app.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertTrue(
            drift.stdout.contains("Search.tags is string in the spec and [string] in the code"), drift.stdout)
    }
}
