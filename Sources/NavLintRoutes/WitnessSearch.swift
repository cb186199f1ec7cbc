/// Looks for a URL that every route of a region matches and no blocker route matches.
///
/// Each URL of a given length is a point in a product space: one dimension per path position and one
/// per query key the region requires (other keys are left out of the URL, which no blocker that
/// requires them can then match). The search fixes one dimension at a time and keeps only the blockers
/// that still match. A position accepting an infinite type only needs four representative values: a
/// fresh int, a fresh non-integral double, a fresh uuid and a fresh other string ("fresh" meaning no
/// remaining blocker lists it). Any other value of the same class is matched by at least the same
/// blockers, so trying the representatives is exhaustive; the search is exact, not sampled.
struct WitnessSearch {
    enum Outcome {
        /// A URL in the region that no blocker matches.
        case found(String)
        /// Every URL of the region is matched by a blocker; some representative URLs (up to the leaf limit).
        case covered([String])
        /// The work budget ran out before an answer.
        case gaveUp
    }

    /// Blocker checks allowed per search; only adversarial route sets come near it.
    static let budget = 4_000_000

    /// Blocker checks left for all the searches of one analysis, so that a table asking very many hard
    /// questions ends in bounded time. A class: the searches of one analysis share it.
    final class SharedBudget: @unchecked Sendable {
        var remaining: Int
        /// Whether some search gave up, for its own budget or the shared one.
        var gaveUp = false

        init(_ remaining: Int) {
            self.remaining = remaining
        }
    }

    let table: RouteTable
    var shared = SharedBudget(.max)

    init(table: RouteTable, shared: SharedBudget = SharedBudget(.max)) {
        self.table = table
        self.shared = shared
    }

    func search(region: [Int], blockers: [Int], leafLimit: Int) -> Outcome {
        var outcome = unbudgetedSearch(region: region, blockers: blockers, leafLimit: leafLimit)
        // Where a mixed segment takes part, an intersection too hard to search may have been taken for
        // non-empty: a witness is kept only when every route of the region really matches it.
        if case .found(let url) = outcome, region.contains(where: { table.compiled[$0].hasMixed }),
            !matchesAll(url, region)
        {
            outcome = .gaveUp
        }
        if case .gaveUp = outcome { shared.gaveUp = true }
        return outcome
    }

    private func matchesAll(_ url: String, _ region: [Int]) -> Bool {
        guard let parsed = try? RouteURL(url) else { return false }
        let candidates = table.candidates(for: parsed)
        return region.allSatisfy(candidates.contains)
    }

    /// What a search explores for one URL length: the value set of each dimension (positions, required
    /// query keys, then the fragment when the region constrains it) and each blocker's constraints.
    struct Space {
        var dimensions: [ValueSet]
        var constraints: [[ValueSet?]]
    }

    private func unbudgetedSearch(region: [Int], blockers: [Int], leafLimit: Int) -> Outcome {
        if region.count == 1 && blockers.isEmpty { return .found(example(of: region[0])) }
        let routes = region.map { table.compiled[$0] }
        guard !routes.isEmpty, let lengths = lengths(of: routes, blockers: blockers),
            let (queryKeys, queryRegion) = queryRegion(of: routes)
        else { return .covered([]) }
        var fragment: ValueSet?
        for route in routes {
            guard let set = route.fragment?.set else { continue }
            guard let narrowed = (fragment ?? .string).intersection(set) else { return .covered([]) }
            fragment = narrowed
        }
        let allowed = min(Self.budget, shared.remaining)
        var budget = allowed
        defer { shared.remaining -= allowed - max(budget, 0) }
        var leaves: [String] = []
        let folding = routes[0].kind == .pseudo ? nil : 0
        for length in lengths {
            var dimensions: [ValueSet] = []
            for index in 0..<length {
                var set = ValueSet.string
                for route in routes where index < route.count {
                    guard let narrowed = set.intersection(route.positions[index].set) else { return .covered([]) }
                    set = narrowed
                }
                dimensions.append(set)
            }
            dimensions += queryRegion
            if let fragment { dimensions.append(fragment) }
            let hasFragment = fragment != nil
            let rows = constraints(blockers, dimensions, length: length, queryKeys: queryKeys, fragment: hasFragment)
            let space = Space(dimensions: dimensions, constraints: rows)
            let write = { (values: [String]) in
                url(lead: region[0], values: values, length: length, queryKeys: queryKeys, hasFragment: fragment != nil)
            }
            switch Self.explore(space, folding: folding, budget: &budget, leafLimit: leafLimit - leaves.count) {
            case .found(let values): return .found(write(values))
            case .covered(let points): leaves += points.map(write)
            case .gaveUp: return .gaveUp
            }
        }
        return .covered(leaves)
    }

    /// The URL lengths (positions) to look at, or nil when the routes share none.
    private func lengths(of routes: [CompiledRoute], blockers: [Int]) -> ClosedRange<Int>? {
        if let exact = routes.first(where: { !$0.hasTail }) {
            guard routes.allSatisfy({ $0.hasTail ? $0.count <= exact.count : $0.count == exact.count }) else {
                return nil
            }
            return exact.count...exact.count
        }
        let fixed = routes.map(\.count).max() ?? 0
        let longestBlocker = blockers.map { table.compiled[$0].count }.max() ?? 0
        return fixed...max(fixed, longestBlocker + 1)
    }

    /// The query keys the region requires, sorted, and the values all its routes accept for each; nil
    /// when some key has none.
    private func queryRegion(of routes: [CompiledRoute]) -> (keys: [String], sets: [ValueSet])? {
        let keys = routes.count == 1 ? routes[0].requiredKeys : Array(Set(routes.flatMap(\.requiredKeys))).sorted()
        var sets: [ValueSet] = []
        for key in keys {
            var set = ValueSet.text
            for route in routes {
                guard let requirement = route.requirement(key) else { continue }
                guard let narrowed = set.intersection(requirement.set) else { return nil }
                set = narrowed
            }
            sets.append(set)
        }
        return (keys, sets)
    }

    /// For each blocker that can match a URL of the space, what it needs of each dimension (nil: nothing).
    private func constraints(
        _ blockers: [Int], _ dimensions: [ValueSet], length: Int, queryKeys: [String], fragment: Bool
    ) -> [[ValueSet?]] {
        func free(_ set: ValueSet) -> ValueSet? { set == .string || set == .text ? nil : set }
        let queryKeySet = blockers.isEmpty ? [] : Set(queryKeys)
        var constraints: [[ValueSet?]] = []
        blockerLoop: for blocker in blockers {
            let route = table.compiled[blocker]
            guard route.hasTail ? route.count <= length : route.count == length,
                route.required.allSatisfy({ queryKeySet.contains($0.key) }), fragment || route.fragment == nil
            else { continue }
            var row: [ValueSet?] = []
            row.reserveCapacity(dimensions.count)
            for index in 0..<length {
                guard index < route.count else {
                    row.append(nil)
                    continue
                }
                let set = route.positions[index].set
                guard dimensions[index].intersection(set) != nil else { continue blockerLoop }
                row.append(free(set))
            }
            for (offset, key) in queryKeys.enumerated() {
                guard let requirement = route.requirement(key) else {
                    row.append(nil)
                    continue
                }
                guard dimensions[length + offset].intersection(requirement.set) != nil else { continue blockerLoop }
                row.append(free(requirement.set))
            }
            if fragment {
                guard let set = route.fragment?.set else {
                    row.append(nil)
                    constraints.append(row)
                    continue
                }
                guard dimensions[dimensions.count - 1].intersection(set) != nil else { continue blockerLoop }
                row.append(free(set))
            }
            constraints.append(row)
        }
        return constraints
    }

    /// A URL of a single route with nothing to avoid: the first representative everywhere.
    private func example(of index: Int) -> String {
        let route = table.compiled[index]
        var values: [String] = []
        values.reserveCapacity(route.count + route.required.count + 1)
        for position in route.positions { values.append(Self.anyMember(of: position.set)) }
        for item in route.required { values.append(Self.anyMember(of: item.set)) }
        if let fragment = route.fragment { values.append(Self.anyMember(of: fragment.set)) }
        let hasFragment = route.fragment != nil
        let keys = route.requiredKeys
        return url(lead: index, values: values, length: route.count, queryKeys: keys, hasFragment: hasFragment)
    }

    /// Writes the URL for the chosen values (positions, query values, then the fragment's), spelled
    /// after the lead route's pattern.
    private func url(lead: Int, values: [String], length: Int, queryKeys: [String], hasFragment: Bool) -> String {
        let route = table.compiled[lead]
        var result = route.scheme + (route.kind == .pseudo ? ":" : "://")
        result.reserveCapacity(route.scheme.utf8.count + 8 * values.count + 8)
        for (index, value) in values[..<length].enumerated() {
            if index > 0 { result += "/" }
            let spelled = index == 0 && route.kind == .custom ? route.hostSpellings[value] ?? value : value
            result += PercentCoding.encodeURLComponent(spelled)
        }
        if route.kind == .web && length == 1 && !queryKeys.isEmpty { result += "/" }
        for (offset, key) in queryKeys.enumerated() {
            result +=
                (offset == 0 ? "?" : "&") + PercentCoding.encodeURLComponent(key) + "="
                + PercentCoding.encodeURLComponent(values[length + offset])
        }
        if hasFragment { result += "#" + PercentCoding.encodeURLComponent(values[values.count - 1]) }
        return result
    }
}
