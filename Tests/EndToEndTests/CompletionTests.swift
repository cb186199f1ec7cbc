import Foundation
import XCTest

/// Shell completion scripts and `--version`, as packagers and CI use them.
final class CompletionTests: XCTestCase {
    private let subcommands = ["check", "render", "resolve", "coverage", "examples", "fmt", "rules"]

    func testBashScriptCompletesEverySubcommand() throws {
        let script = try completionScript(for: "bash")
        for name in subcommands {
            XCTAssertTrue(script.contains("_navlint_\(name)()"), "no completion function for \(name)")
        }
        XCTAssertNotNil(
            script.range(of: #"compgen -W '[^']*\bcheck\b[^']*\bfmt\b[^']*'"#, options: .regularExpression), script)
        XCTAssertTrue(script.contains("--write-baseline"), "check's options are completed")
    }

    func testBashReadsTheScript() throws {
        try assertParses(try completionScript(for: "bash"), shell: "bash", arguments: ["-n"])
    }

    func testZshScriptCompletesEverySubcommand() throws {
        let script = try completionScript(for: "zsh")
        XCTAssertTrue(script.hasPrefix("#compdef navlint"), String(script.prefix(80)))
        for name in subcommands {
            XCTAssertTrue(script.contains("'\(name):"), "\(name) is not offered as a subcommand")
            XCTAssertTrue(script.contains("_navlint_\(name)()"), "no completion function for \(name)")
        }
    }

    func testZshReadsTheScript() throws {
        try assertParses(try completionScript(for: "zsh"), shell: "zsh", arguments: ["-n"])
    }

    func testFishScriptCompletesEverySubcommand() throws {
        let script = try completionScript(for: "fish")
        for name in subcommands {
            XCTAssertTrue(script.contains("-fa '\(name)'"), "\(name) is not offered as a subcommand")
        }
        XCTAssertTrue(script.contains("-l 'baseline'"), "check's options are completed")
    }

    func testFishReadsTheScript() throws {
        try assertParses(try completionScript(for: "fish"), shell: "fish", arguments: ["--no-execute"])
    }

    func testUnknownShellExitsTwo() throws {
        let result = try NavLintRunner.run(["--generate-completion-script", "tcsh"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("tcsh"), result.stderr)
    }

    func testVersionIsSemanticAndMatchesTheSARIFReport() throws {
        let result = try NavLintRunner.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(
            version.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$"#, options: .regularExpression),
            "not a version: \(result.stdout)")

        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("App.navgraph.json")
        try Data(#"{"navgraph": 1, "root": "Home", "models": [{"id": "Home", "kind": "screen"}]}"#.utf8).write(to: spec)
        let sarif = try NavLintRunner.run(["check", "--format", "sarif", spec.path])
        XCTAssertEqual(sarif.status, 0, sarif.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let driver =
            (((report["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]) as? [String: Any]
        XCTAssertEqual(driver?["version"] as? String, version, "--version and the SARIF report name the same version")
    }

    // MARK: - Helpers

    private func completionScript(for shell: String) throws -> String {
        let result = try NavLintRunner.run(["--generate-completion-script", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.isEmpty)
        let again = try NavLintRunner.run(["--generate-completion-script", shell])
        XCTAssertEqual(again.stdout, result.stdout, "the same script every time")
        return result.stdout
    }

    /// Has the shell read the script without running it; skips the test when that shell is not installed.
    private func assertParses(_ script: String, shell: String, arguments: [String]) throws {
        let program = try unwrap(
            Self.program(named: shell), orSkip: "\(shell) is not installed, so its completion script is not parsed")
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("navlint.\(shell)")
        try Data(script.utf8).write(to: file)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(shell) cannot read the script: \(message)")
    }

    private static func program(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
