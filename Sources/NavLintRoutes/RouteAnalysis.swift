/// A problem between routes of a table. Route numbers are indices into the table; every witness is a
/// URL that, resolved through the same table, behaves as the case says.
public enum RouteConflict: Sendable, Hashable {
    /// Two patterns with the same canonical shape; the witness matches both. Reported once per extra
    /// copy, against the first copy in table order; such pairs are never reported as ambiguous as well.
    case duplicate(Int, Int, witness: String)
    /// Both routes match the witness and tie for it: it resolves to a tie that includes both.
    case ambiguous(Int, Int, witness: String)
    /// The route never wins: every URL it matches is taken by routes that outrank it. `by` lists the
    /// routes that take its URLs; the witness matches the route but resolves to one of them (or to a
    /// tie among them).
    case shadowed(Int, by: [Int], witness: String)
    /// Both routes match the witness and precedence decides: it resolves to `winner`, one of the two.
    case overlap(Int, Int, witness: String, winner: Int)
}

/// Conflicts between the routes of a table, and an example URL for every route.
///
/// The analysis never compares all pairs. Routes are bucketed by scheme (and host, for web
/// schemes); duplicates are found by comparing the canonical shapes of the routes that end at the same
/// trie node (routes of one shape accept the same values at every position); overlapping pairs come from walking
/// each bucket's segment trie against itself, descending only into pairs of branches whose values
/// intersect (a literal meets a placeholder only when it is a member of its type). Each overlapping
/// pair is then settled by static precedence, and witnesses are found by an exact search over
/// representative values against only the routes that could take them. That search has a large work
/// budget per question; an adversarial route set that exhausts it gets no finding (and no example)
/// for that question rather than a guessed one.
public struct RouteAnalysis: Sendable {
    /// Duplicates, then ambiguous pairs, shadowed routes and overlaps, each sorted by route index.
    public let conflicts: [RouteConflict]
    /// For each route, a URL that resolves to it; nil when the route can never win (it is shadowed,
    /// or every URL it matches ends in a tie). Worked out on each call: `check` does not need them.
    public func examples() -> [String?] {
        let search = WitnessSearch(table: table)
        var examples = [String?](repeating: nil, count: table.count)
        for index in 0..<table.count where !shadowed[index] {
            let blockers = Self.union(beatenBy[index], tiedWith[index])
            if case .found(let found) = search.search(region: [index], blockers: blockers, leafLimit: 0) {
                // Without every overlap examined, keep only examples that really resolve to their route.
                if isComplete || Self.resolves(found, to: index, in: table) { examples[index] = found }
                // List values may let a route that requires their key take the URL: then they stay out.
                let listed = Self.withListValues(found, table.compiled[index])
                if listed != found && examples[index] != nil && Self.resolves(listed, to: index, in: table) {
                    examples[index] = listed
                }
            }
        }
        return examples
    }
    private let table: RouteTable
    /// For each route, the routes that outrank it on some URL, and those it ties with on some URL.
    private let beatenBy: [[Int]]
    private let tiedWith: [[Int]]
    private let shadowed: [Bool]
    /// False when the analysis stopped short: more pairs of distinct routes overlap than
    /// ``maximumOverlappingPairs``, or its searches used up ``searchBudget``. Further ambiguous and
    /// shadowed routes may then exist unreported.
    public let isComplete: Bool
    /// For a route with more tie partners than ``maximumAmbiguitiesPerRoute``, how many partners were not
    /// examined: routes of equal precedence that overlap it and may tie with it too.
    public let unexaminedTies: [Int: Int]

    /// How many earlier routes a route is checked against for ambiguity. A route that ties with many is
    /// reported with the first few and a count, rather than once per pair.
    public static let maximumAmbiguitiesPerRoute = 5

    /// Blocker checks allowed for all the witness searches of one analysis together.
    public static let searchBudget = 60_000_000

    /// How many overlapping pairs of routes (of distinct shapes) the analysis examines at most. A table
    /// with a catch-all route has about one pair per route; only tables where thousands of routes all
    /// overlap one another come near this, and those would otherwise take quadratic time and memory.
    public static let maximumOverlappingPairs = 2_000_000

    /// Analyses the table. `includeOverlaps: false` skips the overlap witnesses (the slowest part on
    /// tables with catch-all routes) when `route-overlap` notes are not wanted.
    public init(_ table: RouteTable, includeOverlaps: Bool = true) {
        let copies = Self.copiesOfShapes(table)
        // Copies of a shape match the same URLs the same way: only the first takes part in the analysis.
        var isFirstOfShape = [Bool](repeating: true, count: table.count)
        for later in copies.values {
            for index in later { isFirstOfShape[index] = false }
        }
        let budget = WitnessSearch.SharedBudget(Self.searchBudget)
        let limit = Self.maximumOverlappingPairs
        let (pairs, complete) = Self.overlappingPairs(table, among: isFirstOfShape, limit: limit)
        let steps = AnalysisSteps(table: table, pairs: pairs, copies: copies, budget: budget)
        var conflicts = steps.duplicates()
        let (ambiguous, unexamined) = steps.ambiguities()
        conflicts += ambiguous
        let (shadowedConflicts, shadowed) = steps.shadowedRoutes(isFirstOfShape: isFirstOfShape)
        conflicts += shadowedConflicts
        if includeOverlaps { conflicts += steps.overlaps() }
        self.table = table
        beatenBy = steps.beatenBy
        tiedWith = steps.tiedWith
        self.shadowed = shadowed
        unexaminedTies = unexamined
        self.conflicts = conflicts
        isComplete = complete && !budget.gaveUp
    }

    /// For the first route of each canonical shape that has copies, the later routes of that shape,
    /// ascending. Routes of one shape accept the same values at every position, so they end at the same
    /// trie node: only the routes of one node are compared.
    private static func copiesOfShapes(_ table: RouteTable) -> [Int: [Int]] {
        var copies: [Int: [Int]] = [:]
        for node in table.trie.sharedNodes {
            let lists = [Array(table.trie.terminals(at: node)), Array(table.trie.tails(at: node))]
            for list in lists where list.count > 1 {
                var firstOfShape: [String: Int] = [:]
                for index in list.sorted() {
                    let shape = table.entries[index].pattern.canonicalShape
                    if let first = firstOfShape[shape] {
                        copies[first, default: []].append(index)
                    } else {
                        firstOfShape[shape] = index
                    }
                }
            }
        }
        return copies
    }

    /// The two routes of an ambiguity, for sorting.
    static func routes(of conflict: RouteConflict) -> [Int] {
        if case .ambiguous(let first, let second, _) = conflict { return [first, second] }
        return []
    }

    /// The URL with one value for each of the route's lists, which never decide a match, so that the
    /// example shows them.
    private static func withListValues(_ url: String, _ route: CompiledRoute) -> String {
        let lists = route.optional.filter(\.isList)
        guard !lists.isEmpty else { return url }
        let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
        var result = String(url[..<fragmentStart])
        for item in lists {
            result +=
                (result.contains("?") ? "&" : "?") + PercentCoding.encodeURLComponent(item.key) + "="
                + PercentCoding.encodeURLComponent(WitnessSearch.anyMember(of: item.set))
        }
        return result + url[fragmentStart...]
    }

    /// Whether a route's examples can be trusted: without every overlap examined, an example is kept
    /// only when it really resolves to its route.
    private static func resolves(_ url: String, to route: Int, in table: RouteTable) -> Bool {
        guard let parsed = try? RouteURL(url), case .matched(let winner, _) = table.resolve(parsed) else {
            return false
        }
        return winner == route
    }

    static func union(_ first: [Int], _ second: [Int]) -> [Int] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        return Array(Set(first).union(second)).sorted()
    }

    /// An unordered pair of route indices, stored smaller first.
    struct PairKey: Hashable, Comparable {
        let first: Int
        let second: Int

        init(_ a: Int, _ b: Int) {
            first = min(a, b)
            second = max(a, b)
        }

        static func < (lhs: PairKey, rhs: PairKey) -> Bool { (lhs.first, lhs.second) < (rhs.first, rhs.second) }
    }

    /// Every pair of routes some URL matches both of, sorted, from a self-walk of each bucket's trie.
    /// The pairs of routes that share some URL, at most `limit` of them (before filtering by query
    /// requirements, at most four times as many candidates are collected); `complete` is false when
    /// the walk stopped at the limit.
    static func overlappingPairs(
        _ table: RouteTable, among included: [Bool]? = nil, limit: Int = .max
    ) -> (pairs: [PairKey], complete: Bool) {
        var walk = OverlapWalk(
            trie: table.trie, included: included ?? [Bool](repeating: true, count: table.count),
            candidateLimit: limit > Int.max / 4 ? Int.max : limit * 4
        )
        walk.run()
        var pairs = walk.pairs
        var complete = walk.complete

        let compiled = table.compiled
        pairs = pairs.filter { pair in
            let first = compiled[pair.first]
            let second = compiled[pair.second]
            if let a = first.fragment?.set, let b = second.fragment?.set, a.intersection(b) == nil { return false }
            return first.required.allSatisfy { item in
                guard let other = second.requirement(item.key) else { return true }
                return item.set.intersection(other.set) != nil
            }
        }
        pairs.sort()
        var unique: [PairKey] = []
        unique.reserveCapacity(pairs.count)
        for pair in pairs where pair != unique.last { unique.append(pair) }
        if unique.count > limit {
            unique.removeLast(unique.count - limit)
            complete = false
        }
        return (unique, complete)
    }
}
