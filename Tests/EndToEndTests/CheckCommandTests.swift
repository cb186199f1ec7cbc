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
        XCTAssertTrue(result.stdout.contains("App.navgraph.json:7:13: error: screen Orphan is unreachable"), result.stdout)
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
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("specs/loop").path, withDestinationPath: "..")
        let result = try NavLintRunner.run(["check", "--quiet", "specs"], in: folder, timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testStrictFailsOnWarnings() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = """
            {"navgraph": 1, "root": "Home", "models": [
              {"id": "Home", "kind": "screen", "edges": [{"via": "dismiss"}]}
            ]}
            """
        let file = try write(spec, "Warn.navgraph.json", in: folder)
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
            ("trailing-comma.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": [],}"#.utf8), "trailing commas"),
            ("deep.navgraph.json", Array(repeating: UInt8(ascii: "["), count: 200_000), "nested more than"),
            ("utf8.navgraph.json", Array(#"{"navgraph": 1, "app": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), "invalid UTF-8"),
            ("nul.navgraph.json", Array(#"{"navgraph": 1, "app": "a"#.utf8) + [0] + Array(#""}"#.utf8), "NUL"),
            ("unknown-key.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen", "egdes": []}]}"#.utf8), "did you mean \"edges\""),
            ("wrong-type.navgraph.json", Array(#"{"navgraph": 1, "root": "A", "models": {}}"#.utf8), "expected an array"),
            ("empty.navgraph.json", [], "empty"),
            ("garbage.navgraph.json", [0xFF, 0xFE, 0x00, 0x41, 0x13], "expected a value"),
            ("broken.nav", Array("navgraph 1\nroot A\nscreen A {\n  pushh B\n}\n".utf8), ":4:"),
        ]
        for entry in cases {
            let path = folder.appendingPathComponent(entry.name).path
            try Data(entry.bytes).write(to: URL(fileURLWithPath: path))
            let result = try NavLintRunner.run(["check", path], timeout: 60)
            XCTAssertEqual(result.status, 2, "\(entry.name): \(result.stdout) \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(entry.expected), "\(entry.name): expected “\(entry.expected)” in \(result.stdout)")
            let position = try XCTUnwrap(result.stdout.range(of: #"\#(entry.name):\d+:\d+: error: "#, options: .regularExpression), "\(entry.name): no file:line:col in \(result.stdout)")
            XCTAssertFalse(position.isEmpty)
        }
    }

    /// On a terminal the text report is coloured; NO_COLOR and --no-color turn that off.
    func testColourOnATerminalOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("script(1) is not installed") }
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
        XCTAssertFalse(try onTerminal(command, environment: ["NO_COLOR": "1"]).contains("\u{1B}["), "NO_COLOR is honoured")
        XCTAssertFalse(try onTerminal(command + " --no-color", environment: [:]).contains("\u{1B}["), "--no-color is honoured")
        XCTAssertFalse(try NavLintRunner.run(["check", "Samples/Broken/modal-trap.navgraph.json"], environment: ["NO_COLOR": ""]).stdout.contains("\u{1B}["), "no colour into a pipe")
    }
}
