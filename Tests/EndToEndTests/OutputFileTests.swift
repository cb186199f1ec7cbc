import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where reports land: `-o FILE` onto links, devices, pipes and existing files, standard output that
/// cannot be written, and files and folders navlint may not read or write.
final class OutputFileTests: XCTestCase {
    private let sample = "Samples/CountriesTabs.navgraph.json"
    private let broken = "Samples/Broken/back-edge-context.navgraph.json"

    /// The json report of the sample, as standard output gets it.
    private func expectedReport() throws -> String {
        let result = try NavLintRunner.run(["check", "--format", "json", sample])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func testASymlinkStaysALinkAndItsTargetIsReplaced() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let target = reports.appendingPathComponent("real.json")
        try Data("previous".utf8).write(to: target)
        let link = folder.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "reports/real.json")

        let result = try NavLintRunner.run(
            [
                "check", "--format", "json", "-o", link.path,
                NavLintRunner.packageRoot.appendingPathComponent(sample).path,
            ], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "reports/real.json",
            "the link is kept")
        XCTAssertTrue(
            try String(contentsOf: target, encoding: .utf8).contains("\"diagnostics\""),
            "the file the link points to gets the report")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: reports.path), ["real.json"],
            "no temporary file is left")

        let dangling = folder.appendingPathComponent("dangling.json")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "reports/new.json")
        XCTAssertEqual(
            try NavLintRunner.run([
                "check", "--format", "json", "-o", dangling.path,
                NavLintRunner.packageRoot.appendingPathComponent(sample).path,
            ]).status, 0)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: reports.appendingPathComponent("new.json").path),
            "a dangling link's target is created")
    }

    func testDevStdoutIsWrittenThroughAndNeverReplaced() throws {
        var before = stat()
        try XCTSkipUnless(lstat("/dev/stdout", &before) == 0, "this system has no /dev/stdout")
        let result = try NavLintRunner.run(["check", "--format", "json", "-o", "/dev/stdout", sample])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try expectedReport())
        var after = stat()
        XCTAssertEqual(lstat("/dev/stdout", &after), 0)
        XCTAssertEqual(
            after.st_mode & S_IFMT, before.st_mode & S_IFMT, "/dev/stdout is still what it was (a link on Linux)")
        XCTAssertEqual(after.st_ino, before.st_ino)
    }

    func testProcessSubstitutionAndFIFOsAreWrittenDirectly() throws {
        let bash = try unwrap(
            ["/bin/bash", "/usr/bin/bash"].first(where: FileManager.default.isExecutableFile(atPath:)),
            orSkip: "bash is not installed")
        let folder = try NavLintRunner.temporaryFolder(for: self)
        // One line: bash keeps a process substitution's descriptor open until the end of the line, and
        // `wait` on the next line would wait for a reader that never sees the end of its input.
        let script = """
            "$NAVLINT" check --format json -o >(cat > substituted.json) "$SPEC"; status=$?; wait $!; \
            mkfifo pipe && { cat pipe > from-fifo.json & reader=$!; "$NAVLINT" check --format json -o pipe "$SPEC" || status=$?; wait $reader; }; \
            exit $status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bash)
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = [
            "NAVLINT": NavLintRunner.binary.path, "SPEC": NavLintRunner.packageRoot.appendingPathComponent(sample).path,
            "PATH": "/usr/bin:/bin",
        ]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("the shell did not finish within 120 s")
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let expected = try expectedReport()
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("substituted.json"), encoding: .utf8), expected)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("from-fifo.json"), encoding: .utf8), expected)
        var status = stat()
        XCTAssertEqual(lstat(folder.appendingPathComponent("pipe").path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
    }

    func testAnExistingFileKeepsItsModeAndANewFileFollowsTheUmask() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let existing = folder.appendingPathComponent("existing.sarif")
        try Data("previous".utf8).write(to: existing)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: existing.path)
        XCTAssertEqual(try NavLintRunner.run(["check", "--format", "sarif", "-o", existing.path, sample]).status, 0)
        XCTAssertEqual(try NavLintRunner.permissions(of: existing), 0o600)
        XCTAssertTrue(try String(contentsOf: existing, encoding: .utf8).contains("\"2.1.0\""))

        let bash = try unwrap(
            ["/bin/bash", "/usr/bin/bash", "/bin/sh"].first(where: FileManager.default.isExecutableFile(atPath:)),
            orSkip: "no shell to set the umask with")
        let fresh = folder.appendingPathComponent("fresh.sarif")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bash)
        process.arguments = [
            "-c", "umask 027 && exec \"$0\" check --format sarif -o \"$1\" \"$2\"", NavLintRunner.binary.path,
            fresh.path,
            NavLintRunner.packageRoot.appendingPathComponent(sample).path,
        ]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try NavLintRunner.permissions(of: fresh), 0o640, "0666 less the umask 027")
    }

    func testAFolderAsTheOutputFailsAndChangesNothing() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let target = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let result = try NavLintRunner.run(["check", "--format", "json", "-o", target.path, sample])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is a folder"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out"])
    }

    /// A report that cannot be written leaves the previous one as it was, and no temporary file.
    func testAReadOnlyFolderKeepsThePreviousReport() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let previous = reports.appendingPathComponent("navlint.sarif")
        try Data("previous report".utf8).write(to: previous)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: reports.path)

        let result = try NavLintRunner.run(
            ["check", "--format", "sarif", "-o", previous.path, sample], unprivileged: true)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write \(previous.path)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("writable"), result.stderr)
        XCTAssertEqual(try String(contentsOf: previous, encoding: .utf8), "previous report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: reports.path), ["navlint.sarif"])
    }

    func testAnInputThatCannotBeReadExitsTwoNamingIt() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("Secret.navgraph.json")
        try FileManager.default.copyItem(at: NavLintRunner.packageRoot.appendingPathComponent(sample), to: spec)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: spec.path)
        for arguments in [["check", spec.path], ["resolve", spec.path, "countries://x"], ["fmt", spec.path]] {
            let result = try NavLintRunner.run(arguments, in: folder, unprivileged: true)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains("cannot read \(spec.path): Permission denied"), "\(arguments): \(result.stderr)")
        }
    }

    func testAFolderThatCannotBeSearchedExitsTwoNamingIt() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let specs = folder.appendingPathComponent("specs")
        let hidden = specs.appendingPathComponent("team")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: NavLintRunner.packageRoot.appendingPathComponent(sample),
            to: specs.appendingPathComponent("App.navgraph.json"))
        try FileManager.default.copyItem(
            at: NavLintRunner.packageRoot.appendingPathComponent(broken),
            to: hidden.appendingPathComponent("Broken.navgraph.json"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: hidden.path)

        let subfolder = try NavLintRunner.run(["check", "specs"], in: folder, unprivileged: true)
        XCTAssertEqual(
            subfolder.status, 2, "a folder that cannot be listed is not skipped: \(subfolder.stdout)\(subfolder.stderr)"
        )
        XCTAssertTrue(
            subfolder.stderr.contains("cannot read the folder specs/team: Permission denied"), subfolder.stderr)

        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: specs.path)
        let top = try NavLintRunner.run(["check", "specs"], in: folder, unprivileged: true)
        XCTAssertEqual(top.status, 2)
        XCTAssertTrue(top.stderr.contains("cannot read the folder specs"), top.stderr)
        XCTAssertFalse(top.stderr.contains("no *.navgraph.json"), top.stderr)
    }

    /// A full disk on standard output is a failure, not a clean run.
    func testAStandardOutputThatCannotBeWrittenExitsTwo() throws {
        let full = try unwrap(FileHandle(forWritingAtPath: "/dev/full"), orSkip: "this system has no /dev/full")
        defer { try? full.close() }
        for arguments in [
            ["check", "--format", "sarif", sample], ["check", "--format", "json", "-o", "/dev/stdout", sample],
            ["rules"], ["check", broken],
        ] {
            let result = try NavLintRunner.run(arguments, standardOutput: full)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("cannot write"), "\(arguments): \(result.stderr)")
        }
        let result = try NavLintRunner.run(["check", "--format", "sarif", sample], standardOutput: full)
        XCTAssertTrue(
            result.stderr.contains("navlint: error: cannot write standard output: No space left on device"),
            result.stderr)
    }

    /// With `--format sarif -o FILE`, a run that fails before it can check anything leaves a valid SARIF
    /// file saying why, so the upload step has a file to send; other formats write nothing.
    func testAFailedRunLeavesASARIFReportThatSaysWhy() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.copyItem(
            at: NavLintRunner.packageRoot.appendingPathComponent(sample),
            to: folder.appendingPathComponent("App.navgraph.json"))
        try Data("rules:\n  modal-trapp: off\n".utf8).write(to: folder.appendingPathComponent("bad.yml"))
        let report = folder.appendingPathComponent("navlint.sarif")
        try Data("stale".utf8).write(to: report)

        let result = try NavLintRunner.run(
            ["check", "--format", "sarif", "-o", "navlint.sarif", "--config", "bad.yml", "App.navgraph.json"],
            in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.yml:2:3:"), result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertTrue(
            ((notification["message"] as? [String: Any])?["text"] as? String)?.contains("unknown rule 'modal-trapp'")
                == true, "\(notification)")
        try SARIFSchema.assertValid(Data(contentsOf: report))

        let missing = try NavLintRunner.run(
            ["check", "--format", "sarif", "-o", "navlint.sarif", "Missing.navgraph.json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(
            try String(contentsOf: report, encoding: .utf8).contains("Missing.navgraph.json: no such file or folder"))

        let json = folder.appendingPathComponent("navlint.json")
        try Data("previous".utf8).write(to: json)
        XCTAssertEqual(
            try NavLintRunner.run(
                ["check", "--format", "json", "-o", "navlint.json", "Missing.navgraph.json"], in: folder
            ).status, 2)
        XCTAssertEqual(
            try String(contentsOf: json, encoding: .utf8), "previous", "only SARIF has a way to say a run failed")
    }
}
