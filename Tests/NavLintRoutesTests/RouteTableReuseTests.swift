import XCTest

@testable import NavLintRoutes

/// A table built reusing another version's (`navlint diff`): the compiled patterns both share are taken as
/// they are, and the table resolves every URL as one built anew.
final class RouteTableReuseTests: XCTestCase {
    private let patterns = [
        "shop://products/{id:int}", "shop://products/new", "shop://products/{slug}",
        "https://shop.example.com/s/{rest*}", "https://shop.example.com/s/{id:int}/item-{n:int}",
        "shop://search?q={q}&page={page:int?}",
    ]
    private let urls = [
        "shop://products/12", "shop://products/new", "shop://products/hats", "https://shop.example.com/s/a/b",
        "https://shop.example.com/s/3/item-4", "https://shop.example.com/s/3/item-x", "shop://search?q=a",
        "shop://search?page=2", "shop://other",
    ]

    private func resolutions(_ table: RouteTable) throws -> [RouteResolution] {
        try urls.map { try table.resolve($0) }
    }

    func testTheSamePatternsUnderOtherIdsResolveAsATableBuiltAnew() throws {
        let parsed = try patterns.map { try RoutePattern.parse($0) }
        let before = RouteTable(parsed.enumerated().map { (id: "old\($0.offset)", pattern: $0.element) })
        let renamed = parsed.enumerated().map { (id: "new\($0.offset)", pattern: $0.element) }
        let reused = RouteTable(renamed, reusing: before)
        XCTAssertEqual(reused.entries.map(\.id), renamed.map(\.id))
        XCTAssertEqual(try resolutions(reused), try resolutions(RouteTable(renamed)))
    }

    func testChangedPatternsAndOrderResolveAsATableBuiltAnew() throws {
        let parsed = try patterns.map { try RoutePattern.parse($0) }
        let before = RouteTable(parsed.enumerated().map { (id: "r\($0.offset)", pattern: $0.element) })
        // Reordered, one pattern dropped and one new: only some compiled patterns are shared.
        var routes = parsed.enumerated().reversed().dropFirst().map { (id: "r\($0.offset)", pattern: $0.element) }
        routes.insert((id: "fresh", pattern: try RoutePattern.parse("shop://products/{id:int}/reviews")), at: 2)
        let reused = RouteTable(routes, reusing: before)
        XCTAssertEqual(try resolutions(reused), try resolutions(RouteTable(routes)))
        XCTAssertEqual(
            try reused.resolve("shop://products/5/reviews"), try RouteTable(routes).resolve("shop://products/5/reviews")
        )
    }
}
