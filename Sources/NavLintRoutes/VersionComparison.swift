/// Why a route does not match a URL, as a comparison of two versions of a table explains a broken link.
public enum RouteMismatch: Sendable, Hashable {
    /// The URL lacks a query item the route requires (`placeholder` is nil for a literal item).
    case missingQueryItem(key: String, placeholder: RoutePlaceholder?)
    /// The URL's value at this placeholder (at a position, a required query item or the fragment) is not
    /// of its type; for a segment mixing text and placeholders, the placeholder whose type rejects it.
    case rejectedValue(String, placeholder: RoutePlaceholder, place: RoutePlace)
    /// The URL ends before the route's positions do, or lacks the fragment the route requires; this
    /// placeholder is the first one it lacks.
    case missingPlaceholder(RoutePlaceholder)
    /// Anything else: another scheme, host or literal text, more segments than the route takes.
    case other
}

/// A place in a route's URLs: a position (0 is the host of an app's own scheme or of a web URL), a query
/// item's key, or the fragment.
public enum RoutePlace: Sendable, Hashable {
    case position(Int)
    case query(String)
    case fragment
}

/// How a route of a later version accepts more than the route of an earlier one whose links it opens.
public enum RouteWidening: Sendable, Hashable {
    /// The position (0 is the host) accepted `old` ("literal", "int", "int with text", ...), now the
    /// wider set of the placeholder `new` (the first of a segment mixing text and placeholders).
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
    /// without and with its optional query items and lists, a list's key once and repeated, each value
    /// of its fragment), then one URL per route of `new` that shares URLs with it and accepts other
    /// values somewhere, built from that route's literals and types where they meet the old pattern's.
    /// Distinct, in that order. `overlapping` are the entries of `new` that share URLs with it
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

    /// The entries of `new` with `members[entry]` set that some URL of the route of `old` at `entry` also
    /// matches, at most ``overlapLimit``, ascending: all of them when they are fewer (then they are those that
    /// ``overlappingEntries(ofEntry:in:against:)`` finds in a table of the members alone), else the first that
    /// the walk of `new`'s trie finds. No table of the members is built.
    public static func overlappingEntries(
        ofEntry entry: Int, in old: RouteTable, against new: RouteTable, among members: [Bool]
    ) -> [Int] {
        new.overlappingRoutes(of: old.compiled[entry], limit: overlapLimit, among: members)
    }

    /// The most routes matching one URL that ``resolution(of:in:)`` ranks: settling a tie among n routes
    /// takes n² comparisons, and only hostile specs have URLs that so many routes match.
    public static let matchLimit = 256

    /// Whether every URL resolves to the same entry in both tables: they hold the same patterns in the same
    /// order. Resolving reads nothing but the compiled patterns (each compiled from its pattern alone) and
    /// the trie built from them in order, and names routes by their position.
    public static func resolveAlike(_ old: RouteTable, _ new: RouteTable) -> Bool {
        old.count == new.count && old.entries.elementsEqual(new.entries) { $0.pattern == $1.pattern }
    }

    /// The other entries of `table` that share a URL with the route at `entry`, ascending, when the route
    /// outranks each of them and, with itself, they are at most ``matchLimit``; nil otherwise. Then every URL
    /// the route matches opens it (``resolution(of:in:)`` gives it alone), as its witness URLs do.
    public static func overlapsOutranked(byEntry entry: Int, in table: RouteTable) -> [Int]? {
        let route = table.compiled[entry]
        guard let overlapping = table.overlappingRoutes(of: route, limit: matchLimit, complete: true) else {
            return nil
        }
        let outranked = overlapping.allSatisfy {
            $0 == entry || PrecedenceComparison(route, table.compiled[$0]).winner == .first
        }
        return outranked ? overlapping.filter { $0 != entry } : nil
    }

    /// What `url` resolves to in `table`, without the typed arguments of a winner (`arguments` is empty);
    /// nil when more than ``matchLimit`` routes match it.
    public static func resolution(of url: RouteURL, in table: RouteTable) -> RouteResolution? {
        let (bucket, positions) = url.matchKey
        let matches = table.matchingRoutes(bucket: bucket, positions: positions, url: url)
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
            && route.fragment?.set == other.fragment?.set
    }

    /// One URL the route of `table` at `entry` matches, from the first boundary value of each place;
    /// `members` (of the same table) saves searching each segment that mixes text and placeholders.
    public static func example(ofEntry entry: Int, in table: RouteTable, members: ExampleMembers? = nil) -> String {
        WitnessURL(route: table.compiled[entry], members: members).text
    }

    /// Why the route of `table` at `entry` does not match `url`, or nil when it does.
    public static func mismatch(ofEntry entry: Int, in table: RouteTable, for url: RouteURL) -> RouteMismatch? {
        let route = table.compiled[entry]
        let (bucket, positions) = url.matchKey
        guard bucket == route.bucket, positions.count <= route.count || route.hasTail else { return .other }
        for (index, position) in route.positions.enumerated() where position.placeholders.isEmpty {
            guard index < positions.count, position.set.contains(positions[index]) else { return .other }
        }
        for (index, position) in route.positions.enumerated() {
            guard let first = position.placeholders.first else { continue }
            guard index < positions.count else { return .missingPlaceholder(first) }
            if let mismatch = rejection(positions[index], by: position, at: .position(index)) { return mismatch }
        }
        let query = route.required.isEmpty ? [:] : url.queryDictionary
        for item in route.required {
            guard let value = query[item.key] else {
                return .missingQueryItem(key: item.key, placeholder: item.position.placeholders.first)
            }
            if let mismatch = rejection(value, by: item.position, at: .query(item.key)) { return mismatch }
        }
        if let fragment = route.fragment {
            guard let value = url.fragment else {
                return fragment.placeholders.first.map { .missingPlaceholder($0) } ?? .other
            }
            if let mismatch = rejection(value, by: fragment, at: .fragment) { return mismatch }
        }
        return nil
    }

    /// Why a position rejects a value, nil when it accepts it: the placeholder whose type rejects it, or
    /// `.other` when literal text around the placeholders does not fit.
    private static func rejection(
        _ value: String, by position: CompiledPosition, at place: RoutePlace
    ) -> RouteMismatch? {
        guard !position.set.contains(value) else { return nil }
        guard let placeholder = position.rejectingPlaceholder(of: value) else { return .other }
        return .rejectedValue(value, placeholder: placeholder, place: place)
    }

    /// The placeholder of the route of `table` at `entry` at a place, if it has one there (the first of
    /// a segment mixing text and placeholders).
    public static func placeholder(at place: RoutePlace, ofEntry entry: Int, in table: RouteTable) -> RoutePlaceholder?
    {
        let route = table.compiled[entry]
        switch place {
        case .position(let index): return index < route.count ? route.positions[index].placeholders.first : nil
        case .query(let key):
            return (route.required + route.optional).first { $0.key == key }?.position.placeholders.first
        case .fragment: return route.fragment?.placeholders.first
        }
    }

    /// Placeholders at the same place of both routes (the same piece of the same position, the tail, a
    /// query item of the same key, the fragment) whose names differ: old, then new.
    public static func renamedPlaceholders(
        from oldEntry: Int, in old: RouteTable, to newEntry: Int, in new: RouteTable
    ) -> [(old: RoutePlaceholder, new: RoutePlaceholder)] {
        let before = old.compiled[oldEntry]
        let after = new.compiled[newEntry]
        var pairs: [(RoutePlaceholder?, RoutePlaceholder?)] = []
        func pair(_ first: CompiledPosition?, _ second: CompiledPosition?) {
            guard let first, let second, first.placeholders.count == second.placeholders.count else { return }
            pairs += zip(first.placeholders, second.placeholders).map { ($0, $1) }
        }
        for (was, now) in zip(before.positions, after.positions) { pair(was, now) }
        pairs.append((before.tail, after.tail))
        for item in before.required + before.optional {
            let match = after.required.first { $0.key == item.key } ?? after.optional.first { $0.key == item.key }
            pair(item.position, match?.position)
        }
        pair(before.fragment, after.fragment)
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
            if let placeholder = now.placeholders.first, was.set != now.set, was.set.isSubset(of: now.set) {
                return .position(index, old: was.label, new: placeholder)
            }
        }
        for item in before.required where after.requirement(item.key) == nil {
            let now = after.optional.first { $0.key == item.key }?.position.placeholders.first
            return .queryItem(key: item.key, now: now)
        }
        if let tail = after.tail, before.tail == nil { return .tail(tail) }
        return nil
    }

    /// The values a set is tried with: all of a finite set; a few of an infinite type, the usual one
    /// first (and the empty text where a query value may be empty); one value of a segment mixing text
    /// and placeholders, as the analysis writes its examples.
    /// The first of ``boundaryValues(of:)``, without building the others.
    static func firstBoundaryValue(of set: ValueSet, members: ExampleMembers? = nil) -> String {
        switch set {
        case .literal(let literal): literal
        case .finite(let values): values[0]
        case .int: "1"
        case .double: "1.5"
        case .uuid: "00000000-0000-0000-0000-000000000001"
        case .string, .text: "a"
        case .pattern(let language): members?.member(of: language) ?? WitnessSearch.anyMember(of: set)
        case .all: WitnessSearch.anyMember(of: set)
        }
    }

    static func boundaryValues(of set: ValueSet) -> [String] {
        switch set {
        case .literal(let literal): [literal]
        case .finite(let values): values
        case .int: ["1", "0", "-1", "9223372036854775808"]
        case .double: ["1.5", "1", "-0.5"]
        case .uuid: ["00000000-0000-0000-0000-000000000001"]
        case .string: ["a", "1", "1.5", "00000000-0000-0000-0000-000000000001", "true"]
        case .text: ["a", "1", "1.5", "00000000-0000-0000-0000-000000000001", "true", ""]
        case .pattern, .all: [WitnessSearch.anyMember(of: set)]
        }
    }

    /// The route's own witnesses: the first value everywhere, then each other value at one place at a time.
    private static func ownWitnesses(of route: CompiledRoute) -> [String] {
        let base = WitnessURL(route: route)
        var urls = [base.text]
        for (index, position) in route.positions.enumerated() {
            for value in boundaryValues(of: position.set).dropFirst() {
                urls.append(base.with(position: index, value).text)
            }
        }
        for (index, item) in route.required.enumerated() {
            for value in boundaryValues(of: item.set).dropFirst() { urls.append(base.with(query: index, value).text) }
        }
        if let fragment = route.fragment {
            for value in boundaryValues(of: fragment.set).dropFirst() { urls.append(base.with(fragment: value).text) }
        }
        if route.hasTail {
            urls.append(base.with(tail: ["a"]).text)
            urls.append(base.with(tail: ["a", "1"]).text)
        }
        guard !route.optional.isEmpty else { return urls }
        let full = base.adding(route.optional.map { ($0.key, boundaryValues(of: $0.set)[0]) })
        urls.append(full.text)
        for (index, item) in route.optional.enumerated() {
            let values = boundaryValues(of: item.set)
            for value in values.dropFirst() { urls.append(full.with(query: route.required.count + index, value).text) }
            if item.isList { urls.append(full.adding([(item.key, values[values.count > 1 ? 1 : 0])]).text) }
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
                let value = sharedValue(route.requirement(key)?.set ?? .text, other.requirement(key)?.set ?? .text)
            else { return nil }
            query.append((key, value))
        }
        var fragment: String?
        if route.fragment != nil || other.fragment != nil {
            guard let value = sharedValue(route.fragment?.set ?? .string, other.fragment?.set ?? .string) else {
                return nil
            }
            fragment = value
        }
        let fixed = Array(values.prefix(route.count))
        return WitnessURL(
            route: route, values: fixed, tail: Array(values.dropFirst(route.count)), query: query, fragment: fragment
        ).text
    }

    /// A value of both sets, preferring the other version's boundary values.
    private static func sharedValue(_ mine: ValueSet, _ theirs: ValueSet) -> String? {
        if let value = boundaryValues(of: theirs).first(where: mine.contains) { return value }
        guard let both = theirs.intersection(mine) else { return nil }
        return boundaryValues(of: both).first { mine.contains($0) && theirs.contains($0) }
    }
}

extension CompiledPosition {
    /// For a value the position rejects, the placeholder whose type rejects it: for a bare placeholder
    /// itself; for a segment mixing text and placeholders, the first placeholder that, were it a string,
    /// would let the segment accept the value. Nil when the literal text does not fit either way.
    func rejectingPlaceholder(of value: String) -> RoutePlaceholder? {
        guard case .pattern(let language) = set else { return placeholder }
        let loosened = { (index: Int) in
            SegmentLanguage(
                language.parts.enumerated().map { offset, part in
                    guard index < 0 || offset == index, case .placeholder(let placeholder) = part else { return part }
                    return .placeholder(
                        RoutePlaceholder(name: placeholder.name, type: .string, offset: placeholder.offset))
                },
                caseInsensitive: language.key.hasPrefix("h:"), allowsEmpty: language.allowsEmpty)
        }
        guard loosened(-1).contains(value) else { return nil }
        for (index, placeholder) in language.placeholders.enumerated() {
            if let placeholder, loosened(index).contains(value) { return placeholder }
        }
        return language.placeholders.compactMap { $0 }.first
    }
}

extension RouteTable {
    /// Routes of this table that some URL of `route` (from another table) also matches, at most
    /// `limit`, ascending: a walk of the route's bucket that follows only the branches its values reach.
    /// With `members`, only the routes it marks are found and counted.
    func overlappingRoutes(of route: CompiledRoute, limit: Int, among members: [Bool]? = nil) -> [Int] {
        overlappingRoutes(of: route, limit: limit, complete: false, among: members) ?? []
    }

    /// The same routes; with `complete`, all of them, or nil when there are more than `limit` (the walk
    /// passes over no branch a URL of `route` can take, so a route missing from the list shares no URL).
    /// With `members`, only the routes it marks are found and counted, as in a table of those routes alone.
    func overlappingRoutes(of route: CompiledRoute, limit: Int, complete: Bool, among members: [Bool]? = nil) -> [Int]?
    {
        guard let root = trie.literalChild(of: Trie.root, route.bucket) else { return [] }
        var found: [Int] = []
        var stack = [(node: root, depth: 0)]
        // The walk stops early once `limit` routes are found; with `complete`, the limit then is passed.
        let stop = complete ? limit + 1 : limit
        // Loops rather than mapped arrays: the walk runs once per route of a large table.
        while found.count < stop, let (node, depth) = stack.popLast() {
            for tailed in trie.tails(at: node) where members?[tailed] ?? true { found.append(tailed) }
            if depth == route.count || (route.hasTail && depth > route.count) {
                for terminal in trie.terminals(at: node) where members?[terminal] ?? true { found.append(terminal) }
            }
            guard depth < route.count else {
                if route.hasTail {
                    for child in trie.literalChildren(of: node) { stack.append((child, depth + 1)) }
                    for child in trie.typedChildren(of: node) { stack.append((child, depth + 1)) }
                }
                continue
            }
            let set = route.positions[depth].set
            if let values = set.finiteValues {
                for value in values {
                    if let child = trie.literalChild(of: node, value) { stack.append((child, depth + 1)) }
                }
                for child in trie.typedChildren(of: node) where values.contains(where: trie.edges[child].contains) {
                    stack.append((child, depth + 1))
                }
            } else {
                for child in trie.literalChildren(of: node) where set.contains(trie.literal(of: child)) {
                    stack.append((child, depth + 1))
                }
                for child in trie.typedChildren(of: node) where trie.edges[child].intersection(set) != nil {
                    stack.append((child, depth + 1))
                }
            }
        }
        let compatible = found.filter { index in
            compiled[index].required.allSatisfy { item in
                guard let mine = route.requirement(item.key) else { return true }
                return item.set.intersection(mine.set) != nil
            } && Self.fragmentsMeet(compiled[index].fragment, route.fragment)
        }
        if complete && (!stack.isEmpty || compatible.count > limit) { return nil }
        // Most routes overlap only themselves or a fallback: a few routes are sorted, and repeats dropped, in place.
        var routes = Array(compatible.prefix(limit))
        routes.sort()
        var kept = 0
        for route in routes where kept == 0 || routes[kept - 1] != route {
            routes[kept] = route
            kept += 1
        }
        routes.removeLast(routes.count - kept)
        return routes
    }

    /// Whether some URL fragment satisfies both routes' fragment constraints (nil: none).
    private static func fragmentsMeet(_ first: CompiledPosition?, _ second: CompiledPosition?) -> Bool {
        guard let first, let second else { return true }
        return first.set.intersection(second.set) != nil
    }
}

extension ValueSet {
    /// Whether every value of this set is one of `other`. Where a mixed segment takes part, one value of
    /// each cell the two sets' automata divide this set into decides; a search out of budget says no.
    func isSubset(of other: ValueSet) -> Bool {
        if let values = finiteValues { return values.allSatisfy(other.contains) }
        if isMixed || other.isMixed {
            var budget = Self.emptinessBudget
            let found = CellSearch.representatives(
                region: automata, constraints: other.automata, foldsCase: false, budget: &budget)
            return found?.allSatisfy(other.contains) ?? false
        }
        switch (self, other) {
        case (_, .text), (.int, .string), (.double, .string), (.uuid, .string), (.string, .string): return true
        case (.int, .int), (.int, .double), (.double, .double), (.uuid, .uuid): return true
        default: return false
        }
    }
}

/// A URL of a route, written from chosen values: fixed positions (the host first for a custom or web
/// scheme), tail segments, query items and the fragment.
private struct WitnessURL {
    let route: CompiledRoute
    var values: [String]
    var tail: [String]
    var query: [(key: String, value: String)]
    var fragment: String?

    init(
        route: CompiledRoute, values: [String], tail: [String], query: [(key: String, value: String)],
        fragment: String?
    ) {
        self.route = route
        self.values = values
        self.tail = tail
        self.query = query
        self.fragment = fragment
    }

    /// The route's first URL: the first boundary value everywhere, its required query items, no tail.
    init(route: CompiledRoute, members: ExampleMembers? = nil) {
        let first = { (set: ValueSet) in VersionComparison.firstBoundaryValue(of: set, members: members) }
        self.init(
            route: route, values: route.positions.map { first($0.set) }, tail: [],
            query: route.required.map { ($0.key, first($0.set)) }, fragment: route.fragment.map { first($0.set) })
    }

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

    func with(fragment value: String) -> WitnessURL {
        var copy = self
        copy.fragment = value
        return copy
    }

    func adding(_ items: [(String, String)]) -> WitnessURL {
        var copy = self
        copy.query += items.map { (key: $0.0, value: $0.1) }
        return copy
    }

    var text: String {
        var result = route.scheme
        result += route.kind == .pseudo ? ":" : "://"
        var segments = 0
        for value in [values, tail].joined() {
            if segments > 0 { result += "/" }
            let spelled = segments == 0 && route.kind == .custom ? route.hostSpellings[value] ?? value : value
            result += PercentCoding.encodeURLComponent(spelled)
            segments += 1
        }
        if route.kind == .web && segments == 1 && !query.isEmpty { result += "/" }
        for (index, item) in query.enumerated() {
            result +=
                (index == 0 ? "?" : "&") + PercentCoding.encodeURLComponent(item.key) + "="
                + PercentCoding.encodeURLComponent(item.value)
        }
        if let fragment { result += "#" + PercentCoding.encodeURLComponent(fragment) }
        return result
    }
}
