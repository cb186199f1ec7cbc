import NavLintCore
import XCTest

@testable import NavLintRender

/// How the drawing's direction and shape are chosen before and after laying it out, on the shapes of the
/// benchmark corpus (`scripts/gen_spec.py --shape`): the first layout should be the last.
final class DrawingShapeTests: XCTestCase, DrawingShapeTesting {
    /// A deep narrow stack (the corpus's `deep-stack`): one tab whose screens push one another in a chain,
    /// a route to every seventh screen. Top to bottom it is estimated a little too tall, left to right far too
    /// wide: laying it out plainly top to bottom only showed that it needed spreading, and the other
    /// direction, spread, was laid out second.
    func testADeepStackEstimatedJustOutsideTheBoundsIsSpreadFromTheStart() throws {
        let estimate = ShapeEstimate(try diagram(chainApp(screens: 150)))
        XCTAssertFalse(DrawingShape.isWithin(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertFalse(DrawingShape.isFarOutside(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertTrue(DrawingShape.isFarOutside(estimate.leftToRight), "\(estimate.leftToRight)")
        XCTAssertEqual(
            DrawingShape.firstPlan(asked: .topToBottom, estimate: estimate),
            DrawingShape.Plan(direction: .topToBottom, spread: true))
    }

    /// Tabs of push trees with sheets, tab switches and a route per screen (the corpus's `tabs-trees`, here
    /// at 100 screens): far too wide top to bottom, too tall left to right (measured 1:6.1 on the corpus's,
    /// which text as wide as Helvetica sets it now estimates as well). It was laid out left to right plainly,
    /// found too tall, and laid out again top to bottom.
    func testTabsOfPushTreesAreSpreadLeftToRightFromTheStart() throws {
        let estimate = ShapeEstimate(try diagram(treesApp(screens: 100)))
        XCTAssertTrue(DrawingShape.isFarOutside(estimate.topToBottom), "\(estimate.topToBottom)")
        XCTAssertFalse(DrawingShape.isWithin(estimate.leftToRight), "\(estimate.leftToRight)")
        XCTAssertEqual(
            DrawingShape.firstPlan(asked: .topToBottom, estimate: estimate),
            DrawingShape.Plan(direction: .leftToRight, spread: true))
    }

    /// Drawings whose estimate is within the bounds, or near them while the other direction is not far
    /// outside, are laid out plainly as before: the social client's sample and the Toots fixture.
    func testAShapeEstimatedNearTheBoundsIsMeasuredBeforeItIsSpread() throws {
        for spec in [try LargeAppTests.socialClient(), try LargeAppTests.toots()] {
            let plan = DrawingShape.firstPlan(asked: .topToBottom, estimate: ShapeEstimate(try diagram(spec)))
            XCTAssertEqual(plan, DrawingShape.Plan(direction: .topToBottom, spread: false))
        }
    }

    /// The deep stack takes one layout, and its drawing is within 1:3 to 3:1, spread by `ratio`.
    func testTheDeepStackIsLaidOutOnce() throws {
        let result = try shaped(chainApp(screens: 150))
        XCTAssertEqual(result.layouts, 1)
        XCTAssertEqual(result.diagram.direction, .topToBottom)
        XCTAssertNotNil(result.diagram.attributes["ratio"])
        let ratio = try XCTUnwrap(DrawingShape.aspectRatio(ofSVG: result.rendering.bytes))
        XCTAssertTrue(DrawingShape.isWithin(ratio), "\(ratio)")
    }

    /// A drawing spread by `ratio` that still came out outside the bounds (Graphviz stretches the distances
    /// between boxes, not the boxes) is asked for a shape as much nearer as it fell short, either way round.
    func testASpreadThatFellShortIsAimedNearerByTheShortfall() {
        let target = DrawingShape.spreadTarget
        XCTAssertEqual(DrawingShape.correctedTarget(measured: 1 / target), target, accuracy: 1e-9)
        XCTAssertEqual(DrawingShape.correctedTarget(measured: target), target, accuracy: 1e-9)
        // Asked for 2.91:1, drawn 3.667:1 tall: ask for 2.91 / (3.667 / 2.91), about 2.31.
        XCTAssertEqual(DrawingShape.correctedTarget(measured: 1 / 3.667), target * target / 3.667, accuracy: 1e-9)
        XCTAssertEqual(DrawingShape.correctedTarget(measured: 3.667), target * target / 3.667, accuracy: 1e-9)
        XCTAssertLessThan(DrawingShape.correctedTarget(measured: 1 / 3.667), 2.35)
        XCTAssertEqual(DrawingShape.correctedTarget(measured: 1 / 100), 1)
    }
}

/// One tab whose screens push one another in a chain, with a route to every seventh screen: the corpus's
/// `deep-stack`, whose routes and fallbacks make it a little wider.
func chainApp(screens: Int) -> Spec {
    var models: [Model] = [
        Fixtures.tabs("Tabs", initial: "t0", [("t0", "Tab 0", "Stack0")]),
        Fixtures.stack("Stack0", root: "S0"),
    ]
    for index in 0..<screens {
        var edges: [Edge] = []
        if index + 1 < screens { edges.append(Fixtures.edge(.push, to: Fixtures.to("S\(index + 1)"), label: "open")) }
        if index > 0 { edges.append(Fixtures.edge(.pop)) }
        models.append(Fixtures.screen("S\(index)", title: "Screen \(index)", edges))
    }
    let routes = stride(from: 0, to: screens, by: 7).map { Fixtures.route("r\($0)", "app://t0/s\($0)", "S\($0)") }
    return Spec(
        version: Fixtures.loc(1), app: Fixtures.loc("Generated chain"), root: Fixtures.loc("Tabs"), models: models,
        routes: routes)
}

/// Five tabs of binary push trees; a tenth of the screens present a sheet of their own and a twentieth
/// switch to the next tab; a route per screen: the corpus's `tabs-trees`.
func treesApp(screens: Int) -> Spec {
    let tabs = 5
    var models: [Model] = [
        Fixtures.tabs("Tabs", initial: "t0", (0..<tabs).map { ("t\($0)", "Tab \($0)", "Stack\($0)") })
    ]
    for tab in 0..<tabs { models.append(Fixtures.stack("Stack\(tab)", root: "S\(tab)")) }
    for index in 0..<screens {
        let (local, tab) = (index / tabs, index % tabs)
        var edges: [Edge] = []
        for child in (2 * local + 1)...(2 * local + 2) where child * tabs + tab < screens {
            edges.append(Fixtures.edge(.push, to: Fixtures.to("S\(child * tabs + tab)"), label: "open \(child)"))
        }
        if local > 0 { edges.append(Fixtures.edge(.pop)) }
        if index % 10 == 9 {
            edges.append(Fixtures.edge(.sheet, to: Fixtures.to("M\(index)"), label: "more"))
            models.append(Fixtures.screen("M\(index)", [Fixtures.edge(.dismiss)]))
        }
        if index % 20 == 19 {
            edges.append(Fixtures.edge(.selectTab, to: .tab(Fixtures.loc("Tabs.t\((tab + 1) % tabs)"))))
        }
        models.append(Fixtures.screen("S\(index)", title: "Screen \(index)", edges))
    }
    let routes = (0..<screens).map {
        Fixtures.route("r\($0)", "app://t\($0 % tabs)/s\($0)", "S\($0)", via: ["Tabs.t\($0 % tabs)"])
    }
    return Spec(
        version: Fixtures.loc(1), app: Fixtures.loc("Generated tabs of trees"), root: Fixtures.loc("Tabs"),
        models: models, routes: routes)
}
