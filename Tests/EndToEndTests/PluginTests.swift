import Foundation
import XCTest

/// The SwiftPM plugins, used the way an app package uses them: Tests/Fixtures/PluginDemo is copied to a
/// temporary folder, pointed at this package, built with the build-tool plugin (clean spec, then a broken
/// one; the plugin also generates the deep-link enum the fixture's code uses), and checked with
/// `swift package navlint`.
///
/// Every build shares one scratch folder, so only the first one builds navlint-spec, the slim navlint the
/// plugins run (neither swift-syntax nor Graphviz is built); the whole test takes one to two minutes on two
/// cores.
final class PluginTests: XCTestCase {
    private var swiftProgram: URL!
    private var fixture: URL!
    private var scratch: URL!

    override func setUpWithError() throws {
        guard let swift = Self.swiftOnPath() else { throw XCTSkip("swift is not on PATH; the plugin test needs it") }
        swiftProgram = swift
        let folder = try NavLintRunner.temporaryFolder(for: self)
        fixture = folder.appendingPathComponent("PluginDemo")
        scratch = folder.appendingPathComponent("scratch")
        let source = NavLintRunner.packageRoot.appendingPathComponent("Tests/Fixtures/PluginDemo")
        try FileManager.default.copyItem(at: source, to: fixture)
        let manifest = fixture.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let relative = #"path: "../../..""#
        XCTAssertTrue(text.contains(relative), "the fixture's manifest should name navlint by relative path")
        let absolute = "path: \"\(NavLintRunner.packageRoot.standardizedFileURL.path)\""
        try Data(text.replacingOccurrences(of: relative, with: absolute).utf8).write(to: manifest)
    }

    func testBuildToolPluginAndCommandPlugin() throws {
        let spec = fixture.appendingPathComponent("Sources/DemoNavigation/Demo.navgraph.json")
        let cleanSpec = try Data(contentsOf: spec)
        let brokenSpec = try Data(contentsOf: fixture.appendingPathComponent("Variants/Demo-unreachable.navgraph.json"))
        let brokenLine =
            try XCTUnwrap(
                String(decoding: brokenSpec, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains(#""id": "Settings""#) }) + 1

        // A clean spec: the build runs the check and says nothing about it, and generates the DemoLink enum
        // (the target has a navlint-gen.json) that DemoNavigation.swift uses, so the target compiles only
        // with the generated file in it.
        let clean = try swift(["build"], timeout: 900)
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertTrue(clean.output.contains("navlint: checking 1 spec of DemoNavigation"), clean.output)
        XCTAssertTrue(clean.output.contains("navlint: generating DemoLinks.swift"), clean.output)
        let generated = try XCTUnwrap(
            FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil)?.allObjects
                .compactMap { $0 as? URL }.first { $0.lastPathComponent == "DemoLinks.swift" },
            "the plugin writes DemoLinks.swift into its work folder")
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("public enum DemoLink:"))
        XCTAssertFalse(clean.output.contains("Demo.navgraph.json"), clean.output)
        XCTAssertFalse(clean.output.contains("error:"), clean.output)
        let heavy = try builtModules(named: [
            "SwiftSyntax", "SwiftParser", "NavLintExtract", "NavLintRender", "CGraphviz",
        ])
        XCTAssertEqual(heavy, [], "an app that adds the plugins builds neither swift-syntax nor Graphviz")
        XCTAssertTrue(try builtModules(named: ["NavLintCommandLine"]).contains("NavLintCommandLine"), "what it builds")

        // A broken spec fails the incremental build with the finding in the compiler's form.
        try brokenSpec.write(to: spec)
        let broken = try swift(["build"], timeout: 300)
        XCTAssertNotEqual(broken.status, 0, broken.output)
        let finding =
            #"\#(NSRegularExpression.escapedPattern(for: spec.path)):\#(brokenLine):\d+: error: screen Settings is unreachable[^\n]* \[unreachable-model\]"#
        XCTAssertNotNil(broken.output.range(of: finding, options: .regularExpression), broken.output)

        // The command plugin finds the spec in the target, prints the finding and fails.
        let command = try swift(["package", "navlint", "check"], timeout: 300)
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertNotNil(
            command.stdout.range(
                of:
                    #"(?m)^Sources/DemoNavigation/Demo\.navgraph\.json:\#(brokenLine):\d+: error: [^\n]+ \[unreachable-model\]$"#,
                options: .regularExpression),
            command.output)
        XCTAssertTrue(command.stdout.contains("1 error, 0 warnings in 1 file"), command.output)
        XCTAssertTrue(command.stderr.contains("navlint check failed with exit code 1"), command.output)

        // A .navlint.yml that names a baseline accepting the finding lets the build pass; emptying the
        // baseline fails it again, because the baseline a configuration names is an input of the check.
        let target = fixture.appendingPathComponent("Sources/DemoNavigation")
        let baselineFile = target.appendingPathComponent("navlint-baseline.json")
        try Data("baseline: navlint-baseline.json # accepted findings\n".utf8).write(
            to: target.appendingPathComponent(".navlint.yml"))
        try Data(
            """
            {"version": 1, "findings": [
              {"file": "Demo.navgraph.json", "rule": "unreachable-model", "ids": ["Settings"], "message": "accepted"}
            ]}
            """.utf8
        ).write(to: baselineFile)
        let accepted = try swift(["build"], timeout: 300)
        XCTAssertEqual(accepted.status, 0, accepted.output)
        try Data(#"{"version": 1, "findings": []}"#.utf8).write(to: baselineFile)
        let unaccepted = try swift(["build"], timeout: 300)
        XCTAssertNotEqual(unaccepted.status, 0, "a changed baseline checks the specs again: \(unaccepted.output)")
        XCTAssertTrue(unaccepted.output.contains("[unreachable-model]"), unaccepted.output)

        // Fixed again: the build passes, and the command plugin writes a SARIF report into the package.
        try cleanSpec.write(to: spec)
        let fixed = try swift(["build"], timeout: 300)
        XCTAssertEqual(fixed.status, 0, fixed.output)
        let sarif = try swift(
            ["package", "navlint", "check", "--format", "sarif", "-o", "navlint.sarif"], timeout: 300)
        XCTAssertEqual(sarif.status, 0, sarif.output)
        let report = try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixture.appendingPathComponent("navlint.sarif")))
        XCTAssertEqual((report as? [String: Any])?["version"] as? String, "2.1.0")

        // Other subcommands pass through; a bad argument fails the command.
        let rules = try swift(["package", "navlint", "rules"], timeout: 300)
        XCTAssertEqual(rules.status, 0, rules.output)
        XCTAssertTrue(rules.stdout.contains("unreachable-model"), rules.output)
        let missing = try swift(["package", "navlint", "check", "Missing.navgraph.json"], timeout: 300)
        XCTAssertNotEqual(missing.status, 0, missing.output)
        XCTAssertTrue(missing.output.contains("Missing.navgraph.json: no such file or folder"), missing.output)
        XCTAssertTrue(missing.stderr.contains("navlint check failed with exit code 2"), missing.output)
        let render = try swift(
            ["package", "navlint", "render", "Sources/DemoNavigation/Demo.navgraph.json"], timeout: 300)
        XCTAssertNotEqual(render.status, 0, render.output)
        XCTAssertTrue(render.stderr.contains("run `navlint render` from an installed navlint"), render.output)
    }

    /// The modules the scratch folder's builds compiled (an object file in `NAME.build`, or `NAME.swiftmodule`)
    /// whose names start with one of `prefixes`. SwiftPM makes a `NAME.build` folder for every target of every
    /// package, built or not, so an empty folder says nothing.
    private func builtModules(named prefixes: [String]) throws -> [String] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil))
        var found = Set<String>()
        for case let url as URL in walker {
            let name: String
            switch url.pathExtension {
            case "o": name = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
            case "swiftmodule": name = url.deletingPathExtension().lastPathComponent
            default: continue
            }
            if prefixes.contains(where: name.hasPrefix) { found.insert(name) }
        }
        return found.sorted()
    }

    // MARK: - Running swift

    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    /// `swift arguments... --scratch-path SCRATCH` in the fixture's folder; fails the test past `timeout` seconds.
    private func swift(_ arguments: [String], timeout: TimeInterval) throws -> Run {
        let process = Process()
        process.executableURL = swiftProgram
        // The scratch path is an option of every swift subcommand; it goes before a plugin's own arguments.
        process.arguments = [arguments[0], "--scratch-path", scratch.path] + arguments.dropFirst()
        process.currentDirectoryURL = fixture
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        nonisolated(unsafe) var stderrData = Data()
        DispatchQueue.global().async(group: group) { stdoutData = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { stderrData = error.fileHandleForReading.readDataToEndOfFile() }
        let deadline = started.addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("swift \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        group.wait()
        print(
            "swift \(arguments.joined(separator: " ")): exit \(process.terminationStatus) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
        )
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// The `swift` program the PATH names, if any.
    private static func swiftOnPath() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// `navlint check --stamp FILE`, the output the build-tool plugin declares.
final class StampTests: XCTestCase {
    func testStampIsWrittenOnlyWhenTheCheckPasses() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let variants = NavLintRunner.packageRoot.appendingPathComponent("Tests/Fixtures/PluginDemo")
        let clean = variants.appendingPathComponent("Sources/DemoNavigation/Demo.navgraph.json").path
        let broken = variants.appendingPathComponent("Variants/Demo-unreachable.navgraph.json").path
        let stamp = folder.appendingPathComponent("DemoNavLintCheck.swift")

        let failing = try NavLintRunner.run(["check", "--quiet", "--stamp", stamp.path, broken])
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path), "no stamp for a failed check")

        let passing = try NavLintRunner.run(["check", "--quiet", "--stamp", stamp.path, clean])
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertEqual(passing.stdout, "")
        XCTAssertEqual(try String(contentsOf: stamp, encoding: .utf8), "// navlint check passed: 1 file\n")
    }
}
