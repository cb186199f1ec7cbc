import NavLintCore
import XCTest

@testable import NavLintRender

final class LayoutBudgetTests: XCTestCase {
    /// `count` screens in one stack, each pushing `fanOut` others chosen evenly, every push labelled.
    private func dense(screens count: Int, fanOut: Int) -> Spec {
        var models = [Fixtures.stack("Root", root: "S0")]
        for index in 0..<count {
            let edges = (1...fanOut).map { step in
                Fixtures.edge(.push, to: Fixtures.to("S\((index * 7 + step * 13) % count)"), label: "go \(step)")
            }
            models.append(Fixtures.screen("S\(index)", edges))
        }
        return Spec(version: Fixtures.loc(1), root: Fixtures.loc("Root"), models: models)
    }

    private func diagram(_ spec: Spec) throws -> Diagram {
        try DiagramBuilder(options: DiagramOptions(legend: false)).build(spec)
    }

    func testTheEstimateCountsTheRanksEdgesCross() {
        let chain = Diagram(
            nodes: ["a", "b", "c"].map { DiagramNode(id: $0, label: $0, shape: .box) },
            edges: [
                DiagramEdge(id: "1", from: "a", to: "b", kind: .route),
                DiagramEdge(id: "2", from: "b", to: "c", kind: .route),
                DiagramEdge(id: "3", from: "a", to: "c", kind: .route),
            ])
        let plain = LayoutEstimate(chain)
        XCTAssertEqual(plain.nodes, 3)
        XCTAssertEqual(plain.edges, 3)
        XCTAssertEqual(plain.labelledEdges, 0)
        XCTAssertEqual(plain.virtualNodes, 1, "a to c crosses b's rank")
        var labelled = chain
        labelled.edges[0].label = "x"
        // A label doubles the ranks: every edge gets a middle node, a-c three.
        XCTAssertEqual(LayoutEstimate(labelled).virtualNodes, 1 + 1 + 1 + 3)
        var loose = labelled
        loose.edges[2].constrains = false
        XCTAssertEqual(LayoutEstimate(loose).virtualNodes, 1 + 1 + 1)
        var cyclic = chain
        cyclic.edges.append(DiagramEdge(id: "4", from: "c", to: "a", kind: .route))
        // dot reverses the edge that closes the cycle; reversed, it still crosses b's rank.
        XCTAssertEqual(LayoutEstimate(cyclic).virtualNodes, 2)
    }

    func testOrdinaryDiagramsFitAsTheyAre() throws {
        let drawing = try diagram(generatedSpec(screens: 300))
        let fitted = try LayoutBudget().fit(drawing)
        XCTAssertEqual(fitted.diagram, drawing)
        XCTAssertEqual(fitted.notes, [])
    }

    func testDenseLabelledDiagramsLoseTheirLabelsFirst() throws {
        let drawing = try diagram(dense(screens: 40, fanOut: 8))
        let withLabels = LayoutEstimate(drawing)
        let limit = withLabels.size - 1
        let fitted = try LayoutBudget(limit: limit).fit(drawing)
        XCTAssertTrue(fitted.diagram.edges.allSatisfy { $0.label == nil })
        XCTAssertTrue(
            fitted.diagram.edges.contains { $0.tooltip?.hasPrefix("go 1") == true }, "labels are kept as tooltips")
        XCTAssertEqual(fitted.notes.count, 1)
        XCTAssertTrue(fitted.notes[0].contains("--focus ID --depth N"))
        XCTAssertLessThanOrEqual(LayoutEstimate(fitted.diagram).size, limit)
    }

    func testDiagramsTooLargeEvenWithoutLabelsAreRefused() throws {
        let drawing = try diagram(dense(screens: 100, fanOut: 10))
        XCTAssertThrowsError(try LayoutBudget().fit(drawing)) { error in
            guard case .tooLarge(let estimate, let limit)? = error as? DiagramError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(limit, LayoutBudget.defaultLimit)
            XCTAssertGreaterThan(estimate.size, limit)
            XCTAssertEqual(estimate.labelledEdges, 1000)
            XCTAssertTrue("\(error)".contains("--focus ID --depth N"))
            XCTAssertTrue("\(error)".contains("--max-layout-size"))
        }
    }
}
