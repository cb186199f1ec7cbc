import Foundation
import XCTest

/// The hooks of .pre-commit-hooks.yaml, run as pre-commit runs them: each `entry` with the changed specs
/// appended, with the built navlint on PATH.
final class PreCommitHookTests: XCTestCase {
    /// The `entry` of each hook, by id.
    private func entries() throws -> [String: String] {
        let text = try String(
            contentsOf: NavLintRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var entries: [String: String] = [:]
        var id: String?
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("- id: ") { id = String(line.dropFirst(6)) }
            if line.hasPrefix("  entry: "), let id { entries[id] = String(line.dropFirst(9)) }
        }
        return entries
    }

    private func run(_ entry: String, files: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", entry + " \"$@\"", "hook"] + files
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = NavLintRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func testTheHooksCheckAndFormatTheChangedSpecs() throws {
        let hooks = try entries()
        XCTAssertEqual(Set(hooks.keys), ["navlint-check", "navlint-fmt"])
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let clean = "navgraph 1\nroot Home\nscreen Home   { sheet Help }\nscreen Help\n"
        try Data(clean.utf8).write(to: folder.appendingPathComponent("a.nav"))
        try Data(clean.utf8).write(to: folder.appendingPathComponent("b.nav"))
        XCTAssertEqual(try run(try XCTUnwrap(hooks["navlint-check"]), files: ["a.nav", "b.nav"], in: folder), 0)
        XCTAssertEqual(try run(try XCTUnwrap(hooks["navlint-fmt"]), files: ["a.nav", "b.nav"], in: folder), 0)
        for name in ["a.nav", "b.nav"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.contains("screen Home { sheet Help }"), "\(name) was not formatted: \(text)")
        }
        try Data("navgraph 1\nroot Home\nscreen Home { push Nowhere }\n".utf8)
            .write(to: folder.appendingPathComponent("b.nav"))
        XCTAssertEqual(try run(try XCTUnwrap(hooks["navlint-check"]), files: ["a.nav", "b.nav"], in: folder), 1)
    }
}
