import Foundation
import NavLintSupport

/// A typed parameter value taken from a URL.
public enum TypedValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUID)
    /// The values of a list placeholder (`{tags:[int]}`), in the order the URL gives them.
    indirect case list([TypedValue])

    public var description: String {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .uuid(let value): return value.uuidString.lowercased()
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// One placeholder's value in a matched URL.
public struct RouteArgument: Sendable, Hashable {
    public let name: String
    public let value: TypedValue

    public init(name: String, value: TypedValue) {
        self.name = name
        self.value = value
    }
}

/// What a URL resolves to.
public enum RouteResolution: Sendable, Hashable {
    /// One route wins. Arguments are in the order their placeholders are written; a `{rest*}` tail
    /// gives the remaining segments joined by `/` (empty when there are none); an optional query
    /// placeholder whose value is absent or not of its type is left out; a list gives every value of
    /// its key that fits its element type (none when the key is absent); ignored placeholders (`{_}`)
    /// give nothing.
    case matched(route: Int, arguments: [RouteArgument])
    /// Several routes match and none outranks the others: their indices, ascending.
    case tie([Int])
    /// No route matches.
    case noMatch
}

/// Deep-link routes indexed for resolution and analysis. Routes are identified by their index in
/// the list given to ``init(_:)``; declaration order never affects which route wins.
///
/// Matching: the scheme (and, for http/https, the host) selects a bucket; the positions (the host
/// first for other schemes, then the path segments) must each be accepted by the pattern's literal or
/// placeholder type; a `{rest*}` tail takes any number of further segments, none included; every
/// required query item must be present with a value of its type (a string may be empty); a route with
/// a fragment needs a URL fragment of its type. Optional query items and lists never decide whether a
/// route matches; their value is used when it fits the type and ignored otherwise.
///
/// Precedence among the matching routes: each position ranks literal 0, enum and bool 1, int and
/// uuid 2, double 3, string 4, and a tail 5 at the position where it starts; a segment mixing literal
/// text with placeholders ranks just before a bare placeholder of its loosest type, longer text first.
/// The lexicographically smaller rank vector wins, and a vector that is a prefix of another is the
/// smaller one, so `/a/b` beats `/a/b/{rest*}` for `/a/b`. With equal vectors, a route whose required
/// query keys are a strict superset of the other's wins; with the same keys, the query ranks in key
/// order decide the same way, and then a route that constrains the fragment. Otherwise the routes tie.
/// Resolution walks a segment trie per bucket, so it only visits
/// branches the URL can match.
public struct RouteTable: Sendable {
    /// A route as given to the table.
    public struct Entry: Sendable, Hashable {
        public let id: String
        public let pattern: RoutePattern
    }

    public let entries: [Entry]
    let compiled: [CompiledRoute]
    /// The segment tries of all the buckets.
    let trie: Trie

    public init(_ routes: [(id: String, pattern: RoutePattern)]) {
        let compiled = Parallel.mapChunked(count: routes.count) { CompiledRoute(routes[$0].pattern) }
        self.init(entries: routes.map { Entry(id: $0.id, pattern: $0.pattern) }, compiled: compiled)
    }

    /// The table of `routes`, taking the compiled form of each pattern that `other` holds as the same object
    /// (a pattern both versions of a spec share) from `other` rather than compiling it again.
    package init(_ routes: [(id: String, pattern: RoutePattern)], reusing other: RouteTable) {
        let entries = routes.map { Entry(id: $0.id, pattern: $0.pattern) }
        // The same patterns in the same order (most changes keep every route): the trie is the same too.
        if routes.count == other.count
            && routes.indices.allSatisfy({ routes[$0].pattern === other.entries[$0].pattern })
        {
            self.init(entries: entries, compiled: other.compiled, trie: other.trie)
            return
        }
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(other.count)
        for (index, entry) in other.entries.enumerated() { positions[ObjectIdentifier(entry.pattern)] = index }
        let compiledOf = positions
        let compiled = Parallel.mapChunked(count: routes.count) { index in
            compiledOf[ObjectIdentifier(routes[index].pattern)].map { other.compiled[$0] }
                ?? CompiledRoute(routes[index].pattern)
        }
        self.init(entries: entries, compiled: compiled)
    }

    private init(entries: [Entry], compiled: [CompiledRoute]) {
        var trie = Trie(routes: compiled.count, capacity: compiled.reduce(0) { $0 + $1.count })
        for (index, route) in compiled.enumerated() {
            var node = trie.child(of: Trie.root, accepting: .literal(route.bucket))
            for position in route.positions.indices {
                node = trie.child(of: node, accepting: route.positions[position].set)
            }
            trie.addRoute(index, at: node, hasTail: route.hasTail)
        }
        self.init(entries: entries, compiled: compiled, trie: trie)
    }

    private init(entries: [Entry], compiled: [CompiledRoute], trie: Trie) {
        self.entries = entries
        self.compiled = compiled
        self.trie = trie
    }

    public var count: Int { entries.count }

    /// Whether no two routes end at the same node of the trie: then no two routes have the same pattern (a
    /// pattern's text compiles to one path of the trie).
    package var routesEndApart: Bool { trie.sharedNodes.isEmpty }

    /// Parses the URL and resolves it.
    public func resolve(_ text: String) throws(RouteSyntaxError) -> RouteResolution {
        resolve(try RouteURL(text))
    }

    /// The winning route and its typed arguments, the tied best routes, or no match.
    public func resolve(_ url: RouteURL) -> RouteResolution {
        let (bucket, positions) = url.matchKey
        let matches = matchingRoutes(bucket: bucket, positions: positions, url: url)
        let best = bestRoutes(matches)
        switch best.count {
        case 0: return .noMatch
        case 1: return .matched(route: best[0], arguments: arguments(of: best[0], positions: positions, url: url))
        default: return .tie(best)
        }
    }

    /// The typed arguments a route that matches the URL takes from it (as ``resolve(_:)`` gives the winner's),
    /// such as each of several routes that tie on it.
    public func arguments(of route: Int, for url: RouteURL) -> [RouteArgument] {
        arguments(of: route, positions: url.matchKey.positions, url: url)
    }

    /// Every route that matches the URL, whether or not it wins, ascending.
    public func candidates(for url: RouteURL) -> [Int] {
        let (bucket, positions) = url.matchKey
        return matchingRoutes(bucket: bucket, positions: positions, url: url)
    }

    /// Indices of every route matching the URL, ascending.
    func matchingRoutes(bucket: String, positions: [String], url: RouteURL) -> [Int] {
        guard let root = trie.literalChild(of: Trie.root, bucket) else { return [] }
        var found: [Int] = []
        var stack: [(node: Int, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            found.append(contentsOf: trie.tails(at: node))
            if depth == positions.count {
                found.append(contentsOf: trie.terminals(at: node))
                continue
            }
            let value = positions[depth]
            if let child = trie.literalChild(of: node, value) { stack.append((child, depth + 1)) }
            for child in trie.typedChildren(of: node) where trie.edges[child].contains(value) {
                stack.append((child, depth + 1))
            }
        }
        if found.count > 1 { found.sort() }
        let query = found.contains { !compiled[$0].required.isEmpty } ? url.queryDictionary : [:]
        return found.filter { route in
            (compiled[route].required.isEmpty || compiled[route].matchesQuery(query))
                && compiled[route].matchesFragment(url.fragment)
        }
    }

    /// The routes no other match outranks, ascending. Precedence is a strict partial order, so a
    /// single survivor outranks every other match.
    func bestRoutes(_ matches: [Int]) -> [Int] {
        guard matches.count > 1 else { return matches }
        var best: [Int] = []
        for candidate in matches {
            guard let incumbent = best.first else {
                best = [candidate]
                continue
            }
            switch Self.comparePaths(compiled[candidate], compiled[incumbent]) {
            case ..<0: best = [candidate]
            case 0: best.append(candidate)
            default: break
            }
        }
        return best.filter { route in
            !best.contains { other in
                other != route && PrecedenceComparison(compiled[other], compiled[route]).winner == .first
            }
        }
    }

    /// Compares rank vectors only: negative when the first is lexicographically smaller.
    static func comparePaths(_ first: CompiledRoute, _ second: CompiledRoute) -> Int {
        for index in 0..<min(first.rankLength, second.rankLength) {
            let a = first.rank(at: index)
            let b = second.rank(at: index)
            if a != b { return a < b ? -1 : 1 }
        }
        return first.rankLength - second.rankLength
    }

    func arguments(of routeIndex: Int, positions: [String], url: RouteURL) -> [RouteArgument] {
        let route = compiled[routeIndex]
        var located: [(offset: Int, argument: RouteArgument)] = []
        func add(_ placeholder: RoutePlaceholder, _ value: TypedValue) {
            if !placeholder.isIgnored {
                located.append((placeholder.offset, RouteArgument(name: placeholder.name, value: value)))
            }
        }
        for (index, position) in route.positions.enumerated() {
            let spellings = index == 0 ? route.hostSpellings : [:]
            for (placeholder, value) in position.values(of: positions[index], spellings: spellings) {
                add(placeholder, value)
            }
        }
        if let tail = route.tail { add(tail, .string(positions[route.count...].joined(separator: "/"))) }
        let query = url.queryDictionary
        for item in route.required + route.optional {
            if item.isList, let placeholder = item.position.placeholder {
                let values = url.queryValues(item.key).filter(item.set.contains)
                add(placeholder, .list(values.map { Self.typedValue($0, type: placeholder.type, spellings: [:]) }))
                continue
            }
            guard let raw = query[item.key], item.set.contains(raw) else { continue }
            for (placeholder, value) in item.position.values(of: raw, spellings: [:]) { add(placeholder, value) }
        }
        if let fragment = route.fragment, let raw = url.fragment {
            for (placeholder, value) in fragment.values(of: raw, spellings: [:]) { add(placeholder, value) }
        }
        return located.sorted { $0.offset < $1.offset }.map(\.argument)
    }

    /// The typed value of text already known to be of the type. An int or double too large for Swift's
    /// types keeps its text.
    public static func typedValue(_ text: String, type: PlaceholderType, spellings: [String: String]) -> TypedValue {
        switch type {
        case .string: return .string(text)
        case .int: return Int(text).map(TypedValue.int) ?? .string(text)
        case .double: return Double(text).flatMap { $0.isFinite ? TypedValue.double($0) : nil } ?? .string(text)
        case .bool: return .bool(text == "true")
        case .uuid: return UUID(uuidString: text).map(TypedValue.uuid) ?? .string(text)
        case .oneOf: return .string(spellings[text] ?? text)
        }
    }
}
