import Foundation
import XCTest

/// action.yml, which cannot run here, read as data: its steps hand the work to scripts/ci/build.sh and
/// scripts/ci/review.sh, and build.sh's install list and cache key are run with stand-ins for pkg-config and
/// swift. ReviewScriptTests and PullRequestFlowTests run review.sh itself.
final class ActionTests: XCTestCase {
    // MARK: - Installing the system libraries

    func testTheInstallStepInstallsEverySystemLibraryPkgConfigCannotFind() throws {
        let declared = try Self.declaredSystemLibraries()
        XCTAssertEqual(
            declared.map(\.pkgConfig), ["libgvc", "libpng", "libjpeg", "libdeflate"], "Package.swift's system libraries"
        )
        let none = try packages(found: [])
        XCTAssertEqual(none, declared.flatMap(\.apt), "every library is missing: every provider is installed")
        XCTAssertEqual(
            try packages(found: ["libgvc"]), ["libpng-dev", "libjpeg-dev", "libdeflate-dev"], "Graphviz alone is there")
        XCTAssertEqual(try packages(found: declared.map(\.pkgConfig)), [], "nothing is missing")

        let install = try step(named: "Install what navlint needs")
        XCTAssertEqual(install["run"] as? String, #"bash "$GITHUB_ACTION_PATH/scripts/ci/build.sh" install"#)
    }

    func testTheInstallStepSaysWhatIsMissingBeforeItCanReadTheManifest() throws {
        let tools = try NavLintRunner.temporaryFolder(for: self)
        for tool in ["bash", "dirname"] {
            try FileManager.default.createSymbolicLink(
                atPath: tools.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/" + tool)
        }
        let noSwift = try CIScript.run("build.sh", ["install"], in: tools, environment: ["PATH": tools.path])
        XCTAssertEqual(noSwift.status, 2, noSwift.stderr)
        XCTAssertEqual(noSwift.stdout, "::error::navlint needs a Swift 6 toolchain (e.g. container: swift:6.3)\n")

        try executable("#!/bin/sh\nexit 0\n", at: tools.appendingPathComponent("swift"))
        let noPython = try CIScript.run("build.sh", ["install"], in: tools, environment: ["PATH": tools.path])
        XCTAssertEqual(noPython.status, 2, noPython.stderr)
        XCTAssertTrue(noPython.stdout.hasPrefix("::error::navlint's set-up reads the package manifest with python3"))
    }

    // MARK: - The build cache

    func testTheCacheKeyFollowsWhatTheBuildDependsOn() throws {
        let package = try NavLintRunner.temporaryFolder(for: self)
        let root = NavLintRunner.packageRoot
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Package.swift"), to: package.appendingPathComponent("Package.swift"))
        try write("let a = 1\n", to: package.appendingPathComponent("Sources/A/A.swift"))
        try write("plugin\n", to: package.appendingPathComponent("Plugins/P/P.swift"))

        let first = try cacheKey(of: package)
        XCTAssertEqual(
            first["path"], package.path + "/.build", "the .build folder of the package, as the shell sees it")
        let prefix = try XCTUnwrap(first["prefix"])
        XCTAssertTrue(try XCTUnwrap(first["key"]).hasPrefix(prefix))
        XCTAssertEqual(try cacheKey(of: package), first, "the same tree gives the same key")

        try write("# notes\n", to: package.appendingPathComponent("README.md"))
        XCTAssertEqual(try cacheKey(of: package)["key"], first["key"], "a file the build does not read")

        var keys: Set<String> = [try XCTUnwrap(first["key"])]
        for (file, text) in [
            ("Sources/A/A.swift", "let a = 2\n"), ("Plugins/P/P.swift", "plugin 2\n"),
            ("Package.resolved", #"{ "pins": [] }"#), ("Package.resolved", #"{ "pins": [1] }"#),
            ("Package.swift", "// changed\n"),
        ] {
            try write(text, to: package.appendingPathComponent(file))
            let key = try XCTUnwrap(try cacheKey(of: package)["key"])
            XCTAssertTrue(keys.insert(key).inserted, "changing \(file) changes the key")
        }
        let otherToolchain = try cacheKey(of: package, swiftVersion: "Swift version 6.4")
        XCTAssertNotEqual(otherToolchain["prefix"], prefix, "another toolchain shares no cache")
    }

    func testTheCacheIsKeyedByTheBuildNotTheActionsRef() throws {
        let steps = try Self.steps()
        let text = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
        XCTAssertFalse(text.contains("action_ref"), "the Action's ref says nothing of what was built")
        let restore = try step(named: "Restore the navlint build")
        XCTAssertEqual(restore["uses"] as? String, "actions/cache/restore@v4")
        let restoreWith = try XCTUnwrap(restore["with"] as? [String: String])
        XCTAssertEqual(restoreWith["path"], "${{ steps.cache-key.outputs.path }}", "the path the shell sees")
        XCTAssertEqual(restoreWith["key"], "${{ steps.cache-key.outputs.key }}")
        XCTAssertEqual(restoreWith["restore-keys"], "${{ steps.cache-key.outputs.prefix }}")
        let save = try step(named: "Save the navlint build")
        XCTAssertEqual(save["uses"] as? String, "actions/cache/save@v4")
        let saveWith = try XCTUnwrap(save["with"] as? [String: String])
        XCTAssertEqual(saveWith["key"], "${{ steps.build.outputs.key }}", "saved with the resolved versions")
        XCTAssertEqual(saveWith["path"], "${{ steps.build.outputs.path }}")
        let build = try step(named: "Build navlint")
        XCTAssertEqual(
            build["run"] as? String, #"bash "$GITHUB_ACTION_PATH/scripts/ci/build.sh" build >> "$GITHUB_OUTPUT""#)
        for step in steps where step["uses"] != nil {
            let with = String(describing: step["with"] ?? "")
            XCTAssertFalse(with.contains("github.action_path"), "a host path in a container job: \(with)")
        }
    }

    // MARK: - The review and its uploads

    func testTheReviewStepPassesEveryInputAndEveryReportIsUploaded() throws {
        let review = try step(named: "Check, compare and draw")
        let environment = try XCTUnwrap(review["env"] as? [String: String])
        let inputs = try XCTUnwrap(try CIScript.action()["inputs"] as? [String: Any])
        for input in inputs.keys {
            let variable = "INPUT_" + input.uppercased().replacingOccurrences(of: "-", with: "_")
            XCTAssertEqual(environment[variable], "${{ inputs.\(input) }}", variable)
        }
        XCTAssertEqual(environment["NAVLINT"], "${{ steps.build.outputs.navlint }}")
        XCTAssertEqual(environment["NAVLINT_DEFAULT_BRANCH"], "${{ github.event.repository.default_branch }}")

        let uploads = try Self.steps().filter {
            ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true
        }
        let reports = uploads.compactMap { ($0["with"] as? [String: String])?["sarif_file"] }
        XCTAssertEqual(reports, ["${{ steps.review.outputs.sarif }}", "${{ steps.review.outputs.diff-sarif }}"])
        let categories = uploads.compactMap { ($0["with"] as? [String: String])?["category"] }
        XCTAssertEqual(Set(categories).count, 2, "one category per SARIF upload: \(categories)")

        let pages = try step(named: "Upload the review pages")
        XCTAssertEqual((pages["with"] as? [String: String])?["path"], "${{ steps.review.outputs.pages }}")
        XCTAssertEqual(pages["if"] as? String, "${{ steps.review.outputs.pages != '' }}")
    }

    // MARK: - Helpers

    /// The system libraries Package.swift declares, as SwiftPM reads the manifest: each `pkgConfig` name
    /// with its apt packages.
    private static func declaredSystemLibraries() throws -> [(pkgConfig: String, apt: [String])] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dump.arguments = [
            "swift", "package", "dump-package", "--package-path", NavLintRunner.packageRoot.path,
            "--scratch-path", scratch.path,
        ]
        let output = Pipe()
        dump.standardOutput = output
        try dump.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        dump.waitUntilExit()
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        return targets.compactMap { target in
            guard let name = target["pkgConfig"] as? String else { return nil }
            let providers = target["providers"] as? [[String: Any]] ?? []
            let apt = providers.flatMap { ($0["apt"] as? [[String]] ?? []).flatMap { $0 } }
            return (name, apt)
        }
    }

    /// The tests' own search path, for the real swift and python3 behind a stand-in.
    private static var searchPath: String { ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin" }

    /// What `build.sh packages` lists when pkg-config finds only `found`.
    private func packages(found: [String]) throws -> [String] {
        let tools = try NavLintRunner.temporaryFolder(for: self)
        let known = found.map { "\"\($0)\"" }.joined(separator: " ")
        try executable(
            "#!/bin/sh\nfor name in \(known); do [ \"$2\" = \"$name\" ] && exit 0; done\nexit 1\n",
            at: tools.appendingPathComponent("pkg-config"))
        let result = try CIScript.run(
            "build.sh", ["packages"], in: tools, environment: ["PATH": tools.path + ":" + Self.searchPath])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// `build.sh cache-key`'s outputs for `package`, with a stand-in swift that prints `swiftVersion`.
    private func cacheKey(of package: URL, swiftVersion: String = "Swift version 6.3") throws -> [String: String] {
        let tools = try NavLintRunner.temporaryFolder(for: self)
        try executable("#!/bin/sh\necho '\(swiftVersion)'\n", at: tools.appendingPathComponent("swift"))
        let result = try CIScript.run(
            "build.sh", ["cache-key"], in: package,
            environment: ["PATH": tools.path + ":/usr/bin:/bin", "NAVLINT_PACKAGE": package.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = package.appendingPathComponent("output")
        try Data(result.stdout.utf8).write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        return try CIScript.outputs(output)
    }

    private static func steps() throws -> [[String: Any]] {
        let runs = try XCTUnwrap(try CIScript.action()["runs"] as? [String: Any])
        return try XCTUnwrap(runs["steps"] as? [[String: Any]])
    }

    private func step(named name: String) throws -> [String: Any] {
        try XCTUnwrap(try Self.steps().first { $0["name"] as? String == name }, "action.yml has no step “\(name)”")
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func executable(_ text: String, at file: URL) throws {
        try write(text, to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
}
