import Foundation
import XCTest

/// Adopting navlint with a baseline: record today's findings, report only new ones.
final class BaselineTests: XCTestCase {
    private func spec(extraOrphan: Bool, shift: Int = 0) -> String {
        let padding = String(repeating: "\n", count: shift)
        let orphan = extraOrphan ? ",\n    { \"id\": \"Second\", \"kind\": \"screen\" }" : ""
        return """
            {\(padding)
              "navgraph": 1, "root": "Home",
              "models": [
                { "id": "Home", "kind": "screen" },
                { "id": "Orphan", "kind": "screen" }\(orphan)
              ]
            }

            """
    }

    func testBaselineSurvivesLineMovesAndReportsOnlyNewFindings() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let file = specs.appendingPathComponent("App.navgraph.json")
        try Data(spec(extraOrphan: false).utf8).write(to: file)
        let written = try NavLintRunner.run(["check", "--write-baseline", "navlint-baseline.json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try String(contentsOf: folder.appendingPathComponent("navlint-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"file\": \"Specs/App.navgraph.json\""), baseline)

        try Data(spec(extraOrphan: false, shift: 5).utf8).write(to: file)
        let unchanged = try NavLintRunner.run(["check", "--baseline", "navlint-baseline.json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(unchanged.status, 0, "moved lines keep the baseline valid: \(unchanged.stdout)")

        let fromElsewhere = try NavLintRunner.run(["check", "--baseline", folder.appendingPathComponent("navlint-baseline.json").path, file.path], in: specs)
        XCTAssertEqual(fromElsewhere.status, 0, "absolute paths from another folder match too: \(fromElsewhere.stdout)")

        try Data(spec(extraOrphan: true).utf8).write(to: file)
        let grown = try NavLintRunner.run(["check", "--baseline", "navlint-baseline.json", "--format", "json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(grown.status, 1)
        XCTAssertTrue(grown.stdout.contains("\"Second\""), grown.stdout)
        XCTAssertFalse(grown.stdout.contains("\"Orphan\""), "recorded findings stay quiet: \(grown.stdout)")
        XCTAssertTrue(grown.stdout.contains("\"file\": \"Specs/App.navgraph.json\""), "reports keep the paths the user gave")
    }

    func testBaselineFromConfiguration() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))
        XCTAssertEqual(try NavLintRunner.run(["check", "--write-baseline", "accepted.json", "App.navgraph.json"], in: folder).status, 0)
        try Data("baseline: accepted.json\nrules:\n  deep-link-only: off\n".utf8).write(to: folder.appendingPathComponent(".navlint.yml"))
        XCTAssertEqual(try NavLintRunner.run(["check", "App.navgraph.json"], in: folder).status, 0)
    }

    func testBrokenBaselineExitsTwoWithAPosition() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))
        try Data("{\"version\": 1, \"findings\": [".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let result = try NavLintRunner.run(["check", "--baseline", "bad.json", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json:1:"), result.stderr)
    }

    func testUnknownRuleInConfigurationExitsTwo() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))
        try Data("rules:\n  modal-trapp: off\n".utf8).write(to: folder.appendingPathComponent(".navlint.yml"))
        let result = try NavLintRunner.run(["check", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".navlint.yml:2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("modal-trap"), result.stderr)
    }

    func testConfigurationChangesSeverityAndEnablesOffRules() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))
        try Data("rules:\n  unreachable-model: warning\n  unrouted-screen: note\n".utf8).write(to: folder.appendingPathComponent("custom.yml"))
        let result = try NavLintRunner.run(["check", "--config", "custom.yml", "--format", "json", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, "the only error became a warning")
        XCTAssertTrue(result.stdout.contains("\"rule\": \"unrouted-screen\""), result.stdout)
        XCTAssertEqual(try NavLintRunner.run(["check", "--config", "custom.yml", "--strict", "App.navgraph.json"], in: folder).status, 1)
    }
}
