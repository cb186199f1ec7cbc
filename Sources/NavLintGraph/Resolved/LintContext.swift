import NavLintModel
import NavLintRoutes
import NavLintSupport

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
    /// - Parameter usage: what `spec` uses of the optional keys, when it is known already (see
    ///   ``NavGraph/init(spec:usage:)``).
    public init(spec: Spec, includeRouteOverlaps: Bool = true, usage: SpecUsage? = nil) {
        // The patterns first, on every core; then the route table and its analysis (which need only the
        // patterns) in the background, while this thread resolves the graph, the routes' paths and what
        // their placeholders feed (on every core, the table's too once it is done).
        let patterns = RouteFacts.TableFacts.parsePatterns(of: spec)
        let (resolved, table) = Parallel.beside(
            { Resolution(spec: spec, usage: usage, patterns: patterns) },
            background: {
                RouteFacts.TableFacts(spec: spec, patterns: patterns, includeOverlaps: includeRouteOverlaps)
            })
        graph = resolved.graph
        // The graph's spec, with action tabs' edges on their tabs models, which hop indices count in.
        self.spec = graph.spec
        routes = RouteFacts(table: table, paths: resolved.paths, spec: graph.spec)
        params = resolved.params
        feeds = resolved.feeds
        feedsByPlace = resolved.feedsByPlace
    }

    /// The graph side of a context: the graph, the routes' paths and what their placeholders feed.
    private struct Resolution {
        let graph: NavGraph
        let paths: RouteFacts.PathFacts
        let params: ParameterFeed.ParamTable
        let feeds: [ParameterFeed?]
        let feedsByPlace: [Int: [(place: RoutePlace, feed: ParameterFeed)]]

        init(spec: Spec, usage: SpecUsage?, patterns: [Result<RoutePattern, RoutePatternError>]) {
            graph = NavGraph(spec: spec, usage: usage)
            paths = RouteFacts.paths(spec: spec, graph: graph)
            params = ParameterFeed.ParamTable(spec)
            guard paths.violations.isEmpty else {
                feeds = []
                feedsByPlace = [:]
                return
            }
            let resolved = graph.spec
            let constants: ConstantFeeds? = graph.usage.constantBinds ? ConstantFeeds(graph: graph) : nil
            feeds = ParameterFeed.feeds(
                spec: resolved, graph: graph, table: params, patterns: patterns, paths: paths.searches,
                constants: constants)
            feedsByPlace = LintContext.placeFeeds(
                spec: spec, graph: graph, table: params, patterns: patterns, places: paths.places,
                constants: constants)
        }
    }

    fileprivate static func placeFeeds(
        spec: Spec, graph: NavGraph, table: ParameterFeed.ParamTable,
        patterns: [Result<RoutePattern, RoutePatternError>], places: [[RoutePlace]], constants: ConstantFeeds?
    ) -> [Int: [(place: RoutePlace, feed: ParameterFeed)]] {
        var result: [Int: [(place: RoutePlace, feed: ParameterFeed)]] = [:]
        for (index, routePlaces) in places.enumerated() where !routePlaces.isEmpty {
            guard case .success(let pattern) = patterns[index] else { continue }
            let onTop = spec.routes[index].via.contains { $0.value == "*" }
            result[index] = routePlaces.compactMap { place in
                ParameterFeed.feed(
                    ofRoute: index, pattern: pattern, path: place.search, spec: spec, graph: graph,
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

    /// The type of the parameter a slot of a feed is about, read without copying the parameter.
    package func paramType(of slot: ParameterFeed.Slot) -> ParamType { params.type(of: slot) }

    /// Whether the parameter a slot of a feed is about is optional, read without copying the parameter.
    package func isParamOptional(_ slot: ParameterFeed.Slot) -> Bool { params.isOptional(slot) }

    /// The route of a route table entry.
    public func route(ofTableEntry entry: Int) -> Route { routes.route(ofTableEntry: entry, in: spec) }

    /// The navigation path of a route as a readable chain (`App ▸ [home] HomeStack ▸ Home ▸ push Detail`), for
    /// findings that a path explains; nil when the route has none.
    public func pathDescription(ofRoute index: Int) -> String? {
        routes.paths[index]?.path.map(graph.describe)
    }
}
