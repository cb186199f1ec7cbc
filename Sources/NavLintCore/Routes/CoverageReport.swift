import NavLintRoutes

/// What a list of URLs exercises of a spec's routes: the answer to `navlint coverage`.
public struct CoverageReport: Sendable {
    public struct RouteHits: Sendable, Equatable {
        public var id: String
        public var hits: Int
    }

    /// A line of the URL list that is not a URL navlint can read.
    public struct InvalidLine: Sendable, Equatable {
        public var line: Int
        public var text: String
        public var message: String
    }

    /// Every route in spec order with the number of listed URLs it wins.
    public var routes: [RouteHits]
    /// URLs no route matches, in list order.
    public var unmatched: [String]
    /// URLs on which routes tie, with the tied route ids.
    public var ambiguous: [(url: String, routes: [String])]
    public var invalid: [InvalidLine]
    /// Screens some route targets, and screens none does, each sorted.
    public var routedScreens: [String]
    public var unroutedScreens: [String]

    /// The share of routes hit at least once, from 0 to 1 (1 when the spec has no routes).
    public var routeCoverage: Double {
        routes.isEmpty ? 1 : Double(routes.count { $0.hits > 0 }) / Double(routes.count)
    }

    /// The URLs checked: every list line that is neither blank nor a `#` comment.
    public var urlCount: Int

    /// Resolves every URL of `list` (one per line; blank lines and `#` comments skipped).
    public init(resolver: LinkResolver, list: String) {
        let spec = resolver.context.spec
        var hits = [Int](repeating: 0, count: spec.routes.count)
        unmatched = []
        ambiguous = []
        invalid = []
        urlCount = 0
        for (number, rawLine) in list.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            urlCount += 1
            let answer = resolver.resolve(String(line))
            switch answer.outcome {
            case .matched(let route, _): hits[route] += 1
            case .ambiguous(let routes): ambiguous.append((String(line), routes.map { spec.routes[$0].id.value }))
            case .noMatch: unmatched.append(String(line))
            case .invalid(let message): invalid.append(InvalidLine(line: number + 1, text: String(line), message: message))
            }
        }
        routes = zip(spec.routes, hits).map { RouteHits(id: $0.id.value, hits: $1) }
        let targets = Set(spec.routes.map(\.target.value))
        let screens = spec.models.filter { $0.kind == .screen }.map(\.id.value)
        routedScreens = screens.filter { targets.contains($0) }.sorted()
        unroutedScreens = screens.filter { !targets.contains($0) }.sorted()
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
