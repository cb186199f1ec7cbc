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
            if case .found(let url) = search.search(region: [index], blockers: blockers, leafLimit: 0) {
                // Without every overlap examined, keep only examples that really resolve to their route.
                if isComplete || Self.resolves(url, to: index, in: table) { examples[index] = url }
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
        let count = table.count
        let compiled = table.compiled
        var conflicts: [RouteConflict] = []

        let copies = Self.copiesOfShapes(table)
        let budget = WitnessSearch.SharedBudget(Self.searchBudget)
        let search = WitnessSearch(table: table, shared: budget)
        // Copies of a shape match the same URLs the same way: only the first takes part in the analysis.
        var isFirstOfShape = [Bool](repeating: true, count: count)
        for later in copies.values {
            for index in later { isFirstOfShape[index] = false }
        }

        var beatenBy = [[Int]](repeating: [], count: count)
        var tiedWith = [[Int]](repeating: [], count: count)
        var tiePairs: [(Int, Int)] = []
        var decidedPairs: [(winner: Int, loser: Int)] = []
        let (pairs, complete) = Self.overlappingPairs(table, among: isFirstOfShape, limit: Self.maximumOverlappingPairs)
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
        for index in 0..<count {
            if beatenBy[index].count > 1 { beatenBy[index].sort() }
            if tiedWith[index].count > 1 { tiedWith[index].sort() }
        }
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

        var ambiguous: [RouteConflict] = []
        var examined = [Int](repeating: 0, count: count)
        var unexamined: [Int: Int] = [:]
        for (first, second) in tiePairs.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
            guard examined[second] < Self.maximumAmbiguitiesPerRoute else {
                unexamined[second, default: 0] += 1
                continue
            }
            examined[second] += 1
            let blockers = Self.union(beatenBy[first], beatenBy[second])
            if case .found(let witness) = search.search(region: [first, second], blockers: blockers, leafLimit: 0) {
                ambiguous.append(.ambiguous(first, second, witness: witness))
            }
        }
        ambiguous.sort { Self.routes(of: $0).lexicographicallyPrecedes(Self.routes(of: $1)) }
        unexaminedTies = unexamined
        conflicts += ambiguous

        // Copies of a shape never win: they tie with each other on every URL.
        var shadowed = isFirstOfShape.map { !$0 }
        for first in copies.keys { shadowed[first] = true }
        let leafLimit = 64
        for index in 0..<count where !beatenBy[index].isEmpty {
            guard
                case .covered(let leaves) = search.search(
                    region: [index], blockers: beatenBy[index], leafLimit: leafLimit),
                let witness = leaves.first
            else { continue }
            shadowed[index] = true
            var takers = Set<Int>()
            for leaf in leaves {
                guard let url = try? RouteURL(leaf) else { continue }
                switch table.resolve(url) {
                case .matched(let route, _):
                    takers.insert(route)
                case .tie(let routes):
                    for route in routes where PrecedenceComparison(compiled[route], compiled[index]).winner == .first {
                        takers.insert(route)
                    }
                case .noMatch:
                    break
                }
            }
            // With every kind of URL looked at, the routes that took one are all the takers; otherwise
            // every route that outranks it on some URL may be one.
            let all = leaves.count < leafLimit ? takers.sorted() : Self.union(takers.sorted(), beatenBy[index])
            conflicts.append(.shadowed(index, by: all, witness: witness))
        }

        self.table = table
        self.beatenBy = beatenBy
        self.tiedWith = tiedWith
        self.shadowed = shadowed

        if includeOverlaps {
            var overlaps: [RouteConflict] = []
            // A winner with copies never takes a URL alone: its overlaps have no witness to show.
            for (winner, loser) in decidedPairs where copies[winner] == nil {
                let blockers = Self.union(beatenBy[winner], tiedWith[winner])
                if case .found(let witness) = search.search(region: [winner, loser], blockers: blockers, leafLimit: 0) {
                    overlaps.append(.overlap(min(winner, loser), max(winner, loser), witness: witness, winner: winner))
                }
            }
            conflicts += overlaps
        }
        self.conflicts = conflicts
        isComplete = complete && !budget.gaveUp
    }

    /// For the first route of each canonical shape that has copies, the later routes of that shape,
    /// ascending. Routes of one shape accept the same values at every position, so they end at the same
    /// trie node: only the routes of one node are compared.
    private static func copiesOfShapes(_ table: RouteTable) -> [Int: [Int]] {
        var copies: [Int: [Int]] = [:]
        for node in table.trie.sharedNodes {
            for list in [Array(table.trie.terminals(at: node)), Array(table.trie.tails(at: node))] where list.count > 1
            {
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
    private static func routes(of conflict: RouteConflict) -> [Int] {
        if case .ambiguous(let first, let second, _) = conflict { return [first, second] }
        return []
    }

    /// Whether a route's examples can be trusted: without every overlap examined, an example is kept
    /// only when it really resolves to its route.
    private static func resolves(_ url: String, to route: Int, in table: RouteTable) -> Bool {
        guard let parsed = try? RouteURL(url), case .matched(let winner, _) = table.resolve(parsed) else {
            return false
        }
        return winner == route
    }

    private static func union(_ first: [Int], _ second: [Int]) -> [Int] {
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

/// The walk of each bucket's trie against itself behind ``RouteAnalysis/overlappingPairs(_:among:limit:)``:
/// from each pair of nodes that some URL reaches both of, it pairs their routes and descends into the
/// pairs of children whose values intersect. A tail route also pairs with every route below the node
/// where its fixed positions end.
private struct OverlapWalk {
    let trie: Trie
    /// Which routes take part.
    let included: [Bool]
    /// At most this many pairs are collected; `complete` turns false when more were found.
    let candidateLimit: Int
    private(set) var pairs: [RouteAnalysis.PairKey] = []
    private(set) var complete = true
    /// Pairs of nodes still to visit.
    private var work: [(Int, Int)] = []
    /// Scratch lists, reused from one step to the next.
    private var here: [Int] = []
    private var there: [Int] = []
    private var stack: [Int] = []

    init(trie: Trie, included: [Bool], candidateLimit: Int) {
        self.trie = trie
        self.included = included
        self.candidateLimit = candidateLimit
    }

    mutating func run() {
        work = trie.literalChildren(of: Trie.root).map { ($0, $0) }
        while let (left, right) = work.popLast() {
            if pairs.count >= candidateLimit {
                complete = false
                return
            }
            if left == right { visit(left) } else { visit(left, right) }
        }
    }

    private mutating func add(_ first: Int, _ second: Int) {
        if pairs.count < candidateLimit { pairs.append(RouteAnalysis.PairKey(first, second)) } else { complete = false }
    }

    /// Replaces `list` with the included routes that end at `node`.
    private func collectRoutes(at node: Int, into list: inout [Int]) {
        list.removeAll(keepingCapacity: true)
        for route in trie.terminals(at: node) where included[route] { list.append(route) }
        for route in trie.tails(at: node) where included[route] { list.append(route) }
    }

    /// Pairs the included tail routes at `tailNode` with every included route under `node` (not at it).
    private mutating func pairTails(at tailNode: Int, with node: Int) {
        guard trie.tails(at: tailNode).contains(where: { included[$0] }) else { return }
        here.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stack += trie.literalChildren(of: node)
        stack += trie.typedChildren(of: node)
        while let next = stack.popLast() {
            for route in trie.terminals(at: next) where included[route] { here.append(route) }
            for route in trie.tails(at: next) where included[route] { here.append(route) }
            stack += trie.literalChildren(of: next)
            stack += trie.typedChildren(of: next)
        }
        for tail in trie.tails(at: tailNode) where included[tail] {
            for index in here.indices { add(tail, here[index]) }
        }
    }

    /// A node against itself: its routes pair with each other, and its children with themselves and
    /// with the typed children that accept their values.
    private mutating func visit(_ node: Int) {
        if trie.nodes[node].routeCount > 1 {
            collectRoutes(at: node, into: &there)
            for (offset, first) in there.enumerated() {
                for second in there[(offset + 1)...] { add(first, second) }
            }
        }
        pairTails(at: node, with: node)
        for child in trie.literalChildren(of: node) {
            work.append((child, child))
            let literal = trie.literal(of: child)
            for other in trie.typedChildren(of: node) where trie.edges[other].contains(literal) {
                work.append((child, other))
            }
        }
        for child in trie.typedChildren(of: node) {
            work.append((child, child))
            for other in trie.siblings(after: child) where trie.edges[child].intersection(trie.edges[other]) != nil {
                work.append((child, other))
            }
        }
    }

    /// Two distinct nodes that some URL reaches both of: their routes pair up, and so do their
    /// children whose values intersect.
    private mutating func visit(_ left: Int, _ right: Int) {
        collectRoutes(at: left, into: &here)
        if !here.isEmpty {
            collectRoutes(at: right, into: &there)
            for first in here {
                for second in there { add(first, second) }
            }
        }
        pairTails(at: left, with: right)
        pairTails(at: right, with: left)
        if trie.nodes[left].literalCount > 0 && trie.nodes[right].literalCount > 0 {
            if trie.nodes[left].literalCount <= trie.nodes[right].literalCount {
                for child in trie.literalChildren(of: left) {
                    if let match = trie.literalChild(of: right, trie.literal(of: child)) { work.append((child, match)) }
                }
            } else {
                for child in trie.literalChildren(of: right) {
                    if let match = trie.literalChild(of: left, trie.literal(of: child)) { work.append((match, child)) }
                }
            }
        }
        for edge in trie.typedChildren(of: right) {
            for child in trie.literalChildren(of: left) where trie.edges[edge].contains(trie.literal(of: child)) {
                work.append((child, edge))
            }
        }
        for edge in trie.typedChildren(of: left) {
            for child in trie.literalChildren(of: right) where trie.edges[edge].contains(trie.literal(of: child)) {
                work.append((edge, child))
            }
            for other in trie.typedChildren(of: right) where trie.edges[edge].intersection(trie.edges[other]) != nil {
                work.append((edge, other))
            }
        }
    }
}
