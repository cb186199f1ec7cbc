import Foundation
import XCTest

/// `navlint extract` and `navlint check --sources` through the binary, on the ShopApp fixture.
final class ExtractCommandTests: XCTestCase {
    private static let shopApp = NavLintRunner.packageRoot.appendingPathComponent(
        "Tests/NavLintExtractTests/Fixtures/ShopApp")

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-extract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.shopApp, to: folder.appendingPathComponent("App"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Extracts the copied app into `shop.navgraph.json` and returns its text.
    private func extract() throws -> String {
        let result = try NavLintRunner.run(["extract", "App", "-o", "shop.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try String(contentsOf: folder.appendingPathComponent("shop.navgraph.json"), encoding: .utf8)
    }

    /// The drift lines of `check --sources App` on `spec`, but the coverage note every run has.
    private func drift(_ spec: String) throws -> [String] {
        try spec.write(to: folder.appendingPathComponent("shop.navgraph.json"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["check", "shop.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertNotEqual(result.status, 2, result.stdout + result.stderr)
        return result.stdout.split(separator: "\n").map(String.init).filter {
            $0.contains("[drift-") && !$0.contains("[drift-coverage]")
        }
    }

    func testExtractWritesASpecThatCheckAcceptsTheSameBytesEveryRun() throws {
        let first = try extract()
        let second = try NavLintRunner.run(["extract", "App"], in: folder)
        XCTAssertEqual(second.stdout, first)
        XCTAssertTrue(
            second.stderr.hasSuffix(
                "extracted 28 screens, 38 edges from 16 files; 40 call sites: 40 as edges, 0 unresolved\n"),
            second.stderr)
        XCTAssertTrue(
            second.stderr.contains("App/App/RootView.swift:43:10: entry point: .onOpenURL in RootView"), second.stderr)
        let check = try NavLintRunner.run(["check", "shop.navgraph.json"], in: folder)
        XCTAssertTrue([0, 1].contains(check.status), check.stdout + check.stderr)
        let nav = try NavLintRunner.run(["extract", "App", "-o", "shop.nav"], in: folder)
        XCTAssertEqual(nav.status, 0, nav.stderr)
        let back = try NavLintRunner.run(["fmt", "shop.nav", "--to", "json"], in: folder)
        XCTAssertEqual(back.stdout, first)
    }

    /// A file named again, directly or through a second folder that holds it, is read once.
    func testAFileNamedTwiceIsReadOnce() throws {
        let once = try NavLintRunner.run(["extract", "App"], in: folder)
        let twice = try NavLintRunner.run(["extract", "App", "App/App/RootView.swift", "App/App"], in: folder)
        XCTAssertEqual(twice.status, 0, twice.stderr)
        XCTAssertEqual(twice.stdout, once.stdout)
        XCTAssertEqual(twice.stderr, once.stderr)
        XCTAssertTrue(twice.stderr.contains("from 16 files;"), twice.stderr)
    }

    /// A folder reached through a symbolic link is listed like any other (its entry is a link, which the listing
    /// asks `stat` about), and so is a Swift file reached through one.
    func testFoldersAndFilesBehindSymbolicLinksAreRead() throws {
        let linked = folder.appendingPathComponent("Linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: linked.appendingPathComponent("Shop").path, withDestinationPath: "../App")
        let extra =
            "import SwiftUI\nstruct LinkedExtra: View {\n"
            + "  var body: some View { Link(\"Site\", destination: URL(string: \"https://example.com\")!) }\n}\n"
        try extra.write(to: folder.appendingPathComponent("Extra.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: linked.appendingPathComponent("Extra.swift").path, withDestinationPath: "../Extra.swift")
        let result = try NavLintRunner.run(["extract", "Linked"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("from 17 files;"), result.stderr)
        XCTAssertTrue(result.stdout.contains("\"id\": \"LinkedExtra\""), result.stdout)
        let note = "Linked/Extra.swift:2:8: note: LinkedExtra is not attached"
        XCTAssertTrue(result.stderr.contains(note), result.stderr)
    }

    func testReportJSONGivesTheNotesAndTheSummaryAsData() throws {
        let result = try NavLintRunner.run(["extract", "App", "--report", "json"], in: folder)
        XCTAssertEqual(result.status, 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["screens"] as? Int, 28)
        XCTAssertEqual(summary["unresolved"] as? Int, 0)
        XCTAssertEqual(summary["callSites"] as? Int, 40)
        XCTAssertEqual(summary["asEdges"] as? Int, 40)
        let notes = try XCTUnwrap(report["notes"] as? [[String: Any]])
        // The tab view's router sheet is left to the screens' writes: its place is merged into the first of them.
        XCTAssertEqual(notes.first?["kind"] as? String, "merged")
        XCTAssertEqual(notes.first?["file"] as? String, "App/App/RootView.swift")
        XCTAssertNotNil((notes.first?["sameAs"] as? [String: Any])?["source"])
        XCTAssertTrue(notes.contains { $0["kind"] as? String == "entry point" }, "\(notes)")
    }

    func testAnExtractedSpecHasNoDriftFromItsOwnSources() throws {
        XCTAssertEqual(try drift(try extract()), [])
    }

    /// The spec extracted from the app, with OrderDetailView's push of TrackingView turned into a sheet.
    private func specWithTrackingAsSheet() throws -> String {
        try extract().replacingOccurrences(
            of: #"{ "via": "push", "to": "TrackingView", "source": "App/Features"#,
            with: #"{ "via": "sheet", "to": "TrackingView", "source": "App/Features"#)
    }

    /// Asserts that `check --sources` on `spec` gives exactly one drift finding, and that it says `expected`.
    private func assertOneDrift(_ spec: String, _ expected: String, line: UInt = #line) throws {
        let found = try drift(spec)
        XCTAssertEqual(found.count, 1, "\(found)", line: line)
        XCTAssertTrue(found.first?.contains(expected) == true, "\(found)", line: line)
    }

    func testRemovingAnEdgeIsAMissingEdge() throws {
        let edge = #"{ "via": "push", "to": "SignUpView", "source": "App/Features/Sheets/SheetViews.swift:27:17" }"#
        let spec = try extract().replacingOccurrences(of: "        " + edge + "\n", with: "")
        try assertOneDrift(
            spec,
            "warning: the code does push SignUpView from LoginView (App/Features/Sheets/SheetViews.swift:27:17)"
                + " and the spec has no such edge [drift-edge-missing]")
    }

    func testRemovingAnEdgeOfTheRouterGroupIsOneMissingEdgeAtTheGroup() throws {
        let edge = #"{ "via": "push", "to": "SellerView", "source": "App/Routing/Destinations.swift:24:9" }"#
        let spec = try extract().replacingOccurrences(of: "        " + edge + ",\n", with: "")
        try assertOneDrift(
            spec,
            "shop.navgraph.json:9:5: warning: the code's group AppRouterDestinations does push SellerView"
                + " (App/Routing/Destinations.swift:24:9) and the spec's group has no such edge [drift-edge-missing]")
    }

    func testChangingAKindIsAKindFinding() throws {
        try assertOneDrift(
            try specWithTrackingAsSheet(),
            "error: OrderDetailView → TrackingView is sheet in the spec and push in the code"
                + " (App/Features/Orders/OrdersView.swift:33:31) [drift-edge-kind]")
    }

    func testRenamingAViewInTheCodeMakesTheSpecScreenStaleAndTheNewOneMissing() throws {
        let spec = try extract()
        try renameSortOptionsView(to: "SortMenuView")
        let found = try drift(spec)
        XCTAssertEqual(found.count, 2, "\(found)")
        let missing =
            "the code shows screen SortMenuView (App/Features/Sheets/SheetViews.swift:47:8)"
            + " and the spec does not have it [drift-screen-missing]"
        let stale =
            "error: screen SortOptionsView maps to no View type in the code (SortOptionsView is not declared)"
            + " [drift-screen-stale]"
        XCTAssertTrue(found.contains { $0.contains(missing) }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains(stale) }, "\(found)")
    }

    /// Renames the View type SortOptionsView in the code of the fixture app.
    private func renameSortOptionsView(to name: String) throws {
        for path in ["App/Features/Sheets/SheetViews.swift", "App/Features/Product/CatalogViews.swift"] {
            let file = folder.appendingPathComponent(path)
            let code = try String(contentsOf: file, encoding: .utf8)
            try code.replacingOccurrences(of: "SortOptionsView", with: name).write(
                to: file, atomically: true, encoding: .utf8)
        }
    }

    func testAStaleScreenSuggestsTheViewItWasRenamedTo() throws {
        let spec = try extract()
        try renameSortOptionsView(to: "SortOptionView")
        let found = try drift(spec)
        XCTAssertTrue(
            found.contains { $0.contains(#"(SortOptionsView is not declared); did you mean "SortOptionView"?"#) },
            "\(found)")
    }

    func testChangingAParamTypeIsAParamFinding() throws {
        var spec = try extract()
        let screen = try XCTUnwrap(spec.range(of: #""id": "OrderDetailView""#))
        let param = try XCTUnwrap(
            spec.range(of: #"{ "name": "orderID", "type": "int" }"#, range: screen.upperBound..<spec.endIndex))
        spec.replaceSubrange(param, with: #"{ "name": "orderID", "type": "string" }"#)
        try assertOneDrift(
            spec,
            "error: OrderDetailView.orderID is string in the spec and int in the code"
                + " (App/Features/Orders/OrdersView.swift:25:8) [drift-param]")
    }

    func testSARIFNamesTheSwiftLocationAsARelatedLocation() throws {
        try specWithTrackingAsSheet().write(
            to: folder.appendingPathComponent("shop.navgraph.json"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(
            ["check", "shop.navgraph.json", "--sources", "App", "--format", "sarif"], in: folder)
        XCTAssertTrue(result.stdout.contains(#""uri": "App/Features/Orders/OrdersView.swift""#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""relatedLocations""#))
    }

    func testSourcesInTheConfigurationRunTheDriftRulesAndTheirSeverities() throws {
        try specWithTrackingAsSheet().write(
            to: folder.appendingPathComponent("shop.navgraph.json"), atomically: true, encoding: .utf8)
        try "sources: [App]\nrules:\n  drift-edge-kind: warning\n".write(
            to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["check", "shop.navgraph.json"], in: folder)
        XCTAssertTrue(
            result.stdout.contains("warning: OrderDetailView → TrackingView is sheet in the spec and push in the code"),
            result.stdout)
    }

    func testAnUnreadableFileIsAClearError() throws {
        let file = folder.appendingPathComponent("App/Locked.swift")
        try "struct Locked {}".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        let result = try NavLintRunner.run(["extract", "App"], in: folder, unprivileged: true)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot read App/Locked.swift"), result.stderr)
    }

    func testMissingPathIsAClearError() throws {
        let result = try NavLintRunner.run(["extract", "Nowhere"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Nowhere: no such file or folder"), result.stderr)
    }
}
