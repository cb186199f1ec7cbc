import Foundation
import XCTest

/// The usability options through the built binary: `check --min-severity`, every configuration error in one
/// run, `!URL` coverage lines, hop kinds in `resolve --format json` and example URLs in `examples`.
final class UsabilityCommandTests: XCTestCase {
    /// One error (undefined-reference), one warning (back-edge-context) and one note (unrouted-screen is
    /// off by default, so a deep-link-only note instead).
    private let mixed = """
        navgraph 1
        links scheme shop
        root Home
        screen Home { push Detial
          dismiss }
        screen Detail
        route detail "shop://detail" -> Detail

        """

    private func write(_ text: String, _ name: String) throws -> (folder: URL, path: String) {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return (folder, url.path)
    }

    func testMinSeverityFiltersTheReportButNotTheExitCode() throws {
        let (folder, _) = try write(mixed, "App.nav")
        let all = try NavLintRunner.run(["check", "--format", "json", "App.nav"], in: folder)
        XCTAssertEqual(all.status, 1, all.stderr)
        let found = try severities(all.stdout)
        XCTAssertTrue(found.contains("warning") && found.contains("error"), "\(found)")
        XCTAssertTrue(found.contains("note"), "\(found)")

        let errors = try NavLintRunner.run(
            ["check", "--format", "json", "--min-severity", "error", "App.nav"], in: folder)
        XCTAssertEqual(errors.status, 1, "the exit code still follows every finding")
        XCTAssertEqual(Set(try severities(errors.stdout)), ["error"])
        XCTAssertTrue(errors.stdout.contains(#""notes": 0"#), errors.stdout)

        let text = try NavLintRunner.run(["check", "--min-severity", "warning", "App.nav"], in: folder)
        XCTAssertFalse(text.stdout.contains("note:"), text.stdout)
        XCTAssertTrue(text.stdout.contains("did you mean \"Detail\"?"), text.stdout)
        XCTAssertNotEqual(try NavLintRunner.run(["check", "--min-severity", "loud", "App.nav"], in: folder).status, 0)
    }

    private func severities(_ report: String) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { $0["severity"] as? String }
    }

    func testAConfigurationWithSeveralMistakesReportsThemAllAtOnce() throws {
        let (folder, _) = try write(mixed, "App.nav")
        try Data("rules:\n  modal-trapp: off\n  unreachable-model: loud\nextra: 1\n".utf8).write(
            to: folder.appendingPathComponent(".navlint.yml"))
        let result = try NavLintRunner.run(["check", "App.nav"], in: folder)
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains(".navlint.yml:") }
        XCTAssertEqual(lines.count, 3, result.stderr)
        XCTAssertTrue(lines[0].contains(".navlint.yml:2:3: unknown rule 'modal-trapp'"), result.stderr)
        XCTAssertTrue(lines[1].contains(".navlint.yml:3:22:"), result.stderr)
        XCTAssertTrue(lines[2].contains(".navlint.yml:4:1: unknown key 'extra'"), result.stderr)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("navlint: error: ") }, result.stderr)
    }

    func testCoverageFailsWhenAURLThatMustMatchNothingMatches() throws {
        let (folder, _) = try write(mixed, "App.nav")
        try Data("shop://detail\n!shop://oauth/callback\n".utf8).write(to: folder.appendingPathComponent("ok.txt"))
        try Data("shop://detail\n!shop://detail\n".utf8).write(to: folder.appendingPathComponent("bad.txt"))
        let passing = try NavLintRunner.run(["coverage", "App.nav", "--urls", "ok.txt"], in: folder)
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        for format in ["text", "markdown", "json"] {
            let failing = try NavLintRunner.run(
                ["coverage", "App.nav", "--urls", "bad.txt", "--format", format], in: folder)
            XCTAssertEqual(failing.status, 1, format)
            XCTAssertTrue(failing.stdout.contains("shop://detail"), failing.stdout)
            XCTAssertTrue(
                failing.stdout.contains(format == "json" ? "\"mustNotMatch\"" : "must match no route but do"),
                failing.stdout)
        }
    }

    func testResolveJSONNamesTheKindOfEveryHop() throws {
        let result = try NavLintRunner.run([
            "resolve", "--format", "json", "Samples/DeepLinkTabs.navgraph.json", "dla://products?id=30",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(answer["path"] as? [String], ["MainTabs", "ProductsStack", "ProductList", "ProductDetail"])
        XCTAssertEqual(answer["hops"] as? [String], ["tab", "containment", "push"])
    }

    func testRenderSuggestsTheModelAFocusMeant() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let result = try NavLintRunner.run([
            "render", "Samples/DeepLinkTabs.navgraph.json", "--focus", "ProductDetial", "-o",
            folder.appendingPathComponent("out.svg").path,
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(#"did you mean "ProductDetail"?"#), result.stderr)
    }

    func testExamplesPrintWrittenAndPlausibleURLs() throws {
        let spec = """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            screen Post(server: String, id: Int)
            screen Product(id: Int)
            route post "shop://{server}/posts/{id:int}" -> Post
            route product "shop://products/{id:int=7}" -> Product
            route me "shop://me" -> Home {
              examples "shop://me"
            }

            """
        let (folder, _) = try write(spec, "App.nav")
        let result = try NavLintRunner.run(["examples", "--format", "urls", "App.nav"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "shop://server/posts/42\nshop://products/7\nshop://me\n")
    }
}
