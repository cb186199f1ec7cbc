import Foundation
import XCTest

/// `navlint diff --against` over specs a change adds, deletes or moves: named or found under a folder,
/// compared with an empty spec or with their old path, and placed on the working tree's files for GitHub.
final class DiffAddedRemovedTests: XCTestCase {
    private static let shop = """
        navgraph 1
        links scheme shop
        root Home
        screen Home
        route home "shop://home" -> Home

        """
    private static let cart = """
        {
          "navgraph": 1,
          "links": { "schemes": ["cart"] },
          "root": "Cart",
          "models": [{ "id": "Cart", "kind": "screen" }],
          "routes": [{ "id": "cart", "pattern": "cart://cart", "target": "Cart" }]
        }

        """

    /// A repository with specs/shop.nav and specs/old/settings.nav committed.
    private func repository() throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try write(Self.shop, "specs/shop.nav", in: folder)
        try write(Self.shop.replacingOccurrences(of: "shop", with: "prefs"), "specs/old/settings.nav", in: folder)
        try GitFixture.commitAll(in: folder)
        return folder
    }

    func testANewSpecIsAllAdditionsInEitherForm() throws {
        let folder = try repository()
        try write(Self.cart, "specs/cart.navgraph.json", in: folder)
        try write(Self.shop.replacingOccurrences(of: "shop", with: "wish"), "specs/wish.nav", in: folder)
        let result = try NavLintRunner.run(["diff", "--against", "HEAD", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let found = try diagnostics(result.stdout)
        XCTAssertEqual(
            Set(found.map { "\($0.file) \($0.rule)" }),
            [
                "specs/cart.navgraph.json model-added", "specs/cart.navgraph.json route-added",
                "specs/wish.nav model-added", "specs/wish.nav route-added",
            ])
        let again = try NavLintRunner.run(["diff", "--against", "HEAD", "--format", "json"], in: folder)
        XCTAssertEqual(again.stdout, result.stdout, "the same input gives the same report")
        let named = try NavLintRunner.run(["diff", "--against", "HEAD", "specs/cart.navgraph.json"], in: folder)
        XCTAssertEqual(named.status, 0, named.stdout + named.stderr)
        XCTAssertTrue(named.stdout.contains("specs/cart.navgraph.json:6:41: note: new route cart"), named.stdout)
    }

    func testADeletedSpecBreaksItsLinksNamedOrUnderAFolder() throws {
        let folder = try repository()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs/old"))
        for arguments in [[], ["specs"], ["specs/old/settings.nav"], ["specs/shop.nav", "specs/old/settings.nav"]] {
            let result = try NavLintRunner.run(["diff", "--against", "HEAD"] + arguments, in: folder)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(
                result.stdout.contains("HEAD:specs/old/settings.nav:5:12: error: route home is gone"),
                "\(arguments): \(result.stdout)")
        }
        let shopOnly = try NavLintRunner.run(["diff", "--against", "HEAD", "specs/shop.nav"], in: folder)
        XCTAssertEqual(shopOnly.status, 0, "a spec not named is not compared: \(shopOnly.stdout)")

        let missing = try NavLintRunner.run(["diff", "--against", "HEAD", "specs/never.nav"], in: folder)
        XCTAssertEqual(missing.status, 2, missing.stdout)
        XCTAssertTrue(
            missing.stderr.contains("specs/never.nav: no such file or folder, and not in HEAD"), missing.stderr)
    }

    /// A folder walk passes over hidden names, node_modules and DerivedData: so do the specs deleted there.
    func testADeletedSpecWhereAFolderWalkDoesNotLookIsNotCompared() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for path in ["specs/shop.nav", "specs/.drafts/old.nav", "node_modules/kit/kit.nav", "DerivedData/x.nav"] {
            try write(Self.shop, path, in: folder)
        }
        try GitFixture.commitAll(in: folder)
        for path in ["specs/.drafts", "node_modules", "DerivedData"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
        }
        let result = try NavLintRunner.run(["diff", "--against", "HEAD"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("is gone"), result.stdout)
    }

    func testAMovedSpecIsComparedWithItsOldPath() throws {
        let folder = try repository()
        try GitFixture.run(["mv", "specs/old", "specs/new"], in: folder)
        let moved = folder.appendingPathComponent("specs/new/settings.nav")
        let text = try String(contentsOf: moved, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "route home \"prefs://home\" -> Home\n", with: "").utf8).write(to: moved)
        try GitFixture.run(["add", "."], in: folder)
        for arguments in [[], ["specs/new/settings.nav"], ["specs/old/settings.nav"]] {
            let result = try NavLintRunner.run(["diff", "--against", "HEAD"] + arguments, in: folder)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(
                result.stdout.contains("HEAD:specs/old/settings.nav:5:12: error: route home is gone"),
                "\(arguments): \(result.stdout)")
            XCTAssertFalse(result.stdout.contains("model-added"), "compared with its old path: \(result.stdout)")
        }
        let github = try NavLintRunner.run(["diff", "--against", "HEAD", "--format", "github"], in: folder)
        XCTAssertTrue(
            github.stdout.contains(
                "::error file=specs/new/settings.nav,line=1,col=1,title=navlint%3A route-removed::route home is gone"),
            github.stdout)
        XCTAssertTrue(github.stdout.contains("(HEAD:specs/old/settings.nav:5:12)\n"), github.stdout)
    }

    func testMinSeverityNarrowsTheReportButNotTheExitCode() throws {
        let folder = try repository()
        try write(Self.cart, "specs/cart.navgraph.json", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs/shop.nav"))
        let result = try NavLintRunner.run(
            ["diff", "--against", "HEAD", "--format", "json", "--min-severity", "warning"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let found = try diagnostics(result.stdout)
        XCTAssertFalse(found.isEmpty)
        XCTAssertFalse(found.contains { $0.rule.hasSuffix("-added") }, "\(found)")
    }

    // MARK: - Helpers

    private func write(_ text: String, _ path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func diagnostics(_ json: String) throws -> [(file: String, rule: String)] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).map {
            ($0["file"] as? String ?? "", $0["rule"] as? String ?? "")
        }
    }
}
