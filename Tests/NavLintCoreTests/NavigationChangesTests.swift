import NavLintCore
import XCTest

/// The structural change model: what `NavigationChanges` lists for two versions of a spec.
final class NavigationChangesTests: XCTestCase {
    private let base = [
        "root Main",
        "tabs Main initial home {",
        "  tab home -> Home",
        "  tab search -> Search",
        "}",
        "group Common { sheet Help \"help\" }",
        "screen Home include Common { push Detail \"open\" }",
        "screen Search include Common",
        "screen Detail { swift \"DetailView\" }",
        "screen Help",
    ]

    func testASpecAgainstItselfHasNoChange() throws {
        XCTAssertTrue(try changes(base, base).isEmpty)
    }

    func testReorderingModelsEdgesAndRoutesIsNoChange() throws {
        let old = base + ["screen Extra { push Detail\n push Help \"x\" }", #"route a "app://a" -> Home"#]
        let new =
            [
                "screen Extra { push Help \"x\"\n push Detail }", "screen Help",
                "screen Detail { swift \"DetailView\" }",
            ] + base.filter { !$0.hasPrefix("screen Help") && !$0.hasPrefix("screen Detail") }
        let withRoutes = new + [#"route a "app://a" -> Home"#]
        XCTAssertEqual(try changes(old, withRoutes), try changes(base, base))
    }

    func testAddedAndRemovedModelsAndEdges() throws {
        let new = base.map { $0 == "screen Help" ? "screen Help { push About }" : $0 } + ["screen About"]
        let found = try changes(base, new)
        XCTAssertEqual(found.models.map(\.kind), [.added])
        XCTAssertEqual(found.models.first?.newID, "About")
        XCTAssertEqual(found.models.first?.newLocation, SourceLocation(line: 12, column: 1))
        XCTAssertEqual(found.edges.map(\.kind), [.added])
        XCTAssertEqual(found.edges.first?.key.text, "Help>push>About")
        XCTAssertEqual(found.edges.first?.newEdge?.location, SourceLocation(line: 11, column: 15))

        let back = try changes(new, base)
        XCTAssertEqual(back.models.map(\.kind), [.removed])
        XCTAssertEqual(back.models.first?.oldLocation, SourceLocation(line: 12, column: 1))
        XCTAssertEqual(back.edges.map(\.kind), [.removed])
        XCTAssertEqual(back.edges.first?.oldEdge?.location, SourceLocation(line: 11, column: 15))
    }

    func testAModelRenamedWithItsSwiftTypeIsOneRenameAndKeepsItsEdges() throws {
        let new = base.map {
            $0.replacingOccurrences(of: "push Detail", with: "push ItemDetail")
                .replacingOccurrences(of: "screen Detail", with: "screen ItemDetail")
        }
        let found = try changes(base, new)
        XCTAssertEqual(found.models.map(\.kind), [.renamed])
        XCTAssertEqual(found.models.first?.oldID, "Detail")
        XCTAssertEqual(found.models.first?.newID, "ItemDetail")
        XCTAssertEqual(found.models.first?.swiftType, "DetailView")
        XCTAssertEqual(found.edges, [])
    }

    func testAModelRenamedToItsFormerIdAsSwiftTypeIsARename() throws {
        let new = base.map { $0 == "screen Help" ? "screen HelpScreen { swift \"Help\" }" : $0 }
            .map { $0.replacingOccurrences(of: "sheet Help", with: "sheet HelpScreen") }
        let found = try changes(base, new)
        XCTAssertEqual(found.models.map(\.kind), [.renamed])
        XCTAssertEqual(found.edges, [])
    }

    func testEdgesOfTheSameEndpointsChangeKindLabelWhenAndPlatforms() throws {
        let new = base.map {
            $0.replacingOccurrences(
                of: "push Detail \"open\"", with: "sheet Detail \"show\" when \"signed in\" platforms iOS")
        }
        let found = try changes(base, new)
        XCTAssertEqual(found.edges.map(\.kind), [.changed])
        let change = try XCTUnwrap(found.edges.first)
        XCTAssertEqual(change.aspects, [.kind, .label, .when, .platforms])
        XCTAssertEqual(change.key.text, "Home>sheet>Detail")
        XCTAssertEqual(change.oldKey?.text, "Home>push>Detail")
        XCTAssertEqual(change.oldEdge?.location, SourceLocation(line: 8, column: 30))
        XCTAssertEqual(change.newEdge?.location, SourceLocation(line: 8, column: 30))
    }

    func testAPushThatGainsAFallbackIsChanged() throws {
        let new = base.map {
            $0.replacingOccurrences(of: "push Detail \"open\"", with: "push Detail \"open\" fallback sheet")
        }
        let found = try changes(base, new)
        XCTAssertEqual(found.edges.map(\.kind), [.changed])
        XCTAssertEqual(found.edges.first?.aspects, [.fallback])
        XCTAssertEqual(found.edges.first?.key.text, "Home>push>Detail")
    }

    func testAnEdgeAddedToAGroupIsOneChangeOnTheGroup() throws {
        let new = base.map {
            $0.hasPrefix("group Common") ? "group Common {\n sheet Help \"help\"\n push Detail\n}" : $0
        }
        let found = try changes(base, new)
        XCTAssertEqual(found.edges.map(\.key.text), ["Common>push>Detail"])
        XCTAssertEqual(found.edges.first?.key.origin, .group("Common"))
    }

    func testTabsGainedLostReorderedAndInitial() throws {
        let new = base.map {
            switch $0 {
            case "tabs Main initial home {": "tabs Main initial search {"
            case "  tab home -> Home": "  tab search -> Search"
            case "  tab search -> Search": "  tab home -> Home\n  tab more -> Help"
            default: $0
            }
        }
        let found = try changes(base, new)
        let tabs = try XCTUnwrap(found.tabs.first)
        XCTAssertEqual(found.tabs.count, 1)
        XCTAssertEqual(tabs.id, "Main")
        XCTAssertEqual(tabs.gained, ["more"])
        XCTAssertEqual(tabs.lost, [])
        XCTAssertTrue(tabs.reordered)
        XCTAssertEqual(tabs.initial?.old, "home")
        XCTAssertEqual(tabs.initial?.new, "search")

        let lost = try changes(new, base).tabs.first
        XCTAssertEqual(lost?.lost, ["more"])
        XCTAssertEqual(lost?.gained, [])
    }

    func testChangesDoNotDependOnDeclarationOrder() throws {
        let new = base + ["screen A { push Help \"1\"\n push Help \"2\" }", "screen B { push A }"]
        let reordered = base + ["screen B { push A }", "screen A { push Help \"2\"\n push Help \"1\" }"]
        let first = try changes(base, new)
        let second = try changes(base, reordered)
        XCTAssertEqual(first.models.map(\.id), second.models.map(\.id))
        XCTAssertEqual(first.edges.map(\.key.text), second.edges.map(\.key.text))
        XCTAssertEqual(first.edges.map { $0.newEdge?.label?.value }, ["1", "2", nil])
        XCTAssertEqual(Set(second.edges.map { $0.newEdge?.label?.value }), ["1", "2", nil])
    }

    func testARenameKeepsTheEdgesIntoAndOutOfTheModelAndAChangeBesideUnchangedModelsIsFound() throws {
        // Detail becomes Details (matched by its swift type); Home's edge to it and its own edge stay the same.
        let old = base.map {
            $0 == "screen Detail { swift \"DetailView\" }" ? "screen Detail { swift \"DetailView\"\n push Help }" : $0
        }
        let renamed = old.map {
            $0.replacingOccurrences(of: "screen Detail {", with: "screen Details {")
                .replacingOccurrences(of: "push Detail ", with: "push Details ")
        }
        let found = try changes(old, renamed)
        XCTAssertEqual(found.models.map(\.kind), [.renamed])
        XCTAssertEqual(found.edges.map(\.key.text), [])
        // One label changed in one model, every other model's edges the same.
        let relabelled = renamed.map {
            $0.replacingOccurrences(of: "push Details \"open\"", with: "push Details \"show\"")
        }
        let edges = try changes(old, relabelled).edges
        XCTAssertEqual(edges.map(\.kind), [.changed])
        XCTAssertEqual(edges.first?.aspects, [.label])
    }

    func testTheEdgesOfAGoneAndOfANewModelAreEachRemovedOrAddedInKeyThenLocationOrder() throws {
        // Every screen renamed without a Swift type: Home's edges go with the old Home and come with Start.
        let old = [
            "root Home", "screen Home { push Help \"b\"\n push Help \"a\"\n sheet About }", "screen Help",
            "screen About",
        ]
        let new = old.map { $0.replacingOccurrences(of: "Home", with: "Start") }
        let found = try changes(old, new)
        XCTAssertEqual(found.models.map(\.kind), [.removed, .added])
        XCTAssertEqual(
            found.edges.map { "\($0.kind) \($0.key.text) \($0.location.line):\($0.location.column)" },
            [
                "removed Home>sheet>About 5:2", "removed Home>push>Help 3:15", "removed Home>push>Help 4:2",
                "added Start>sheet>About 5:2", "added Start>push>Help 3:16", "added Start>push>Help 4:2",
            ])
    }

    private func changes(_ old: [String], _ new: [String]) throws -> NavigationChanges {
        let before = try NavDSLReader.read((["navgraph 1"] + old).joined(separator: "\n"))
        let after = try NavDSLReader.read((["navgraph 1"] + new).joined(separator: "\n"))
        return NavigationChanges(old: NavGraph(spec: before), new: NavGraph(spec: after))
    }
}
