import Foundation
import XCTest

/// The structural diff rules (`model-added`, `edge-added`, `edge-removed`, `edge-changed`, `tab-changed`, and
/// a rename through `model-removed`) run by the binary: one fixture pair per rule in Tests/Fixtures/DiffStructure,
/// each with its exact report, compared as two files and against a git revision.
final class DiffStructureTests: XCTestCase {
    private static let fixtures = NavLintRunner.packageRoot.appendingPathComponent("Tests/Fixtures/DiffStructure")

    private func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
    }

    private func text(_ fixture: String, _ file: String) throws -> String {
        try String(
            contentsOf: Self.fixtures.appendingPathComponent(fixture).appendingPathComponent(file), encoding: .utf8)
    }

    func testEveryStructuralRuleHasAFixture() throws {
        let names = try fixtureNames()
        for rule in ["model-added", "edge-added", "edge-removed", "edge-changed", "tab-changed"] {
            XCTAssertTrue(names.contains(rule), "no fixture for \(rule)")
            XCTAssertTrue(try text(rule, "expected.txt").contains("[\(rule)]"), rule)
        }
    }

    func testEachFixturePairGivesItsExactReport() throws {
        for name in try fixtureNames() {
            let folder = Self.fixtures.appendingPathComponent(name)
            let result = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
            XCTAssertEqual(result.stdout, try text(name, "expected.txt"), name)
            XCTAssertEqual(result.status, 0, "\(name): notes and warnings do not fail the run")
        }
    }

    func testEachFixtureAgainstAGitRevisionGivesTheSameFindings() throws {
        for name in try fixtureNames() {
            let repository = try NavLintRunner.temporaryFolder(for: self).appendingPathComponent(name)
            let specs = repository.appendingPathComponent("specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try Data(try text(name, "old.nav").utf8).write(to: specs.appendingPathComponent("app.nav"))
            try GitFixture.commitAll(in: repository)
            try Data(try text(name, "new.nav").utf8).write(to: specs.appendingPathComponent("app.nav"))
            let result = try NavLintRunner.run(["diff", "--against", "HEAD", "app.nav"], in: specs)
            let expected = try text(name, "expected.txt").replacingOccurrences(
                of: "old.nav:", with: "HEAD:specs/app.nav:"
            )
            .replacingOccurrences(of: "new.nav:", with: "app.nav:")
            XCTAssertEqual(result.stdout, expected, name)
            XCTAssertEqual(result.status, 0, name)
        }
    }

    func testASpecAgainstItselfAndAPureReorderingAreSilent() throws {
        let folder = Self.fixtures.appendingPathComponent("reordered")
        for (old, new) in [
            ("old.nav", "old.nav"), ("new.nav", "new.nav"), ("old.nav", "new.nav"), ("new.nav", "old.nav"),
        ] {
            let result = try NavLintRunner.run(["diff", old, new], in: folder)
            let files = old == new ? "1 file" : "2 files"
            XCTAssertEqual(result.stdout, "no problems in \(files)\n", "\(old) against \(new)")
        }
    }

    func testStructuralFindingsReachEveryReportFormat() throws {
        let folder = Self.fixtures.appendingPathComponent("edge-added")
        let expected = [
            "text": "[edge-added]", "json": "\"edge-added\"", "sarif": "\"ruleId\": \"edge-added\"",
            "github": "::notice file=new.nav,line=12,col=3", "junit": "edge-added",
            "checkstyle": "edge-added", "markdown": "| note | new.nav:12:3 | `edge-added` |",
        ]
        for (format, fragment) in expected {
            let result = try NavLintRunner.run(["diff", "old.nav", "new.nav", "--format", format], in: folder)
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(fragment), "\(format): \(result.stdout)")
        }
    }

    func testTheConfigurationSetsTheStructuralRulesSeverities() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for file in ["old.nav", "new.nav"] {
            try Data(try text("edge-changed", file).utf8).write(to: folder.appendingPathComponent(file))
        }
        try Data("rules:\n  edge-changed: error\n".utf8).write(to: folder.appendingPathComponent(".navlint.yml"))
        let failing = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("error: screen Home changed the edge"), failing.stdout)

        try Data("rules:\n  edge-changed: off\n".utf8).write(to: folder.appendingPathComponent(".navlint.yml"))
        let silent = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
        XCTAssertEqual(silent.stdout, "no problems in 2 files\n")
        XCTAssertEqual(
            try NavLintRunner.run(
                ["diff", "old.nav", "new.nav", "--fail-on", "note"],
                in: Self.fixtures.appendingPathComponent("edge-changed")
            ).status, 1)
    }

    func testTheMarkdownReportEndsWithAFlowchartOfTheChange() throws {
        let changed = try NavLintRunner.run(
            ["diff", "old.nav", "new.nav", "--format", "markdown"],
            in: Self.fixtures.appendingPathComponent("edge-added"))
        let chart = try XCTUnwrap(changed.stdout.components(separatedBy: "### Navigation changes\n\n```mermaid\n").last)
        XCTAssertTrue(chart.hasPrefix("flowchart LR\n"), changed.stdout)
        XCTAssertTrue(chart.contains(#"group_Common -->|"push #34;details#34;"| model_Detail"#), chart)
        XCTAssertTrue(chart.hasSuffix("Green: added; red, dashed: removed; amber: changed.\n"), chart)

        let reordered = try NavLintRunner.run(
            ["diff", "old.nav", "new.nav", "--format", "markdown"],
            in: Self.fixtures.appendingPathComponent("reordered"))
        XCTAssertFalse(reordered.stdout.contains("mermaid"), reordered.stdout)
    }
}
