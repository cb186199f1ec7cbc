import Foundation
import NavLintCore
import XCTest

@testable import NavLintRender

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Diagrams of real-sized apps: a 62-screen social client (`Tests/Fixtures/Toots.navgraph.json`) and a
/// generated 300-screen one. They keep a readable shape, draw shared screens once, never overlap
/// clusters when focused, and collapse to an overview.
final class LargeAppTests: XCTestCase {
    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Toots.navgraph.json")

    static func toots() throws -> Spec {
        try JSONSpecReader.read(Array(Data(contentsOf: fixtureURL)))
    }

    /// The real-app-sized sample, `Samples/SocialClient.nav`.
    static func socialClient() throws -> Spec {
        let url = fixtureURL.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/SocialClient.nav")
        return try SpecReader.read(Array(Data(contentsOf: url)), format: .nav)
    }

    private func build(_ spec: Spec, _ options: DiagramOptions = DiagramOptions()) throws -> Diagram {
        try DiagramBuilder(options: options).build(spec)
    }

    /// Draws the spec as `navlint render` does without `--direction`.
    private func render(_ spec: Spec, _ options: DiagramOptions = DiagramOptions()) throws -> GraphvizRenderer.Rendering
    {
        try shaped(spec, options).rendering
    }

    /// The drawing `navlint render` makes without `--direction`, and the diagram it was drawn from.
    private func shaped(_ spec: Spec, _ options: DiagramOptions = DiagramOptions()) throws -> DrawingShape.Result {
        let graph = NavGraph(spec: spec)
        return try DrawingShape.render(
            direction: options.direction, flexible: true, format: .svg, budget: LayoutBudget()
        ) { (direction: Diagram.Direction) throws(DiagramError) -> Diagram in
            var shaped = options
            shaped.direction = direction
            return try DiagramBuilder(options: shaped).build(graph)
        }
    }

    /// The diagram a drawing reports is the one laid out: `dot` with the plugins navlint draws SVG with
    /// draws its DOT text byte for byte as navlint drew it, here for an app too wide top to bottom, whose
    /// drawing runs left to right, without the compass ports dot could not rank, spread by `ratio`.
    func testTheDiagramOfADrawingIsTheOneLaidOut() throws {
        let result = try shaped(generatedApp(screens: 300))
        XCTAssertEqual(result.diagram.direction, .leftToRight)
        XCTAssertNotNil(result.diagram.attributes["ratio"])
        let plugins = try corePluginFolder()
        defer { try? FileManager.default.removeItem(at: plugins) }
        let viaDot = try runDot(
            DOTWriter.write(result.diagram), arguments: ["-Tsvg"], environment: ["GVBINDIR": plugins.path])
        XCTAssertEqual(viaDot.status, 0, viaDot.errors)
        XCTAssertEqual(normalisedSVG(Array(viaDot.output)), normalisedSVG(result.rendering.bytes))
    }

    /// A form dot cannot rank is given up as soon as dot says so, not laid out to the end: the social client
    /// left to right, with the compass ports that keep its tabs in order, is one; it is drawn without them.
    func testAFormDotCannotRankIsGivenUpAtTheRanking() throws {
        var options = DiagramOptions()
        options.direction = .leftToRight
        let diagram = try build(Self.socialClient(), options)
        XCTAssertTrue(diagram.edges.contains { $0.tailPort != nil })
        let stopped = try GraphvizRenderer.render(
            diagram, format: .svg, engine: "dot", plugins: .configured, stopUnranked: true)
        XCTAssertEqual(stopped.bytes, [])
        XCTAssertTrue(stopped.warnings.contains(GraphvizMessages.rankingAdvice), "\(stopped.warnings)")
        let drawn = try GraphvizRenderer.draw(diagram, format: .svg)
        XCTAssertFalse(drawn.rendering.bytes.isEmpty)
        XCTAssertFalse(drawn.form.edges.contains { $0.tailPort != nil }, "drawn without the ports")
        XCTAssertFalse(drawn.rendering.warnings.contains(GraphvizMessages.rankingAdvice))
    }

    /// The forms laid out at once, each in a process of its own, give what each gives alone; an outcome
    /// that is not wanted is not collected, and its process is stopped.
    func testFormsLaidOutAtOnceGiveWhatEachGivesAlone() throws {
        var options = DiagramOptions()
        options.direction = .leftToRight
        let forms = GraphvizForm.rankingForms(try build(Self.socialClient(), options))
        let layouts = forms.prefix(2).map { GraphvizRenderer.Layout(diagram: $0, stopUnranked: true) }
        XCTAssertEqual(layouts.count, 2)
        let both = try GraphvizRenderer.render(
            layouts, format: .svg, engine: "dot", plugins: .configured, timeout: 60
        ) { _ in true }
        XCTAssertEqual(both.count, 2)
        for (layout, outcome) in zip(layouts, both) {
            let alone = try GraphvizRenderer.render(
                layout.diagram, format: .svg, engine: "dot", plugins: .configured, stopUnranked: true)
            XCTAssertEqual(try outcome.get(), alone)
        }
        XCTAssertEqual(try both[0].get().bytes, [], "the form with ports is stopped unranked")
        XCTAssertFalse(try both[1].get().bytes.isEmpty)
        let firstOnly = try GraphvizRenderer.render(
            layouts, format: .svg, engine: "dot", plugins: .configured, timeout: 60
        ) { _ in false }
        XCTAssertEqual(firstOnly.count, 1)
    }

    /// A layout left running when its outcome is not wanted is stopped rather than waited for: here the
    /// second never ends by itself, so waiting for it would hang the test.
    func testALayoutNotWantedIsStoppedNotAwaited() throws {
        let layouts = [
            GraphvizRenderer.Layout(diagram: try build(Self.socialClient(), DiagramOptions()), stopUnranked: false)
        ]
        let hanging = layouts + layouts
        let outcomes = try GraphvizRenderer.render(
            hanging, format: .svg, engine: "dot", plugins: .configured, timeout: 0.3, fault: .hang
        ) { _ in false }
        XCTAssertEqual(outcomes.count, 1)
        guard case .failure(.timedOut) = outcomes[0] else { return XCTFail("unexpected \(outcomes[0])") }
    }

    func testTheFixturesAreRealSized() throws {
        let toots = try Self.toots()
        XCTAssertGreaterThanOrEqual(toots.models.filter { $0.kind == .screen }.count, 60)
        XCTAssertEqual(generatedApp(screens: 300).models.filter { $0.kind == .screen }.count, 300)
    }

    func testAScreenPushedFromSeveralStacksIsDrawnOnceOutsideThem() throws {
        let diagram = try build(Self.toots(), DiagramOptions(legend: false))
        let outside = Set(diagram.nodes.map(\.id))
        for shared in ["StatusDetail", "Profile", "HashtagTimeline", "Followers", "Boosters"] {
            XCTAssertTrue(outside.contains("model-\(shared)"), "\(shared) is drawn inside a cluster")
            XCTAssertEqual(diagram.allNodes.filter { $0.id == "model-\(shared)" }.count, 1)
        }
        let pushers = Set(
            diagram.edges.filter { $0.to == "model-StatusDetail" && $0.kind == .navigation(.push) }.map(\.from))
        for pusher in ["HomeTimeline", "Explore", "Notifications", "Conversation", "MyProfile", "PublicTimeline"] {
            XCTAssertTrue(pushers.contains("model-\(pusher)"), "no edge from \(pusher)")
        }
        // A screen only one stack pushes stays inside it.
        let homeStack = try XCTUnwrap(diagram.allClusters.first { $0.id == "cluster-HomeStack" })
        XCTAssertTrue(homeStack.nodes.contains { $0.id == "model-Lists" })
    }

    func testTheDefaultDrawingOfLargeAppsKeepsItsAspectRatio() throws {
        let apps = [
            ("Toots", try Self.toots()), ("SocialClient", try Self.socialClient()),
            ("generated", generatedApp(screens: 300)),
        ]
        for (name, spec) in apps {
            let rendering = try render(spec)
            let ratio = try aspectRatio(rendering.bytes)
            XCTAssertGreaterThanOrEqual(ratio, 1.0 / 3, "\(name) is too tall: \(ratio)")
            XCTAssertLessThanOrEqual(ratio, 3, "\(name) is too wide: \(ratio)")
            XCTAssertEqual(rendering.warnings, [], name)
        }
    }

    func testFocusOnEveryScreenNeverOverlapsClusters() throws {
        let spec = try Self.toots()
        let screens = spec.models.filter { $0.kind == .screen }.map(\.id.value)
        try assertFocusDrawsWithoutOverlaps(
            spec, screens.enumerated().map { index, id in (id, index.isMultiple(of: 3) ? 1 : 2) })
    }

    /// Every model of the sample, at depth 1 and at the default depth 2: Graphviz cannot rank the clusters of
    /// some of these together with the container's compass ports, and a drawing it could not rank overlaps.
    func testFocusOnEveryModelOfTheSampleNeverOverlapsClusters() throws {
        let spec = try Self.socialClient()
        try assertFocusDrawsWithoutOverlaps(spec, spec.models.flatMap { [($0.id.value, 1), ($0.id.value, 2)] })
    }

    /// Draws each focus as `navlint render --focus ID --depth N` does (a diagram once, however many
    /// focuses give it) and checks that Graphviz ranked its clusters and that no two of them overlap.
    private func assertFocusDrawsWithoutOverlaps(
        _ spec: Spec, _ focuses: [(id: String, depth: Int)], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var drawn: Set<String> = []
        for (id, depth) in focuses {
            let options = DiagramOptions(focus: .init(id: id, depth: depth))
            let diagram = try build(spec, options)
            guard drawn.insert(DOTWriter.write(diagram)).inserted else { continue }
            let rendering = try render(spec, options)
            let overlaps = try overlappingClusters(SVGDocument(rendering.bytes), diagram: diagram)
            XCTAssertEqual(overlaps, [], "--focus \(id) --depth \(depth)", file: file, line: line)
            XCTAssertFalse(
                rendering.warnings.contains(GraphvizMessages.rankingAdvice), "--focus \(id) --depth \(depth)",
                file: file, line: line)
        }
    }

    func testOverviewCollapsesStacksAndCountsWhatTheyHold() throws {
        let diagram = try build(Self.toots(), DiagramOptions(overview: true, legend: false))
        let home = try XCTUnwrap(diagram.allNodes.first { $0.id == "model-HomeStack" })
        XCTAssertTrue(home.label.hasPrefix("stack HomeStack\n"), home.label)
        XCTAssertEqual(home.label, "stack HomeStack\n4 screens · 3 edges inside")
        XCTAssertFalse(diagram.allClusters.contains { $0.id == "cluster-HomeStack" })
        XCTAssertTrue(diagram.allClusters.contains { $0.id == "cluster-MainTabs-tab-home" })
        let ids = Set(diagram.allNodes.map(\.id))
        for edge in diagram.edges {
            XCTAssertTrue(ids.contains(edge.from) && ids.contains(edge.to), edge.id)
        }
        let toDetail = diagram.edges.filter { $0.from == "model-HomeStack" && $0.to == "model-StatusDetail" }
        XCTAssertEqual(toDetail.count, 1)
        XCTAssertEqual(toDetail.first?.label, "2 \u{00D7} push")
        try assertGolden(DOTWriter.write(diagram), named: "toots-overview.dot")
        let rendering = try render(Self.toots(), DiagramOptions(overview: true, legend: false))
        XCTAssertEqual(rendering.warnings, [])
        XCTAssertLessThanOrEqual(try aspectRatio(rendering.bytes), 3)
    }

    // MARK: - Helpers

    /// Width over height, from the SVG's `width` and `height` (in points).
    private func aspectRatio(_ bytes: [UInt8]) throws -> Double {
        let root = try XCTUnwrap(SVGDocument(bytes).document.rootElement())
        func points(_ name: String) throws -> Double {
            try XCTUnwrap(Double(root.value(of: name)?.replacingOccurrences(of: "pt", with: "") ?? ""), name)
        }
        return try points("width") / points("height")
    }

    /// Pairs of clusters, neither inside the other, whose outlines intersect.
    private func overlappingClusters(_ svg: SVGDocument, diagram: Diagram) throws -> [String] {
        var ancestors: [String: Set<String>] = [:]
        func walk(_ cluster: DiagramCluster, _ above: Set<String>) {
            ancestors[cluster.id] = above
            for child in cluster.clusters { walk(child, above.union([cluster.id])) }
        }
        for cluster in diagram.clusters { walk(cluster, []) }
        let boxes = try svg.clusterBoxes().sorted { $0.key < $1.key }
        var result: [String] = []
        for (offset, first) in boxes.enumerated() {
            for second in boxes[(offset + 1)...] {
                if ancestors[first.key]?.contains(second.key) == true { continue }
                if ancestors[second.key]?.contains(first.key) == true { continue }
                let a = first.value
                let b = second.value
                if a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY {
                    result.append("\(first.key) × \(second.key)")
                }
            }
        }
        return result
    }
}

/// A social app of `screens` screens: a switch between onboarding and a five-tab TabView whose stacks each
/// push their own screens and a shared set of destinations; sheets, alerts and routes among them.
func generatedApp(screens: Int) -> Spec {
    let tabs = 5
    let shared = ["Post", "Account", "Tag"]
    var models: [Model] = [
        Fixtures.switchModel("App", initial: "out", [("out", "Start", nil), ("in", "Tabs", "signed in")]),
        Fixtures.stack("Start", root: "Welcome"),
        Fixtures.screen("Welcome", [Fixtures.edge(.switch, to: .switchCase(Fixtures.loc("App.in")), label: "log in")]),
        Fixtures.tabs("Tabs", initial: "t0", (0..<tabs).map { ("t\($0)", "Tab \($0)", "Stack\($0)") }),
        Fixtures.dialog("Confirm"),
    ]
    // Each tab's stack is a tree: the screen with position k in its tab pushes positions 3k+1...3k+3.
    let own = screens - shared.count - 2
    for tab in 0..<tabs { models.append(Fixtures.stack("Stack\(tab)", root: "S\(tab)")) }
    for index in 0..<own {
        let position = index / tabs
        var edges: [Edge] = []
        for child in (3 * position + 1)...(3 * position + 3) where child * tabs + index % tabs < own {
            let target = child * tabs + index % tabs
            edges.append(Fixtures.edge(.push, to: Fixtures.to("S\(target)"), label: "open \(target)"))
        }
        if index % 4 == 1 { edges.append(Fixtures.edge(.push, to: Fixtures.to(shared[index % 3]), label: "shared")) }
        if index % 9 == 2 { edges.append(Fixtures.edge(.sheet, to: Fixtures.to("Compose"), stacked: true)) }
        if index % 11 == 5 { edges.append(Fixtures.edge(.alert, to: Fixtures.to("Confirm"), label: "delete")) }
        if index >= tabs { edges.append(Fixtures.edge(.pop)) }
        models.append(Fixtures.screen("S\(index)", title: "Screen \(index)", edges))
    }
    for (offset, id) in shared.enumerated() {
        let next = shared[(offset + 1) % shared.count]
        models.append(Fixtures.screen(id, [Fixtures.edge(.push, to: Fixtures.to(next)), Fixtures.edge(.pop)]))
    }
    models.append(Fixtures.screen("Compose", [Fixtures.edge(.dismiss)]))
    return Spec(
        version: Fixtures.loc(1), app: Fixtures.loc("Generated social app"), root: Fixtures.loc("App"),
        models: models,
        routes: shared.map { Fixtures.route($0.lowercased(), "app://\($0.lowercased())/{id:int}", $0) })
}
