import NavLintCore
import XCTest

@testable import NavLintRender

final class DiagramBuilderTests: XCTestCase {
    private func build(_ spec: Spec = Fixtures.shop, _ options: DiagramOptions = DiagramOptions()) throws -> Diagram {
        try DiagramBuilder(options: options).build(spec)
    }

    func testOwnLinksAreTheRulesOwnLinks() throws {
        let urls = [
            "shop://orders/1", "SHOP://orders/2", "https://Shop.Example.com/x", "shop:%",
            "https://shop.example.com.evil.org/x", "https://apple.com",
        ]
        let links = Links(
            schemes: [Fixtures.loc("shop")], hosts: [Fixtures.loc("shop.example.com")], location: Fixtures.here)
        let spec = Spec(
            version: Fixtures.loc(1), links: links,
            root: Fixtures.loc("Home"),
            models: [Fixtures.screen("Home", urls.map { Fixtures.edge(.openURL, to: .url(Fixtures.loc($0))) })])
        let diagram = try build(spec, DiagramOptions(legend: false))
        let isOwn = urls.map { url in
            diagram.allNodes.first { $0.label == url }?.classes.contains("navlint-url-internal")
        }
        XCTAssertEqual(isOwn, [true, true, true, true, false, false])
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
        // selectTab leads to the tab's model, a stack: the line ends at the stack's border. It moves sideways
        // between tabs, so it does not rank the tabs below one another.
        let selectTab = try XCTUnwrap(byID["edge-Home-selectTab-SettingsStack"])
        XCTAssertEqual(selectTab.to, "model-SettingsStack")
        XCTAssertEqual(selectTab.toCluster, "cluster-SettingsStack")
        XCTAssertFalse(selectTab.constrains)
        // A model inside the switch flips it: no clipping at a cluster that holds the source.
        let flip = try XCTUnwrap(byID["edge-Settings-switch-StartStack"])
        XCTAssertEqual(flip.toCluster, "cluster-StartStack")
        XCTAssertNil(flip.fromCluster)
        XCTAssertFalse(flip.constrains)
        XCTAssertTrue(push.constrains)
        // Opening a window does not rank the window below its opener.
        XCTAssertFalse(try XCTUnwrap(byID["edge-Home-openWindow-window-waiting"]).constrains)
        let openURL = try XCTUnwrap(
            diagram.edges.first { $0.kind == .navigation(.openURL) && $0.from == "model-Checkout" })
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
        XCTAssertEqual(
            diagram.allNodes.first { $0.id == "route-product" }?.label, "shop://products/{id:int}\nroute product")
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
        // Laid out like the forward edge they undo, so their labels get room and they stay short.
        XCTAssertTrue(back.allSatisfy { $0.reversed && $0.constrains && $0.line == .dashed })
        XCTAssertEqual(
            GraphvizForm.ends(try XCTUnwrap(back.first { $0.id == "edge-ProductList-pop-Home" })).tail, "model-Home")
    }

    /// A pop returns to the models that push its model, by their own edges or by a group's: Detail is pushed
    /// only by the group Home and Search include, so its pop leads back to both, not to a stub.
    func testABackEdgeReturnsToTheModelsWhoseGroupsPushIt() throws {
        let spec = try NavDSLReader.read(
            """
            navgraph 1
            root Tabs
            group Router { push Detail }
            tabs Tabs initial home {
              tab home -> HomeStack
              tab search -> SearchStack
            }
            stack HomeStack root Home
            stack SearchStack root Search
            screen Home include Router
            screen Search include Router
            screen Detail { pop }
            """)
        let diagram = try build(spec, DiagramOptions(showBackEdges: true, legend: false))
        let back = diagram.edges.filter { $0.kind == .navigation(.pop) }
        XCTAssertEqual(
            Set(back.map { "\($0.from) \($0.to)" }), ["model-Detail model-Home", "model-Detail model-Search"])
        XCTAssertFalse(diagram.allNodes.contains { $0.classes.contains("navlint-back") })
    }

    func testBackEdgesWithoutAKnownDestinationEndAtAStubBesideTheirSource() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("Stack"),
            models: [
                Fixtures.stack("Stack", root: "Lonely"),
                Fixtures.screen(
                    "Lonely", [Fixtures.edge(.pop, label: "pop"), Fixtures.edge(.dismiss, label: "close")]),
            ])
        let diagram = try build(spec, DiagramOptions(showBackEdges: true, legend: true))
        let stack = try XCTUnwrap(diagram.allClusters.first { $0.id == "cluster-Stack" })
        let stubs = stack.nodes.filter { $0.classes.contains("navlint-back") }
        XCTAssertEqual(stubs.map(\.label), ["\u{21A9} pop", "\u{21A9} dismiss: close"], "the trigger is not repeated")
        let stubEdges = diagram.edges.filter { stubs.map(\.id).contains($0.to) }
        XCTAssertEqual(stubEdges.count, 2)
        XCTAssertTrue(
            stubEdges.allSatisfy { $0.from == "model-Lonely" && $0.label == nil && $0.constrains && !$0.reversed })
        XCTAssertTrue(diagram.legend?.entries.contains { $0.caption.contains("does not name") } ?? false)
    }

    func testATriggerEqualToTheKindIsNotRepeated() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("S"),
            models: [
                Fixtures.stack("S", root: "A"),
                Fixtures.screen(
                    "A",
                    [
                        Fixtures.edge(.push, to: Fixtures.to("B")),
                        Fixtures.edge(.sheet, to: Fixtures.to("C"), label: "sheet"),
                    ]),
                Fixtures.screen("B", [Fixtures.edge(.pop, label: "pop")]),
                Fixtures.screen("C"),
            ])
        let edges = try build(spec, DiagramOptions(showBackEdges: true, legend: false)).edges
        XCTAssertEqual(edges.first { $0.id == "edge-B-pop-A" }?.label, "pop")
        XCTAssertEqual(edges.first { $0.id == "edge-A-sheet-C" }?.label, "sheet")
    }

    func testDanglingRepeatedAndCyclicIdsDoNotStopTheDrawing() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("Nowhere"),
            models: [
                Fixtures.stack("A", root: "B"),
                Fixtures.stack("B", root: "A", path: ["Ghost"]),
                Fixtures.screen("A"),
                Fixtures.tabs("T", initial: "x", [("x", nil, "T"), ("y", nil, "Missing")]),
                Fixtures.screen(
                    "S",
                    [
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
        XCTAssertEqual(
            missing,
            [
                "Nowhere\n(missing)", "Ghost\n(missing)", "Missing\n(missing)", "T.zzz\n(missing)",
                "nodot\n(missing)", "window w\n(missing)",
            ])
        // Both containment cycles are drawn as a reference box in the container with a line back to the
        // container drawn already.
        let references = Dictionary(
            uniqueKeysWithValues: diagram.allNodes.filter { $0.classes.contains("navlint-ref") }.map { ($0.id, $0) })
        XCTAssertTrue(
            diagram.edges.contains {
                $0.kind == .contains && references[$0.from]?.label == "root \u{21AA} A" && $0.to == "model-A"
            })
        XCTAssertTrue(
            diagram.edges.contains {
                $0.kind == .contains && references[$0.from]?.label == "\u{21AA} T" && $0.to == "model-T"
            })
        XCTAssertTrue(diagram.edges.filter { $0.kind == .contains }.allSatisfy { !$0.constrains && $0.label == nil })
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
        XCTAssertEqual(
            models,
            [
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
        XCTAssertNoThrow(
            try build(generatedSpec(screens: 40), DiagramOptions(focus: .init(id: "S3", depth: 1), maxNodes: 30)))
    }

    func testFiveThousandScreensAreRefusedByDefault() throws {
        XCTAssertThrowsError(try build(generatedSpec(screens: 5000))) { error in
            guard case .tooManyNodes? = error as? DiagramError else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue("\(error)".contains("--focus"))
        }
    }

    func testMarksAndCoverage() throws {
        var options = DiagramOptions(coverage: ["product": 3], legend: false)
        options.mark([
            Diagnostic(
                rule: "unreachable-model", severity: .error, message: "Help is <unreachable>", file: "x",
                location: Fixtures.here, ids: ["Help"]),
            Diagnostic(
                rule: "tabs-in-stack", severity: .warning, message: "tabs inside a stack", file: "x",
                location: Fixtures.here, ids: ["MainTabs", "cart"]),
        ])
        let diagram = try build(Fixtures.shop, options)
        let nodes = Dictionary(uniqueKeysWithValues: diagram.allNodes.map { ($0.id, $0) })
        let help = try XCTUnwrap(nodes["model-Help"])
        XCTAssertTrue(help.classes.contains("navlint-error"))
        XCTAssertEqual(help.color, VisualLanguage.markColor(.error))
        XCTAssertEqual(help.tooltip, "error: Help is <unreachable> [unreachable-model]")
        // The rule is written under the label, for readers of PNG and PDF.
        XCTAssertEqual(help.label, "Help\n\u{26A0} unreachable-model")
        XCTAssertTrue(nodes["route-cart"]?.label.hasSuffix("\u{26A0} tabs-in-stack") ?? false)
        let tabs = try XCTUnwrap(diagram.allClusters.first { $0.id == "cluster-MainTabs" })
        XCTAssertTrue(tabs.classes.contains("navlint-warning"))
        XCTAssertTrue(nodes["route-cart"]?.classes.contains("navlint-warning") ?? false)

        XCTAssertEqual(nodes["route-product"]?.fill, VisualLanguage.coveredFill)
        XCTAssertTrue(nodes["route-product"]?.label.hasSuffix("3 hits") ?? false)
        XCTAssertEqual(nodes["route-cart"]?.fill, VisualLanguage.uncoveredFill)
        XCTAssertTrue(nodes["route-cart"]?.classes.contains("navlint-uncovered") ?? false)
        XCTAssertNil(
            try build().allNodes.first { $0.id == "route-cart" }?.fill.flatMap {
                $0 == VisualLanguage.uncoveredFill ? $0 : nil
            })
    }

    func testTabAndCaseFindingsMarkTheirClusters() throws {
        var options = DiagramOptions(legend: false)
        options.mark([
            Diagnostic(
                rule: "route-requires-state", severity: .warning, message: "needs log in", file: "x",
                location: Fixtures.here, ids: ["cart", "App", "loggedIn"]),
            Diagnostic(
                rule: "invalid-initial", severity: .error, message: "tab", file: "x",
                location: Fixtures.here, ids: ["MainTabs.settings"]),
        ])
        let clusters = Dictionary(
            uniqueKeysWithValues: try build(Fixtures.shop, options).allClusters.map { ($0.id, $0) })
        let loggedIn = try XCTUnwrap(clusters["cluster-App-case-loggedIn"])
        XCTAssertTrue(loggedIn.classes.contains("navlint-warning"))
        XCTAssertTrue(loggedIn.label.hasSuffix("\u{26A0} route-requires-state"))
        XCTAssertTrue(clusters["cluster-MainTabs-tab-settings"]?.classes.contains("navlint-error") ?? false)
        XCTAssertFalse(clusters["cluster-App-case-loggedOut"]?.classes.contains("navlint-marked") ?? true)
        XCTAssertFalse(clusters["cluster-MainTabs-tab-home"]?.classes.contains("navlint-marked") ?? true)
    }

    func testBothRoutesOfAPairAreMarkedAndLinked() throws {
        var options = DiagramOptions(legend: true)
        options.mark([
            Diagnostic(
                rule: "ambiguous-route", severity: .error, message: "tie", file: "x",
                location: Fixtures.here, ids: ["product", "cart"])
        ])
        let diagram = try build(Fixtures.shop, options)
        let link = try XCTUnwrap(diagram.edges.first { $0.kind == .finding })
        XCTAssertEqual([link.from, link.to], ["route-product", "route-cart"])
        XCTAssertFalse(link.constrains)
        XCTAssertNil(link.label)
        XCTAssertEqual(link.color, VisualLanguage.markColor(.error))
        let labels = diagram.allNodes.filter { $0.id.hasPrefix("route-") && $0.label.contains("ambiguous-route") }.map(
            \.id)
        XCTAssertEqual(Set(labels), ["route-product", "route-cart"])
        XCTAssertTrue(diagram.legend?.entries.contains { $0.caption == "routes one finding names" } ?? false)
    }

    func testWindowsAndRoutesAreTheEntryRankAndOrphansHangBelowIt() throws {
        var spec = Fixtures.shop
        spec.models.append(Fixtures.screen("Orphan"))
        let diagram = try build(spec, DiagramOptions(legend: false))
        XCTAssertEqual(
            diagram.entryNodes, ["window-main", "window-waiting", "route-product", "route-cart", "route-subscription"])
        let anchoring = diagram.edges.filter { $0.id.hasPrefix("structure-entry-") }
        XCTAssertTrue(anchoring.contains { $0.from == "window-main" && $0.to == "model-Orphan" })
        XCTAssertTrue(anchoring.allSatisfy { $0.line == .invisible && $0.constrains && $0.weight == 0 })
        // Models an entry point leads to need no such edge.
        XCTAssertFalse(anchoring.contains { $0.to == "model-Home" || $0.to == "model-App" })
    }

    func testContainersOrderTheirPartsWithInvisibleEdges() throws {
        let diagram = try build(Fixtures.shop, DiagramOptions(legend: false))
        let structure = diagram.edges.filter { $0.kind == .structure && !$0.id.hasPrefix("structure-entry-") }
        XCTAssertEqual(
            structure.filter { $0.from == "model-MainTabs" }.map(\.to),
            ["model-HomeStack", "model-SettingsStack", "model-Mail"])
        XCTAssertEqual(
            structure.filter { $0.from == "model-Mail" }.map(\.to),
            ["model-Mailboxes", "model-MessageList", "model-Message"])
        XCTAssertEqual(
            structure.filter { $0.from == "model-HomeStack" }.map(\.to), ["model-Home"], "pushed screens are not parts")
        XCTAssertTrue(structure.allSatisfy { $0.line == .invisible && $0.label == nil })
        XCTAssertEqual(
            diagram.edges.prefix(structure.count).map(\.kind), Array(repeating: .structure, count: structure.count))
    }

    func testASecondTabShowingAPlacedModelGetsItsClusterAndAReference() throws {
        let spec = Spec(
            version: Fixtures.loc(1), root: Fixtures.loc("Tabs"),
            models: [
                Fixtures.tabs("Tabs", initial: "a", [("a", nil, "Shared"), ("b", nil, "Shared")]),
                Fixtures.stack("Shared", root: "Home"),
                Fixtures.screen("Home"),
            ])
        let diagram = try build(spec, DiagramOptions(legend: true))
        let tabB = try XCTUnwrap(diagram.allClusters.first { $0.id == "cluster-Tabs-tab-b" })
        let reference = try XCTUnwrap(tabB.nodes.first)
        XCTAssertEqual(reference.label, "\u{21AA} Shared")
        XCTAssertEqual(reference.line, .dotted)
        let line = try XCTUnwrap(diagram.edges.first { $0.from == reference.id })
        XCTAssertEqual(line.kind, .contains)
        XCTAssertEqual(line.to, "model-Shared")
        XCTAssertEqual(line.toCluster, "cluster-Shared")
        XCTAssertTrue(diagram.legend?.entries.contains { $0.caption.contains("dotted line") } ?? false)
    }

    func testLegendListsWhatIsDrawn() throws {
        let captions = try XCTUnwrap(try build().legend).entries.map(\.caption)
        XCTAssertTrue(captions.contains("screen"))
        XCTAssertTrue(captions.contains("sheet"))
        XCTAssertTrue(captions.contains("tabs"))
        XCTAssertTrue(captions.contains("one column"))
        XCTAssertFalse(captions.contains("pop (back)"))
        XCTAssertFalse(captions.contains { $0.hasPrefix("error") })
        XCTAssertFalse(captions.contains("route a listed URL hits"))
        var options = DiagramOptions(showBackEdges: true, coverage: ["product": 1])
        options.mark([
            Diagnostic(rule: "r", severity: .warning, message: "m", file: "x", location: Fixtures.here, ids: ["Help"])
        ])
        let marked = try XCTUnwrap(try build(Fixtures.shop, options).legend).entries.map(\.caption)
        XCTAssertTrue(marked.contains("pop (back)"))
        XCTAssertTrue(marked.contains("warning (\u{26A0} names the rule)"))
        XCTAssertFalse(marked.contains { $0.hasPrefix("error") })
        XCTAssertTrue(marked.contains("route a listed URL hits"))
        XCTAssertTrue(marked.contains("route no listed URL hits"))
        XCTAssertNil(try build(Fixtures.shop, DiagramOptions(legend: false)).legend)
        let html = GraphvizForm.legendLabel(try XCTUnwrap(try build().legend))
        XCTAssertTrue(html.hasPrefix("<FONT POINT-SIZE=\"9\"><TABLE"))
        XCTAssertTrue(html.contains("<TD ALIGN=\"LEFT\">screen</TD>"))
    }

    func testIdsKeepDashesAndStayDistinctAndSafe() throws {
        let routes = Spec(
            version: Fixtures.loc(1), models: [Fixtures.screen("A")],
            routes: [Fixtures.route("product-detail", "x://a", "A"), Fixtures.route("orders.list", "x://b", "A")])
        let routeIDs = try build(routes, DiagramOptions(legend: false)).allNodes.map(\.id)
        XCTAssertTrue(routeIDs.contains("route-product-detail"))
        XCTAssertTrue(routeIDs.contains("route-orders-u2E-list"))
        let spec = Spec(
            version: Fixtures.loc(1),
            models: [
                Fixtures.screen("a-b"), Fixtures.screen("a-u2D-b"), Fixtures.screen("a b"), Fixtures.screen(""),
                Fixtures.screen("a-u20-b"),
            ])
        let ids = try build(spec, DiagramOptions(legend: false)).allNodes.map(\.id)
        XCTAssertEqual(ids.count, 5)
        XCTAssertEqual(Set(ids).count, 5)
        for id in ids {
            XCTAssertTrue(
                id.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                }, id)
        }
    }
}
