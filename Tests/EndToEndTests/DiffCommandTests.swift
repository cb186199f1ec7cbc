import Foundation
import XCTest

/// `navlint diff` run as CI runs it: two files, or the working tree against a git revision.
final class DiffCommandTests: XCTestCase {
    private static let old = """
        navgraph 1
        links scheme shop
        root Home
        screen Home(id: Int?)
        screen Profile(name: String)
        route product "shop://products/{id:int}" -> Home
        route user "shop://users/{name}" -> Profile

        """
    private static let broken = """
        navgraph 1
        links scheme shop
        root Home
        screen Home(id: Int?)
        screen Profile(name: String)
        route me "shop://users/me" -> Home
        route user "shop://users/{name}" -> Profile

        """

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func folderWithVersions(new: String = broken) throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try write(Self.old, "old.nav", in: folder)
        try write(new, "new.nav", in: folder)
        return folder
    }

    func testBreakingChangesFailWithTheWitnessURL() throws {
        let folder = try folderWithVersions()
        let result = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                "new.nav:6:10: error: shop://users/me opened Profile (route user) and now opens Home (route me) [route-retargeted]"
            ), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "old.nav:6:15: error: route product is gone: shop://products/1 opened Home and now opens nothing [route-removed]"
            ), result.stdout)
    }

    func testASpecAgainstItselfPasses() throws {
        let folder = try folderWithVersions(new: Self.old)
        let result = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "no problems in 2 files\n")
    }

    /// The two changes an adopter meets first: a screen renamed with its Swift type kept (its routes come
    /// along) and a route moved under its id (one error at its new pattern, not a removal and an addition).
    func testARenamedScreenAndAMovedRouteGiveOneFindingEach() throws {
        let old = """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int?) { push Detail "open" }
            screen Detail(id: Int?) { swift "DetailView" }
            route a "shop://a/{id:int}" -> Detail
            route b "shop://b/{id:int}" -> Detail
            route c "shop://c/{id:int}" -> Detail
            route product "shop://products/{id:int}" -> Home

            """
        let new = old.replacingOccurrences(of: "Detail", with: "ItemDetail")
            .replacingOccurrences(of: "ItemDetailView", with: "DetailView")
            .replacingOccurrences(of: "shop://products/", with: "shop://items/")
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try write(old, "old.nav", in: folder)
        try write(new, "new.nav", in: folder)
        let result = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            new.nav:5:1: warning: screen Detail is renamed ItemDetail (the same Swift type DetailView) [model-removed]
            new.nav:9:15: error: route product changed its pattern from shop://products/{id:int} to \
            shop://items/{id:int}: shop://products/1 opened Home and now opens nothing [route-removed]
            1 error, 1 warning in 2 files

            """)
    }

    func testTheJSONReportHasChecksShape() throws {
        let folder = try folderWithVersions()
        let result = try NavLintRunner.run(
            ["diff", "old.nav", "new.nav", "--format", "json", "-o", "report.json"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(report["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let retargeted = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "route-retargeted" })
        XCTAssertEqual(retargeted["file"] as? String, "new.nav")
        XCTAssertEqual(retargeted["line"] as? Int, 6)
        XCTAssertEqual(retargeted["column"] as? Int, 10)
        XCTAssertEqual(retargeted["severity"] as? String, "error")
        XCTAssertEqual(retargeted["ids"] as? [String], ["user", "me"])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 2)
        XCTAssertEqual(summary["files"], 2)
    }

    func testEveryReportFormatOfCheckWorks() throws {
        let folder = try folderWithVersions()
        let expected = [
            "text": "[route-removed]", "json": "\"route-removed\"", "sarif": "\"ruleId\": \"route-removed\"",
            "github": "::error file=old.nav,line=6,col=15", "junit": "route-removed",
            "markdown": "| error | old.nav:6:15 | `route-removed` |",
        ]
        for (format, fragment) in expected {
            let result = try NavLintRunner.run(["diff", "old.nav", "new.nav", "--format", format], in: folder)
            XCTAssertEqual(result.status, 1, "\(format): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(fragment), "\(format): \(result.stdout)")
        }
    }

    func testFailOnAndTheConfigurationSetWhatFails() throws {
        let renamedOnly = Self.old.replacingOccurrences(of: "{name}", with: "{handle}")
            .replacingOccurrences(of: "-> Profile", with: "-> Profile bind Profile.name = handle")
        let folder = try folderWithVersions(new: renamedOnly)
        XCTAssertEqual(try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: folder).status, 0)
        XCTAssertEqual(
            try NavLintRunner.run(["diff", "old.nav", "new.nav", "--fail-on", "warning"], in: folder).status, 1)

        let breaking = try folderWithVersions()
        try write("rules:\n  route-removed: warning\n  route-retargeted: off\n", ".navlint.yml", in: breaking)
        let configured = try NavLintRunner.run(["diff", "old.nav", "new.nav"], in: breaking)
        XCTAssertEqual(configured.status, 0, configured.stdout)
        XCTAssertTrue(configured.stdout.contains("warning: route product is gone"), configured.stdout)
        XCTAssertFalse(configured.stdout.contains("route-retargeted"), configured.stdout)
    }

    func testAnInvalidOrMissingNewSpecExitsTwoAndWritesNothing() throws {
        let folder = try folderWithVersions(new: "navgraph 1\nroot Home\nscreen Home {\n  push\n")
        let invalid = try NavLintRunner.run(["diff", "old.nav", "new.nav", "-o", "report.txt"], in: folder)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertNotNil(invalid.stderr.range(of: #"new\.nav:\d+:\d+: "#, options: .regularExpression), invalid.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path))

        try write(#"{"navgraph": 1, "root": "#, "new.navgraph.json", in: folder)
        let json = try NavLintRunner.run(["diff", "old.nav", "new.navgraph.json", "-o", "report.txt"], in: folder)
        XCTAssertEqual(json.status, 2)
        XCTAssertNotNil(
            json.stderr.range(of: #"new\.navgraph\.json:1:\d+: .*\[syntax\]"#, options: .regularExpression), json.stderr
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path))

        let missing = try NavLintRunner.run(["diff", "old.nav", "absent.nav", "-o", "report.txt"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("absent.nav"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path))
    }

    func testURLsThatTooManyRoutesMatchEndTheRunWithExitTwo() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let copies = (0..<300).map { "route copy\($0) \"shop://products/{id:int}\" -> Home" }
        try write(
            "navgraph 1\nlinks scheme shop\nroot Home\nscreen Home(id: Int?)\n" + copies.joined(separator: "\n") + "\n",
            "copies.nav", in: folder)
        let result = try NavLintRunner.run(["diff", "copies.nav", "copies.nav"], in: folder, timeout: 60)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("copies.nav:5:13: error: 4 witness URLs match more than 256 routes each"),
            result.stdout)
    }

    func testAgainstAGitRevision() throws {
        let repository = try NavLintRunner.temporaryFolder(for: self)
        let specs = repository.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(Self.old, "app.nav", in: specs)
        try GitFixture.commitAll(in: repository)

        let unchanged = try NavLintRunner.run(["diff", "--against", "HEAD"], in: specs)
        XCTAssertEqual(unchanged.status, 0, unchanged.stderr)

        try write(Self.broken, "app.nav", in: specs)
        let changed = try NavLintRunner.run(["diff", "--against", "HEAD", "app.nav"], in: specs)
        XCTAssertEqual(changed.status, 1, changed.stderr)
        XCTAssertTrue(changed.stdout.contains("HEAD:specs/app.nav:6:15: error: route product is gone"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("app.nav:6:10: error: shop://users/me opened Profile"), changed.stdout)

        let unknown = try NavLintRunner.run(["diff", "--against", "no-such-branch"], in: specs)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no-such-branch is not a commit"), unknown.stderr)

        // A spec git sees as moved is compared with its old path.
        try GitFixture.run(["mv", "app.nav", "renamed.nav"], in: specs)
        let renamed = try NavLintRunner.run(["diff", "--against", "HEAD", "renamed.nav"], in: specs)
        XCTAssertEqual(renamed.status, 1, renamed.stdout + renamed.stderr)
        XCTAssertTrue(renamed.stdout.contains("HEAD:specs/app.nav:6:15: error: route product is gone"), renamed.stdout)
        // A deleted one with an empty spec: its routes are removed.
        try GitFixture.run(["rm", "-q", "-f", "renamed.nav"], in: specs)
        let deleted = try NavLintRunner.run(["diff", "--against", "HEAD"], in: specs)
        XCTAssertEqual(deleted.status, 1, deleted.stdout + deleted.stderr)
        XCTAssertTrue(deleted.stdout.contains("HEAD:specs/app.nav:6:15: error: route product is gone"), deleted.stdout)
    }

    func testADeletedSpecWithANonASCIIPathIsNoticed() throws {
        let repository = try NavLintRunner.temporaryFolder(for: self)
        let specs = repository.appendingPathComponent("spécs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(Self.old, "app.nav", in: specs)
        try write(Self.old, "Écran d’accueil.nav", in: specs)
        try GitFixture.commitAll(in: repository)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("Écran d’accueil.nav"))
        let deleted = try NavLintRunner.run(["diff", "--against", "HEAD"], in: specs)
        XCTAssertEqual(deleted.status, 1, deleted.stdout + deleted.stderr)
        XCTAssertTrue(
            deleted.stdout.contains("HEAD:spécs/Écran d’accueil.nav:6:15: error: route product is gone"), deleted.stdout
        )
    }

    func testTheVersionInGitIsHeldToTheFileSizeLimit() throws {
        let repository = try NavLintRunner.temporaryFolder(for: self)
        let padding = String(repeating: "# a long comment that makes the old version large\n", count: 24_000)
        try write(Self.old + padding, "app.nav", in: repository)
        try GitFixture.commitAll(in: repository)
        try write(Self.old, "app.nav", in: repository)
        let result = try NavLintRunner.run(
            ["diff", "--against", "HEAD", "--max-file-size", "1", "app.nav"], in: repository)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("HEAD:app.nav is 1."), result.stderr)
        XCTAssertTrue(result.stderr.contains("over the limit of 1 MiB"), result.stderr)
        let raised = try NavLintRunner.run(["diff", "--against", "HEAD", "app.nav"], in: repository)
        XCTAssertEqual(raised.status, 0, raised.stdout + raised.stderr)
    }

    func testASpecOutsideTheRepositoryIsSaidToBeOutside() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let repository = folder.appendingPathComponent("repository")
        let outside = folder.appendingPathComponent("outside")
        for created in [repository, outside] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        try write(Self.old, "app.nav", in: repository)
        try write(Self.old, "other.nav", in: outside)
        try GitFixture.commitAll(in: repository)
        let result = try NavLintRunner.run(["diff", "--against", "HEAD", "../outside/other.nav"], in: repository)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("../outside/other.nav is outside the git repository"), result.stderr)
        XCTAssertFalse(result.stderr.contains("added or renamed"), result.stderr)
    }
}
