import NavLintCore
import XCTest

@testable import NavLintRender

/// A group's edges are drawn once, from a group node, with an `includes` line from each model or group that
/// includes it; DOT and Mermaid show the same.
final class GroupDiagramTests: XCTestCase {
    static let spec = """
        navgraph 1
        root Tabs
        group Sheets { sheet Compose }
        group Destinations {
          doc "navigationDestination(for: Route.self)"
          include Sheets
          push Profile "open"
          pop
        }
        tabs Tabs initial home {
          tab home -> HomeStack
          tab search -> SearchStack
        }
        stack HomeStack root Home include Destinations
        stack SearchStack root Search include Destinations
        screen Home
        screen Search
        screen Profile
        screen Compose { dismiss }
        """

    private func diagram() throws -> Diagram {
        try DiagramBuilder(options: DiagramOptions()).build(try NavDSLReader.read(Self.spec))
    }

    func testAGroupsEdgesAreDrawnOnceFromItsNode() throws {
        let drawn = try diagram()
        let groupNodes = drawn.allNodes.filter { $0.classes.contains("navlint-group") }
        XCTAssertEqual(groupNodes.map(\.label), ["group Sheets", "group Destinations\n\u{21A9} pop"])
        XCTAssertEqual(groupNodes.last?.tooltip, "navigationDestination(for: Route.self)")
        let pushes = drawn.edges.filter { $0.kind == .navigation(.push) }
        XCTAssertEqual(pushes.map(\.from), [groupNodes[1].id], "one push, from the group, not one per screen")
        XCTAssertEqual(pushes.first?.label, "open")
        let includes = drawn.edges.filter { $0.kind == .includes }
        XCTAssertEqual(includes.map(\.to), [groupNodes[0].id, groupNodes[1].id, groupNodes[1].id])
        XCTAssertEqual(drawn.legend?.entries.contains { $0.caption == "has the group's edges" }, true)
    }

    func testGoldenGroupDOTAndMermaid() throws {
        try assertGolden(DOTWriter.write(diagram()), named: "groups.dot")
        try assertGolden(MermaidWriter.write(diagram()), named: "groups.mmd")
    }

    func testASpecWithoutGroupsDrawsNoGroupNode() throws {
        let drawn = try DiagramBuilder(options: DiagramOptions()).build(Fixtures.shop)
        XCTAssertFalse(drawn.allNodes.contains { $0.classes.contains("navlint-group") })
        XCTAssertFalse(drawn.edges.contains { $0.kind == .includes })
    }
}
