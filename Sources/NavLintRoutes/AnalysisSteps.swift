/// The steps of a ``RouteAnalysis`` after the overlapping pairs are known: each pair settled by
/// precedence, then the witness searches for duplicates, ambiguities, shadowed routes and overlaps.
struct AnalysisSteps {
    let table: RouteTable
    let search: WitnessSearch
    /// For the first route of each shape with copies, the later copies.
    let copies: [Int: [Int]]
    /// For each route, the routes that outrank it on some URL, and those it ties with, ascending.
    private(set) var beatenBy: [[Int]]
    private(set) var tiedWith: [[Int]]
    private var tiePairs: [(Int, Int)] = []
    private var decidedPairs: [(winner: Int, loser: Int)] = []

    init(table: RouteTable, pairs: [RouteAnalysis.PairKey], copies: [Int: [Int]], budget: WitnessSearch.SharedBudget) {
        self.table = table
        self.copies = copies
        search = WitnessSearch(table: table, shared: budget)
        beatenBy = [[Int]](repeating: [], count: table.count)
        tiedWith = [[Int]](repeating: [], count: table.count)
        let compiled = table.compiled
        for pair in pairs {
            let (first, second) = (pair.first, pair.second)
            switch PrecedenceComparison(compiled[first], compiled[second]).winner {
            case .first:
                beatenBy[second].append(first)
                decidedPairs.append((first, second))
            case .second:
                beatenBy[first].append(second)
                decidedPairs.append((second, first))
            case .neither:
                tiedWith[first].append(second)
                tiedWith[second].append(first)
                tiePairs.append((first, second))
            }
        }
        for index in 0..<table.count {
            if beatenBy[index].count > 1 { beatenBy[index].sort() }
            if tiedWith[index].count > 1 { tiedWith[index].sort() }
        }
    }

    func duplicates() -> [RouteConflict] {
        var conflicts: [RouteConflict] = []
        for (first, later) in copies.sorted(by: { $0.key < $1.key }) {
            // A URL the copies tie on, if no route outranks them on all of theirs; else any URL of the shape.
            var witness = table.entries[first].pattern.text
            for blockers in [beatenBy[first], []] {
                if case .found(let url) = search.search(region: [first], blockers: blockers, leafLimit: 0) {
                    witness = url
                    break
                }
            }
            conflicts += later.map { .duplicate(first, $0, witness: witness) }
        }
        return conflicts
    }

    /// The ambiguous pairs, sorted, and for each route with more tie partners than examined, how many.
    func ambiguities() -> ([RouteConflict], [Int: Int]) {
        var ambiguous: [RouteConflict] = []
        var examined = [Int](repeating: 0, count: table.count)
        var unexamined: [Int: Int] = [:]
        for (first, second) in tiePairs.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
            guard examined[second] < RouteAnalysis.maximumAmbiguitiesPerRoute else {
                unexamined[second, default: 0] += 1
                continue
            }
            examined[second] += 1
            let blockers = RouteAnalysis.union(beatenBy[first], beatenBy[second])
            if case .found(let witness) = search.search(region: [first, second], blockers: blockers, leafLimit: 0) {
                ambiguous.append(.ambiguous(first, second, witness: witness))
            }
        }
        ambiguous.sort { RouteAnalysis.routes(of: $0).lexicographicallyPrecedes(RouteAnalysis.routes(of: $1)) }
        return (ambiguous, unexamined)
    }

    /// The shadowed routes' findings, and for every route whether it can never win.
    func shadowedRoutes(isFirstOfShape: [Bool]) -> ([RouteConflict], [Bool]) {
        // Copies of a shape never win: they tie with each other on every URL.
        var shadowed = isFirstOfShape.map { !$0 }
        for first in copies.keys { shadowed[first] = true }
        var conflicts: [RouteConflict] = []
        let leafLimit = 64
        for index in 0..<table.count where !beatenBy[index].isEmpty {
            let outcome = search.search(region: [index], blockers: beatenBy[index], leafLimit: leafLimit)
            guard case .covered(let leaves) = outcome, let witness = leaves.first else { continue }
            shadowed[index] = true
            let takers = takers(of: index, leaves: leaves)
            // With every kind of URL looked at, the routes that took one are all the takers; otherwise
            // every route that outranks it on some URL may be one.
            let all = leaves.count < leafLimit ? takers : RouteAnalysis.union(takers, beatenBy[index])
            conflicts.append(.shadowed(index, by: all, witness: witness))
        }
        return (conflicts, shadowed)
    }

    /// The routes that take a shadowed route's representative URLs, ascending.
    private func takers(of index: Int, leaves: [String]) -> [Int] {
        var takers = Set<Int>()
        for leaf in leaves {
            guard let url = try? RouteURL(leaf) else { continue }
            switch table.resolve(url) {
            case .matched(let route, _):
                takers.insert(route)
            case .tie(let routes):
                for route in routes
                where PrecedenceComparison(table.compiled[route], table.compiled[index]).winner == .first {
                    takers.insert(route)
                }
            case .noMatch:
                break
            }
        }
        return takers.sorted()
    }

    func overlaps() -> [RouteConflict] {
        var overlaps: [RouteConflict] = []
        // A winner with copies never takes a URL alone: its overlaps have no witness to show.
        for (winner, loser) in decidedPairs where copies[winner] == nil {
            let blockers = RouteAnalysis.union(beatenBy[winner], tiedWith[winner])
            if case .found(let witness) = search.search(region: [winner, loser], blockers: blockers, leafLimit: 0) {
                overlaps.append(.overlap(min(winner, loser), max(winner, loser), witness: witness, winner: winner))
            }
        }
        return overlaps
    }
}
