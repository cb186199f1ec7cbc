import Foundation
import XCTest

/// `--platform` and findings that hold on some platforms only, through the built binary.
final class PlatformTests: XCTestCase {
    private static let spec = """
        navgraph 1
        links scheme app
        root Main
        tabs Main initial home {
          tab home "Home" -> Home
          tab library "Library" -> Library platforms iPadOS, macOS
          tab post "Post" action { sheet Compose }
          tab pinned "Pinned" -> Pinned dynamic
        }
        screen Home { sheet Settings platforms macOS }
        screen Library platforms iPadOS, macOS
        screen Settings { dismiss }
        screen Compose { dismiss }
        screen Pinned
        route home "app://home" -> Home
        route library "app://library" -> Library via Main.library platforms iPadOS, macOS
        route settings "app://settings" -> Settings platforms macOS
        """

    private func write() throws -> (folder: URL, file: String) {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("app.nav"))
        return (folder, "app.nav")
    }

    func testCheckSaysOnWhichPlatformsAFindingHolds() throws {
        let (folder, file) = try write()
        let all = try NavLintRunner.run(["check", file], in: folder)
        XCTAssertEqual(all.status, 1, all.stdout + all.stderr)
        XCTAssertTrue(
            all.stdout.contains(
                "screen Settings is unreachable: no window root leads to it and no route targets it (on iPadOS)"),
            all.stdout)
        let mac = try NavLintRunner.run(["check", "--platform", "macOS", file], in: folder)
        XCTAssertEqual(mac.status, 0, mac.stdout + mac.stderr)
        let phone = try NavLintRunner.run(["check", "--platform", "iOS", file], in: folder)
        XCTAssertEqual(phone.status, 1)
        XCTAssertTrue(phone.stdout.contains("screen Settings is unreachable"), phone.stdout)
        XCTAssertFalse(phone.stdout.contains("(on "), phone.stdout)
    }

    func testResolveAndRenderWorkOnOnePlatformsGraph() throws {
        let (folder, file) = try write()
        let mac = try NavLintRunner.run(["resolve", "--platform", "macOS", file, "app://library"], in: folder)
        XCTAssertEqual(mac.status, 0, mac.stdout + mac.stderr)
        XCTAssertTrue(mac.stdout.contains("path: Main ▸ [library] Library"), mac.stdout)
        let phone = try NavLintRunner.run(["resolve", "--platform", "iOS", file, "app://library"], in: folder)
        XCTAssertEqual(phone.status, 1, phone.stdout + phone.stderr)
        let dot = try NavLintRunner.run(["render", "--format", "dot", "--platform", "iOS", file], in: folder)
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertFalse(dot.stdout.contains("Library"), dot.stdout)
        XCTAssertTrue(dot.stdout.contains("(action)"), dot.stdout)
        XCTAssertTrue(dot.stdout.contains("tab pinned \\\"Pinned\\\" (dynamic)"), dot.stdout)
        let union = try NavLintRunner.run(["render", "--format", "dot", file], in: folder)
        XCTAssertTrue(union.stdout.contains("Library"), union.stdout)
    }

    func testAnUnknownPlatformIsAnUsageError() throws {
        let (folder, file) = try write()
        let result = try NavLintRunner.run(["check", "--platform", "android", file], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--platform"), result.stderr)
    }
}
