import Foundation
import XCTest

/// navlint-spec, the slim navlint the SwiftPM plugins run: the same output as navlint for the commands it
/// has, advice instead of silence for those it lacks, and a check without drift under `sources:`.
final class SlimToolTests: XCTestCase {
    /// Runs the same command line with navlint and navlint-spec in `folder`.
    private func both(
        _ arguments: [String], in folder: URL = NavLintRunner.packageRoot
    ) throws -> (
        full: NavLintRunner.Result, slim: NavLintRunner.Result
    ) {
        let full = try NavLintRunner.run(arguments, in: folder)
        let slim = try NavLintRunner.run(arguments, in: folder, program: NavLintRunner.slimBinary)
        return (full, slim)
    }

    private func assertSame(_ arguments: [String], in folder: URL = NavLintRunner.packageRoot) throws {
        let (full, slim) = try both(arguments, in: folder)
        let command = arguments.joined(separator: " ")
        XCTAssertEqual(slim.status, full.status, command)
        XCTAssertEqual(slim.stdout, full.stdout, command)
        XCTAssertEqual(slim.stderr, full.stderr, command)
    }

    func testSpecCommandsGiveNavLintsOutputByteForByte() throws {
        let specs = ["Samples/SocialClient.nav", "Samples/DeepLinkTabs.navgraph.json", "Samples/Broken"]
        for format in ["text", "json", "sarif", "github"] {
            try assertSame(["check", "--format", format] + specs)
        }
        try assertSame(["Samples/Broken/unreachable-model.navgraph.json", "--strict"])
        try assertSame(["check", "Missing.navgraph.json"])
        try assertSame(["rules", "--format", "markdown"])
        try assertSame([
            "resolve", "Samples/DeepLinkTabs.navgraph.json", "dla://Products?id=4", "dla://Nowhere", "--explain",
        ])
        try assertSame(["gen", "swift", "Samples/Broken/duplicate-route.navgraph.json", "-o", "/dev/null"])

        let folder = try NavLintRunner.temporaryFolder(for: self)
        var generated: [Data] = []
        for (name, program) in [("full", NavLintRunner.binary), ("slim", NavLintRunner.slimBinary)] {
            let output = folder.appendingPathComponent("\(name).swift")
            let run = try NavLintRunner.run(
                ["gen", "swift", "Samples/SocialClient.nav", "-o", output.path, "--type-name", "Link"],
                program: program)
            XCTAssertEqual(run.status, 0, run.stderr)
            generated.append(try Data(contentsOf: output))
        }
        XCTAssertEqual(generated[0], generated[1], "gen swift writes the same file")
    }

    func testCommandsOnlyTheFullNavLintHasFailWithAdvice() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = NavLintRunner.packageRoot.appendingPathComponent("Samples/DeepLinkTabs.navgraph.json").path
        let output = folder.appendingPathComponent("out").path
        let commandLines: [(what: String, arguments: [String])] = [
            ("render", ["render", spec, "-o", output + ".svg"]),
            ("extract", ["extract", "Sources", "-o", output + ".navgraph.json"]),
            ("diff", ["diff", spec, spec]),
            ("check --sources", ["check", spec, "--sources", "Sources", "--stamp", output + ".stamp"]),
            ("check --sources", ["--sources", "Sources", "--", spec]),
        ]
        for (what, arguments) in commandLines {
            let run = try NavLintRunner.run(arguments, in: folder, program: NavLintRunner.slimBinary)
            let command = arguments.joined(separator: " ")
            XCTAssertEqual(run.status, 2, command)
            XCTAssertEqual(run.stdout, "", command)
            XCTAssertTrue(run.stderr.contains("run `navlint \(what)` from a full navlint"), run.stderr)
            XCTAssertTrue(run.stderr.contains("swift build -c release --product navlint"), run.stderr)
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(written, [], "nothing is written")
    }

    /// A configuration whose `sources:` makes CI compare the specs with the code does not break a build that
    /// checks them with the slim tool: it checks without drift and says so once on standard error.
    func testConfiguredSourcesAreCheckedWithoutDriftAndSaidOnce() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let shop = NavLintRunner.packageRoot.appendingPathComponent("Tests/NavLintExtractTests/Fixtures/Drift/Shop")
        try FileManager.default.copyItem(at: shop, to: folder.appendingPathComponent("App"))
        let extracted = try NavLintRunner.run(["extract", "App", "-o", "shop.navgraph.json"], in: folder)
        XCTAssertEqual(extracted.status, 0, extracted.stderr)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("shop.navgraph.json"),
            to: folder.appendingPathComponent("again.navgraph.json"))
        let configuration = folder.appendingPathComponent(".navlint.yml")
        try Data("sources: [App]\n".utf8).write(to: configuration)
        let stamp = folder.appendingPathComponent("Stamp.swift")
        let arguments = ["check", "shop.navgraph.json", "again.navgraph.json", "--stamp", stamp.path]

        let (full, slim) = try both(arguments, in: folder)
        XCTAssertTrue(full.stdout.contains("[drift-coverage]"), "the full navlint compares: \(full.stdout)")
        XCTAssertEqual(slim.status, 0, slim.stdout + slim.stderr)
        XCTAssertFalse(slim.stdout.contains("[drift-"), slim.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp.path), "a passing check writes its stamp")
        let notes = slim.stderr.components(separatedBy: "cannot read Swift code").count - 1
        XCTAssertEqual(notes, 1, "said once for the run: \(slim.stderr)")
        XCTAssertTrue(slim.stderr.contains("without the drift rules"), slim.stderr)

        try FileManager.default.removeItem(at: configuration)
        let unconfigured = try NavLintRunner.run(arguments, in: folder)
        XCTAssertEqual(slim.stdout, unconfigured.stdout, "the rest of the check is navlint's")
    }
}
