import NavLintRoutes
import XCTest

final class RouteAnalysisTests: XCTestCase {
    private func analyse(
        _ routes: [(String, String)], overlaps: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (RouteTable, RouteAnalysis) {
        let table = try makeTable(routes)
        let analysis = RouteAnalysis(table, includeOverlaps: overlaps)
        try verifyClaims(table, analysis, file: file, line: line)
        return (table, analysis)
    }

    func testQueryKeysThatAreNotSupersetsAreAmbiguous() throws {
        let (_, analysis) = try analyse(
            [("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}")], overlaps: false)
        XCTAssertEqual(analysis.conflicts, [.ambiguous(0, 1, witness: "shop://d?id=1&name=a")])
        XCTAssertEqual(analysis.examples(), ["shop://d?id=1", "shop://d?name=a"])
    }

    func testARouteRequiringBothKeysRemovesTheAmbiguity() throws {
        let (_, analysis) = try analyse([
            ("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}"), ("both", "shop://d?id={id:int}&name={n}"),
        ])
        XCTAssertEqual(
            analysis.conflicts,
            [
                .overlap(0, 2, witness: "shop://d?id=1&name=a", winner: 2),
                .overlap(1, 2, witness: "shop://d?id=1&name=a", winner: 2),
            ])
    }

    func testAPartialThirdRouteLeavesTheAmbiguityWithAnotherWitness() throws {
        let (_, analysis) = try analyse(
            [("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}"), ("one", "shop://d?id=1&name={n}")],
            overlaps: false
        )
        XCTAssertEqual(analysis.conflicts, [.ambiguous(0, 1, witness: "shop://d?id=2&name=a")])
    }

    func testIntersectingEnumsAreAmbiguous() throws {
        let (_, analysis) = try analyse([("a", "shop://t/{a:home|more}"), ("b", "shop://t/{b:more|search}")])
        XCTAssertEqual(analysis.conflicts, [.ambiguous(0, 1, witness: "shop://t/more")])
        XCTAssertEqual(analysis.examples(), ["shop://t/home", "shop://t/search"])
    }

    func testPrecedenceDecidedPairsAreOnlyOverlaps() throws {
        let (_, numbers) = try analyse([("int", "shop://u/{a:int}"), ("double", "shop://u/{b:double}")])
        XCTAssertEqual(numbers.conflicts, [.overlap(0, 1, witness: "shop://u/1", winner: 0)])
        XCTAssertEqual(numbers.examples(), ["shop://u/1", "shop://u/1.5"])

        let (_, disjoint) = try analyse([("int", "shop://u/{a:int}"), ("uuid", "shop://u/{b:uuid}")])
        XCTAssertEqual(disjoint.conflicts, [])

        let (_, books) = try analyse([("new", "shop://books/new"), ("book", "shop://books/{id}")])
        XCTAssertEqual(books.conflicts, [.overlap(0, 1, witness: "shop://books/new", winner: 0)])
        XCTAssertEqual(books.examples(), ["shop://books/new", "shop://books/a"])
    }

    func testExamplesAvoidLiteralsOfCompetingRoutes() throws {
        let (_, analysis) = try analyse([
            ("a", "shop://books/a"), ("one", "shop://books/1"), ("book", "shop://books/{id}"), ("two", "shop://n/2"),
            ("number", "shop://n/{n:int}"), ("tabs", "shop://t/{t:x|y}"), ("x", "shop://t/x"),
        ])
        XCTAssertEqual(analysis.examples()[2], "shop://books/b")
        XCTAssertEqual(analysis.examples()[4], "shop://n/1")
        XCTAssertEqual(analysis.examples()[5], "shop://t/y")
    }

    func testOverlapWitnessAvoidsRoutesOfHigherPrecedence() throws {
        let (_, analysis) = try analyse([
            ("double", "shop://a/{x:double}"), ("string", "shop://a/{y}"), ("int", "shop://a/{z:int}"),
        ])
        XCTAssertTrue(
            analysis.conflicts.contains(.overlap(0, 1, witness: "shop://a/1.5", winner: 0)), "\(analysis.conflicts)")
    }

    func testDuplicatesAreNotAlsoAmbiguous() throws {
        let (_, analysis) = try analyse([
            ("a", "shop://a/{x:int}"), ("b", "shop://a/{y:int}"), ("c", "SHOP://A/{z:int}"),
            ("d", "shop://a/{z:double}"),
        ])
        XCTAssertEqual(
            analysis.conflicts.filter { if case .overlap = $0 { return false } else { return true } },
            [
                .duplicate(0, 1, witness: "shop://a/1"), .duplicate(0, 2, witness: "shop://a/1"),
            ])
        XCTAssertEqual(analysis.examples(), [nil, nil, nil, "shop://a/1.5"])
    }

    func testOptionalQueryItemsDoNotSeparateRoutes() throws {
        let (_, analysis) = try analyse([("plain", "shop://a"), ("search", "shop://a?q={q?}")], overlaps: false)
        XCTAssertEqual(analysis.conflicts, [.ambiguous(0, 1, witness: "shop://a")])
    }

    func testShadowedByUnionsOverFiniteTypes() throws {
        let (_, bools) = try analyse(
            [("true", "shop://x/true"), ("false", "shop://x/false"), ("any", "shop://x/{v:bool}")], overlaps: false)
        XCTAssertEqual(bools.conflicts, [.shadowed(2, by: [0, 1], witness: "shop://x/false")])
        XCTAssertEqual(bools.examples(), ["shop://x/true", "shop://x/false", nil])

        let (_, tabs) = try analyse(
            [("tab", "shop://p/{t:home|more}"), ("home", "shop://p/home"), ("more", "shop://p/more")], overlaps: false)
        XCTAssertEqual(tabs.conflicts, [.shadowed(0, by: [1, 2], witness: "shop://p/home")])

        let (_, hosts) = try analyse(
            [("tab", "dla://{t:Products|Settings}"), ("p", "dla://products"), ("s", "dla://SETTINGS")], overlaps: false)
        XCTAssertEqual(hosts.conflicts, [.shadowed(0, by: [1, 2], witness: "dla://Products")])

        let (_, query) = try analyse(
            [("any", "shop://q?k={v:bool}"), ("t", "shop://q?k=true"), ("f", "shop://q?k=false")], overlaps: false)
        XCTAssertEqual(query.conflicts, [.shadowed(0, by: [1, 2], witness: "shop://q?k=false")])

        let (_, tails) = try analyse(
            [("rest", "shop://a/{r*}"), ("exact", "shop://a"), ("deeper", "shop://a/{x}/{r*}")], overlaps: false)
        XCTAssertEqual(tails.conflicts, [.shadowed(0, by: [1, 2], witness: "shop://a")])
    }

    func testPartialCoverIsNotShadowed() throws {
        let (_, analysis) = try analyse([("true", "shop://x/true"), ("any", "shop://x/{v:bool}")], overlaps: false)
        XCTAssertEqual(analysis.conflicts, [])
        XCTAssertEqual(analysis.examples(), ["shop://x/true", "shop://x/false"])
    }

    func testDifferentSchemesHostsAndLengthsNeverOverlap() throws {
        let (_, analysis) = try analyse([
            ("shop", "shop://a/{x}"), ("other", "other://a/{x}"), ("webA", "https://a.com/{x}"),
            ("webB", "https://b.com/{x}"),
            ("http", "http://a.com/{x}"), ("long", "shop://a/{x}/{y}"), ("widget", "widget:a/{x}"),
        ])
        XCTAssertEqual(analysis.conflicts, [])
        XCTAssertEqual(
            analysis.examples(),
            [
                "shop://a/a", "other://a/a", "https://a.com/a", "https://b.com/a", "http://a.com/a", "shop://a/a/a",
                "widget:a/a",
            ])
    }

    func testWitnessesArePercentEncoded() throws {
        let (_, analysis) = try analyse([("space", "shop://a/x%20y"), ("tabs", "shop://a/{t:x%20y|z%2Fw}")])
        XCTAssertEqual(analysis.conflicts, [.overlap(0, 1, witness: "shop://a/x%20y", winner: 0)])
        XCTAssertEqual(analysis.examples(), ["shop://a/x%20y", "shop://a/z%2Fw"])
    }

    func testCatchAllRoutesOverlapEverythingButStayReachable() throws {
        let (_, analysis) = try analyse([
            ("any", "app://{section}/{rest*}"), ("items", "app://s/items/{id:int}"), ("new", "app://s/items/new"),
            ("web", "https://h.com/{rest*}"), ("page", "https://h.com/p/{slug}"),
        ])
        XCTAssertEqual(
            analysis.conflicts,
            [
                .overlap(0, 1, witness: "app://s/items/1", winner: 1),
                .overlap(0, 2, witness: "app://s/items/new", winner: 2),
                .overlap(3, 4, witness: "https://h.com/p/a", winner: 4),
            ])
        XCTAssertEqual(
            analysis.examples(),
            ["app://a", "app://s/items/1", "app://s/items/new", "https://h.com", "https://h.com/p/a"])
    }

    func testTwentyThousandRoutes() throws {
        var routes: [(id: String, pattern: RoutePattern)] = []
        for index in 0..<5_000 {
            routes.append(("items\(index)", try RoutePattern.parse("app://section\(index)/items/{id:int}")))
            routes.append(("new\(index)", try RoutePattern.parse("app://section\(index)/items/new")))
            routes.append(("page\(index)", try RoutePattern.parse("https://host/p\(index)/{slug}")))
            routes.append(
                ("edit\(index)", try RoutePattern.parse("app://section\(index)/items/{id:int}/edit?mode={m:view|edit}"))
            )
        }
        routes.append(("any", try RoutePattern.parse("app://{section}/{rest*}")))
        let table = RouteTable(routes)
        let analysis = RouteAnalysis(table)
        XCTAssertEqual(analysis.conflicts.count, 15_000)
        XCTAssertTrue(
            analysis.conflicts.allSatisfy {
                if case .overlap(_, 20_000, _, _) = $0 { return true } else { return false }
            })
        let examples = analysis.examples()
        XCTAssertEqual(examples.compactMap { $0 }.count, 20_001)
        XCTAssertEqual(examples[3], "app://section0/items/1/edit?mode=edit")
        for index in stride(from: 0, to: table.count, by: 97) {
            guard case .matched(let route, _) = try table.resolve(try XCTUnwrap(examples[index])) else {
                XCTFail("example of route \(index) does not resolve to one route")
                continue
            }
            XCTAssertEqual(route, index)
        }
    }

    func testARouteThatTiesWithManyIsCheckedAgainstTheFirstFew() throws {
        // Every route requires a different optional-free query key set of one key: no route's keys contain
        // another's, so every pair ties on a URL that carries both keys.
        let routes = (0..<40).map { ("t\($0)", "shop://p/{id:int}?k\($0)={v\($0)}") }
        let (_, analysis) = try analyse(routes)
        let ambiguous = analysis.conflicts.compactMap { conflict -> (Int, Int)? in
            if case .ambiguous(let first, let second, _) = conflict { return (first, second) }
            return nil
        }
        let limit = RouteAnalysis.maximumAmbiguitiesPerRoute
        XCTAssertEqual(ambiguous.count, (0..<40).reduce(0) { $0 + min($1, limit) })
        for second in 0..<40 {
            XCTAssertEqual(ambiguous.filter { $0.1 == second }.map(\.0), Array(0..<min(second, limit)))
            XCTAssertEqual(analysis.unexaminedTies[second], second > limit ? second - limit : nil)
        }
        XCTAssertTrue(analysis.isComplete)
    }
}
