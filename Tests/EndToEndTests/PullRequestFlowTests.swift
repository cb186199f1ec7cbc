import Foundation
import XCTest

/// The pull-request kit end to end: a repository whose head commit changes one spec, moves one, deletes
/// one and adds one, reviewed by scripts/ci/review.sh with the environment the Action gives it (the job
/// summary, GITHUB_OUTPUT, the event and the INPUT_ variables, `specs: .` by default), then the summary,
/// the annotations, both SARIF files (against the SARIF 2.1.0 schema) and every page checked.
final class PullRequestFlowTests: XCTestCase {
    /// Changed in the head commit: route `help` removed (a link that breaks), a sheet and a screen added.
    private static let app = """
        navgraph 1
        links scheme shop
        root Home
        screen Home { sheet Help "help" }
        screen Help
        route home "shop://home" -> Home
        route help "shop://help" -> Help

        """
    /// Moved from specs/settings.nav to specs/more/app.nav: a second `app` spec, unchanged.
    private static let settings = """
        navgraph 1
        links scheme prefs
        root Settings
        stack Settings root General
        screen General { push Privacy "privacy" }
        screen Privacy
        route privacy "prefs://privacy" -> Privacy

        """
    /// Deleted in the head commit: its route's links break.
    private static let gone = """
        navgraph 1
        links scheme promo
        root Promo
        screen Promo
        route promo "promo://offers" -> Promo

        """
    /// Added in the head commit, as JSON.
    private static let added = """
        {
          "navgraph": 1,
          "links": { "schemes": ["cart"] },
          "root": "Cart",
          "models": [{ "id": "Cart", "kind": "screen" }],
          "routes": [{ "id": "cart", "pattern": "cart://cart", "target": "Cart" }]
        }

        """

    private struct Run {
        var folder: URL
        var repository: URL
        var result: CIScript.Result

        func file(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }

        func outputs() throws -> [String: String] { try CIScript.outputs(folder.appendingPathComponent("output")) }
    }

    /// The repository with its two commits (origin/main at the first), in `folder/repository`.
    private func repository(in folder: URL) throws -> URL {
        let repository = folder.appendingPathComponent("repository")
        try write(Self.app, "specs/app.nav", in: repository)
        try write(Self.settings, "specs/settings.nav", in: repository)
        try write(Self.gone, "specs/gone.nav", in: repository)
        try GitFixture.commitAll(in: repository)
        let head = Self.app.replacingOccurrences(of: "route help \"shop://help\" -> Help\n", with: "")
            .replacingOccurrences(of: "screen Help\n", with: "screen Help { sheet About }\nscreen About\n")
        try write(head, "specs/app.nav", in: repository)
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("specs/more"), withIntermediateDirectories: true)
        try GitFixture.run(["mv", "specs/settings.nav", "specs/more/app.nav"], in: repository)
        try GitFixture.run(["rm", "-q", "specs/gone.nav"], in: repository)
        try write(Self.added, "specs/added.navgraph.json", in: repository)
        try GitFixture.run(["add", "."], in: repository)
        try GitFixture.run(["commit", "-q", "-m", "head"], in: repository)
        return repository
    }

    /// review.sh run in the repository as the Action runs it, with the summary and outputs beside it.
    private func review(_ inputs: [String: String] = [:]) throws -> Run {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let repository = try repository(in: folder)
        var environment = [
            "GITHUB_EVENT_NAME": "pull_request",
            "GITHUB_STEP_SUMMARY": folder.appendingPathComponent("summary.md").path,
            "GITHUB_OUTPUT": folder.appendingPathComponent("output").path,
            "INPUT_SPECS": ".", "INPUT_AGAINST": "HEAD~1", "INPUT_SOURCES": "", "INPUT_FAIL_ON": "error",
            "INPUT_PAGE": "navlint-review.html",
        ]
        for (key, value) in inputs { environment[key] = value }
        let result = try CIScript.run("review.sh", in: repository, environment: environment)
        return Run(folder: folder, repository: repository, result: result)
    }

    func testAPullRequestThatChangesMovesDeletesAndAddsSpecsIsReviewed() throws {
        let run = try review()
        XCTAssertEqual(run.result.status, 1, "links break: \(run.result.stdout)\(run.result.stderr)")

        let summary = try run.file("summary.md")
        XCTAssertFalse(summary.contains("could not run"), summary)
        for row in [
            #"| error | HEAD\~1:specs/app.nav:7:12 | `route-removed` |"#,
            #"| error | HEAD\~1:specs/gone.nav:5:13 | `route-removed` |"#,
            "| note | specs/added.navgraph.json:", "`route-added`",
        ] {
            XCTAssertTrue(summary.contains(row), "\(row) in:\n\(summary)")
        }
        XCTAssertFalse(summary.contains("specs/more/app.nav"), "a moved spec that did not change has no finding")

        let annotations = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }
        XCTAssertTrue(
            annotations.contains {
                $0.hasPrefix("::error file=specs/app.nav,line=1,col=1,title=navlint%3A route-removed::")
                    && $0.hasSuffix("(HEAD~1:specs/app.nav:7:12)")
            }, "\(annotations)")
        XCTAssertTrue(
            annotations.contains {
                $0.hasPrefix("::error file=specs/gone.nav,line=1,col=1,title=navlint%3A route-removed::")
            },
            "\(annotations)")
        XCTAssertFalse(run.result.stdout.contains("::notice file=specs/added"), "notes are not annotated by default")

        let outputs = try run.outputs()
        XCTAssertEqual(outputs["sarif"], "navlint.sarif")
        XCTAssertEqual(outputs["diff-sarif"], "navlint-diff.sarif")
        for name in ["navlint.sarif", "navlint-diff.sarif"] {
            try SARIFSchema.assertValid(Data(contentsOf: run.repository.appendingPathComponent(name)))
        }
        let results = try sarifResults(run.repository.appendingPathComponent("navlint-diff.sarif"))
        XCTAssertEqual(
            Set(results.map { "\($0.uri):\($0.line) \($0.rule)" }),
            [
                "specs/app.nav:1 route-removed", "specs/gone.nav:1 link-removed", "specs/gone.nav:1 model-removed",
                "specs/gone.nav:1 route-removed",
            ])

        let pages = try XCTUnwrap(outputs["pages"]).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            pages,
            ["navlint-review-added.html", "navlint-review-specs-app.html", "navlint-review-specs-more-app.html"],
            "one page per spec there is, named after it, by its folders where two share a name")
        for page in pages {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: run.repository.appendingPathComponent(page).path), page)
        }
        let addedPage = try String(
            contentsOf: run.repository.appendingPathComponent("navlint-review-added.html"), encoding: .utf8)
        XCTAssertTrue(addedPage.contains(#"["model-Cart","added"]"#), "a new spec's page shows it all as added")
        let movedPage = try String(
            contentsOf: run.repository.appendingPathComponent("navlint-review-specs-more-app.html"), encoding: .utf8)
        XCTAssertFalse(movedPage.contains(#""change":"added""#), "a moved spec is compared with its old path")
    }

    func testTheFirstPushOfABranchIsComparedWithTheDefaultBranch() throws {
        let zeros = String(repeating: "0", count: 40)
        let named = try review(["GITHUB_EVENT_NAME": "push", "INPUT_AGAINST": zeros, "NAVLINT_DEFAULT_BRANCH": "main"])
        XCTAssertEqual(named.result.status, 1, named.result.stderr)
        XCTAssertTrue(named.result.stderr.contains("comparing with main, the default branch"), named.result.stderr)
        XCTAssertTrue(try named.file("summary.md").contains("| error | origin/main:specs/gone.nav:5:13 |"))

        // Without the branch named, origin's HEAD says which it is.
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let repository = try repository(in: folder)
        try GitFixture.run(["symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main"], in: repository)
        let summary = folder.appendingPathComponent("summary.md")
        let found = try CIScript.run(
            "review.sh", in: repository,
            environment: ["INPUT_SPECS": "specs", "INPUT_AGAINST": zeros, "GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(found.status, 1, found.stderr)
        XCTAssertTrue(try String(contentsOf: summary, encoding: .utf8).contains("origin/main:specs/app.nav:7:12"))

        // With no default branch known, the check runs and the summary says that nothing was compared.
        try GitFixture.run(["symbolic-ref", "--delete", "refs/remotes/origin/HEAD"], in: repository)
        try FileManager.default.removeItem(at: summary)
        let unknown = try CIScript.run(
            "review.sh", in: repository,
            environment: ["INPUT_SPECS": "specs", "INPUT_AGAINST": zeros, "GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(unknown.status, 0, unknown.stderr)
        XCTAssertTrue(try String(contentsOf: summary, encoding: .utf8).contains("### navlint compared nothing"))
    }

    /// A shallow clone (actions/checkout's default) has neither the base nor the default branch: review.sh
    /// fetches what it compares with.
    func testARevisionTheCloneLacksIsFetched() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let upstream = try repository(in: folder)
        try GitFixture.run(["branch", "trunk", "HEAD~1"], in: upstream)
        let base = try gitOutput(["rev-parse", "HEAD~1"], in: upstream)
        for (name, inputs) in [
            ("base", ["INPUT_AGAINST": base]),
            ("trunk", ["INPUT_AGAINST": String(repeating: "0", count: 40), "NAVLINT_DEFAULT_BRANCH": "trunk"]),
            ("origin", ["INPUT_AGAINST": "origin/trunk"]),
        ] {
            let clone = folder.appendingPathComponent("clone-\(name)")
            try GitFixture.run(["clone", "-q", "--depth", "1", "file://" + upstream.path, clone.path], in: folder)
            let summary = folder.appendingPathComponent("summary-\(name).md")
            var environment = ["INPUT_SPECS": "specs", "GITHUB_STEP_SUMMARY": summary.path]
            for (key, value) in inputs { environment[key] = value }
            let result = try CIScript.run("review.sh", in: clone, environment: environment)
            XCTAssertEqual(result.status, 1, "\(name): \(result.stdout)\(result.stderr)")
            let text = try String(contentsOf: summary, encoding: .utf8)
            XCTAssertTrue(text.contains("specs/gone.nav:5:13 | `route-removed` |"), "\(name): \(text)")
        }
    }

    /// Specs named one by one: the one the change deleted is compared (its links break), not checked.
    func testADeletedSpecNamedInTheInputsIsComparedNotChecked() throws {
        let run = try review(["INPUT_SPECS": "specs/app.nav\nspecs/gone.nav"])
        XCTAssertEqual(run.result.status, 1, run.result.stdout + run.result.stderr)
        XCTAssertTrue(run.result.stderr.contains("specs/gone.nav was deleted since HEAD~1"), run.result.stderr)
        let summary = try run.file("summary.md")
        XCTAssertFalse(summary.contains("could not run"), summary)
        XCTAssertTrue(summary.contains(#"| error | HEAD\~1:specs/gone.nav:5:13 | `route-removed` |"#), summary)
        XCTAssertEqual(try run.outputs()["pages"], "navlint-review.html", "one spec there: the page as named")
    }

    func testWhatCouldNotRunIsInTheSummary() throws {
        let run = try review(["INPUT_AGAINST": "no-such-revision"])
        XCTAssertEqual(run.result.status, 2, run.result.stderr)
        let summary = try run.file("summary.md")
        XCTAssertTrue(summary.contains("### navlint could not run"), summary)
        XCTAssertTrue(summary.contains("no-such-revision is not a commit of this repository"), summary)
    }

    // MARK: - Helpers

    private func write(_ text: String, _ path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// What a git command prints, without its last line end.
    private func gitOutput(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// Each result of a SARIF file's first run: its file, line and rule.
    private func sarifResults(_ file: URL) throws -> [(uri: String, line: Int, rule: String)] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap(run["results"] as? [[String: Any]]).map { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            return (uri, line, result["ruleId"] as? String ?? "")
        }
    }
}
