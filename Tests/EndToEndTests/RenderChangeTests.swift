import Foundation
import XCTest

/// `navlint render --against GIT-REF` and `--compare OLD` through the built binary: the page and drawings
/// of a change, the neighbourhood images draw, and the errors of a bad or missing older version.
final class RenderChangeTests: XCTestCase {
    static let old = """
        navgraph 1
        root Main
        stack Main root Home
        screen Home {
          push Detail "open"
          sheet Legal "terms"
        }
        screen Detail
        screen Legal
        screen Far1 { push Far2 }
        screen Far2
        """

    /// Since `old`: Cart is new, the sheet to Legal and Legal are gone, Detail opens as a sheet.
    static let new = """
        navgraph 1
        root Main
        stack Main root Home
        screen Home {
          sheet Detail "open"
          push Cart
        }
        screen Detail
        screen Cart
        screen Far1 { push Far2 }
        screen Far2
        """

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    func testComparePageMarksTheChangesAndListsThem() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let old = try write(Self.old, "old.nav", in: folder)
        let new = try write(Self.new, "new.nav", in: folder)
        let page = folder.appendingPathComponent("review.html").path
        let result = try NavLintRunner.run(["render", new, "--compare", old, "-o", page])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try read(page)
        XCTAssertTrue(html.contains("\"changes\":["), "the page carries the changes")
        // Graphviz writes `-` in class names as `&#45;`; the data block escapes `>` as `\u003e`.
        XCTAssertTrue(html.contains("navlint&#45;change&#45;added"), "the drawing marks what was added")
        XCTAssertTrue(html.contains("navlint&#45;ghost"), "the drawing shows what was removed as a ghost")
        XCTAssertTrue(html.contains(#"Home\u003epush\u003eCart"#), "the added push is listed by its key")
        let again = try NavLintRunner.run(["render", new, "--compare", old, "-o", page + ".again.html"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(html, try read(page + ".again.html"), "the same versions give the same bytes")
        let plain = try NavLintRunner.run(["render", new, "-o", page + ".plain.html"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(try read(page + ".plain.html").contains("\"changes\":null"), "no comparison, no changes")
    }

    /// The changes the page of `new` since `old` lists, read from its data block.
    private func listedChanges(old: String, new: String, in folder: URL) throws -> [[String: Any]] {
        let page = folder.appendingPathComponent("review.html").path
        let (newer, older) = (try write(new, "new.nav", in: folder), try write(old, "old.nav", in: folder))
        let result = try NavLintRunner.run(["render", newer, "--compare", older, "-o", page])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try read(page)
        let start = try XCTUnwrap(html.range(of: #"<script type="application/json" id="navlint-data">"#))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        return try XCTUnwrap((data as? [String: Any])?["changes"] as? [[String: Any]])
    }

    func testARenameAndARemovalAreListedOnceWithTheirWarning() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let old = Self.old + "\nscreen Profile\n"
        let new = Self.new + "\nscreen Account { swift \"Profile\" }\n"
        let changes = try listedChanges(old: old, new: new, in: folder)
        let models = changes.filter { $0["what"] as? String == "model" }
        let findings = changes.filter { $0["what"] as? String == "finding" }
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "model-removed" }, "\(findings)")
        let renamed = try XCTUnwrap(models.first { $0["id"] as? String == "Account" }, "\(changes)")
        XCTAssertEqual(renamed["change"] as? String, "changed")
        XCTAssertEqual(renamed["rule"] as? String, "model-removed")
        XCTAssertEqual(renamed["severity"] as? String, "warning")
        XCTAssertEqual(models.filter { $0["id"] as? String == "Profile" }.count, 0, "the old id is not listed apart")
        let removed = try XCTUnwrap(models.first { $0["id"] as? String == "Legal" })
        XCTAssertEqual(removed["message"] as? String, "screen Legal is gone")
    }

    func testAFindingAboutARouteSelectsTheModelItOpens() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let old = Self.old + "\nroute far \"shop://far\" -> Far2\nroute legal \"shop://legal\" -> Legal\n"
        let new = Self.new + "\nroute far \"shop://far\" -> Far1\n"
        let changes = try listedChanges(old: old, new: new, in: folder)
        let findings = changes.filter { $0["what"] as? String == "finding" }
        func selection(_ rule: String) -> [String]? {
            findings.first { $0["rule"] as? String == rule }?["select"] as? [String]
        }
        XCTAssertEqual(selection("route-retargeted"), ["Far1"], "the model the route opens now: \(findings)")
        XCTAssertEqual(selection("route-removed"), ["Legal"], "a route that is gone: its old target's ghost")
    }

    func testAChangeImageDrawsTheChangedNeighbourhoodUnlessFull() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let old = try write(Self.old, "old.nav", in: folder)
        let new = try write(Self.new, "new.nav", in: folder)
        let svg = folder.appendingPathComponent("change.svg")
        let result = try NavLintRunner.run(["render", new, "--compare", old, "-o", svg.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let ids = try RenderCommandTests.elementIDs(in: svg)
        XCTAssertTrue(ids.isSuperset(of: ["model-Home", "model-Cart", "model-Detail", "ghost-Legal"]), "\(ids)")
        XCTAssertFalse(ids.contains("model-Far1"), "a model far from every change is left out")
        let full = folder.appendingPathComponent("full.svg")
        let whole = try NavLintRunner.run(["render", new, "--compare", old, "--full", "-o", full.path])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(try RenderCommandTests.elementIDs(in: full).isSuperset(of: ["model-Far1", "ghost-Legal"]))
        let same = try NavLintRunner.run(["render", new, "--compare", new, "-o", folder.path + "/same.svg"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertTrue(same.stderr.contains("nothing changed since the older version"), same.stderr)
        let dot = try NavLintRunner.run(["render", new, "--compare", old, "--format", "dot"])
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertTrue(dot.stdout.contains("navlint-change-added"), "the DOT text carries the change classes")
        XCTAssertFalse(dot.stdout.contains("model-Far1"), "the DOT text is the image's drawing")
        let mermaid = try NavLintRunner.run(["render", new, "--compare", old, "--format", "mermaid"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(mermaid.stdout.contains("#26a269"), "the Mermaid text colours what was added")
    }

    func testAgainstAGitRevisionReadsTheSpecAtThatRevision() throws {
        let repository = try NavLintRunner.temporaryFolder(for: self)
        _ = try write(Self.old, "app.nav", in: repository)
        try GitFixture.commitAll(in: repository)
        _ = try write(Self.new, "app.nav", in: repository)
        let result = try NavLintRunner.run(
            ["render", "app.nav", "--against", "origin/main", "-o", "review.html"], in: repository)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try read(repository.appendingPathComponent("review.html").path)
        XCTAssertTrue(html.contains(#"Home\u003epush\u003eCart"#), "the change since origin/main is listed")

        let unknown = try NavLintRunner.run(
            ["render", "app.nav", "--against", "no-such-branch", "-o", "x.html"], in: repository)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no-such-branch is not a commit"), unknown.stderr)
        _ = try write(Self.new, "added.nav", in: repository)
        // A spec new since the revision is compared with no spec: all of it is added.
        let added = try NavLintRunner.run(
            ["render", "added.nav", "--against", "origin/main", "-o", "added.html"], in: repository)
        XCTAssertEqual(added.status, 0, added.stderr)
        let addedPage = try read(repository.appendingPathComponent("added.html").path)
        XCTAssertTrue(addedPage.contains(#"["model-Cart","added"]"#), "every model of a new spec is added")
    }

    func testABadOlderVersionFailsWithItsLocation() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let old = try write("navgraph 1\nroot Main\nscreen Main { push }\n", "old.nav", in: folder)
        let new = try write(Self.new, "new.nav", in: folder)
        let result = try NavLintRunner.run(["render", new, "--compare", old, "-o", folder.path + "/x.html"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("old.nav:3:"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/x.html"), "nothing is written")

        let absent = try NavLintRunner.run(["render", new, "--compare", folder.path + "/none.nav", "-o", "x.svg"])
        XCTAssertEqual(absent.status, 2)
        XCTAssertTrue(absent.stderr.contains("none.nav"), absent.stderr)
    }

    func testTheFlagsAreCheckedTogether() throws {
        let both = try NavLintRunner.run(
            [
                "render", "Samples/OnboardingFlow.navgraph.json", "--against", "HEAD", "--compare", "x.nav", "-o",
                "x.svg",
            ])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("not both"), both.stderr)
        let full = try NavLintRunner.run(["render", "Samples/OnboardingFlow.navgraph.json", "--full", "-o", "x.svg"])
        XCTAssertEqual(full.status, 2)
        XCTAssertTrue(full.stderr.contains("--full only applies"), full.stderr)
    }
}
