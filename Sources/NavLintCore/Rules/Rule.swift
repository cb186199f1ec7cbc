import NavLintRoutes

/// What a rule sees: the spec as written, the graph resolved from it, and the facts about its routes.
public struct LintContext: Sendable {
    public let spec: Spec
    public let graph: NavGraph
    public let routes: RouteFacts
    /// How each route's placeholders feed the params on its path (see ``parameterFeed(ofRoute:)``).
    let feeds: [ParameterFeed?]
    /// The params of every model, in one list (see ``param(of:)``).
    let params: ParameterFeed.ParamTable

    /// - Parameter includeRouteOverlaps: also look for overlaps that precedence decides (`route-overlap`, off by default).
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
        feeds = paths.violations.isEmpty
            ? Self.parameterFeeds(spec: spec, graph: graph, table: params, patterns: patterns, paths: paths.searches) : []
    }
}

/// One check. Each rule lives in a file of its own and carries its id, default severity, description
/// and examples; a generic test runs every rule's examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Every finding of this rule in the spec, in any order.
    func check(_ context: LintContext) -> [Finding]
}

extension Rule {
    /// A finding of this rule.
    public func finding(_ message: String, at location: SourceLocation, ids: [String]) -> Finding {
        Finding(rule: Self.description.id, message: message, location: location, ids: ids)
    }
}

extension Model {
    /// `screen "Home"`, `stack "HomeStack"`: how messages name a model.
    public var displayName: String { "\(kind.rawValue) \(id.value)" }
}
