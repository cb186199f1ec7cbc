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
        let written = try NavLintRunner.run(
            ["check", "--write-baseline", "navlint-baseline.json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try String(contentsOf: folder.appendingPathComponent("navlint-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"file\": \"Specs/App.navgraph.json\""), baseline)

        try Data(spec(extraOrphan: false, shift: 5).utf8).write(to: file)
        let unchanged = try NavLintRunner.run(
            ["check", "--baseline", "navlint-baseline.json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(unchanged.status, 0, "moved lines keep the baseline valid: \(unchanged.stdout)")

        let fromElsewhere = try NavLintRunner.run(
            ["check", "--baseline", folder.appendingPathComponent("navlint-baseline.json").path, file.path], in: specs)
        XCTAssertEqual(fromElsewhere.status, 0, "absolute paths from another folder match too: \(fromElsewhere.stdout)")

        try Data(spec(extraOrphan: true).utf8).write(to: file)
        let grown = try NavLintRunner.run(
            ["check", "--baseline", "navlint-baseline.json", "--format", "json", "Specs/App.navgraph.json"], in: folder)
        XCTAssertEqual(grown.status, 1)
        XCTAssertTrue(grown.stdout.contains("\"Second\""), grown.stdout)
        XCTAssertFalse(grown.stdout.contains("\"Orphan\""), "recorded findings stay quiet: \(grown.stdout)")
        XCTAssertTrue(
            grown.stdout.contains("\"file\": \"Specs/App.navgraph.json\""), "reports keep the paths the user gave")
    }

    func testBaselineFromConfiguration() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))
        XCTAssertEqual(
            try NavLintRunner.run(["check", "--write-baseline", "accepted.json", "App.navgraph.json"], in: folder)
                .status, 0)
        try Data("baseline: accepted.json\nrules:\n  deep-link-only: off\n".utf8).write(
            to: folder.appendingPathComponent(".navlint.yml"))
        XCTAssertEqual(try NavLintRunner.run(["check", "App.navgraph.json"], in: folder).status, 0)
    }

    /// A spec that cannot be read is never accepted: --write-baseline refuses to record a run with input
    /// errors, and a baseline entry for one does not hide it.
    func testInputErrorsAreNeverBaselined() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(#"{"navgraph": 1, "root": "#.utf8).write(to: folder.appendingPathComponent("Cut.navgraph.json"))
        try Data(spec(extraOrphan: false).utf8).write(to: folder.appendingPathComponent("App.navgraph.json"))

        let written = try NavLintRunner.run(
            ["check", "--write-baseline", "accepted.json", "App.navgraph.json", "Cut.navgraph.json"], in: folder)
        XCTAssertEqual(written.status, 2)
        XCTAssertTrue(written.stdout.contains("Cut.navgraph.json:1:"), written.stdout)
        XCTAssertTrue(written.stderr.contains("the baseline accepted.json was not written"), written.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("accepted.json").path))

        try Data(
            """
            {"version": 1, "findings": [
              {"file": "Cut.navgraph.json", "rule": "syntax", "ids": [], "message": "accepted by hand"}
            ]}
            """.utf8
        ).write(to: folder.appendingPathComponent("accepted.json"))
        let checked = try NavLintRunner.run(["check", "--baseline", "accepted.json", "Cut.navgraph.json"], in: folder)
        XCTAssertEqual(checked.status, 2)
        XCTAssertTrue(checked.stdout.contains("[syntax]"), checked.stdout)
        XCTAssertFalse(checked.stdout.contains("no problems"), checked.stdout)
    }

    /// Specs in folders with their own .navlint.yml each use their own, baseline included.
    func testEachSpecUsesItsNearestConfiguration() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for name in ["a", "b/deeper", "c"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(spec(extraOrphan: false).utf8).write(
                to: folder.appendingPathComponent("\(name)/App.navgraph.json"))
        }
        try Data("rules:\n  unreachable-model: warning\n".utf8).write(
            to: folder.appendingPathComponent("a/.navlint.yml"))
        try Data("baseline: accepted.json\n".utf8).write(to: folder.appendingPathComponent("b/.navlint.yml"))
        XCTAssertEqual(
            try NavLintRunner.run(
                ["check", "--write-baseline", "b/accepted.json", "b/deeper/App.navgraph.json"], in: folder
            ).status, 0)

        let result = try NavLintRunner.run(["check", "--format", "json", "c", "a", "b"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let severities = Dictionary(grouping: diagnostics.filter { $0["rule"] as? String == "unreachable-model" }) {
            $0["file"] as? String ?? ""
        }
        .mapValues { $0.compactMap { $0["severity"] as? String } }
        XCTAssertEqual(
            severities, ["a/App.navgraph.json": ["warning"], "c/App.navgraph.json": ["error"]],
            "a's configuration lowers the rule, b's baseline accepts the finding, c has neither: \(result.stdout)")

        let explicit = try NavLintRunner.run(
            ["check", "--format", "json", "--config", "a/.navlint.yml", "c", "b"], in: folder)
        XCTAssertEqual(explicit.status, 0, "--config applies to every spec: \(explicit.stdout)")

        try Data("rules:\n  bogus-rule: off\n".utf8).write(to: folder.appendingPathComponent("c/.navlint.yml"))
        let broken = try NavLintRunner.run(["check", "a", "c"], in: folder)
        XCTAssertEqual(broken.status, 2, "every configuration in force is read and validated")
        XCTAssertTrue(broken.stderr.contains("c/.navlint.yml:2:3:"), broken.stderr)
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
        try Data("rules:\n  unreachable-model: warning\n  unrouted-screen: note\n".utf8).write(
            to: folder.appendingPathComponent("custom.yml"))
        let result = try NavLintRunner.run(
            ["check", "--config", "custom.yml", "--format", "json", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, "the only error became a warning")
        XCTAssertTrue(result.stdout.contains("\"rule\": \"unrouted-screen\""), result.stdout)
        XCTAssertEqual(
            try NavLintRunner.run(["check", "--config", "custom.yml", "--strict", "App.navgraph.json"], in: folder)
                .status, 1)
    }
}
