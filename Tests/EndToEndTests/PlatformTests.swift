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

    /// Every command that reads a spec on one platform reports and marks what `check` does on it: the drawing
    /// of macOS's graph marks nothing (Settings is unreachable on iPadOS only), that of iOS's what check says.
    func testRenderMarksTheFindingsCheckReportsOnThePlatform() throws {
        let (folder, file) = try write()
        let mac = try NavLintRunner.run(["check", "--platform", "macOS", file], in: folder)
        XCTAssertEqual(mac.status, 0, mac.stdout)
        let macDrawing = try NavLintRunner.run(["render", "--format", "dot", "--platform", "macOS", file], in: folder)
        XCTAssertEqual(macDrawing.status, 0, macDrawing.stderr)
        XCTAssertFalse(macDrawing.stdout.contains("navlint-marked"), macDrawing.stdout)
        let phoneDrawing = try NavLintRunner.run(["render", "--format", "dot", "--platform", "iOS", file], in: folder)
        XCTAssertTrue(
            phoneDrawing.stdout.contains(
                "tooltip=\"error: screen Settings is unreachable: no window root leads to it and no route targets it "
                    + "[unreachable-model]\""),
            phoneDrawing.stdout)
        let union = try NavLintRunner.run(["render", "--format", "dot", file], in: folder)
        XCTAssertTrue(union.stdout.contains("targets it (on iPadOS) [unreachable-model]"), union.stdout)
    }

    func testAnUnknownPlatformIsAnUsageError() throws {
        let (folder, file) = try write()
        let result = try NavLintRunner.run(["check", "--platform", "android", file], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--platform"), result.stderr)
    }

    func testCheckWithSourcesGivesTheFindingsOfPlainCheckPerPlatform() throws {
        let fixtures = NavLintRunner.packageRoot.appendingPathComponent("Tests/NavLintExtractTests/Fixtures/Idioms")
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("tabs"), to: folder.appendingPathComponent("App"))
        // The spec the code gives, with the search tab on macOS only and the profile tab on iPadOS only.
        let extracted = try String(
            contentsOf: fixtures.appendingPathComponent("tabs.expected.json"), encoding: .utf8)
        let spec = extracted.replacingOccurrences(
            of: #""model": "SearchViewStack","#, with: #""model": "SearchViewStack", "platforms": ["macOS"],"#
        ).replacingOccurrences(
            of: #""model": "ProfileView","#, with: #""model": "ProfileView", "platforms": ["iPadOS"],"#)
        XCTAssertNotEqual(spec, extracted)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("app.navgraph.json"))
        let plain = try NavLintRunner.run(["check", "app.navgraph.json"], in: folder)
        XCTAssertTrue(plain.stdout.contains("is unreachable"), plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("(on iPadOS)"), plain.stdout)
        let withSources = try NavLintRunner.run(["check", "app.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertEqual(Self.findings(withSources.stdout), Self.findings(plain.stdout))
        XCTAssertTrue(withSources.stdout.contains("[drift-coverage]"), withSources.stdout)
        XCTAssertEqual(withSources.status, plain.status, withSources.stderr)
        // On one platform, drift compares that platform's spec: the code shows on every platform the tab the
        // spec leaves out there, so drift says so beside the same rule findings.
        for (platform, tab) in [("iPadOS", "SearchView"), ("macOS", "ProfileView")] {
            let one = try NavLintRunner.run(["check", "app.navgraph.json", "--platform", platform], in: folder)
            let oneWithSources = try NavLintRunner.run(
                ["check", "app.navgraph.json", "--platform", platform, "--sources", "App"], in: folder)
            let (drift, rules) = Self.findings(oneWithSources.stdout).partitioned { $0.contains("[drift-") }
            XCTAssertEqual(rules, Self.findings(one.stdout), platform)
            XCTAssertEqual(drift.count, 1, platform)
            XCTAssertTrue(drift.first?.contains("the code shows \(tab) as a tab of MainViewTabs") ?? false, "\(drift)")
        }
    }

    /// The finding lines of a text report, without the coverage note of `--sources` and the summary.
    private static func findings(_ report: String) -> [Substring] {
        report.split(separator: "\n").filter { $0.contains(": ") && !$0.contains("[drift-coverage]") }
    }
}

extension Array {
    /// The elements `isFirst` accepts, then the others, each in order.
    fileprivate func partitioned(_ isFirst: (Element) -> Bool) -> (accepted: [Element], others: [Element]) {
        (filter(isFirst), filter { !isFirst($0) })
    }
}
