import NavLintRoutes

/// The resolved spec every later step reads: the spec as written, the graph resolved from it, the facts
/// about its routes and what each route's placeholders feed. Built once per spec; the rules, inline
/// silencing and the diagram builder only read it.
public struct LintContext: Sendable {
    public let spec: Spec
    public let graph: NavGraph
    public let routes: RouteFacts
    /// How each route's placeholders feed the params on its path (see ``parameterFeed(ofRoute:)``).
    let feeds: [ParameterFeed?]
    /// The params of every model, in one list (see ``param(of:)``).
    let params: ParameterFeed.ParamTable
    /// For each route with a wildcard `via`, the feed along each place it stands for (see ``placeFeeds(ofRoute:)``).
    let feedsByPlace: [Int: [(place: RoutePlace, feed: ParameterFeed)]]

    /// - Parameter includeRouteOverlaps: also look for overlaps that precedence decides (`route-overlap`,
    ///   off by default).
    public init(spec: Spec, includeRouteOverlaps: Bool = true) {
        // The patterns first, on every core; then the graph and the routes' paths beside the route table
        // and its analysis (which need only the patterns); then what the placeholders feed, on every core.
        let patterns = RouteFacts.TableFacts.parsePatterns(of: spec)
        let ((graph, paths), table) = Parallel.both(
            {
                let graph = NavGraph(spec: spec)
                return (graph, RouteFacts.paths(spec: spec, graph: graph))
            },
            { RouteFacts.TableFacts(spec: spec, patterns: patterns, includeOverlaps: includeRouteOverlaps) })
        self.graph = graph
        // The graph's spec, with action tabs' edges on their tabs models, which hop indices count in.
        let resolved = graph.spec
        self.spec = resolved
        routes = RouteFacts(table: table, paths: paths, spec: resolved)
        params = ParameterFeed.ParamTable(spec)
        guard paths.violations.isEmpty else {
            feeds = []
            feedsByPlace = [:]
            return
        }
        let constants: ConstantFeeds? = resolved.usage.constantBinds ? ConstantFeeds(graph: graph) : nil
        feeds = ParameterFeed.feeds(
            spec: resolved, graph: graph, table: params, patterns: patterns, paths: paths.searches,
            constants: constants)
        feedsByPlace = Self.placeFeeds(
            spec: spec, graph: graph, table: params, patterns: patterns, places: paths.places, constants: constants)
    }

    private static func placeFeeds(
        spec: Spec, graph: NavGraph, table: ParameterFeed.ParamTable,
        patterns: [Result<RoutePattern, RoutePatternError>], places: [[RoutePlace]], constants: ConstantFeeds?
    ) -> [Int: [(place: RoutePlace, feed: ParameterFeed)]] {
        var result: [Int: [(place: RoutePlace, feed: ParameterFeed)]] = [:]
        for (index, routePlaces) in places.enumerated() where !routePlaces.isEmpty {
            guard case .success(let pattern) = patterns[index] else { continue }
            let onTop = spec.routes[index].via.contains { $0.value == "*" }
            result[index] = routePlaces.compactMap { place in
                ParameterFeed.feed(
                    of: spec.routes[index], pattern: pattern, path: place.search, spec: spec, graph: graph,
                    table: table,
                    constants: constants, onTop: onTop
                ).map { (place, $0) }
            }
        }
        return result
    }

    /// For a route whose `via` has a wildcard, the feed along each place it stands for that a path reaches;
    /// empty for other routes.
    public func placeFeeds(ofRoute index: Int) -> [(place: RoutePlace, feed: ParameterFeed)] {
        feedsByPlace[index] ?? []
    }

    /// How route `index`'s placeholders feed the params of the models its link shows: those on its
    /// navigation path (or its target, for `present` routes) and, for a container target, what the
    /// container shows at start. `nil` when the pattern is invalid or the route has no path.
    public func parameterFeed(ofRoute index: Int) -> ParameterFeed? { index < feeds.count ? feeds[index] : nil }

    /// The parameter a slot of a feed is about (`spec.models[slot.model].params[slot.param]`), read from
    /// the context's flat table of params.
    public func param(of slot: ParameterFeed.Slot) -> Param { params.param(of: slot) }

    /// The route of a route table entry.
    public func route(ofTableEntry entry: Int) -> Route { routes.route(ofTableEntry: entry, in: spec) }

    /// The navigation path of a route as a readable chain (`App ▸ [home] HomeStack ▸ Home ▸ push Detail`), for
    /// findings that a path explains; nil when the route has none.
    public func pathDescription(ofRoute index: Int) -> String? {
        routes.paths[index]?.path.map(graph.describe)
    }
}
