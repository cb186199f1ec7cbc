import Foundation
import XCTest

/// Groups and wildcard waypoints through the binary: check, fmt, resolve and render.
final class GroupsCommandTests: XCTestCase {
    private static let spec = """
        navgraph 1
        links scheme app
        root Tabs

        group Destinations {
          doc "navigationDestination(for: Route.self)"
          push Profile
        }

        tabs Tabs initial search {
          tab home -> HomeStack
          tab search -> SearchStack
        }

        stack HomeStack root Home include Destinations
        stack SearchStack root Search include Destinations
        screen Home { sheet Row }
        screen Search { push Row }
        screen Row { dismiss }
        screen Profile(user: Int) { pop }

        route profile "app://u/{user:int}" -> Profile via Tabs.*

        """

    private func write(_ text: String, in folder: URL, name: String = "App.nav") throws -> String {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return name
    }

    func testACleanGroupedSpecChecksCleanAndFormatsUnchanged() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = try write(Self.spec, in: folder)
        let check = try NavLintRunner.run(["check", file], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let formatted = try NavLintRunner.run(["fmt", file], in: folder)
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        XCTAssertEqual(formatted.stdout, Self.spec)
        let json = try NavLintRunner.run(["fmt", file, "--to", "json", "-o", "App.navgraph.json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let back = try NavLintRunner.run(["fmt", "App.navgraph.json", "--to", "nav"], in: folder)
        XCTAssertEqual(back.stdout, Self.spec)
        let resolved = try NavLintRunner.run(["resolve", file, "app://u/7"], in: folder)
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertTrue(resolved.stdout.contains("Tabs ▸ [search] SearchStack ▸ Search ▸ push Profile"), resolved.stdout)
        let dot = try NavLintRunner.run(["render", file, "--format", "dot"], in: folder)
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertEqual(dot.stdout.components(separatedBy: "label=\"group Destinations\"").count, 2, dot.stdout)
    }

    func testAFindingInAGroupPointsAtItsEdgeAndAnIncludeCycleExitsTwo() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let broken = Self.spec.replacingOccurrences(
            of: "screen Row { dismiss }", with: "screen Row include Destinations { dismiss }")
        let file = try write(broken, in: folder)
        let check = try NavLintRunner.run(["check", file], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(
            check.stdout.contains(
                "App.nav:7:3: error: Row does push Profile (an edge of group Destinations), but no NavigationStack"),
            check.stdout)
        let cycle = Self.spec.replacingOccurrences(
            of: "  push Profile\n", with: "  include Destinations\n  push Profile\n")
        let cyclic = try write(cycle, in: folder, name: "Cycle.nav")
        let result = try NavLintRunner.run(["check", cyclic], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("Cycle.nav:7:11: error: group Destinations includes Destinations, which includes"),
            result.stdout)
    }
}
