import Foundation
import XCTest

/// `check --sources` with a hand-written spec whose tabs model names the View that declares its `TabView`
/// (`"swift": "RootView"`): its tabs are compared with the code's, a tab at a time.
final class DriftContainerTests: XCTestCase {
    private static let views = """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            var body: some View {
                TabView {
                    NotesList().tabItem { Label("Notes", systemImage: "note") }.tag("notes")
                    SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
                    TrashView().tabItem { Label("Trash", systemImage: "trash") }.tag("trash")
                }
            }
        }

        struct NotesList: View {
            @State private var composing = false
            var body: some View {
                List { Text("Notes") }
                    .sheet(isPresented: $composing) { Composer() }
            }
        }

        struct Composer: View { var body: some View { Text("Compose") } }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        struct TrashView: View { var body: some View { Text("Trash") } }
        struct ArchiveView: View { var body: some View { Text("Archive") } }

        """

    /// The drift lines of `check` of a spec whose tabs model `Main` (`swift: RootView`) has these tabs, by id,
    /// screen and View; `Composer` is shown by a sheet from `Notes`, and a `Trash` screen that is no tab is there
    /// all the same (unreachable), so that a missing tab is no missing screen.
    private func drift(tabs: [(id: String, screen: String, swift: String)]) throws -> [String] {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.views.write(to: app.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        var screens = tabs.map { ($0.screen, $0.swift) }
        if !tabs.contains(where: { $0.screen == "Trash" }) { screens.append(("Trash", "TrashView")) }
        let models = screens.map { screen, swift -> String in
            let edges = screen == "Notes" ? ", \"edges\": [{ \"via\": \"sheet\", \"to\": \"Composer\" }]" : ""
            return "{ \"id\": \"\(screen)\", \"kind\": \"screen\", \"swift\": \"\(swift)\"\(edges) }"
        }
        let tabList = tabs.map { "{ \"id\": \"\($0.id)\", \"model\": \"\($0.screen)\" }" }.joined(separator: ", ")
        let spec = """
            { "navgraph": 1, "root": "Main", "models": [
              { "id": "Main", "kind": "tabs", "swift": "RootView", "tabs": [\(tabList)], "initial": "notes" },
              \(models.joined(separator: ",\n  ")),
              { "id": "Composer", "kind": "screen" }
            ] }

            """
        try spec.write(to: folder.appendingPathComponent("notes.navgraph.json"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["check", "notes.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertNotEqual(result.status, 2, result.stdout + result.stderr)
        return result.stdout.split(separator: "\n").map(String.init).filter {
            $0.contains("[drift-") && !$0.contains("[drift-coverage]")
        }
    }

    private let notes = (id: "notes", screen: "Notes", swift: "NotesList")
    private let settings = (id: "settings", screen: "Settings", swift: "SettingsView")

    func testTabsThatAgreeWithTheCodeGiveNoDrift() throws {
        let trash = (id: "trash", screen: "Trash", swift: "TrashView")
        XCTAssertEqual(try drift(tabs: [notes, settings, trash]), [])
    }

    func testATabTheSpecLacksIsMissingAtTheTabsModel() throws {
        XCTAssertEqual(
            try drift(tabs: [notes, settings]),
            [
                "notes.navgraph.json:2:3: warning: the code shows TrashView as a tab of Main (App/Views.swift:15:13)"
                    + " and the spec has no such tab [drift-edge-missing]"
            ])
    }

    func testATabTheCodeLacksIsStale() throws {
        let archive = (id: "trash", screen: "Archive", swift: "ArchiveView")
        let lines = try drift(tabs: [notes, settings, archive])
        XCTAssertTrue(
            lines.contains {
                $0.contains("warning: Main shows ArchiveView as a tab in the spec, and the code of Main")
                    && $0.contains("has no such tab [drift-edge-stale]")
            }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("TrashView as a tab of Main") }, "\(lines)")
    }
}
