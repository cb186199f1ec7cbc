import NavLintCore
import XCTest

/// The resolved graph's answers that the rules, inline silencing and the diagram builder share.
final class NavGraphTests: XCTestCase {
    private func graph(_ text: String) throws -> NavGraph { NavGraph(spec: try NavDSLReader.read(text)) }

    private let app = """
        navgraph 1
        window main -> Tabs
        window help -> Help
        tabs Tabs initial home {
          tab home -> Home
          tab more -> Stack
        }
        stack Stack root Home path Detail
        switch Gate initial out {
          case out -> Help
          case in -> Home
        }
        screen Home {
          selectTab Tabs.more
          switch Gate.in
          openWindow help
          openURL "shop://x"
        }
        screen Detail
        screen Help
        screen Home
        """

    func testResolvesEveryKindOfEdgeTargetOnce() throws {
        let graph = try graph(app)
        let home = try XCTUnwrap(graph.modelIndex["Home"])
        let targets = graph.spec.models[home].edges.map { graph.model(at: $0.target) }
        XCTAssertEqual(targets, [graph.modelIndex["Stack"], graph.modelIndex["Home"], graph.modelIndex["Help"], nil])
        let hopTargets = graph.hops[home].filter { !$0.isContainment }.map(\.to)
        XCTAssertEqual(hopTargets, targets.compactMap { $0 }, "the hops use the same resolution")
    }

    func testFirstModelsSkipRepeatedIdsAndHoldersFollowContainment() throws {
        let graph = try graph(app)
        let ids = graph.firstModels.map { graph.spec.models[$0].id.value }
        XCTAssertEqual(ids, ["Tabs", "Stack", "Gate", "Home", "Detail", "Help"])
        let holders = graph.holders()
        let names = { (id: String) in holders[graph.modelIndex[id]!].map { graph.spec.models[$0].id.value } }
        XCTAssertEqual(names("Home"), ["Tabs", "Stack", "Gate"])
        XCTAssertEqual(names("Stack"), ["Tabs"])
        XCTAssertEqual(names("Tabs"), [])
        XCTAssertEqual(graph.memberNames(of: graph.modelIndex["Gate"]!), ["out", "in"])
        XCTAssertEqual(graph.children(of: graph.modelIndex["Stack"]!).map(\.value), ["Home", "Detail"])
    }

    func testRoutesAreResolvedToTheirTargetsOnce() throws {
        let graph = try graph(
            app + """

                route help "shop://help" -> Help
                route gone "shop://gone" -> Nowhere
                route help "shop://help/again" -> Home
                route home "shop://home" -> Home
                """)
        let routes = graph.routeMap
        let home = try XCTUnwrap(graph.modelIndex["Home"])
        XCTAssertEqual(routes.targets, [graph.modelIndex["Help"], nil, home, home])
        XCTAssertEqual(routes.routesTo[home], [2, 3])
        XCTAssertEqual(routes.routeIndex["help"], 0, "a repeated route id names its first route")
        XCTAssertEqual((0..<4).map(routes.isFirstWithItsID), [true, true, false, true])
    }

    func testTabAndCaseHopsCarryThePositionOfTheirTabOrCase() throws {
        let graph = try graph(
            """
            navgraph 1
            window main -> Tabs
            window main -> Gate
            tabs Tabs initial b {
              tab a -> A
              tab b -> B
              tab b -> A
            }
            switch Gate initial on {
              case off -> A
              case on -> B
            }
            screen A
            screen B
            """)
        let tabs = try XCTUnwrap(graph.modelIndex["Tabs"])
        let tabHops = graph.hops[tabs]
        XCTAssertEqual(
            tabHops.map(\.kind), [.tab("a", position: 0), .tab("b", position: 1), .tab("b", position: 1)],
            "a repeated tab id stands for its first tab, as in `initial` and edge targets")
        XCTAssertEqual(tabHops.map(graph.isInitial), [false, true, true])
        let gate = try XCTUnwrap(graph.modelIndex["Gate"])
        XCTAssertEqual(graph.hops[gate].map(\.kind), [.switchCase("off", position: 0), .switchCase("on", position: 1)])
        XCTAssertEqual(graph.waypoint("Tabs.b"), .tab(tabs: tabs, tab: 1))
        XCTAssertEqual(graph.waypoint("Gate.off"), .switchCase(switch: gate, case: 0))
        XCTAssertEqual(graph.window(named: "main"), 0, "a repeated window id names its first window")
        XCTAssertNil(graph.window(named: "help"))
    }

    func testOwnLinksParseTheURL() throws {
        let text = "navgraph 1\nlinks scheme shop, host shop.example.com\nroot Home\nscreen Home\n"
        let spec = try NavDSLReader.read(text)
        let links = OwnLinks(spec.links)
        XCTAssertTrue(links.contains("SHOP://orders/1"))
        XCTAssertTrue(links.contains("https://Shop.Example.com/orders"))
        XCTAssertFalse(links.contains("https://shop.example.com.evil.org/x"), "a host matches whole, not as a prefix")
        XCTAssertFalse(links.contains("https://apple.com"))
        XCTAssertTrue(links.claimsScheme(ofInvalid: "shop:%%"))
        XCTAssertFalse(OwnLinks(nil).contains("shop://orders/1"))
    }

    func testAHubsRepeatedPushesAreOneWayAndAnotherKindIsAnother() throws {
        // More hops out of the hub than a scan compares pairwise: the repeats are found by their target.
        let leaves = (0..<20).map { "L\($0)" }
        let graph = try graph(
            """
            navgraph 1
            root Stack
            stack Stack root Hub
            screen Hub {
            \(leaves.map { "  push \($0)" }.joined(separator: "\n"))
              push L3 "again"
              push L17
              sheet L11
            }
            \(leaves.map { "screen \($0)" }.joined(separator: "\n"))
            """)
        let hub = try XCTUnwrap(graph.modelIndex["Hub"])
        let searches = try leaves.map { graph.shortestPath(to: try XCTUnwrap(graph.modelIndex[$0])) }
        XCTAssertEqual(graph.hops[hub].count, 23)
        XCTAssertEqual(
            leaves.indices.filter { searches[$0].isAmbiguous }, [11],
            "a second push to a leaf is the same way there; a sheet is another")
        XCTAssertEqual(searches.map(\.length), Array(repeating: 2, count: 20))
    }
}
