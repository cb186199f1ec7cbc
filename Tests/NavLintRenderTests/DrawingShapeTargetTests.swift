import NavLintCore
import XCTest

@testable import NavLintRender

/// What the first layout is asked for, on the benchmark corpus's shapes (`scripts/gen_spec.py --shape`) at
/// 100 and 200 screens: text measured as Graphviz measures it, the legend and groups allowed for, so that
/// the first layout is the last.
final class DrawingShapeTargetTests: XCTestCase, DrawingShapeTesting {
    private func assertWithinInOneLayout(_ result: DrawingShape.Result, line: UInt = #line) throws {
        XCTAssertEqual(result.layouts, 1, line: line)
        let ratio = try XCTUnwrap(DrawingShape.aspectRatio(ofSVG: result.rendering.bytes))
        XCTAssertTrue(DrawingShape.isWithin(ratio), "\(ratio)", line: line)
    }

    /// Graphviz sizes SVG text with Helvetica's widths, character by character: a route's box was drawn
    /// 113.5 points wide, its text's 77.3 and 18 points of margin each side. An average width of 0.56 em a
    /// character made it 112 and the estimate of a rank of routes a third too wide.
    func testTextIsAsWideAsGraphvizSetsItInHelvetica() {
        XCTAssertEqual(HelveticaWidths.width(of: "app://t0/s0/{id:int}", fontSize: 10), 77.28, accuracy: 0.01)
        let narrow = HelveticaWidths.width(of: "illicit", fontSize: 10)
        XCTAssertLessThan(narrow, HelveticaWidths.width(of: "WMWMWMW", fontSize: 10) / 3)
        XCTAssertEqual(HelveticaWidths.width(of: "é", fontSize: 10), 11.12, accuracy: 1e-9, "two bytes")
    }

    /// A deep stack of 100 screens was estimated within the bounds top to bottom (its routes' rank a third
    /// too wide), laid out plainly, found too tall, and laid out again left to right. Now it is estimated
    /// too tall, and spread top to bottom from the start, since left to right is far too wide.
    func testADeepStackOf100ScreensIsSpreadTopToBottomFromTheStart() throws {
        let spec = chainApp(screens: 100)
        let estimate = ShapeEstimate(try diagram(spec))
        XCTAssertFalse(DrawingShape.isWithin(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertEqual(
            DrawingShape.firstPlan(asked: .topToBottom, estimate: estimate),
            DrawingShape.Plan(direction: .topToBottom, spread: true))
        try assertWithinInOneLayout(try shaped(spec))
    }

    /// Ten tabs of binary push trees (the corpus's `default` shape) at 100 screens: far too wide top to
    /// bottom, and left to right just taller than 3:1 (estimated just within it before): both directions
    /// are outside the bounds, so the nearer is spread from the start.
    func testWhenBothDirectionsAreOutsideTheNearerIsSpreadFromTheStart() throws {
        let spec = forestApp(screens: 100)
        let estimate = ShapeEstimate(try diagram(spec))
        XCTAssertFalse(DrawingShape.isWithin(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertFalse(DrawingShape.isWithin(estimate.leftToRight), "\(estimate.leftToRight)")
        XCTAssertEqual(
            DrawingShape.firstPlan(asked: .topToBottom, estimate: estimate),
            DrawingShape.Plan(direction: .leftToRight, spread: true))
        try assertWithinInOneLayout(try shaped(spec))
    }

    /// Tabs of push trees at 30 screens are estimated 5:1 top to bottom and within the bounds left to right.
    /// The estimate has been within a factor of 1.33 of the drawing on every corpus shape since text is
    /// measured as Graphviz sets it, so 5:1 is trusted as outside, and the drawing is laid out left to
    /// right first, where it used to be laid out top to bottom first only to be found too wide.
    func testASmallAppEstimatedFiveTimesAsWideIsDrawnLeftToRightFirst() throws {
        let estimate = ShapeEstimate(try diagram(treesApp(screens: 30)))
        XCTAssertTrue(DrawingShape.isFarOutside(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertLessThan(estimate.topToBottom, 6, "not far outside by the old margin of 2")
        XCTAssertTrue(DrawingShape.isWithin(estimate.leftToRight), "\(estimate.leftToRight)")
        XCTAssertEqual(
            DrawingShape.firstPlan(asked: .topToBottom, estimate: estimate),
            DrawingShape.Plan(direction: .leftToRight, spread: false))
    }

    /// `ratio` shapes the drawing without its legend, which Graphviz adds below it after: a drawing taller
    /// than wide is asked for less by the legend's share of its height; a wider one, whose short side the
    /// legend lengthens, is asked for the target itself.
    func testATallDrawingIsAskedForLessByItsLegend() throws {
        let tall = try diagram(chainApp(screens: 100))
        let tallEstimate = ShapeEstimate(tall)
        XCTAssertGreaterThan(tallEstimate.legendShare(.topToBottom), 0)
        XCTAssertEqual(
            DrawingShape.firstTarget(for: tall, legendShare: tallEstimate.legendShare(.topToBottom), tall: true),
            DrawingShape.spreadTarget / (1 + tallEstimate.legendShare(.topToBottom)), accuracy: 1e-9)
        let wide = try diagram(forestApp(screens: 100))
        let share = ShapeEstimate(wide).legendShare(.topToBottom)
        XCTAssertGreaterThan(ShapeEstimate(wide).topToBottom, 1)
        XCTAssertEqual(DrawingShape.firstTarget(for: wide, legendShare: share, tall: false), DrawingShape.spreadTarget)
    }

    /// Tabs whose screens all include one of four groups: the lines from every screen to its group's node run
    /// outside the box `ratio` scales, so the drawing came out taller than 3:1 left to right and was laid out
    /// again. It is now asked for less by ``DrawingShape/groupAllowance`` and lands within at once.
    func testADrawingWithGroupsIsAskedForLessAndLandsWithinInOneLayout() throws {
        let spec = try NavDSLReader.read(groupsApp(screens: 100))
        let drawn = try diagram(spec)
        let estimate = ShapeEstimate(drawn)
        let target = DrawingShape.spreadTarget / DrawingShape.groupAllowance
        XCTAssertEqual(
            DrawingShape.firstTarget(for: drawn, legendShare: estimate.legendShare(.leftToRight), tall: true),
            target / (1 + estimate.legendShare(.leftToRight)), accuracy: 1e-9)
        XCTAssertLessThan(estimate.leftToRight, 1)
        let result = try shaped(spec)
        XCTAssertEqual(result.diagram.direction, .leftToRight)
        try assertWithinInOneLayout(result)
    }
}

/// Ten tabs of binary push trees, one screen in 50 presenting a shared sheet, a route to every tenth screen:
/// the corpus's `default` shape.
func forestApp(screens: Int) -> Spec {
    let tabs = 10
    var models: [Model] = [
        Fixtures.tabs("Tabs", initial: "t0", (0..<tabs).map { ("t\($0)", "Tab \($0)", "Stack\($0)") }),
        Fixtures.screen("Info", [Fixtures.edge(.dismiss)]),
    ]
    for tab in 0..<tabs { models.append(Fixtures.stack("Stack\(tab)", root: "S\(tab)")) }
    for index in 0..<screens {
        let (local, tab) = (index / tabs, index % tabs)
        var edges: [Edge] = []
        for child in (2 * local + 1)...(2 * local + 2) where child * tabs + tab < screens {
            edges.append(Fixtures.edge(.push, to: Fixtures.to("S\(child * tabs + tab)"), label: "open \(child)"))
        }
        if local > 0 { edges.append(Fixtures.edge(.pop)) }
        if local % 50 == 7 { edges.append(Fixtures.edge(.sheet, to: Fixtures.to("Info"))) }
        models.append(Fixtures.screen("S\(index)", title: "Screen \(index)", edges))
    }
    let routes = stride(from: 0, to: screens, by: 10).map {
        Fixtures.route("r\($0)", "app://t\($0 % tabs)/s\($0)/{id:int}", "S\($0)", via: ["Tabs.t\($0 % tabs)"])
    }
    return Spec(
        version: Fixtures.loc(1), app: Fixtures.loc("Generated forest"), root: Fixtures.loc("Tabs"),
        models: models, routes: routes)
}

/// Five tabs of binary push trees whose screens each include one of four groups (a shared sheet), a route
/// per screen, in the DSL.
func groupsApp(screens: Int) -> String {
    let (tabs, groups) = (5, 4)
    var lines = ["navgraph 1", "links scheme app", "root Tabs"]
    lines += (0..<groups).map { "group Group\($0) { sheet Info \"shared \($0)\" }" }
    lines += ["tabs Tabs initial t0 {"] + (0..<tabs).map { "  tab t\($0) -> Stack\($0)" } + ["}"]
    lines += (0..<tabs).map { "stack Stack\($0) root S\($0)" }
    for index in 0..<screens {
        let (local, tab) = (index / tabs, index % tabs)
        lines.append("screen S\(index) include Group\(index % groups) {")
        for child in (2 * local + 1)...(2 * local + 2) where child * tabs + tab < screens {
            lines.append("  push S\(child * tabs + tab) \"open \(child)\"")
        }
        if local > 0 { lines.append("  pop") }
        lines.append("}")
    }
    lines.append("screen Info { dismiss }")
    lines += (0..<screens).map { "route r\($0) \"app://t\($0 % tabs)/s\($0)\" -> S\($0) via Tabs.t\($0 % tabs)" }
    return lines.joined(separator: "\n") + "\n"
}
