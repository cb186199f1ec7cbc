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
        let outcome = unbudgetedSearch(region: region, blockers: blockers, leafLimit: leafLimit)
        if case .gaveUp = outcome { shared.gaveUp = true }
        return outcome
    }

    private func unbudgetedSearch(region: [Int], blockers: [Int], leafLimit: Int) -> Outcome {
        if region.count == 1 && blockers.isEmpty { return .found(example(of: region[0])) }
        let routes = region.map { table.compiled[$0] }
        guard !routes.isEmpty else { return .covered([]) }
        let lengths: ClosedRange<Int>
        if let exact = routes.first(where: { !$0.hasTail }) {
            guard routes.allSatisfy({ $0.hasTail ? $0.count <= exact.count : $0.count == exact.count }) else {
                return .covered([])
            }
            lengths = exact.count...exact.count
        } else {
            let fixed = routes.map(\.count).max() ?? 0
            let longestBlocker = blockers.map { table.compiled[$0].count }.max() ?? 0
            lengths = fixed...max(fixed, longestBlocker + 1)
        }

        let queryKeys = routes.count == 1 ? routes[0].requiredKeys : Array(Set(routes.flatMap(\.requiredKeys))).sorted()
        var queryRegion: [ValueSet] = []
        for key in queryKeys {
            var set = ValueSet.string
            for route in routes {
                guard let requirement = route.requirement(key) else { continue }
                guard let narrowed = set.intersection(requirement.set) else { return .covered([]) }
                set = narrowed
            }
            queryRegion.append(set)
        }
        let queryKeySet = blockers.isEmpty ? [] : Set(queryKeys)

        let allowed = min(Self.budget, shared.remaining)
        var budget = allowed
        defer { shared.remaining -= allowed - max(budget, 0) }
        var leaves: [String] = []
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

            var constraints: [[ValueSet?]] = []
            blockerLoop: for blocker in blockers {
                let route = table.compiled[blocker]
                guard route.hasTail ? route.count <= length : route.count == length,
                    route.required.allSatisfy({ queryKeySet.contains($0.key) })
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
                    row.append(set == .string ? nil : set)
                }
                for (offset, key) in queryKeys.enumerated() {
                    guard let requirement = route.requirement(key) else {
                        row.append(nil)
                        continue
                    }
                    guard queryRegion[offset].intersection(requirement.set) != nil else { continue blockerLoop }
                    row.append(requirement.set == .string ? nil : requirement.set)
                }
                constraints.append(row)
            }

            switch Self.explore(dimensions, constraints, budget: &budget, leafLimit: leafLimit - leaves.count) {
            case .found(let values):
                return .found(url(lead: region[0], values: values, length: length, queryKeys: queryKeys))
            case .covered(let points):
                leaves += points.map { url(lead: region[0], values: $0, length: length, queryKeys: queryKeys) }
            case .gaveUp:
                return .gaveUp
            }
        }
        return .covered(leaves)
    }

    private enum Exploration {
        case found([String])
        case covered([[String]])
        case gaveUp
    }

    private struct Option {
        let value: String
        let kept: [Int]
    }

    private struct Frame {
        let dimension: Int
        let options: [Option]
        var next = 0
    }

    /// Depth-first over dimensions with an explicit stack, trying the value that leaves the fewest
    /// blockers first.
    private static func explore(
        _ dimensions: [ValueSet], _ constraints: [[ValueSet?]], budget: inout Int, leafLimit: Int
    ) -> Exploration {
        var chosen = dimensions.map { representatives(of: $0, avoiding: [])[0] }
        if constraints.isEmpty { return .found(chosen) }
        if dimensions.isEmpty { return .covered(leafLimit > 0 ? [[]] : []) }

        // A blocker matches every point whose dimensions from `matchesAllFrom[blocker]` on are free:
        // once it is kept there, no choice below can drop it, so that subtree holds leaves but no
        // witness and is skipped when no more leaves are wanted.
        let matchesAllFrom = constraints.map { row in
            var start = dimensions.count
            while start > 0,
                row[start - 1].map({ dimensions[start - 1].intersection($0) == dimensions[start - 1] }) ?? true
            {
                start -= 1
            }
            return start
        }
        if leafLimit <= 0, matchesAllFrom.contains(0) { return .covered([]) }

        func options(_ dimension: Int, _ blockers: [Int], budget: inout Int) -> [Option] {
            var mentioned = Set<String>()
            if dimensions[dimension].finiteValues == nil {
                for blocker in blockers {
                    if let values = constraints[blocker][dimension]?.finiteValues { mentioned.formUnion(values) }
                }
            }
            let values = representatives(of: dimensions[dimension], avoiding: mentioned)
            budget -= values.count * blockers.count
            let options = values.map { value in
                Option(value: value, kept: blockers.filter { constraints[$0][dimension]?.contains(value) ?? true })
            }
            return options.enumerated().sorted {
                ($0.element.kept.count, $0.offset) < ($1.element.kept.count, $1.offset)
            }.map(\.element)
        }

        var leaves: [[String]] = []
        var frames = [Frame(dimension: 0, options: options(0, Array(constraints.indices), budget: &budget))]
        while let top = frames.last {
            if budget < 0 { return .gaveUp }
            guard top.next < top.options.count else {
                frames.removeLast()
                continue
            }
            frames[frames.count - 1].next += 1
            let option = top.options[top.next]
            chosen[top.dimension] = option.value
            if option.kept.isEmpty {
                for later in (top.dimension + 1)..<dimensions.count {
                    chosen[later] = representatives(of: dimensions[later], avoiding: [])[0]
                }
                return .found(chosen)
            }
            if top.dimension + 1 == dimensions.count {
                if leaves.count < leafLimit { leaves.append(chosen) }
                continue
            }
            if leaves.count >= leafLimit, option.kept.contains(where: { matchesAllFrom[$0] <= top.dimension + 1 }) {
                continue
            }
            frames.append(
                Frame(dimension: top.dimension + 1, options: options(top.dimension + 1, option.kept, budget: &budget)))
        }
        return .covered(leaves)
    }

    /// The values worth trying for a set: all of a finite set, else one fresh value per lexical class
    /// the set contains.
    static func representatives(of set: ValueSet, avoiding mentioned: Set<String>) -> [String] {
        if mentioned.isEmpty {
            switch set {
            case .literal(let literal): return [literal]
            case .finite(let values): return values
            case .int: return ["1"]
            case .double: return ["1", "1.5"]
            case .uuid: return ["00000000-0000-0000-0000-000000000001"]
            case .string: return ["a", "1", "1.5", "00000000-0000-0000-0000-000000000001"]
            }
        }
        switch set {
        case .literal(let literal): return [literal]
        case .finite(let values): return values
        case .int: return [freshInt(mentioned)]
        case .double: return [freshInt(mentioned), freshDouble(mentioned)]
        case .uuid: return [freshUUID(mentioned)]
        case .string: return [freshWord(mentioned), freshInt(mentioned), freshDouble(mentioned), freshUUID(mentioned)]
        }
    }

    private static func firstFresh(_ mentioned: Set<String>, _ make: (Int) -> String) -> String {
        var number = 1
        while mentioned.contains(make(number)) { number += 1 }
        return make(number)
    }

    private static func freshInt(_ mentioned: Set<String>) -> String { firstFresh(mentioned) { String($0) } }

    private static func freshDouble(_ mentioned: Set<String>) -> String { firstFresh(mentioned) { "\($0).5" } }

    private static func freshUUID(_ mentioned: Set<String>) -> String {
        firstFresh(mentioned) { number in
            let digits = String(number)
            return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        }
    }

    /// a, b, ..., z, aa, ab, ...: lowercase words that are no int, double, uuid or bool.
    private static func freshWord(_ mentioned: Set<String>) -> String {
        var number = 0
        while true {
            var word = ""
            var rest = number
            repeat {
                word.unicodeScalars.insert(Unicode.Scalar(UInt8(97 + rest % 26)), at: word.unicodeScalars.startIndex)
                rest = rest / 26 - 1
            } while rest >= 0
            if !mentioned.contains(word) && !Lexical.isBool(word) { return word }
            number += 1
        }
    }

    /// A URL of a single route with nothing to avoid: the first representative everywhere.
    private func example(of index: Int) -> String {
        let route = table.compiled[index]
        var values: [String] = []
        values.reserveCapacity(route.count + route.required.count)
        for position in route.positions { values.append(Self.representatives(of: position.set, avoiding: [])[0]) }
        for item in route.required { values.append(Self.representatives(of: item.set, avoiding: [])[0]) }
        return url(lead: index, values: values, length: route.count, queryKeys: route.requiredKeys)
    }

    /// Writes the URL for the chosen values, spelled after the lead route's pattern.
    private func url(lead: Int, values: [String], length: Int, queryKeys: [String]) -> String {
        let route = table.compiled[lead]
        var result = ""
        result.reserveCapacity(route.bucket.count + 8 * values.count + 8)
        switch route.kind {
        case .pseudo:
            result += route.scheme + ":"
            for (index, value) in values[..<length].enumerated() {
                if index > 0 { result += "/" }
                result += PercentCoding.encodeURLComponent(value)
            }
        case .custom:
            result += route.scheme + "://"
            for (index, value) in values[..<length].enumerated() {
                if index > 0 {
                    result += "/" + PercentCoding.encodeURLComponent(value)
                } else {
                    result += PercentCoding.encodeURLComponent(route.hostSpellings[value] ?? value)
                }
            }
        case .web:
            result += route.bucket
            for value in values[..<length] { result += "/" + PercentCoding.encodeURLComponent(value) }
            if length == 0 && !queryKeys.isEmpty { result += "/" }
        }
        for (offset, key) in queryKeys.enumerated() {
            result +=
                (offset == 0 ? "?" : "&") + PercentCoding.encodeURLComponent(key) + "="
                + PercentCoding.encodeURLComponent(values[length + offset])
        }
        return result
    }
}
