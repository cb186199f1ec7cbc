/// Why a route does not match a URL, as a comparison of two versions of a table explains a broken link.
public enum RouteMismatch: Sendable, Hashable {
    /// The URL lacks a query item the route requires (`placeholder` is nil for a literal item).
    case missingQueryItem(key: String, placeholder: RoutePlaceholder?)
    /// The URL's value at this placeholder (at a position or a required query item) is not of its type.
    case rejectedValue(String, placeholder: RoutePlaceholder, place: RoutePlace)
    /// The URL ends before the route's positions do; this placeholder is the first one it lacks.
    case missingPlaceholder(RoutePlaceholder)
    /// Anything else: another scheme, host or literal, more segments than the route takes.
    case other
}

/// A place in a route's URLs: a position (0 is the host of an app's own scheme) or a query item's key.
public enum RoutePlace: Sendable, Hashable {
    case position(Int)
    case query(String)
}

/// How a route of a later version accepts more than the route of an earlier one whose links it opens.
public enum RouteWidening: Sendable, Hashable {
    /// The position (0 is the host of an app's own scheme) accepted `old` ("literal", "int", ...), now
    /// the wider `new`.
    case position(Int, old: String, new: RoutePlaceholder)
    /// A query item that was required no longer is (`now` is its optional placeholder, nil when it is gone).
    case queryItem(key: String, now: RoutePlaceholder?)
    /// The route now takes any further segments.
    case tail(RoutePlaceholder)
}

/// Witness URLs and explanations for comparing two versions of a route table (`navlint diff`). Every
/// question walks the tables' tries or one route's positions: nothing compares all pairs of routes.
public enum VersionComparison {
    /// The most routes of the other table one route is paired with for witnesses.
    public static let overlapLimit = 256

    /// URLs to resolve under both versions for the route `entry` of `old`: built from its own pattern
    /// (every enum value, boundary values of each type, no tail and a tail of one and two segments,
    /// without and with its optional query items), then one URL per route of `new` that shares URLs
    /// with it and accepts other values somewhere, built from that route's literals and types where
    /// they meet the old pattern's. Distinct, in that order.
    /// `overlapping` are the entries of `new` that share URLs with it
    /// (see ``overlappingEntries(ofEntry:in:against:)``).
    public static func witnessURLs(
        ofEntry entry: Int, in old: RouteTable, against new: RouteTable, overlapping: [Int]
    )
        -> [String]
    {
        let route = old.compiled[entry]
        var urls = ownWitnesses(of: route)
        for other in overlapping where !sameShape(route, new.compiled[other]) {
            if let url = sharedWitness(route, new.compiled[other]) { urls.append(url) }
        }
        var seen = Set<String>()
        return urls.filter { seen.insert($0).inserted }
    }

    /// The entries of `new` that some URL of the route of `old` at `entry` also matches, at most
    /// ``overlapLimit``, ascending: a walk of `new`'s trie along the branches the route's values reach.
    public static func overlappingEntries(ofEntry entry: Int, in old: RouteTable, against new: RouteTable) -> [Int] {
        new.overlappingRoutes(of: old.compiled[entry], limit: overlapLimit)
    }

    /// The most routes matching one URL that ``resolution(of:in:)`` ranks: settling a tie among n routes
    /// takes n² comparisons, and only hostile specs have URLs that so many routes match.
    public static let matchLimit = 256

    /// What `url` resolves to in `table`, without the typed arguments of a winner (`arguments` is empty);
    /// nil when more than ``matchLimit`` routes match it.
    public static func resolution(of url: RouteURL, in table: RouteTable) -> RouteResolution? {
        let (bucket, positions) = url.matchKey
        let matches = table.matchingRoutes(bucket: bucket, positions: positions, query: url.queryDictionary)
        guard matches.count <= matchLimit else { return nil }
        let best = table.bestRoutes(matches)
        switch best.count {
        case 0: return .noMatch
        case 1: return .matched(route: best[0], arguments: [])
        default: return .tie(best)
        }
    }

    /// Whether two routes accept the same values at every place: their shared witness is the route's own.
    private static func sameShape(_ route: CompiledRoute, _ other: CompiledRoute) -> Bool {
        route.bucket == other.bucket && route.hasTail == other.hasTail
            && route.positions.elementsEqual(other.positions) { $0.set == $1.set }
            && route.required.elementsEqual(other.required) { $0.key == $1.key && $0.set == $1.set }
    }

    /// One URL the route of `table` at `entry` matches, from the first boundary value of each position.
    public static func example(ofEntry entry: Int, in table: RouteTable) -> String {
        let route = table.compiled[entry]
        return WitnessURL(
            route: route, values: route.positions.map { boundaryValues(of: $0.set)[0] }, tail: [],
            query: route.required.map { ($0.key, boundaryValues(of: $0.set)[0]) }
        ).text
    }

    /// Why the route of `table` at `entry` does not match `url`, or nil when it does.
    public static func mismatch(ofEntry entry: Int, in table: RouteTable, for url: RouteURL) -> RouteMismatch? {
        let route = table.compiled[entry]
        let (bucket, positions) = url.matchKey
        guard bucket == route.bucket, positions.count <= route.count || route.hasTail else { return .other }
        for (index, position) in route.positions.enumerated() where position.placeholder == nil {
            guard index < positions.count, position.set.contains(positions[index]) else { return .other }
        }
        for (index, position) in route.positions.enumerated() {
            guard let placeholder = position.placeholder else { continue }
            guard index < positions.count else { return .missingPlaceholder(placeholder) }
            if !position.set.contains(positions[index]) {
                return .rejectedValue(positions[index], placeholder: placeholder, place: .position(index))
            }
        }
        let query = url.queryDictionary
        for item in route.required {
            guard let value = query[item.key] else {
                return .missingQueryItem(key: item.key, placeholder: item.placeholder)
            }
            guard item.set.contains(value) else {
                guard let placeholder = item.placeholder else { return .other }
                return .rejectedValue(value, placeholder: placeholder, place: .query(item.key))
            }
        }
        return nil
    }

    /// The placeholder of the route of `table` at `entry` at a place, if it has one there.
    public static func placeholder(at place: RoutePlace, ofEntry entry: Int, in table: RouteTable) -> RoutePlaceholder?
    {
        let route = table.compiled[entry]
        switch place {
        case .position(let index): return index < route.count ? route.positions[index].placeholder : nil
        case .query(let key): return (route.required + route.optional).first { $0.key == key }?.placeholder
        }
    }

    /// Placeholders at the same place of both routes (the same position, the tail, or a query item of
    /// the same key) whose names differ: old, then new.
    public static func renamedPlaceholders(
        from oldEntry: Int, in old: RouteTable, to newEntry: Int, in new: RouteTable
    ) -> [(old: RoutePlaceholder, new: RoutePlaceholder)] {
        let before = old.compiled[oldEntry]
        let after = new.compiled[newEntry]
        var pairs: [(RoutePlaceholder?, RoutePlaceholder?)] = zip(before.positions, after.positions).map {
            ($0.placeholder, $1.placeholder)
        }
        pairs.append((before.tail, after.tail))
        for item in before.required + before.optional {
            let match = after.required.first { $0.key == item.key } ?? after.optional.first { $0.key == item.key }
            pairs.append((item.placeholder, match?.placeholder))
        }
        return pairs.compactMap { pair in
            guard let first = pair.0, let second = pair.1, first.name != second.name else { return nil }
            return (first, second)
        }
    }

    /// The first way the route of `new` at `newEntry` accepts more than the route of `old` at
    /// `oldEntry`, or nil when it accepts no more.
    public static func widening(
        from oldEntry: Int, in old: RouteTable, to newEntry: Int, in new: RouteTable
    )
        -> RouteWidening?
    {
        let before = old.compiled[oldEntry]
        let after = new.compiled[newEntry]
        for (index, (was, now)) in zip(before.positions, after.positions).enumerated() {
            if let placeholder = now.placeholder, was.set != now.set, was.set.isSubset(of: now.set) {
                return .position(index, old: was.label, new: placeholder)
            }
        }
        for item in before.required where after.requirement(item.key) == nil {
            return .queryItem(key: item.key, now: after.optional.first { $0.key == item.key }?.placeholder)
        }
        if let tail = after.tail, before.tail == nil { return .tail(tail) }
        return nil
    }

    /// The values a set is tried with: all of a finite set; a few of an infinite type, the usual one first.
    static func boundaryValues(of set: ValueSet) -> [String] {
        switch set {
        case .literal(let literal): [literal]
        case .finite(let values): values
        case .int: ["1", "0", "-1", "9223372036854775808"]
        case .double: ["1.5", "1", "-0.5"]
        case .uuid: ["00000000-0000-0000-0000-000000000001"]
        case .string: ["a", "1", "1.5", "00000000-0000-0000-0000-000000000001", "true"]
        }
    }

    /// The route's own witnesses: the first value everywhere, then each other value at one place at a time.
    private static func ownWitnesses(of route: CompiledRoute) -> [String] {
        let values = route.positions.map { boundaryValues(of: $0.set) }
        let required = route.required.map { ($0.key, boundaryValues(of: $0.set)) }
        let optional = route.optional.map { ($0.key, boundaryValues(of: $0.set)) }
        let base = WitnessURL(
            route: route, values: values.map { $0[0] }, tail: [], query: required.map { ($0.0, $0.1[0]) })
        var urls = [base.text]
        for (index, choices) in values.enumerated() {
            for value in choices.dropFirst() { urls.append(base.with(position: index, value).text) }
        }
        for (index, item) in required.enumerated() {
            for value in item.1.dropFirst() { urls.append(base.with(query: index, value).text) }
        }
        if route.hasTail {
            urls.append(base.with(tail: ["a"]).text)
            urls.append(base.with(tail: ["a", "1"]).text)
        }
        if !optional.isEmpty {
            let full = base.adding(optional.map { ($0.0, $0.1[0]) })
            urls.append(full.text)
            for (index, item) in optional.enumerated() {
                for value in item.1.dropFirst() { urls.append(full.with(query: required.count + index, value).text) }
            }
        }
        return urls
    }

    /// A URL both routes match, with the other route's values where the sets meet, or nil when they share none.
    private static func sharedWitness(_ route: CompiledRoute, _ other: CompiledRoute) -> String? {
        let length = max(route.count, other.count)
        var values: [String] = []
        for index in 0..<length {
            let mine = index < route.count ? route.positions[index].set : ValueSet.string
            let theirs = index < other.count ? other.positions[index].set : ValueSet.string
            guard let value = sharedValue(mine, theirs) else { return nil }
            values.append(value)
        }
        var query: [(String, String)] = []
        for key in Set(route.requiredKeys + other.requiredKeys).sorted() {
            guard
                let value = sharedValue(route.requirement(key)?.set ?? .string, other.requirement(key)?.set ?? .string)
            else { return nil }
            query.append((key, value))
        }
        let fixed = Array(values.prefix(route.count))
        return WitnessURL(route: route, values: fixed, tail: Array(values.dropFirst(route.count)), query: query).text
    }

    /// A value of both sets, preferring the other version's boundary values.
    private static func sharedValue(_ mine: ValueSet, _ theirs: ValueSet) -> String? {
        if let value = boundaryValues(of: theirs).first(where: mine.contains) { return value }
        return theirs.intersection(mine).map { boundaryValues(of: $0)[0] }
    }
}

extension RouteTable {
    /// Routes of this table that some URL of `route` (from another table) also matches, at most
    /// `limit`, ascending: a walk of the route's bucket that follows only the branches its values reach.
    func overlappingRoutes(of route: CompiledRoute, limit: Int) -> [Int] {
        guard let root = trie.literalChild(of: Trie.root, route.bucket) else { return [] }
        var found: [Int] = []
        var stack = [(node: root, depth: 0)]
        while let (node, depth) = stack.popLast(), found.count < limit {
            found += trie.tails(at: node)
            if depth == route.count || (route.hasTail && depth > route.count) { found += trie.terminals(at: node) }
            guard depth < route.count else {
                if route.hasTail {
                    stack += trie.literalChildren(of: node).map { ($0, depth + 1) }
                    stack += trie.typedChildren(of: node).map { ($0, depth + 1) }
                }
                continue
            }
            let set = route.positions[depth].set
            if let values = set.finiteValues {
                stack += values.compactMap { trie.literalChild(of: node, $0) }.map { ($0, depth + 1) }
                stack += trie.typedChildren(of: node).filter { child in
                    values.contains(where: trie.edges[child].contains)
                }.map { ($0, depth + 1) }
            } else {
                stack += trie.literalChildren(of: node).filter { set.contains(trie.literal(of: $0)) }.map {
                    ($0, depth + 1)
                }
                stack += trie.typedChildren(of: node).filter { trie.edges[$0].intersection(set) != nil }.map {
                    ($0, depth + 1)
                }
            }
        }
        let compatible = found.filter { index in
            compiled[index].required.allSatisfy { item in
                guard let mine = route.requirement(item.key) else { return true }
                return item.set.intersection(mine.set) != nil
            }
        }
        return Array(Set(compatible.prefix(limit))).sorted()
    }
}

extension ValueSet {
    /// Whether every value of this set is one of `other`.
    func isSubset(of other: ValueSet) -> Bool {
        if let values = finiteValues { return values.allSatisfy(other.contains) }
        switch (self, other) {
        case (_, .string), (.int, .int), (.int, .double), (.double, .double), (.uuid, .uuid): return true
        default: return false
        }
    }
}

/// A URL of a route, written from chosen values: fixed positions, tail segments and query items.
private struct WitnessURL {
    let route: CompiledRoute
    var values: [String]
    var tail: [String]
    var query: [(key: String, value: String)]

    func with(position index: Int, _ value: String) -> WitnessURL {
        var copy = self
        copy.values[index] = value
        return copy
    }

    func with(query index: Int, _ value: String) -> WitnessURL {
        var copy = self
        copy.query[index].value = value
        return copy
    }

    func with(tail segments: [String]) -> WitnessURL {
        var copy = self
        copy.tail = segments
        return copy
    }

    func adding(_ items: [(String, String)]) -> WitnessURL {
        var copy = self
        copy.query += items.map { (key: $0.0, value: $0.1) }
        return copy
    }

    var text: String {
        let segments = values + tail
        var result: String
        switch route.kind {
        case .pseudo:
            result = route.scheme + ":" + segments.map(PercentCoding.encodeURLComponent).joined(separator: "/")
        case .custom:
            let host = segments.first.map { route.hostSpellings[$0] ?? $0 } ?? ""
            result =
                route.scheme + "://"
                + ([host] + segments.dropFirst()).map(PercentCoding.encodeURLComponent).joined(separator: "/")
        case .web:
            result = route.bucket + segments.map { "/" + PercentCoding.encodeURLComponent($0) }.joined()
            if segments.isEmpty && !query.isEmpty { result += "/" }
        }
        for (index, item) in query.enumerated() {
            result +=
                (index == 0 ? "?" : "&") + PercentCoding.encodeURLComponent(item.key) + "="
                + PercentCoding.encodeURLComponent(item.value)
        }
        return result
    }
}
