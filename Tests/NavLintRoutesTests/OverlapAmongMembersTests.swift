import XCTest

@testable import NavLintRoutes

/// The overlaps among some routes of a table, found by walking the whole table's trie, are those a table of
/// those routes alone gives (`navlint diff` looks up an old route's overlaps among the new routes without a
/// twin so, without building their table).
final class OverlapAmongMembersTests: XCTestCase {
    private let patterns = [
        "shop://products/{id:int}", "shop://products/new", "shop://products/{slug}", "shop://products/{rest*}",
        "https://shop.example.com/s/{rest*}", "https://shop.example.com/s/{id:int}/item-{n:int}",
        "https://shop.example.com/s/{a}/{b}", "shop://search?q={q}&page={page:int?}", "shop://search?page={p:int}",
        "shop://products/{id:int}#{tab}", "shop://products/{n:int}", "notification:subscription",
    ]

    func testOverlapsAmongMembersAreThoseOfATableOfTheMembersAlone() throws {
        let parsed = try patterns.map { try RoutePattern.parse($0) }
        let table = RouteTable(parsed.enumerated().map { (id: "r\($0.offset)", pattern: $0.element) })
        // Every old route against several choices of members, the first and the last routes among them.
        let choices: [[Bool]] = [
            patterns.indices.map { $0 % 2 == 0 }, patterns.indices.map { $0 % 3 != 1 },
            patterns.indices.map { _ in true }, patterns.indices.map { $0 > 5 },
        ]
        for members in choices {
            let memberEntries = patterns.indices.filter { members[$0] }
            let alone = RouteTable(memberEntries.map { (id: "r\($0)", pattern: parsed[$0]) })
            for entry in patterns.indices {
                let expected = VersionComparison.overlappingEntries(ofEntry: entry, in: table, against: alone)
                    .map { memberEntries[$0] }
                let found = VersionComparison.overlappingEntries(
                    ofEntry: entry, in: table, against: table, among: members)
                XCTAssertEqual(found, expected, "\(patterns[entry]) among \(memberEntries)")
            }
        }
    }

    func testMoreOverlapsThanTheLimitGiveTheFirstTheWalkFinds() throws {
        let count = VersionComparison.overlapLimit + 1
        let routes =
            try (0..<count).map { (id: "r\($0)", pattern: try RoutePattern.parse("shop://p/x\($0)")) }
            + [(id: "any", pattern: try RoutePattern.parse("shop://p/{name}"))]
        let table = RouteTable(routes)
        let everyOne = [Bool](repeating: true, count: table.count)
        let first = VersionComparison.overlappingEntries(
            ofEntry: table.count - 1, in: table, against: table, among: everyOne)
        XCTAssertEqual(first.count, VersionComparison.overlapLimit)
        XCTAssertEqual(first, first.sorted())
        XCTAssertEqual(Set(first).count, first.count)
        var fewer = everyOne
        for index in 0..<10 { fewer[index] = false }
        XCTAssertEqual(
            VersionComparison.overlappingEntries(ofEntry: table.count - 1, in: table, against: table, among: fewer),
            Array(10..<table.count))
    }
}
