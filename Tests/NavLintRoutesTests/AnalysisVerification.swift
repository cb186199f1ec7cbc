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
    for problem in claimProblems(table, analysis, context: context) { XCTFail(problem, file: file, line: line) }
}

/// What is wrong with the witnesses and examples of an analysis: each claim resolved through the table.
/// Thread-safe, so that property tests can check many tables at once.
func claimProblems(_ table: RouteTable, _ analysis: RouteAnalysis, context: String = "") -> [String] {
    var problems: [String] = []
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append("\(context) \(message())") }
    }
    func resolve(_ text: String) -> (RouteURL, RouteResolution)? {
        guard let url = try? RouteURL(text) else {
            problems.append("\(context) witness \(text) does not parse")
            return nil
        }
        return (url, table.resolve(url))
    }
    let examples = analysis.examples()
    for conflict in analysis.conflicts {
        switch conflict {
        case .duplicate(let first, let second, let witness):
            guard let (url, _) = resolve(witness) else { continue }
            expect(first < second, "duplicate \(first) \(second) out of order")
            expect(
                matchingRoutes(table, url).isSuperset(of: [first, second]),
                "duplicate witness \(witness) does not match both")
            expect(
                table.entries[first].pattern.canonicalShape == table.entries[second].pattern.canonicalShape,
                "duplicates \(first) and \(second) differ in shape"
            )
        case .ambiguous(let first, let second, let witness):
            guard let (_, resolution) = resolve(witness) else { continue }
            guard case .tie(let routes) = resolution else {
                problems.append("\(context) ambiguous witness \(witness) resolves to \(resolution)")
                continue
            }
            expect(routes.contains(first) && routes.contains(second), "\(witness): \(routes)")
        case .shadowed(let route, let takers, let witness):
            guard let (url, resolution) = resolve(witness) else { continue }
            expect(matchingRoutes(table, url).contains(route), "\(witness) does not match \(route)")
            expect(!takers.isEmpty, "shadowed \(route) without takers")
            switch resolution {
            case .matched(let winner, _):
                expect(takers.contains(winner), "\(witness) won by \(winner), not in \(takers)")
            case .tie(let routes):
                expect(!routes.contains(route), "\(witness) ties with the shadowed route")
                expect(!Set(routes).isDisjoint(with: takers), "\(witness) ties among non-takers")
            case .noMatch:
                problems.append("\(context) shadow witness \(witness) matches nothing")
            }
            expect(examples[route] == nil, "shadowed route \(route) has an example")
        case .overlap(let first, let second, let witness, let winner):
            guard let (url, resolution) = resolve(witness) else { continue }
            expect(winner == first || winner == second, "overlap winner \(winner) is neither route")
            expect(matchingRoutes(table, url).isSuperset(of: [first, second]), "\(witness) does not match both")
            guard case .matched(let route, _) = resolution else {
                problems.append("\(context) overlap witness \(witness) has no single winner")
                continue
            }
            expect(route == winner, "\(witness) goes to \(route), not \(winner)")
        }
    }
    for (route, example) in examples.enumerated() {
        guard let example, let (_, resolution) = resolve(example) else { continue }
        guard case .matched(let winner, _) = resolution else {
            problems.append("\(context) example \(example) of route \(route) does not resolve to one route")
            continue
        }
        expect(winner == route, "example \(example) goes to \(winner), not \(route)")
    }
    return problems
}
