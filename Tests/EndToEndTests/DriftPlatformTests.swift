import Foundation
import XCTest

/// `check --sources --platform P`: drift compares the spec and the code on that platform only.
final class DriftPlatformTests: XCTestCase {
    /// The sheet to About is presented on macOS only.
    private static let views = """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { HomeView() }
            }
        }

        struct HomeView: View {
            @State private var showing = false
            var body: some View {
                #if os(macOS)
                Text("Home").sheet(isPresented: $showing) { AboutView() }
                #else
                Text("Home")
                #endif
            }
        }

        struct AboutView: View { var body: some View { Text("About") } }

        """

    /// Preferences is a macOS screen that the code does not have yet.
    private static let spec = """
        navgraph 1
        root HomeView
        screen HomeView {
          sheet PreferencesView platforms macOS
        }
        screen AboutView { dismiss }
        screen PreferencesView platforms macOS { dismiss }

        """

    /// The drift lines of `check app.nav --sources App` with `extra` arguments.
    private func drift(_ extra: [String]) throws -> [String] {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.views.write(to: app.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        try Self.spec.write(to: folder.appendingPathComponent("app.nav"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["check", "app.nav", "--sources", "App"] + extra, in: folder)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        return result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[drift-") }
    }

    func testOnAnotherPlatformNeitherTheSpecsNorTheCodesElementsAreCompared() throws {
        XCTAssertEqual(
            try drift(["--platform", "iOS"]),
            ["app.nav:1:1: note: compared 0 of 0 spec edges and 2 of 2 spec screens with the code [drift-coverage]"])
    }

    func testOnTheirPlatformTheyAreCompared() throws {
        let expected = [
            "app.nav:1:1: note: compared 1 of 1 spec edges and 2 of 3 spec screens with the code [drift-coverage]",
            "app.nav:3:1: warning: the code does sheet AboutView from HomeView (App/Views.swift:14:22) and the spec "
                + "has no such edge [drift-edge-missing]",
            "app.nav:7:1: error: screen PreferencesView maps to no View type in the code (PreferencesView is not "
                + "declared) [drift-screen-stale]",
        ]
        XCTAssertEqual(try drift(["--platform", "macOS"]), expected)
        XCTAssertEqual(try drift([]), expected)
    }
}
