import NavLintCore
import XCTest

@testable import NavLintRender

final class DiagramBuilderTests: XCTestCase {
    private func build(_ spec: Spec = Fixtures.shop, _ options: DiagramOptions = DiagramOptions()) throws -> Diagram {
        try DiagramBuilder(options: options).build(spec)
    }

    func testEveryModelHasANodeAndContainersHaveClusters() throws {
        let diagram = try build()
        let nodeIDs = Set(diagram.allNodes.map(\.id))
        for model in Fixtures.shop.models {
            XCTAssertTrue(nodeIDs.contains("model-\(model.id.value)"), "no node for \(model.id.value)")
        }
        let clusters = Dictionary(uniqueKeysWithValues: diagram.allClusters.map { ($0.id, $0) })
        XCTAssertEqual(clusters["cluster-App"]?.classes, ["navlint-cluster", "navlint-switch"])
        XCTAssertEqual(clusters["cluster-MainTabs"]?.classes, ["navlint-cluster", "navlint-tabs"])
        XCTAssertEqual(clusters["cluster-HomeStack"]?.classes, ["navlint-cluster", "navlint-stack"])
        XCTAssertEqual(clusters["cluster-Mail"]?.classes, ["navlint-cluster", "navlint-split"])
        XCTAssertEqual(clusters["cluster-MainTabs-tab-home"]?.label, "tab home \"Home\" (initial)")
        XCTAssertEqual(clusters["cluster-MainTabs-tab-mail"]?.label, "tab mail")
        XCTAssertEqual(clusters["cluster-App-case-loggedIn"]?.label, "case loggedIn\n[signed in]")
        XCTAssertEqual(clusters["cluster-Mail-content"]?.nodes.map(\.id), ["model-MessageList"])
        // Pushed screens are drawn inside the stack that shows them.
        XCTAssertEqual(
            clusters["cluster-HomeStack"]?.nodes.map(\.id),
            ["model-HomeStack", "model-Home", "model-ProductList", "model-ProductDetail"])
        // Presented screens start their own context at the top level.
        XCTAssertTrue(diagram.nodes.contains { $0.id == "model-Cart" })

        let shapes = Dictionary(uniqueKeysWithValues: diagram.allNodes.map { ($0.id, $0.shape) })
        XCTAssertEqual(shapes["model-Home"], .roundedBox)
        XCTAssertEqual(shapes["model-ConfirmLogout"], .hexagon)
        XCTAssertEqual(shapes["route-product"], .banner)
        XCTAssertEqual(shapes["window-main"], .tab)
        XCTAssertEqual(shapes["model-HomeStack"], .point)
    }

    func testEdgeKindsAndLabels() throws {
        let diagram = try build(Fixtures.shop, DiagramOptions(legend: false))
        let kinds = Set(diagram.edges.map(\.kind))
        for kind in EdgeKind.allCases where !kind.isBack {
            XCTAssertTrue(kinds.contains(.navigation(kind)), "no \(kind) edge")
        }
        XCTAssertTrue(kinds.contains(.route))
        XCTAssertTrue(kinds.contains(.presentRoute))
        XCTAssertTrue(kinds.contains(.windowRoot))
        XCTAssertFalse(diagram.edges.contains { if case .navigation(let via) = $0.kind { via.isBack } else { false } })

        let byID = Dictionary(uniqueKeysWithValues: diagram.edges.map { ($0.id, $0) })
        let push = try XCTUnwrap(byID["edge-Home-push-ProductList"])
        XCTAssertEqual(push.label, "browse")
        XCTAssertEqual(push.line, .solid)
        XCTAssertEqual(push.classes, ["navlint-edge", "navlint-edge-push"])
        XCTAssertEqual(byID["edge-ProductList-push-ProductDetail"]?.label, "[in stock]")
        let sheet = try XCTUnwrap(byID["edge-Home-sheet-Cart"])
        XCTAssertEqual(sheet.line, .dashed)
        XCTAssertEqual(sheet.label, "sheet: cart\n(stacked)")
        XCTAssertTrue(sheet.classes.contains("navlint-stacked"))
        XCTAssertEqual(byID["edge-ProductDetail-fullScreenCover-Checkout"]?.line, .bold)
        XCTAssertEqual(byID["edge-Cart-alert-ConfirmClear"]?.line, .dotted)
        XCTAssertEqual(byID["edge-Settings-confirmationDialog-ConfirmLogout"]?.line, .dotted)
        // selectTab leads to the tab's model, a stack: the line ends at the stack's border.
        let selectTab = try XCTUnwrap(byID["edge-Home-selectTab-SettingsStack"])
        XCTAssertEqual(selectTab.to, "model-SettingsStack")
        XCTAssertEqual(selectTab.toCluster, "cluster-SettingsStack")
        // A model inside the switch flips it: no clipping at a cluster that holds the source.
        XCTAssertEqual(byID["edge-Settings-switch-StartStack"]?.toCluster, "cluster-StartStack")
        let openURL = try XCTUnwrap(diagram.edges.first { $0.kind == .navigation(.openURL) && $0.from == "model-Checkout" })
        let urlNode = try XCTUnwrap(diagram.allNodes.first { $0.id == openURL.to })
        XCTAssertEqual(urlNode.label, "https://pay.example.com/terms")
        XCTAssertFalse(urlNode.classes.contains("navlint-url-internal"))
        let internalURL = try XCTUnwrap(diagram.allNodes.first { $0.label == "shop://products/1" })
        XCTAssertTrue(internalURL.classes.contains("navlint-url-internal"))
        XCTAssertEqual(byID["edge-Home-openWindow-window-waiting"]?.to, "window-waiting")

        let presentRoute = try XCTUnwrap(diagram.edges.first { $0.kind == .presentRoute })
        XCTAssertEqual(presentRoute.line, .dashed)
        let routeNode = try XCTUnwrap(diagram.allNodes.first { $0.id == "route-subscription" })
        XCTAssertTrue(routeNode.classes.contains("navlint-route-present"))
        XCTAssertEqual(routeNode.line, .dashed)
        XCTAssertEqual(diagram.allNodes.first { $0.id == "route-product" }?.label, "shop://products/{id:int}\nroute product")
    }

    func testBackEdgesAppearOnlyWhenAsked() throws {
        let diagram = try build(Fixtures.shop, DiagramOptions(showBackEdges: true, legend: false))
        let back = diagram.edges.filter { if case .navigation(let via) = $0.kind { via.isBack } else { false } }
        let pairs = Set(back.map { "\($0.from) \($0.kind) \($0.to)" })
        XCTAssertTrue(pairs.contains("model-ProductList pop model-Home"))
        XCTAssertTrue(pairs.contains("model-ProductDetail popToRoot model-Home"))
        XCTAssertTrue(pairs.contains("model-Cart dismiss model-Home"))
        XCTAssertTrue(pairs.contains("model-Checkout dismiss model-ProductDetail"))
        XCTAssertTrue(pairs.contains("model-Waiting dismissWindow window-waiting"))
        XCTAssertTrue(back.allSatisfy { !$0.constrains && $0.line == .dashed })
    }

    func testDanglingRepeatedAndCyclicIdsDoNotStopTheDrawing() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("Nowhere"),
            models: [
                Fixtures.stack("A", root: "B"),
                Fixtures.stack("B", root: "A", path: ["Ghost"]),
                Fixtures.screen("A"),
                Fixtures.tabs("T", initial: "x", [("x", nil, "T"), ("y", nil, "Missing")]),
                Fixtures.screen("S", [
                    Fixtures.edge(.push, to: Fixtures.to("Ghost")),
                    Fixtures.edge(.selectTab, to: .tab(Fixtures.loc("T.zzz"))),
                    Fixtures.edge(.switch, to: .switchCase(Fixtures.loc("nodot"))),
                    Fixtures.edge(.openWindow, to: .window(Fixtures.loc("w"))),
                    Fixtures.edge(.push, to: .none),
                ]),
            ],
            routes: [Fixtures.route("r", "x://y", "Missing"), Fixtures.route("r", "x://z", "S")])
        let diagram = try build(spec, DiagramOptions(legend: false))
        let ids = diagram.allNodes.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "node ids repeat")
        let missing = Set(diagram.allNodes.filter { $0.classes.contains("navlint-missing") }.map(\.label))
        XCTAssertEqual(missing, ["Nowhere\n(missing)", "Ghost\n(missing)", "Missing\n(missing)", "T.zzz\n(missing)",
                                 "nodot\n(missing)", "window w\n(missing)"])
        // Both containment cycles are drawn as a line back to the container drawn already.
        XCTAssertTrue(diagram.edges.contains { $0.kind == .contains && $0.from == "model-B" && $0.to == "model-A" })
        XCTAssertTrue(diagram.edges.contains { $0.kind == .contains && $0.from == "model-T" && $0.to == "model-T" })
        XCTAssertEqual(diagram.allNodes.filter { $0.id.hasPrefix("route-") }.count, 1)
        let edgeIDs = diagram.edges.map(\.id)
        XCTAssertEqual(edgeIDs.count, Set(edgeIDs).count, "edge ids repeat")
        let known = Set(ids)
        for edge in diagram.edges {
            XCTAssertTrue(known.contains(edge.from) && known.contains(edge.to), "edge \(edge.id) has an unknown end")
        }
        XCTAssertNoThrow(try GraphvizRenderer.render(diagram, format: .svg))
    }

    func testDeepContainerChainsStayBounded() throws {
        let depth = 200
        var models = (0..<depth).map { Fixtures.stack("C\($0)", root: "C\($0 + 1)") }
        models.append(Fixtures.screen("C\(depth)"))
        let spec = Spec(version: Fixtures.loc(1), root: Fixtures.loc("C0"), models: models)
        let diagram = try build(spec)
        var deepest = 0
        func measure(_ cluster: DiagramCluster, _ level: Int) {
            deepest = max(deepest, level)
            for child in cluster.clusters { measure(child, level + 1) }
        }
        for cluster in diagram.clusters { measure(cluster, 1) }
        XCTAssertLessThanOrEqual(deepest, 26)
        XCTAssertEqual(diagram.allNodes.filter { $0.id.hasPrefix("model-") }.count, depth + 1)
    }

    func testFocusKeepsTheNeighbourhoodAndItsContainers() throws {
        let options = DiagramOptions(focus: .init(id: "ProductDetail", depth: 1), legend: false)
        let diagram = try build(Fixtures.shop, options)
        let models = Set(diagram.allNodes.map(\.id).filter { $0.hasPrefix("model-") })
        XCTAssertEqual(models, [
            "model-ProductDetail", "model-ProductList", "model-Checkout",
            "model-HomeStack", "model-MainTabs", "model-App",
        ])
        XCTAssertEqual(Set(diagram.allNodes.filter { $0.id.hasPrefix("route-") }.map(\.id)), ["route-product"])
        XCTAssertEqual(Set(diagram.allNodes.filter { $0.id.hasPrefix("window-") }.map(\.id)), ["window-main"])
        let known = Set(diagram.allNodes.map(\.id))
        XCTAssertTrue(diagram.edges.allSatisfy { known.contains($0.from) && known.contains($0.to) })
        XCTAssertFalse(diagram.allClusters.contains { $0.id == "cluster-SettingsStack" })

        let alone = try build(Fixtures.shop, DiagramOptions(focus: .init(id: "Cart", depth: 0), legend: false))
        XCTAssertEqual(alone.allNodes.map(\.id), ["model-Cart", "route-cart"])

        XCTAssertThrowsError(try build(Fixtures.shop, DiagramOptions(focus: .init(id: "Nope", depth: 1)))) {
            XCTAssertEqual($0 as? DiagramError, .unknownFocus("Nope"))
        }
        XCTAssertThrowsError(try build(Fixtures.shop, DiagramOptions(focus: .init(id: "Cart", depth: -1))))
    }

    func testMaxNodesFailsWithAHint() throws {
        XCTAssertThrowsError(try build(generatedSpec(screens: 40), DiagramOptions(maxNodes: 30))) { error in
            guard case .tooManyNodes(let count, let limit)? = error as? DiagramError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(limit, 30)
            XCTAssertEqual(count, 40 + 4 + 1 + 1 + 10)
            XCTAssertTrue("\(error)".contains("--focus ID --depth N"))
            XCTAssertTrue("\(error)".contains("\(count) nodes"))
        }
        // Focusing brings the same spec under the limit.
        XCTAssertNoThrow(try build(generatedSpec(screens: 40), DiagramOptions(focus: .init(id: "S3", depth: 1), maxNodes: 30)))
    }

    func testFiveThousandScreensFailEarlyByDefault() throws {
        let spec = generatedSpec(screens: 5000)
        let start = Date()
        XCTAssertThrowsError(try build(spec)) { error in
            guard case .tooManyNodes? = error as? DiagramError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testMarksAndCoverage() throws {
        var options = DiagramOptions(coverage: ["product": 3], legend: false)
        options.mark([
            Diagnostic(rule: "unreachable-model", severity: .error, message: "Help is <unreachable>", file: "x",
                       location: Fixtures.here, ids: ["Help"]),
            Diagnostic(rule: "tabs-in-stack", severity: .warning, message: "tabs inside a stack", file: "x",
                       location: Fixtures.here, ids: ["MainTabs", "cart"]),
        ])
        let diagram = try build(Fixtures.shop, options)
        let nodes = Dictionary(uniqueKeysWithValues: diagram.allNodes.map { ($0.id, $0) })
        let help = try XCTUnwrap(nodes["model-Help"])
        XCTAssertTrue(help.classes.contains("navlint-error"))
        XCTAssertEqual(help.color, VisualLanguage.markColor(.error))
        XCTAssertEqual(help.tooltip, "error: Help is <unreachable> [unreachable-model]")
        let tabs = try XCTUnwrap(diagram.allClusters.first { $0.id == "cluster-MainTabs" })
        XCTAssertTrue(tabs.classes.contains("navlint-warning"))
        XCTAssertTrue(nodes["route-cart"]?.classes.contains("navlint-warning") ?? false)

        XCTAssertEqual(nodes["route-product"]?.fill, VisualLanguage.coveredFill)
        XCTAssertTrue(nodes["route-product"]?.label.hasSuffix("3 hits") ?? false)
        XCTAssertEqual(nodes["route-cart"]?.fill, VisualLanguage.uncoveredFill)
        XCTAssertTrue(nodes["route-cart"]?.classes.contains("navlint-uncovered") ?? false)
        XCTAssertNil(try build().allNodes.first { $0.id == "route-cart" }?.fill.flatMap {
            $0 == VisualLanguage.uncoveredFill ? $0 : nil
        })
    }

    func testLegendListsWhatIsDrawn() throws {
        let diagram = try build()
        let legend = try XCTUnwrap(diagram.clusters.last)
        XCTAssertEqual(legend.id, "cluster-legend")
        XCTAssertTrue(legend.nodes.contains { $0.id == "legend-navlint-screen" })
        XCTAssertFalse(legend.nodes.contains { $0.id == "legend-edge-pop" })
        XCTAssertTrue(legend.nodes.contains { $0.id == "legend-edge-sheet" })
        XCTAssertNil(try build(Fixtures.shop, DiagramOptions(legend: false)).allClusters.first { $0.id == "cluster-legend" })
        // A container named like the legend keeps a distinct cluster id.
        let spec = Spec(version: Fixtures.loc(1), models: [Fixtures.stack("legend", root: "A"), Fixtures.screen("A")])
        let ids = try build(spec).allClusters.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
    }

    func testIdsFromUnusualSpecIdsStayDistinctAndSafe() throws {
        let spec = Spec(
            version: Fixtures.loc(1),
            models: [Fixtures.screen("a-b"), Fixtures.screen("a-u2D-b"), Fixtures.screen("a b"), Fixtures.screen("")])
        let ids = try build(spec, DiagramOptions(legend: false)).allNodes.map(\.id)
        XCTAssertEqual(ids.count, 4)
        XCTAssertEqual(Set(ids).count, 4)
        for id in ids {
            XCTAssertTrue(id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }, id)
        }
    }
}
