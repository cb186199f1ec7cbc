import NavLintCore
import XCTest

/// Shared edge groups (`groups`, `include`) and wildcard waypoints (`Tabs.*`, `*`): reading, writing, the
/// graph's answer to "which edges does a model have here", and the rules that read it.
final class GroupsTests: XCTestCase {
    private func spec(_ text: String) throws -> Spec { try NavDSLReader.read(text) }

    private func findings(_ text: String, rule: String? = nil) throws -> [Diagnostic] {
        Analysis(spec: try spec(text), file: "a.nav").diagnostics().filter {
            rule == nil || $0.rule == rule
        }
    }

    /// A row shown in two stacks that register the same destinations, and in a bare sheet.
    private static let sharedRow = """
        navgraph 1
        root Tabs
        group Destinations {
          doc "navigationDestination(for: Route.self)"
          push Profile
        }
        tabs Tabs initial home {
          tab home -> HomeStack
          tab search -> SearchStack
        }
        stack HomeStack root Home include Destinations
        stack SearchStack root Search include Destinations
        screen Home { sheet Row }
        screen Search
        screen Row { dismiss }
        screen Profile { pop }
        """

    func testGroupsAndIncludesReadFromBothFormsAndRoundTrip() throws {
        let nav = try spec(Self.sharedRow)
        XCTAssertEqual(nav.groups.map(\.id.value), ["Destinations"])
        XCTAssertEqual(nav.groups[0].doc?.value, "navigationDestination(for: Route.self)")
        XCTAssertEqual(nav.groups[0].edges.map(\.kind), [.push])
        XCTAssertEqual(nav.groups[0].edges[0].location, SourceLocation(line: 5, column: 3))
        XCTAssertEqual(nav.models.first { $0.id.value == "HomeStack" }?.include.map(\.value), ["Destinations"])
        let json = JSONSpecWriter.write(nav)
        XCTAssertTrue(json.contains("\"groups\": [\n"), json)
        XCTAssertTrue(json.contains("\"include\": [\"Destinations\"]"), json)
        let fromJSON = try JSONSpecReader.read(Array(json.utf8))
        XCTAssertEqual(fromJSON.movedTo(.start), nav.movedTo(.start))
        let dsl = NavDSLWriter.write(fromJSON)
        XCTAssertTrue(dsl.contains("stack HomeStack root Home include Destinations\n"), dsl)
        XCTAssertEqual(NavDSLWriter.write(try spec(dsl)), dsl)
        XCTAssertEqual(JSONSpecWriter.write(try spec(dsl)), json)
    }

    func testGroupsIncludingGroupsAndEmptyGroupsRoundTrip() throws {
        let text = """
            navgraph 1
            root Home

            group Base
            group Sheets { include Base }

            group Wide {
              doc "two"
              include Sheets, Base
              sheet Compose
              dismiss
            }

            screen Home include Wide, Sheets
            screen Compose { dismiss }

            """
        let read = try spec(text)
        XCTAssertEqual(read.groups.map(\.include.count), [0, 1, 2])
        XCTAssertEqual(NavDSLWriter.write(read), text)
        let graph = NavGraph(spec: read)
        XCTAssertEqual(graph.groupsBrought(by: 2), [2, 1, 0])
        XCTAssertEqual(graph.groups(of: 0), [2, 1, 0])
    }

    func testAContainersGroupReachesWhatItShowsAndWhatIsPushedButNotWhatIsPresented() throws {
        let graph = NavGraph(spec: try spec(Self.sharedRow))
        func index(_ id: String) throws -> Int { try XCTUnwrap(graph.modelIndex[id]) }
        XCTAssertEqual(try graph.contexts[index("Home")].map { graph.groups(of: try index("Home"), in: $0) }, [[0]])
        XCTAssertEqual(try graph.contexts[index("Profile")].allSatisfy { $0.groups == [0] }, true)
        XCTAssertEqual(try graph.contexts[index("Row")].map(\.groups), [[]])
        var rowEdges: [EdgeKind] = []
        try graph.forEachEdge(of: index("Row")) { edge, _ in rowEdges.append(edge.kind) }
        XCTAssertEqual(rowEdges, [.dismiss])
        var homeEdges: [EdgeOrigin] = []
        try graph.forEachEdge(of: index("Home")) { _, origin in homeEdges.append(origin) }
        XCTAssertEqual(homeEdges, [.own(0), .group(0, index: 0)])
        XCTAssertTrue(try graph.reachableFromWindows[index("Profile")], "reached only through the group's push")
    }

    /// Copying the stack's destinations onto the row, as the format needed before groups, reported a push
    /// the app never makes from the sheet; with the group on the stacks the finding is gone.
    func testARowInSeveralStacksWithTheStacksGroupGivesNoFalsePushOutsideStack() throws {
        let copied = Self.sharedRow.replacingOccurrences(
            of: "screen Row { dismiss }", with: "screen Row { push Profile\n  dismiss }"
        )
        .replacingOccurrences(of: "screen Search\n", with: "screen Search { push Row }\n")
        XCTAssertEqual(try findings(copied, rule: "push-outside-stack").count, 1)
        let grouped = Self.sharedRow.replacingOccurrences(of: "screen Search\n", with: "screen Search { push Row }\n")
        XCTAssertEqual(try findings(grouped, rule: "push-outside-stack"), [])
        XCTAssertEqual(try findings(grouped).filter { $0.severity == .error }, [])
    }

    func testAFindingAboutAGroupEdgePointsIntoTheGroupAndNamesTheModel() throws {
        let text = """
            navgraph 1
            root Home
            group Destinations { push Profile }
            screen Home { sheet Row }
            screen Row include Destinations { dismiss }
            screen Profile { pop }
            """
        let found = try findings(text, rule: "push-outside-stack")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 3, column: 22)])
        XCTAssertEqual(
            found.first?.message,
            "Row does push Profile (an edge of group Destinations), but no NavigationStack encloses it when it is "
                + "presented by Home as a sheet without a stack (no stacked: true)")
    }

    func testUnknownGroupIsAnUndefinedReferenceWithASuggestion() throws {
        let text = """
            navgraph 1
            root Home
            group Destinations { push Profile }
            stack Home root Feed include Destinatons
            screen Feed
            screen Profile
            """
        let found = try findings(text, rule: "undefined-reference")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 4, column: 30)])
        XCTAssertEqual(
            found.first?.message, #"Home includes Destinatons, which names no group; did you mean "Destinations"?"#)
    }

    func testAnIncludeCycleIsASchemaErrorInBothForms() throws {
        let text = """
            navgraph 1
            root Home
            group A { include B }
            group B { include A }
            screen Home include A
            """
        XCTAssertThrowsError(try SpecReader.read(Array(text.utf8), format: .nav)) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            XCTAssertEqual(errors.map(\.kind), [.schema])
            XCTAssertEqual(errors.first?.location, SourceLocation(line: 4, column: 19))
            XCTAssertTrue(errors.first?.message.contains("B -> A") ?? false, "\(errors)")
        }
        let json = JSONSpecWriter.write(try spec(text))
        XCTAssertThrowsError(try SpecReader.read(Array(json.utf8), format: .json)) { error in
            XCTAssertTrue("\(error)".contains("a group include cycle"), "\(error)")
        }
    }

    // MARK: Wildcard waypoints

    private static let tabsApp = """
        navgraph 1
        links scheme app
        root Tabs
        group Destinations { push Product }
        tabs Tabs initial search {
          tab home -> HomeStack
          tab search -> SearchStack
          tab settings -> Settings
        }
        stack HomeStack root Home include Destinations
        stack SearchStack root Search include Destinations
        screen Home
        screen Search
        screen Settings
        screen Product(id: Int) { pop }
        """

    func testEveryTabWildcardChecksEachTabAndReportsTheInitialTabsPath() throws {
        let text = Self.tabsApp + "\nroute product \"app://p/{id:int}\" -> Product via Tabs.*\n"
        let found = try findings(text, rule: "route-target-unreachable")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("through Tabs.settings (one of the places Tabs.*") ?? false)
        let context = LintContext(spec: try spec(text))
        XCTAssertEqual(
            context.routes.places(ofRoute: 0).map(\.via), [["Tabs.home"], ["Tabs.search"], ["Tabs.settings"]])
        let resolver = LinkResolver(spec: try spec(text))
        XCTAssertEqual(resolver.path(ofRoute: 0).1, "Tabs ▸ [search] SearchStack ▸ Search ▸ push Product")
        let reachable = text.replacingOccurrences(of: "tab settings -> Settings", with: "tab settings -> HomeStack")
        XCTAssertEqual(try findings(reachable, rule: "route-target-unreachable"), [])
        XCTAssertEqual(try findings(reachable, rule: "undefined-reference"), [])
    }

    func testParamsAreCheckedOnEveryTab() throws {
        let text =
            Self.tabsApp.replacingOccurrences(of: "screen Home\n", with: "screen Home(user: Int)\n")
            + "\nroute product \"app://p/{id:int}\" -> Product via Tabs.*\n"
        let found = try findings(text, rule: "route-param-missing")
        XCTAssertEqual(found.map(\.message).count, 1)
        let message = found.first?.message ?? ""
        XCTAssertTrue(message.contains("Home.user (on its navigation path ") && message.contains("[home]"), message)
        let initialOnly = text.replacingOccurrences(of: "via Tabs.*", with: "via Tabs.search")
        XCTAssertEqual(try findings(initialOnly, rule: "route-param-missing"), [], "the old single path missed it")
    }

    func testTheCurrentStackWildcardCoversEveryStackThatPushesTheTarget() throws {
        let text = Self.tabsApp + "\nroute product \"app://p/{id:int}\" -> Product via *\n"
        let graph = NavGraph(spec: try spec(text))
        let product = try XCTUnwrap(graph.modelIndex["Product"])
        XCTAssertEqual(
            graph.stacksPushing(to: product).map { graph.spec.models[$0].id.value }, ["HomeStack", "SearchStack"])
        XCTAssertEqual(try findings(text).filter { $0.severity == .error }, [])
        let nowhere = text.replacingOccurrences(of: "group Destinations { push Product }", with: "group Destinations")
        let found = try findings(nowhere, rule: "route-target-unreachable")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 16, column: 15)])
        XCTAssertTrue(found.first?.message.contains("no stack reaches Product by a push") ?? false)
    }

    func testWildcardWaypointsRoundTripInBothForms() throws {
        let text = Self.tabsApp + "\nroute a \"app://a\" -> Product via Tabs.*\nroute b \"app://b\" -> Product via *\n"
        let read = try spec(text)
        XCTAssertEqual(read.routes.map { $0.via.map(\.value) }, [["Tabs.*"], ["*"]])
        let dsl = NavDSLWriter.write(read)
        XCTAssertTrue(dsl.contains("via Tabs.*\n") && dsl.contains("via *\n"), dsl)
        let json = JSONSpecWriter.write(read)
        XCTAssertTrue(json.contains(#""via": ["Tabs.*"]"#), json)
        XCTAssertEqual(try JSONSpecReader.read(Array(json.utf8)).movedTo(.start), read.movedTo(.start))
        XCTAssertThrowsError(try spec(Self.tabsApp + "\nroute c \"app://c\" -> Product via Tabs.*.x\n"))
        let unknown = try findings(
            Self.tabsApp + "\nroute c \"app://c\" -> Product via Nope.*\n", rule: "undefined-reference")
        XCTAssertEqual(unknown.count, 1)
    }
}
