import NavLintCore
import XCTest

/// What the resolved graph answers by model index: the initial tab or case of a container, the hops into each
/// model and where a back navigation returns to.
final class ResolvedGraphTests: XCTestCase {
    private static let app = """
        navgraph 1
        root Tabs
        group Router { push Detail }
        tabs Tabs initial search {
          tab home -> HomeStack
          tab post "Post" action { sheet Compose }
          tab search -> SearchStack
        }
        switch Gate initial open {
          case closed -> Login
          case open -> Tabs
        }
        stack HomeStack root Home
        stack SearchStack root Search
        stack ComposeStack root Compose
        screen Home include Router { sheet ComposeStack }
        screen Search include Router
        screen Detail { pop }
        screen Compose { push Draft }
        screen Draft { dismiss }
        screen Login
        """

    private func graph(_ text: String = app) throws -> NavGraph { NavGraph(spec: try NavDSLReader.read(text)) }

    private func index(_ id: String, in graph: NavGraph) throws -> Int { try XCTUnwrap(graph.modelIndex[id]) }

    func testTheInitialTabOrCaseIsResolvedToItsPosition() throws {
        let graph = try graph()
        XCTAssertEqual(graph.initialMember(of: try index("Tabs", in: graph)), 2)
        XCTAssertEqual(graph.initialMember(of: try index("Gate", in: graph)), 1)
        XCTAssertNil(graph.initialMember(of: try index("HomeStack", in: graph)))
        let tabs = graph.hops[try index("Tabs", in: graph)].filter(\.isContainment)
        XCTAssertEqual(tabs.map(graph.isInitial), [false, true])
        let shown = graph.modelsShown(by: try index("Tabs", in: graph)).map { graph.spec.models[$0].id.value }
        XCTAssertEqual(shown, ["SearchStack", "Search"])
    }

    func testAnInitialNamingNoTabResolvesToNothing() throws {
        let graph = try graph(Self.app.replacingOccurrences(of: "initial search", with: "initial gone"))
        XCTAssertNil(graph.initialMember(of: try index("Tabs", in: graph)))
        XCTAssertEqual(graph.modelsShown(by: try index("Tabs", in: graph)), [])
    }

    func testIncomingHopsHoldContainmentOwnAndGroupEdges() throws {
        let graph = try graph()
        let detail = try index("Detail", in: graph)
        let into = graph.incoming[detail].map { graph.spec.models[$0.from].id.value }
        XCTAssertEqual(into, ["Home", "Search"])
        XCTAssertTrue(graph.incoming[detail].allSatisfy { $0.to == detail && $0.kind.edgeKind == .push })
        XCTAssertEqual(graph.holders()[try index("Home", in: graph)], [try index("HomeStack", in: graph)])
    }

    func testBackNavigationReturnsToWhoPushesOrPresents() throws {
        let graph = try graph()
        func ids(_ models: [Int]) -> [String] { models.map { graph.spec.models[$0].id.value } }
        // Detail is pushed only by the group Home and Search include.
        XCTAssertEqual(ids(graph.returnTargets(of: .pop, from: try index("Detail", in: graph))), ["Home", "Search"])
        // Compose is presented by the action tab (whose edges act from Tabs) and, in its stack, by Home; Draft is
        // pushed, and returns to Home only where it is shown in the stack Home presents.
        XCTAssertEqual(ids(graph.returnTargets(of: .dismiss, from: try index("Compose", in: graph))), ["Tabs", "Home"])
        XCTAssertEqual(ids(graph.returnTargets(of: .dismiss, from: try index("Draft", in: graph))), [])
        let stack = try index("ComposeStack", in: graph)
        XCTAssertEqual(
            ids(graph.returnTargets(of: .dismiss, from: try index("Draft", in: graph), shownIn: [stack])), ["Home"])
        XCTAssertEqual(graph.returnTargets(of: .push, from: try index("Detail", in: graph)), [])
    }
}
