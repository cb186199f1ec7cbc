import XCTest

@testable import NavLintRoutes

/// The shortcuts a route's example takes (the first boundary value alone, the members of mixed segments found once
/// per table) give the example worked out the long way.
final class ExampleMembersTests: XCTestCase {
    private func table(_ patterns: [String]) throws -> RouteTable {
        RouteTable(try patterns.enumerated().map { ("r\($0.offset)", try RoutePattern.parse($0.element)) })
    }

    func testTheFirstBoundaryValueIsTheFirstOfThemAll() throws {
        let table = try table([
            "shop://items/{id:int}/{ratio:double}/{key:uuid}/{name}?q={q}&k={kind:a|b}&on={on:bool}#{part}",
            "https://*.example.com/files/v{n:int}.json/{rest*}?page=p-{p:int}",
            "https://Shop.Example.com/Items/{id:int}",
        ])
        var sets: [ValueSet] = []
        for route in table.compiled {
            sets += route.positions.map(\.set) + route.required.map(\.set) + route.optional.map(\.set)
            if let fragment = route.fragment { sets.append(fragment.set) }
        }
        sets += [.text, .string, .all([.string, sets.first { $0.isMixed } ?? .string])]
        XCTAssertTrue(sets.contains { $0.isMixed })
        for set in sets {
            XCTAssertEqual(VersionComparison.firstBoundaryValue(of: set), VersionComparison.boundaryValues(of: set)[0])
        }
    }

    func testExamplesWithTheMembersAreTheExamplesWithout() throws {
        let patterns = [
            "app://t0/s0/item-{id:int}", "app://t1/s1/item-{id:int}",
            "https://shop.example.com/s2/v{id:int}.json",
            "https://shop.example.com/s3/detail?id=n{id:int}#sec-{s}", "app://{section}/{rest*}",
            "notification:subscription",
        ]
        let table = try table(patterns)
        let members = ExampleMembers(table)
        for entry in patterns.indices {
            XCTAssertEqual(
                VersionComparison.example(ofEntry: entry, in: table, members: members),
                VersionComparison.example(ofEntry: entry, in: table))
        }
        XCTAssertEqual(VersionComparison.example(ofEntry: 0, in: table, members: members), "app://t0/s0/item-1")
    }

    func testMembersOfAnotherTableAreNotTaken() throws {
        let table = try table(["app://a/x-{id:int}"])
        let other = ExampleMembers(try self.table(["app://b/y-{id:int}"]))
        XCTAssertEqual(VersionComparison.example(ofEntry: 0, in: table, members: other), "app://a/x-1")
    }
}
