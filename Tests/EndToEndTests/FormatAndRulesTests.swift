import Foundation
import XCTest

/// `fmt` (conversion and canonical formatting) and `rules`, through the built binary.
final class FormatAndRulesTests: XCTestCase {
    func testConversionRoundTripsWithoutLoss() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let nav = folder.appendingPathComponent("App.nav").path
        let json = folder.appendingPathComponent("App.navgraph.json").path
        let source = "Samples/SwiftUINavigationExample.navgraph.json"
        XCTAssertEqual(try NavLintRunner.run(["fmt", source, "--to", "nav", "-o", nav]).status, 0)
        XCTAssertEqual(try NavLintRunner.run(["fmt", nav, "--to", "json", "-o", json]).status, 0)
        let original = try String(
            contentsOfFile: NavLintRunner.packageRoot.appendingPathComponent(source).path, encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: json, encoding: .utf8), original)
        let again = try NavLintRunner.run(["fmt", nav])
        XCTAssertEqual(
            again.stdout, try String(contentsOfFile: nav, encoding: .utf8), "formatting twice changes nothing")
        let sameFindings = try NavLintRunner.run(["check", "--format", "json", nav])
        XCTAssertEqual(sameFindings.status, 0, sameFindings.stdout)
    }

    func testCheckModeFailsOnUnformattedFiles() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("Messy.navgraph.json")
        try Data(#"{"navgraph":1,"root":"A","models":[{"kind":"screen","id":"A"}]}"#.utf8).write(to: file)
        XCTAssertEqual(try NavLintRunner.run(["fmt", "--check", file.path]).status, 1)
        XCTAssertEqual(try NavLintRunner.run(["fmt", "--in-place", file.path]).status, 0)
        XCTAssertEqual(try NavLintRunner.run(["fmt", "--check", file.path]).status, 0)
    }

    func testOutputIntoAMissingFolderFailsAndLeavesNothing() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let target = folder.appendingPathComponent("missing/out.nav").path
        let result = try NavLintRunner.run(["fmt", "Samples/OnboardingFlow.navgraph.json", "--to", "nav", "-o", target])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("does not exist"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func testRulesListsTheCatalogueAndDocsAreCurrent() throws {
        let list = try NavLintRunner.run(["rules"])
        XCTAssertEqual(list.status, 0)
        for id in ["syntax", "schema", "unreachable-model", "modal-trap", "ambiguous-route", "unrouted-screen"] {
            XCTAssertTrue(list.stdout.contains(id), id)
        }
        let one = try NavLintRunner.run(["rules", "modal-trap"])
        XCTAssertTrue(one.stdout.contains("Triggers on:"), one.stdout)
        let unknown = try NavLintRunner.run(["rules", "modal-trapp"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains(#"did you mean "modal-trap"?"#), unknown.stderr)
        let markdown = try NavLintRunner.run(["rules", "--format", "markdown"])
        let documented = try String(
            contentsOfFile: NavLintRunner.packageRoot.appendingPathComponent("docs/RULES.md").path, encoding: .utf8)
        XCTAssertEqual(
            markdown.stdout, documented,
            "docs/RULES.md is out of date: regenerate it with navlint rules --format markdown")
    }

    /// The format tour in the README is a real spec: it reads and has no errors or warnings.
    func testReadmeExampleIsAValidSpec() throws {
        let readme = try String(
            contentsOfFile: NavLintRunner.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8)
        let tour = try XCTUnwrap(readme.components(separatedBy: "## The navgraph format in five minutes").last)
        let example = try XCTUnwrap(tour.components(separatedBy: "```").dropFirst().first).drop { $0 == "\n" }
        XCTAssertTrue(example.hasPrefix("navgraph 1"))
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("Tour.nav")
        try Data(example.utf8).write(to: file)
        let result = try NavLintRunner.run(["check", "--format", "json", file.path])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(
            result.stdout.contains("\"errors\": 0") && result.stdout.contains("\"warnings\": 0"), result.stdout)
    }
}
