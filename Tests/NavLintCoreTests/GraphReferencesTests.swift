import NavLintCore
import XCTest

/// What the graph resolves once by model index for every later step: each own and group edge's target, the
/// models a container's members name (a stack's root among them), a tab's model, the column of a split hop and
/// the first model of a repeated id.
final class GraphReferencesTests: XCTestCase {
    private static let app = """
        navgraph 1
        window main -> Tabs
        window help -> Help
        group Router {
          push Detail
          sheet Nowhere
        }
        tabs Tabs initial home {
          tab home -> HomeStack
          tab post "Post" action { sheet Compose }
          tab mail -> Mail
        }
        switch Gate initial open {
          case closed -> Login
          case open -> Tabs
        }
        stack HomeStack root Home path Detail
        stack Lost root Missing
        split Mail sidebar Folders content Messages detail Message
        screen Home include Router {
          push Detail
          selectTab Tabs.mail
          switch Gate.closed
          openWindow help
          openURL "https://example.com"
          push Ghost
        }
        screen Detail { pop }
        screen Compose
        screen Login
        screen Help
        screen Folders
        screen Messages
        screen Message
        screen Home { push Login }
        """

    private func graph() throws -> NavGraph { NavGraph(spec: try NavDSLReader.read(Self.app)) }

    private func names(_ models: [Int?], in graph: NavGraph) -> [String?] {
        models.map { $0.map { graph.spec.models[$0].id.value } }
    }

    private func index(_ id: String, in graph: NavGraph) throws -> Int { try XCTUnwrap(graph.modelIndex[id]) }

    func testOwnEdgeTargetsAreResolvedToModelIndices() throws {
        let graph = try graph()
        let home = try index("Home", in: graph)
        let targets = graph.spec.models[home].edges.indices.map { graph.target(of: .own($0), from: home) }
        XCTAssertEqual(names(targets, in: graph), ["Detail", "Mail", "Login", "Help", nil, nil])
        for (position, edge) in graph.spec.models[home].edges.enumerated() {
            XCTAssertEqual(graph.target(of: .own(position), from: home), graph.model(at: edge.target))
        }
    }

    func testAModelRepeatingAnIDHasItsEdgeTargetsResolvedToo() throws {
        let graph = try graph()
        let repeated = try XCTUnwrap(graph.repeatedModels.first)
        XCTAssertEqual(names([graph.target(of: .own(0), from: repeated)], in: graph), ["Login"])
        XCTAssertEqual(graph.firstModel(withIDOf: repeated), try index("Home", in: graph))
        XCTAssertEqual(graph.firstModel(withIDOf: try index("Detail", in: graph)), try index("Detail", in: graph))
    }

    func testGroupEdgeTargetsAreResolvedOncePerGroup() throws {
        let graph = try graph()
        let router = try XCTUnwrap(graph.group("Router"))
        XCTAssertEqual(names([graph.target(ofEdge: 0, inGroup: router)], in: graph), ["Detail"])
        XCTAssertNil(graph.target(ofEdge: 1, inGroup: router))
        let home = try index("Home", in: graph)
        XCTAssertEqual(graph.target(of: .group(router, index: 0), from: home), graph.target(ofEdge: 0, inGroup: router))
    }

    func testStackRootsAndMembersAreResolvedByIndex() throws {
        let graph = try graph()
        let stack = try index("HomeStack", in: graph)
        XCTAssertEqual(names([graph.stackRoot(of: stack)], in: graph), ["Home"])
        XCTAssertEqual(names(graph.memberModels(of: stack), in: graph), ["Home", "Detail"])
        XCTAssertNil(graph.stackRoot(of: try index("Lost", in: graph)))
        XCTAssertEqual(graph.memberModels(of: try index("Lost", in: graph)), [nil])
        XCTAssertNil(graph.stackRoot(of: try index("Mail", in: graph)))
        XCTAssertEqual(graph.memberModels(of: try index("Home", in: graph)), [])
        XCTAssertEqual(
            names(graph.memberModels(of: try index("Mail", in: graph)), in: graph), ["Folders", "Messages", "Message"])
    }

    func testAModelsContentNamesTheMembersTheModelDoes() throws {
        let graph = try graph()
        for model in graph.spec.models { XCTAssertEqual(model.content.members, model.members) }
        let tabs = graph.spec.models[try index("Tabs", in: graph)].content
        XCTAssertEqual(tabs.members.map(\.reference.value), ["HomeStack", "Mail"])
        XCTAssertEqual(graph.spec.models[try index("Home", in: graph)].content.members, [])
    }

    func testATabsModelShowsTheModelOfEachTabButItsActionTabs() throws {
        let graph = try graph()
        let tabs = try index("Tabs", in: graph)
        XCTAssertEqual(names((0..<3).map { graph.model(ofTab: $0, in: tabs) }, in: graph), ["HomeStack", nil, "Mail"])
        XCTAssertNil(graph.model(ofTab: 0, in: try index("Gate", in: graph)))
    }

    func testASplitHopSaysWhichColumnItEnters() throws {
        let graph = try graph()
        let mail = try index("Mail", in: graph)
        let columns = graph.hops[mail].compactMap { hop -> SplitColumn? in
            if case .splitColumn(let column) = hop.kind { return column }
            return nil
        }
        XCTAssertEqual(columns, [.sidebar, .content, .detail])
        XCTAssertEqual(graph.contexts[try index("Folders", in: graph)].map(\.inStack), [true])
        XCTAssertEqual(graph.contexts[try index("Message", in: graph)].map(\.inStack), [false])
    }

    private func bindErrors(_ text: String) -> [String] {
        do {
            _ = try SpecReader.read(Array(text.utf8), format: .nav)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    func testConstantBindsFeedWhatTheResolvedTargetShows() {
        let models = "stack Inner root S\nscreen S(count: Int)\nscreen T\n"
        let stacked = "navgraph 1\nroot A\nscreen A { sheet Inner bind count = \"=two\" }\n" + models
        XCTAssertEqual(
            bindErrors(stacked), [#"3:37: schema: an edge of A binds "two" to S.count, which is of type int"#])
        let windows = "navgraph 1\nwindow main -> A\nwindow w -> S\nscreen A { openWindow w bind count = \"=2\" }\n"
        XCTAssertEqual(bindErrors(windows + models), [])
        XCTAssertEqual(
            bindErrors(windows.replacingOccurrences(of: "=2", with: "=x") + models),
            [#"4:38: schema: an edge of A binds "x" to S.count, which is of type int"#])
        // A spec with `root` declares no window an edge can name: its bind feeds nothing.
        let rooted = "navgraph 1\nroot S\nscreen A { openWindow main bind count = \"=x\" }\n" + models
        XCTAssertEqual(bindErrors(rooted), [])
    }
}
