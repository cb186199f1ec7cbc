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

    /// - Parameter includeRouteOverlaps: also look for overlaps that precedence decides (`route-overlap`,
    ///   off by default).
    public init(spec: Spec, includeRouteOverlaps: Bool = true) {
        self.spec = spec
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
        routes = RouteFacts(table: table, paths: paths, spec: spec)
        params = ParameterFeed.ParamTable(spec)
        feeds =
            paths.violations.isEmpty
            ? ParameterFeed.feeds(spec: spec, graph: graph, table: params, patterns: patterns, paths: paths.searches)
            : []
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
