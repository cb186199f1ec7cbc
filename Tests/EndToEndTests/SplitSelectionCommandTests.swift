import Foundation
import XCTest

/// `extract` of a split view whose detail column switches over the sidebar's selection, then `check`, `render`
/// and `check --sources` of what it wrote: the switch model and its `switch` edges are a spec every command
/// takes as it is, without findings the code does not deserve.
final class SplitSelectionCommandTests: XCTestCase {
    private static let app = """
        import SwiftUI

        @main
        struct BakeryApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        enum Panel: CaseIterable, Hashable { case orders, donuts, settings }

        struct ContentView: View {
            @State private var selection: Panel?
            var body: some View {
                NavigationSplitView {
                    Sidebar(selection: $selection)
                } detail: {
                    NavigationStack {
                        switch selection ?? .donuts {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        case .settings: SettingsView()
                        }
                    }
                }
            }
        }

        struct Sidebar: View {
            @Binding var selection: Panel?
            var body: some View {
                List(selection: $selection) {
                    ForEach(Panel.allCases) { panel in
                        NavigationLink(value: panel) { Text("Panel") }
                    }
                }
            }
        }

        struct OrdersView: View {
            var body: some View { NavigationLink("Order") { OrderDetail() } }
        }
        struct OrderDetail: View { var body: some View { Text("Order") } }
        struct DonutsView: View { var body: some View { Text("Donuts") } }
        struct SettingsView: View { var body: some View { Text("Settings") } }

        """

    private func extracted() throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let sources = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.app.write(to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["extract", "App", "-o", "app.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr, "extracted 5 screens, 4 edges from 1 files; 2 call sites: 2 as edges, 0 unresolved\n")
        return folder
    }

    func testTheExtractedSwitchAndItsEdgesCheckCleanAndAreDrawn() throws {
        let folder = try extracted()
        let spec = try String(contentsOf: folder.appendingPathComponent("app.navgraph.json"), encoding: .utf8)
        XCTAssertTrue(spec.contains(#""detail": "ContentViewStack""#), spec)
        XCTAssertTrue(spec.contains(#""root": "ContentViewDetail""#), spec)
        XCTAssertTrue(spec.contains(#""initial": "donuts""#), spec)
        for panel in ["orders", "donuts", "settings"] {
            XCTAssertTrue(spec.contains(#"{ "via": "switch", "case": "ContentViewDetail.\#(panel)""#), spec)
        }
        let check = try NavLintRunner.run(["check", "app.navgraph.json"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout, "no problems in 1 file\n")
        let mermaid = try NavLintRunner.run(["render", "app.navgraph.json", "--format", "mermaid"], in: folder)
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(mermaid.stdout.contains(#"["switch ContentViewDetail"]"#), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains(#"model_Sidebar -->|"switch"| model_OrdersView"#), mermaid.stdout)
        let svg = try NavLintRunner.run(
            ["render", "app.navgraph.json", "--format", "svg", "-o", "app.svg"], in: folder)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        let drawing = try String(contentsOf: folder.appendingPathComponent("app.svg"), encoding: .utf8)
        XCTAssertTrue(drawing.contains("ContentViewDetail"), drawing)
    }

    func testTheExtractedSpecHasNoDriftFromItsOwnSources() throws {
        let folder = try extracted()
        let result = try NavLintRunner.run(["check", "--sources", "App", "app.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            app.navgraph.json:1:1: note: compared 4 of 4 spec edges and 5 of 5 spec screens with the code \
            [drift-coverage]
            0 errors, 0 warnings, 1 note in 1 file

            """)
    }

    /// A sidebar link that selects a case is compared by the screen the case shows: the spec without it drifts.
    func testASelectionLinkTheSpecLacksIsDrift() throws {
        let folder = try extracted()
        let file = folder.appendingPathComponent("app.navgraph.json")
        var spec = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var models = try XCTUnwrap(spec["models"] as? [[String: Any]])
        let sidebar = try XCTUnwrap(models.firstIndex { $0["id"] as? String == "Sidebar" })
        let edges = try XCTUnwrap(models[sidebar]["edges"] as? [[String: Any]])
        models[sidebar]["edges"] = edges.filter { $0["case"] as? String != "ContentViewDetail.settings" }
        spec["models"] = models
        try JSONSerialization.data(withJSONObject: spec).write(to: file)
        let result = try NavLintRunner.run(["check", "--sources", "App", "app.navgraph.json"], in: folder)
        XCTAssertTrue(
            result.stdout.contains(
                "the code does switch SettingsView from Sidebar (App/App.swift:32:17) and the spec has no such edge"
                    + " [drift-edge-missing]"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("compared 3 of 3 spec edges"), result.stdout)
    }
}
