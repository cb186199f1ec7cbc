import NavLintCore
import XCTest

@testable import NavLintRender

final class DiagramIDTests: XCTestCase {
    /// `a.b` and `a-u2E-b` make the same node id, so one of them gets a counter. The review page's map from
    /// drawn nodes to models must name the model each node draws, even when the second model in spec order
    /// is the one drawn first (here, the window's root).
    func testThePageMapsEachModelNodeToTheModelItDrawsWhenIDsClash() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("a-u2E-b"),
            models: [
                Fixtures.screen("a.b"),
                Fixtures.screen("a-u2E-b", [Fixtures.edge(.push, to: Fixtures.to("a.b"))]),
            ])
        let graph = NavGraph(spec: spec)
        let diagram = try DiagramBuilder(options: DiagramOptions(legend: false)).build(graph)
        let drawn = diagram.allNodes.filter { $0.id.hasPrefix("model-") }.map { JSONOutput.strings([$0.id, $0.label]) }
        XCTAssertEqual(drawn.count, 2)
        XCTAssertEqual(ReviewPageNodes.modelNodes(of: diagram, graph: graph), drawn)
    }

    /// A model's node id is the same whether the whole spec or a focus on part of it is drawn.
    func testAModelKeepsItsNodeIDUnderFocus() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("Home"),
            models: [
                Fixtures.screen("Home", [Fixtures.edge(.push, to: Fixtures.to("a.b"))]),
                Fixtures.screen("a.b"),
                Fixtures.screen("a-u2E-b", [Fixtures.edge(.push, to: Fixtures.to("Home"))]),
            ])
        func nodeID(of model: String, _ options: DiagramOptions) throws -> String? {
            try DiagramBuilder(options: options).build(spec).allNodes.first { $0.label == model }?.id
        }
        let focus = DiagramOptions(focus: DiagramOptions.Focus(id: "a-u2E-b", depth: 0), legend: false)
        XCTAssertEqual(try nodeID(of: "a-u2E-b", focus), try nodeID(of: "a-u2E-b", DiagramOptions(legend: false)))
    }
}
