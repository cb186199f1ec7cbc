import NavLintRoutes
import XCTest

/// The routes (indices) that match a URL, whatever their verdict.
func matchingRoutes(_ table: RouteTable, _ url: RouteURL) -> Set<Int> {
    Set(table.explain(url).candidates.filter { $0.verdict != .noMatch }.map(\.route))
}

/// Checks that every witness and example of an analysis resolves through the table as claimed.
func verifyClaims(
    _ table: RouteTable, _ analysis: RouteAnalysis, context: String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let examples = analysis.examples()
    for conflict in analysis.conflicts {
        switch conflict {
        case .duplicate(let first, let second, let witness):
            XCTAssertLessThan(first, second, context, file: file, line: line)
            XCTAssertTrue(
                matchingRoutes(table, try RouteURL(witness)).isSuperset(of: [first, second]),
                "\(context) duplicate witness \(witness) does not match both", file: file, line: line)
            XCTAssertEqual(
                table.entries[first].pattern.canonicalShape, table.entries[second].pattern.canonicalShape,
                context, file: file, line: line
            )
        case .ambiguous(let first, let second, let witness):
            let resolution = try table.resolve(witness)
            guard case .tie(let routes) = resolution else {
                XCTFail("\(context) ambiguous witness \(witness) resolves to \(resolution)", file: file, line: line)
                continue
            }
            XCTAssertTrue(
                routes.contains(first) && routes.contains(second), "\(context) \(witness): \(routes)", file: file,
                line: line)
        case .shadowed(let route, let takers, let witness):
            let url = try RouteURL(witness)
            XCTAssertTrue(
                matchingRoutes(table, url).contains(route), "\(context) \(witness) does not match \(route)", file: file,
                line: line)
            XCTAssertFalse(takers.isEmpty, context, file: file, line: line)
            switch table.resolve(url) {
            case .matched(let winner, _):
                XCTAssertTrue(
                    takers.contains(winner), "\(context) \(witness) won by \(winner), not in \(takers)", file: file,
                    line: line)
            case .tie(let routes):
                XCTAssertFalse(
                    routes.contains(route), "\(context) \(witness) ties with the shadowed route", file: file, line: line
                )
                XCTAssertFalse(Set(routes).isDisjoint(with: takers), context, file: file, line: line)
            case .noMatch:
                XCTFail("\(context) shadow witness \(witness) matches nothing", file: file, line: line)
            }
            XCTAssertNil(examples[route], context, file: file, line: line)
        case .overlap(let first, let second, let witness, let winner):
            let url = try RouteURL(witness)
            XCTAssertTrue(winner == first || winner == second, context, file: file, line: line)
            XCTAssertTrue(
                matchingRoutes(table, url).isSuperset(of: [first, second]), "\(context) \(witness)", file: file,
                line: line)
            guard case .matched(let route, _) = table.resolve(url) else {
                XCTFail("\(context) overlap witness \(witness) has no single winner", file: file, line: line)
                continue
            }
            XCTAssertEqual(route, winner, "\(context) \(witness)", file: file, line: line)
        }
    }
    for (route, example) in examples.enumerated() {
        guard let example else { continue }
        guard case .matched(let winner, _) = try table.resolve(example) else {
            XCTFail(
                "\(context) example \(example) of route \(route) does not resolve to one route", file: file, line: line)
            continue
        }
        XCTAssertEqual(winner, route, "\(context) example \(example)", file: file, line: line)
    }
}
