import Foundation
import NavLintTestSupport
import XCTest

/// `navlint resolve` on a link handled wherever the user is (`via *`) and on params bound to constants
/// and to the URL itself.
final class ResolvePlacesTests: XCTestCase {
    /// The Inbox stack reaches Post in fewer hops; the app starts on the Home tab.
    static let spec =
        LaunchPlaceSpecs.inboxIsShorter + """
            screen Post(id: Int, link: String, source: feed|inbox, page: Int) { pop }
            route post "app://post/{id:int}" -> Post via * bind Post.link = "$url", Post.source = "=feed", Post.page = "=3"

            """

    private func folder(with text: String = spec) throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(text.utf8).write(to: folder.appendingPathComponent("app.nav"))
        return folder
    }

    func testALinkHandledAnywhereOpensWhereTheAppStartsAndExplainListsTheOtherPlaces() throws {
        let folder = try self.folder()
        let result = try NavLintRunner.run(["resolve", "app.nav", "app://post/42", "--explain"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("  path: Main ▸ [home] HomeStack ▸ Home ▸ push Feed ▸ push Post\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "  other places:\n    InboxStack: Main ▸ [inbox] InboxStack ▸ Inbox ▸ push Post\n"),
            result.stdout)
        let plain = try NavLintRunner.run(["resolve", "app.nav", "app://post/42"], in: folder)
        XCTAssertFalse(plain.stdout.contains("other places"), plain.stdout)

        let json = try NavLintRunner.run(
            ["resolve", "app.nav", "app://post/42", "--explain", "--format", "json"], in: folder)
        let answer = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual(answer["path"] as? [String], ["Main", "HomeStack", "Home", "Feed", "Post"])
        let others = try XCTUnwrap(answer["otherPlaces"] as? [[String: Any]], json.stdout)
        XCTAssertEqual(others.map { $0["via"] as? [String] }, [["InboxStack"]])
        XCTAssertEqual(others.first?["path"] as? [String], ["Main", "InboxStack", "Inbox", "Post"])
    }

    func testBoundParamsAreShownAndMarkedAsBound() throws {
        let folder = try self.folder()
        let result = try NavLintRunner.run(["resolve", "app.nav", "app://post/42"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  params: id = 42\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                #"  bound: Post.link = "app://post/42" ($url), Post.source = "feed" (constant), "#
                    + "Post.page = 3 (constant)\n"),
            result.stdout)

        let json = try NavLintRunner.run(["resolve", "app.nav", "app://post/42", "--format", "json"], in: folder)
        let answer = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual(answer["params"] as? [String: Int], ["id": 42], "the URL's params keep their shape")
        let bound = try XCTUnwrap(answer["bound"] as? [[String: Any]], json.stdout)
        XCTAssertEqual(bound.map { $0["param"] as? String }, ["Post.link", "Post.source", "Post.page"])
        XCTAssertEqual(bound[0]["value"] as? String, "app://post/42")
        XCTAssertEqual(bound[0]["source"] as? String, "$url")
        XCTAssertEqual(bound[1]["value"] as? String, "feed")
        XCTAssertEqual(bound[2]["value"] as? Int, 3)
        XCTAssertEqual(bound[2]["source"] as? String, "constant")
        let unmatched = try NavLintRunner.run(["resolve", "app.nav", "app://nothing", "--format", "json"], in: folder)
        XCTAssertTrue(unmatched.stdout.contains(#""bound":[]"#), unmatched.stdout)
    }

    func testTheDSLTakesTheWholeURLBindUnquoted() throws {
        let unquoted = Self.spec.replacingOccurrences(of: #"Post.link = "$url""#, with: "Post.link = $url")
        let formatted = try NavLintRunner.run(["fmt", "app.nav"], in: try folder(with: unquoted))
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        XCTAssertTrue(formatted.stdout.contains(#"bind Post.link = "$url", Post.source = "=feed""#), formatted.stdout)

        let misspelt = Self.spec.replacingOccurrences(of: #"Post.link = "$url""#, with: "Post.link = $uri")
        let wrong = try NavLintRunner.run(["check", "app.nav"], in: try folder(with: misspelt))
        XCTAssertEqual(wrong.status, 2, wrong.stdout + wrong.stderr)
        XCTAssertTrue(
            wrong.stdout.contains(#"app.nav:14:65: error: unknown bind value '$uri'; did you mean "$url"?"#),
            wrong.stdout)
    }
}
