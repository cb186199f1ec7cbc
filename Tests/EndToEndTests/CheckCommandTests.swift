import Foundation
import XCTest

/// `navlint check` as CI runs it: exit codes, report formats, configuration and bad input.
final class CheckCommandTests: XCTestCase {
    private let clean = """
        {
          "navgraph": 1,
          "root": "Stack",
          "models": [
            { "id": "Stack", "kind": "stack", "root": "Home" },
            { "id": "Home", "kind": "screen", "edges": [{ "via": "push", "to": "Detail" }] },
            { "id": "Detail", "kind": "screen", "edges": [{ "via": "pop" }] }
          ]
        }

        """

    private let broken = """
        {
          "navgraph": 1,
          "root": "Home",
          "models": [
            { "id": "Home", "kind": "screen", "edges": [{ "via": "push", "to": "Detail" }] },
            { "id": "Detail", "kind": "screen" },
            { "id": "Orphan", "kind": "screen" }
          ]
        }

        """

    /// A spec whose one finding is a warning (back-edge-context: a root that dismisses), in a folder of its own.
    private func writeWarningSpec() throws -> String {
        let spec = """
            {"navgraph": 1, "root": "Home", "models": [
              {"id": "Home", "kind": "screen", "edges": [{"via": "dismiss"}]}
            ]}
            """
        return try write(spec, "Warn.navgraph.json", in: NavLintRunner.temporaryFolder(for: self))
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testCleanSpecExitsZeroAndQuietPrintsNothing() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = try write(clean, "App.navgraph.json", in: folder)
        let result = try NavLintRunner.run(["check", "--quiet", file])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testFindingsExitOneWithFileLineColumn() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        _ = try write(broken, "App.navgraph.json", in: folder)
        let result = try NavLintRunner.run(["check", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stdout.contains("App.navgraph.json:7:13: error: screen Orphan is unreachable"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[unreachable-model]"))
        XCTAssertTrue(result.stdout.contains("App.navgraph.json:5:49: error: Home does push Detail"), result.stdout)
    }

    func testJSONReportMatchesTheContract() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        _ = try write(broken, "App.navgraph.json", in: folder)
        let result = try NavLintRunner.run(["check", "--format", "json", "App.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let orphan = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "unreachable-model" })
        XCTAssertEqual(Set(orphan.keys), ["rule", "severity", "message", "file", "line", "column", "ids"])
        XCTAssertEqual(orphan["file"] as? String, "App.navgraph.json")
        XCTAssertEqual(orphan["line"] as? Int, 7)
        XCTAssertEqual(orphan["column"] as? Int, 13)
        XCTAssertEqual(orphan["ids"] as? [String], ["Orphan"])
        XCTAssertEqual(orphan["severity"] as? String, "error")
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 1, "errors": 2, "warnings": 0, "notes": 0])
        let again = try NavLintRunner.run(["check", "--format", "json", "App.navgraph.json"], in: folder)
        XCTAssertEqual(again.stdout, result.stdout, "the same input must give byte-identical output")
    }

    func testFolderSearchFindsSpecsAndSkipsOtherFiles() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        _ = try write(clean, "a/App.navgraph.json", in: folder)
        _ = try write(broken, "b/deeper/Other.navgraph.json", in: folder)
        _ = try write("not a spec", "b/notes.json", in: folder)
        let result = try NavLintRunner.run(["check", "--format", "json", "."], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"files\": 2"), result.stdout)
        XCTAssertTrue(result.stdout.contains("b/deeper/Other.navgraph.json"), result.stdout)
    }

    func testSymlinkLoopInSearchedFolderEnds() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        _ = try write(clean, "specs/App.navgraph.json", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("specs/loop").path, withDestinationPath: "..")
        let result = try NavLintRunner.run(["check", "--quiet", "specs"], in: folder, timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// `lint disable` on a route silences findings about that route only, not about a model that
    /// happens to share its id, and the other way round.
    func testInlineDisableKeepsModelsAndRoutesApart() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        func findings(_ settings: (model: String, route: String)) throws -> [String] {
            let spec = """
                navgraph 1
                links scheme app
                root Stack
                stack Stack root Home
                screen Home
                screen Settings \(settings.model)
                route Settings "other://settings" -> Home \(settings.route)

                """
            let file = try write(spec, "Same.nav", in: folder)
            let result = try NavLintRunner.run(["check", "--format", "json", file])
            XCTAssertNotEqual(result.status, 2, result.stdout + result.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
                .sorted()
        }
        XCTAssertEqual(try findings(("", "")), ["undeclared-link", "unreachable-model"])
        XCTAssertEqual(
            try findings(("", "{ lint disable unreachable-model, undeclared-link }")), ["unreachable-model"],
            "the route's settings silence the route's finding, not the model's")
        XCTAssertEqual(
            try findings(("{ lint disable unreachable-model, undeclared-link }", "")), ["undeclared-link"],
            "the model's settings silence the model's finding, not the route's")
    }

    /// SARIF and JUnit describe the rules as configured, and SARIF results have distinct fingerprints.
    func testReportsDescribeTheConfiguredRules() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = try write(broken, "App.navgraph.json", in: folder)
        try Data("rules:\n  unreachable-model: off\n  unrouted-screen: note\n  modal-trap: error\n".utf8).write(
            to: folder.appendingPathComponent(".navlint.yml"))

        let sarif = try NavLintRunner.run(["check", "--format", "sarif", spec])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        func configuration(_ id: String) -> [String: Any]? {
            rules.first { $0["id"] as? String == id }?["defaultConfiguration"] as? [String: Any]
        }
        XCTAssertEqual(configuration("unreachable-model")?["enabled"] as? Bool, false)
        XCTAssertNil(configuration("unrouted-screen")?["enabled"])
        XCTAssertEqual(configuration("unrouted-screen")?["level"] as? String, "note")
        XCTAssertEqual(configuration("modal-trap")?["level"] as? String, "error")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.contains { $0["ruleId"] as? String == "unreachable-model" })
        XCTAssertTrue(results.contains { $0["ruleId"] as? String == "unrouted-screen" })
        try SARIFSchema.assertValid(Data(sarif.stdout.utf8))

        let junit = try NavLintRunner.run(["check", "--format", "junit", spec])
        XCTAssertTrue(junit.stdout.contains(#"<testcase name="unrouted-screen""#), junit.stdout)
        XCTAssertFalse(
            junit.stdout.contains(#"<testcase name="unreachable-model""#),
            "a rule turned off is not a passing test: \(junit.stdout)")
    }

    func testJUnitFailsOnWarningsOnlyWhenStrict() throws {
        let file = try writeWarningSpec()
        let plain = try NavLintRunner.run(["check", "--format", "junit", file])
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(
            plain.stdout.contains(#"<testsuites name="navlint" tests="#)
                && plain.stdout.contains(#"failures="0" errors="0">"#), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("<system-out>"), "the warning is still listed: \(plain.stdout)")
        let strict = try NavLintRunner.run(["check", "--format", "junit", "--strict", file])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.contains(#"failures="1" errors="0">"#), strict.stdout)
        XCTAssertTrue(
            strict.stdout.contains(#"<failure message="1 problem found by back-edge-context" type="warning">"#),
            strict.stdout)
    }

    func testSARIFFingerprintsAreUniquePerResult() throws {
        let result = try NavLintRunner.run([
            "check", "--format", "sarif", "Samples/Broken/back-edge-context.navgraph.json",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let fingerprints = results.compactMap {
            ($0["partialFingerprints"] as? [String: String])?["navlintFindingHash/v2"]
        }
        XCTAssertEqual(fingerprints.count, 2, "the pop and the dismiss finding: \(results)")
        XCTAssertEqual(Set(fingerprints).count, fingerprints.count, "\(fingerprints)")
    }

    func testStrictFailsOnWarnings() throws {
        let file = try writeWarningSpec()
        XCTAssertEqual(try NavLintRunner.run(["check", file]).status, 0)
        XCTAssertEqual(try NavLintRunner.run(["check", "--strict", file]).status, 1)
    }

    func testMissingFileExitsTwo() throws {
        let result = try NavLintRunner.run(["check", "does-not-exist.navgraph.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("does-not-exist.navgraph.json: no such file or folder"), result.stderr)
    }

    func testUnknownOptionExitsTwo() throws {
        let result = try NavLintRunner.run(["check", "--no-such-flag"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--no-such-flag"), result.stderr)
    }

    func testBadInputAlwaysExitsTwoWithAPosition() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let cases: [(name: String, bytes: [UInt8], expected: String)] = [
            ("truncated.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": [{"id": "A""#.utf8), ":1:"),
            (
                "trailing-comma.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": [],}"#.utf8),
                "trailing commas"
            ),
            ("deep.navgraph.json", Array(repeating: UInt8(ascii: "["), count: 200_000), "nested more than"),
            (
                "utf8.navgraph.json", Array(#"{"navgraph": 1, "app": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
                "invalid UTF-8"
            ),
            ("nul.navgraph.json", Array(#"{"navgraph": 1, "app": "a"#.utf8) + [0] + Array(#""}"#.utf8), "NUL"),
            (
                "unknown-key.navgraph.json",
                Array(#"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen", "egdes": []}]}"#.utf8),
                "did you mean \"edges\""
            ),
            (
                "wrong-type.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": {}}"#.utf8),
                "expected an array"
            ),
            ("empty.navgraph.json", [], "empty"),
            ("garbage.navgraph.json", [0xFF, 0xFE, 0x00, 0x41, 0x13], "expected a value"),
            ("broken.nav", Array("navgraph 1\nroot A\nscreen A {\n  pushh B\n}\n".utf8), ":4:"),
        ]
        for entry in cases {
            let path = folder.appendingPathComponent(entry.name).path
            try Data(entry.bytes).write(to: URL(fileURLWithPath: path))
            let result = try NavLintRunner.run(["check", path], timeout: 60)
            XCTAssertEqual(result.status, 2, "\(entry.name): \(result.stdout) \(result.stderr)")
            XCTAssertTrue(
                result.stdout.contains(entry.expected),
                "\(entry.name): expected “\(entry.expected)” in \(result.stdout)")
            let position = try XCTUnwrap(
                result.stdout.range(of: #"\#(entry.name):\d+:\d+: error: "#, options: .regularExpression),
                "\(entry.name): no file:line:col in \(result.stdout)")
            XCTAssertFalse(position.isEmpty)
        }
    }

    /// On a terminal the text report is coloured; NO_COLOR and --no-color turn that off.
    func testColourOnATerminalOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("script(1) is not installed")
        }
        func onTerminal(_ command: String, environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qc", command, "/dev/null"]
            process.currentDirectoryURL = NavLintRunner.packageRoot
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "NO_COLOR")
            env["TERM"] = "xterm"
            for (key, value) in environment { env[key] = value }
            process.environment = env
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let command = "'\(NavLintRunner.binary.path)' check Samples/Broken/modal-trap.navgraph.json"
        XCTAssertTrue(try onTerminal(command, environment: [:]).contains("\u{1B}["), "colour on a terminal")
        XCTAssertFalse(
            try onTerminal(command, environment: ["NO_COLOR": "1"]).contains("\u{1B}["), "NO_COLOR is honoured")
        XCTAssertFalse(
            try onTerminal(command + " --no-color", environment: [:]).contains("\u{1B}["), "--no-color is honoured")
        XCTAssertFalse(
            try NavLintRunner.run(["check", "Samples/Broken/modal-trap.navgraph.json"], environment: ["NO_COLOR": ""])
                .stdout.contains("\u{1B}["), "no colour into a pipe")
    }
}
