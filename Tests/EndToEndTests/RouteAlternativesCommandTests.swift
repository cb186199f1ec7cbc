import Foundation
import XCTest

/// Routes chosen at run time (`when`) through the built binary: `resolve` in both formats, `coverage`, `check`.
final class RouteAlternativesCommandTests: XCTestCase {
    private let spec = """
        navgraph 1
        links scheme social
        root Stack
        stack Stack root Home
        screen Home { push Post
          push RemotePost }
        screen Post(id: Int)
        screen RemotePost(id: Int)
        route local "social://posts/{id:int}" -> Post when "the post is on this server"
        route remote "social://posts/{postID:int}" -> RemotePost bind RemotePost.id = postID when "elsewhere"

        """

    private func write(_ text: String, as name: String) throws -> (folder: URL, path: String) {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (folder, file.path)
    }

    func testResolveJSONListsEveryAlternativeAndNamesTheFirst() throws {
        let (folder, path) = try write(spec, as: "posts.nav")
        let result = try NavLintRunner.run(["resolve", "--format", "json", path, "social://posts/7"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(answer["route"] as? String, "local")
        XCTAssertTrue(answer["ambiguous"] is NSNull)
        let alternatives = try XCTUnwrap(answer["alternatives"] as? [[String: Any]])
        XCTAssertEqual(alternatives.map { $0["route"] as? String }, ["local", "remote"])
        XCTAssertEqual(alternatives.map { $0["when"] as? String }, ["the post is on this server", "elsewhere"])
        XCTAssertEqual((alternatives[1]["params"] as? [String: Any])?["postID"] as? Int, 7)
        XCTAssertEqual(alternatives[1]["path"] as? [String], ["Stack", "Home", "RemotePost"])
        let single = try NavLintRunner.run(["resolve", "--format", "json", path, "social://nowhere"], in: folder)
        XCTAssertFalse(single.stdout.contains("alternatives"), "only answers with alternatives have the key")
    }

    func testResolveTextShowsEachAlternativeWithItsCondition() throws {
        let (folder, path) = try write(spec, as: "posts.nav")
        let result = try NavLintRunner.run(["resolve", path, "social://posts/7"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            social://posts/7
              alternatives: the app chooses among 2 routes at run time
              route: local  social://posts/{id:int}  when "the post is on this server"
              params: id = 7
              path: Stack ▸ Home ▸ push Post
              route: remote  social://posts/{postID:int}  when "elsewhere"
              params: postID = 7
              path: Stack ▸ Home ▸ push RemotePost

            """)
    }

    func testCheckAndCoverageTreatAlternativesAsOneChoice() throws {
        let (folder, path) = try write(spec, as: "posts.nav")
        let check = try NavLintRunner.run(["check", path], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout)
        let list = folder.appendingPathComponent("urls.txt")
        try Data("social://posts/7\n".utf8).write(to: list)
        let coverage = try NavLintRunner.run(
            ["coverage", path, "--urls", list.path, "--format", "json"], in: folder)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(coverage.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["routeCoverage"] as? Double, 1)
        let same = spec.replacingOccurrences(of: "when \"elsewhere\"", with: "when \"the post is on this server\"")
        let (other, samePath) = try write(same, as: "same.nav")
        let failing = try NavLintRunner.run(["check", samePath], in: other)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.contains("[duplicate-route]"), failing.stdout)
    }
}
