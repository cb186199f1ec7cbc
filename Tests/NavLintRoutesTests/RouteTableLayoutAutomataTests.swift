import XCTest

@testable import NavLintRoutes

final class RouteTableLayoutAutomataTests: XCTestCase {
    private func layout(_ patterns: String...) throws -> RouteTableLayout {
        RouteTableLayout(
            RouteTable(try patterns.enumerated().map { ("r\($0.offset)", try RoutePattern.parse($0.element)) }))
    }

    func testOnlyMixedPartsHaveMachines() throws {
        let layout = try layout("shop://p/{id:int}?q={q?}#{_}", "shop://p/{rest*}")
        let machines = layout.machines(ofRoute: 0)
        XCTAssertEqual(machines.positions, [nil, nil])
        XCTAssertEqual(machines.optional, [nil])
        XCTAssertNil(machines.fragment)
        XCTAssertEqual(layout.fragment(ofRoute: 0)?.placeholder?.isIgnored, true)
        XCTAssertNil(layout.fragment(ofRoute: 1))
        XCTAssertEqual(RouteTableLayout.tailRank, CompiledRoute.tailRank)
    }

    func testMixedSegmentsCarryTheEnginesAutomaton() throws {
        let layout = try layout("app://p/item-{id:int}.json?v=v{n:int}#sec-{s}")
        let machines = layout.machines(ofRoute: 0)
        let segment = try XCTUnwrap(machines.positions[1])
        XCTAssertEqual(segment.placeholders.map { $0?.name }, [nil, "id", nil])
        XCTAssertEqual(segment.moves[0].map(\.reads), [.scalar("i")])
        XCTAssertEqual(segment.accepting.filter { $0 }.count, 1)
        XCTAssertEqual(segment.piece.count, segment.moves.count)
        XCTAssertEqual(machines.required.first??.placeholders.map { $0?.name }, [nil, "n"])
        XCTAssertEqual(machines.fragment?.placeholders.map { $0?.name }, [nil, "s"])
    }
}
