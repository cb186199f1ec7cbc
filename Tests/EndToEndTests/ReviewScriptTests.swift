import Foundation
import XCTest

/// The GitHub Action's steps (scripts/ci/review.sh, which action.yml runs) in a temporary git repository
/// with a base and a head commit: the exit codes docs/CI.md gives, the SARIF report, the job summary with
/// the diff's Markdown and flowchart, and the review page.
final class ReviewScriptTests: XCTestCase {
    private static let base = """
        navgraph 1
        links scheme shop
        root Home
        screen Home { sheet Help "help" }
        screen Help
        route home "shop://home" -> Home

        """

    /// A repository whose base commit has `base` and whose head commit has `head`, as specs/app.nav.
    private func repository(head: String) throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(Self.base.utf8).write(to: specs.appendingPathComponent("app.nav"))
        try GitFixture.commitAll(in: folder)
        try Data(head.utf8).write(to: specs.appendingPathComponent("app.nav"))
        try GitFixture.run(["commit", "-q", "--allow-empty", "-am", "head"], in: folder)
        return folder
    }

    private func review(in folder: URL, _ inputs: [String: String]) throws -> (status: Int32, output: String) {
        var environment = [
            "GITHUB_STEP_SUMMARY": folder.appendingPathComponent("summary.md").path, "INPUT_SPECS": "specs",
            "INPUT_AGAINST": "HEAD~1",
        ]
        for (key, value) in inputs { environment[key] = value }
        let result = try CIScript.run("review.sh", in: folder, environment: environment)
        return (result.status, result.stdout + result.stderr)
    }

    private func summary(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
    }

    func testANavigationChangeIsSummarisedAndPassesUnlessNotesFail() throws {
        let head = Self.base.replacingOccurrences(
            of: "screen Help\n", with: "screen Help { sheet About }\nscreen About\n")
        let folder = try repository(head: head)
        let passing = try review(in: folder, [:])
        XCTAssertEqual(passing.status, 0, passing.output)
        let text = try summary(in: folder)
        XCTAssertTrue(text.contains("| note | specs/app.nav:5:15 | `edge-added` |"), text)
        XCTAssertTrue(text.contains("### Navigation changes\n\n```mermaid\nflowchart LR\n"), text)
        XCTAssertTrue(text.contains(#"model_Help -->|"sheet"| model_About"#), text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("navlint.sarif").path))

        let failing = try review(in: folder, ["INPUT_FAIL_ON": "note"])
        XCTAssertEqual(failing.status, 1, failing.output)
    }

    func testABrokenLinkFailsAndAnUnreadableSpecCannotRun() throws {
        let broken = try repository(
            head: Self.base.replacingOccurrences(of: "route home \"shop://home\" -> Home\n", with: ""))
        let failing = try review(in: broken, [:])
        XCTAssertEqual(failing.status, 1, failing.output)
        XCTAssertTrue(try summary(in: broken).contains("`route-removed`"))

        let unreadable = try repository(head: "navgraph 1\nroot Home\nscreen Home {\n")
        let cannotRun = try review(in: unreadable, [:])
        XCTAssertEqual(cannotRun.status, 2, cannotRun.output)
        XCTAssertTrue(cannotRun.output.contains("specs/app.nav:"), cannotRun.output)
        // The reason is in the job summary too, not only in the log.
        let reason = try summary(in: unreadable)
        XCTAssertTrue(reason.contains("### navlint could not run: `navlint check`"), reason)
        XCTAssertTrue(reason.contains("| error | specs/app.nav:4:1 | `syntax` |"), reason)
        XCTAssertTrue(reason.contains("### navlint could not run: `navlint diff --against HEAD~1`"), reason)
        XCTAssertTrue(reason.contains("navlint: error: specs/app.nav:4:1: expected '}'"), reason)

        let badInput = try review(in: broken, ["INPUT_FAIL_ON": "sometimes"])
        XCTAssertEqual(badInput.status, 2, badInput.output)
        XCTAssertTrue(try summary(in: broken).contains("fail-on must be error, warning or note, not 'sometimes'"))
    }

    func testWithoutARevisionOnlyTheCheckRuns() throws {
        let folder = try repository(head: Self.base)
        let result = try review(in: folder, ["INPUT_AGAINST": "", "INPUT_PAGE": "review.html"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("summary.md").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("review.html").path))
    }

    /// With the default `specs: .` every spec the change touched gets a page, named after it among the specs
    /// there are, and every page written is an output (the upload step takes them all).
    func testWithTheDefaultSpecsEveryChangedSpecGetsAPageAndEachIsAnOutput() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["app.nav", "same.nav"] { try Data(Self.base.utf8).write(to: specs.appendingPathComponent(name)) }
        try GitFixture.commitAll(in: folder)
        let changed = Self.base.replacingOccurrences(
            of: "screen Help\n", with: "screen Help { sheet About }\nscreen About\n")
        try Data(changed.utf8).write(to: specs.appendingPathComponent("app.nav"))
        try Data(Self.base.utf8).write(to: specs.appendingPathComponent("other.nav"))
        try GitFixture.run(["add", "."], in: folder)
        try GitFixture.run(["commit", "-q", "-m", "head"], in: folder)

        let outputs = folder.appendingPathComponent("output")
        let result = try review(
            in: folder, ["INPUT_SPECS": "", "INPUT_PAGE": "review.html", "GITHUB_OUTPUT": outputs.path])
        XCTAssertEqual(result.status, 0, result.output)
        for page in ["review-app.html", "review-other.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(page).path), page)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("review-same.html").path),
            "a spec the change did not touch gets no page")
        let pages = try XCTUnwrap(try CIScript.outputs(outputs)["pages"], result.output)
        XCTAssertEqual(pages, "review-app.html\nreview-other.html")
    }

    /// The page is `navlint render NEW -o PAGE --against BASE`, which the review page's own change brings.
    func testThePageOfTheChangeIsWritten() throws {
        let head = Self.base.replacingOccurrences(
            of: "screen Help\n", with: "screen Help { sheet About }\nscreen About\n")
        let folder = try repository(head: head)
        let result = try review(in: folder, ["INPUT_PAGE": "review.html"])
        XCTAssertEqual(result.status, 0, result.output)
        let page = try String(contentsOf: folder.appendingPathComponent("review.html"), encoding: .utf8)
        // The page's data lists the change; its script marks the drawing with data-change in the browser
        // (Tests/Browser/test_change_page.py).
        XCTAssertTrue(page.contains(#"["model-About","added"]"#), "the page's drawing marks what the change added")
        XCTAssertTrue(page.contains(#""change":"added","id":"About""#), "the page lists what the change added")
    }
}
