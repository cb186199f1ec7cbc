import Foundation
import XCTest

/// `check --sources` on a small shop app: what it compared (`drift-coverage`, on every run) and the edges it
/// judges, among them edges of views that never navigate.
final class DriftCoverageTests: XCTestCase {
    private static let shopApp = NavLintRunner.packageRoot.appendingPathComponent(
        "Tests/NavLintExtractTests/Fixtures/Drift/Shop")

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.copyItem(at: Self.shopApp, to: folder.appendingPathComponent("App"))
        let result = try NavLintRunner.run(["extract", "App", "-o", "shop.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The extracted spec's models, to edit.
    private func extractedModels() throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("shop.navgraph.json"))
        let spec = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(spec["models"] as? [[String: Any]])
    }

    /// Writes the extracted spec with `models` in place of its models.
    private func write(models: [[String: Any]]) throws {
        let data = try Data(contentsOf: folder.appendingPathComponent("shop.navgraph.json"))
        var spec = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        spec["models"] = models
        let text = try JSONSerialization.data(withJSONObject: spec, options: [.prettyPrinted, .sortedKeys])
        try text.write(to: folder.appendingPathComponent("shop.navgraph.json"))
    }

    /// The drift lines of `check --sources App`, and its exit status.
    private func drift(_ extra: [String] = []) throws -> (lines: [String], status: Int32) {
        let result = try NavLintRunner.run(["check", "shop.navgraph.json", "--sources", "App"] + extra, in: folder)
        XCTAssertNotEqual(result.status, 2, result.stdout + result.stderr)
        return (result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[drift-") }, result.status)
    }

    func testAnExtractedSpecHasOnlyTheCoverageNoteAgainstItsOwnCode() throws {
        let (lines, status) = try drift()
        XCTAssertEqual(
            lines,
            [
                "shop.navgraph.json:1:1: note: compared 3 of 3 spec edges and 4 of 4 spec screens with the code"
                    + " [drift-coverage]"
            ])
        XCTAssertEqual(status, 0)
    }

    func testAHandCutEdgeIsMissingAtItsScreen() throws {
        let models = try extractedModels().map { model -> [String: Any] in
            guard model["id"] as? String == "Product" else { return model }
            var cut = model
            cut["edges"] = nil
            return cut
        }
        try write(models: models)
        let lines = try drift().lines.filter { !$0.contains("[drift-coverage]") }
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(
            lines.first?.contains(
                "warning: the code does sheet Cart from Product (App/Views.swift:26:14) and the spec has no such edge"
                    + " [drift-edge-missing]") == true, "\(lines)")
    }

    func testEdgesOfViewsThatNeverNavigateAreStale() throws {
        var models = try extractedModels().map { model -> [String: Any] in
            guard model["id"] as? String == "About" else { return model }
            var added = model
            added["edges"] = [["via": "push", "to": "Cart"]]
            return added
        }
        // Legal is declared and shown nowhere, so extract leaves it out; the spec has it with an edge.
        models.append(["id": "Legal", "kind": "screen", "edges": [["via": "sheet", "to": "Cart"]]])
        try write(models: models)
        let lines = try drift().lines.filter { $0.contains("[drift-edge-stale]") }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("About does push Cart in the spec, and the code of About") }, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("Legal does sheet Cart in the spec, and the code of Legal") }, "\(lines)")
    }
    /// Product also presents, full screen, a view the sources do not declare: its navigation is partly
    /// unresolved. Its spec edges of other kinds are still judged, and a code edge the spec lacks is still missing.
    func testAScreenWithAnUnresolvedSiteIsComparedAndOnlyEdgesOfItsKindAreExcused() throws {
        let views = folder.appendingPathComponent("App/Views.swift")
        let text = try String(contentsOf: views, encoding: .utf8).replacingOccurrences(
            of: ".sheet(isPresented: $showCart) { Cart() }",
            with:
                ".sheet(isPresented: $showCart) { Cart() }\n            .fullScreenCover(isPresented: $scans) { Scanner() }"
        )
        try text.write(to: views, atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["extract", "App", "-o", "shop.navgraph.json"], in: folder)
        XCTAssertTrue(result.stderr.contains("unresolved"), result.stderr)
        let models = try extractedModels().map { model -> [String: Any] in
            guard model["id"] as? String == "Product" else { return model }
            var changed = model
            changed["edges"] = [["via": "fullScreenCover", "to": "About"], ["via": "push", "to": "About"]]
            return changed
        }
        try write(models: models)
        let lines = try drift().lines
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertTrue(
            lines[0].contains(
                "note: compared 3 of 4 spec edges and 4 of 4 spec screens with the code; extract could not follow"
                    + " all the navigation of Product"), "\(lines)")
        XCTAssertTrue(
            lines.contains {
                $0.contains(
                    "warning: the code does sheet Cart from Product (App/Views.swift:26:14) and the spec has no")
            }, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("warning: Product does push About in the spec, and the code of Product") },
            "\(lines)")
    }

    /// The extracted spec with About pushing Ghost, a screen no View of the code declares: 4 of 5 screens compared
    /// (the configurations below make Ghost's own finding a warning, so that only the coverage can fail the run).
    private func writeSpecWithAGhost() throws {
        var models = try extractedModels().map { model -> [String: Any] in
            guard model["id"] as? String == "About" else { return model }
            var added = model
            added["edges"] = [["via": "push", "to": "Ghost"]]
            return added
        }
        models.append(["id": "Ghost", "kind": "screen"])
        try write(models: models)
    }

    func testCoverageIsAnErrorBelowTheConfiguredMinimum() throws {
        try writeSpecWithAGhost()
        try assertCoverage(minCompared: 50, status: 0, says: "note: compared 4 of 4 spec edges and 4 of 5 spec screens")
        try assertCoverage(
            minCompared: 90, status: 1,
            says: "error: compared 4 of 4 spec edges and 4 of 5 spec screens with the code "
                + "(80%, below drift.minCompared 90)")
    }

    /// Asserts the exit status of `check --sources` under `drift: { minCompared: N }` and that its coverage says
    /// `expected`.
    private func assertCoverage(minCompared: Int, status: Int32, says expected: String, line: UInt = #line) throws {
        try "rules: { drift-screen-stale: warning }\ndrift: { minCompared: \(minCompared) }\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let result = try drift()
        XCTAssertEqual(result.status, status, "\(result.lines)", line: line)
        XCTAssertTrue(
            result.lines.contains { $0.contains(expected) && $0.contains("[drift-coverage]") }, "\(result.lines)",
            line: line)
    }

    func testAMinimumThatIsNoPercentageIsALocatedConfigurationError() throws {
        try "rules: {}\ndrift:\n  minCompared: 120\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["check", "shop.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(
            result.stderr.contains(".navlint.yml:3:16: ")
                && result.stderr.contains("'drift.minCompared' must be a percentage, a number from 0 to 100"),
            result.stderr)
    }

    func testTheJSONReportSaysWhatWasCompared() throws {
        try writeSpecWithAGhost()
        let result = try NavLintRunner.run(
            ["check", "shop.navgraph.json", "--sources", "App", "--format", "json"], in: folder)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let drift = try XCTUnwrap(report["drift"] as? [String: Any], result.stdout)
        XCTAssertEqual(drift["screens"] as? [String: Int], ["spec": 5, "compared": 4])
        XCTAssertEqual(drift["edges"] as? [String: Int], ["spec": 4, "compared": 4])
        XCTAssertEqual(drift["unresolvedSites"] as? Int, 0)
        let plain = try NavLintRunner.run(["check", "shop.navgraph.json", "--format", "json"], in: folder)
        let withoutSources = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        XCTAssertNil(withoutSources["drift"])
    }

    /// Two targets that each declare a `ContentView`: extract names them by folder (`Watch_ContentView`, with
    /// `swift` set to the name the code declares), and drift matches each to its own declaration.
    func testSameNamedViewsOfTwoTargetsHaveNoDriftFromTheirOwnCode() throws {
        let app = NavLintRunner.packageRoot.appendingPathComponent("Tests/NavLintExtractTests/Fixtures/Drift/SameNamed")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: app, to: folder.appendingPathComponent("App"))
        let extracted = try NavLintRunner.run(["extract", "App", "-o", "shop.navgraph.json"], in: folder)
        XCTAssertEqual(extracted.status, 0, extracted.stderr)
        let spec = try String(contentsOf: folder.appendingPathComponent("shop.navgraph.json"), encoding: .utf8)
        XCTAssertTrue(spec.contains(#""swift": "ContentView""#), spec)
        let lines = try drift().lines
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("[drift-coverage]") == true, "\(lines)")
    }
}
