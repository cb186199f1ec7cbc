import NavLintRoutes

/// Everything the route rules and commands need to know about a spec's routes, computed once:
/// parsed patterns, the route table, each route's navigation path and the parameters it feeds.
public struct RouteFacts: Sendable {
    /// The parsed pattern of each route in `spec.routes`, or the error that stopped parsing.
    public let patterns: [Result<RoutePattern, RoutePatternError>]
    /// The routes whose patterns parse, indexed for resolution and analysis.
    public let table: RouteTable
    /// For each table entry, the index of its route in `spec.routes`.
    public let tableRoutes: [Int]
    /// For each route, its navigation path search; `nil` for `present` routes and unknown targets.
    public let paths: [PathSearch?]
    /// Duplicates, ambiguities, shadowed routes and overlaps among the table's routes, and an example URL per entry.
    public let analysis: RouteAnalysis
    /// Work navlint refused or cut short because the spec asked for too much of it (see ``Budget``): the
    /// findings that depend on it may be missing, so a check that meets one cannot pass.
    public let limitViolations: [InputError]

    /// How much work the route facts may take, so that a hostile spec ends in bounded time and memory.
    /// Real specs stay orders of magnitude below.
    public enum Budget {
        /// Models times search stages (one plus the number of waypoints), summed over the distinct
        /// `via` lists of the routes: the size of all navigation path searches together.
        public static let searchStates = 40_000_000
        /// Hops of all the routes' navigation paths together: what the parameter rules walk.
        public static let pathHops = 10_000_000
    }

    /// - Parameter includeOverlaps: find witnesses for overlaps that precedence decides (`route-overlap`).
    public init(spec: Spec, graph: NavGraph, includeOverlaps: Bool = true) {
        self.init(
            table: TableFacts(spec: spec, includeOverlaps: includeOverlaps),
            paths: Self.paths(spec: spec, graph: graph), spec: spec)
    }

    init(table facts: TableFacts, paths: PathFacts, spec: Spec) {
        patterns = facts.patterns
        table = facts.table
        tableRoutes = facts.tableRoutes
        analysis = facts.analysis
        self.paths = paths.searches
        var violations = paths.violations
        if !facts.analysis.isComplete {
            violations.append(
                InputError(
                    .schema,
                    "the routes overlap one another too much for navlint to finish their analysis (more than "
                        + "\(RouteAnalysis.maximumOverlappingPairs) overlapping pairs or \(RouteAnalysis.searchBudget) "
                        + "checks); ambiguous or shadowed routes may be unreported. Make the patterns more specific "
                        + "(literals, typed placeholders) so that fewer routes share URLs",
                    at: spec.routes.first?.pattern.location ?? spec.version.location))
        }
        limitViolations = violations
    }

    /// The navigation path searches of the routes, and any budget they exceeded.
    struct PathFacts: Sendable {
        var searches: [PathSearch?]
        var violations: [InputError]
    }

    /// What the routes' patterns alone tell: parsed patterns, the table and its analysis. Needs no graph,
    /// so it can be worked out while the graph is built.
    struct TableFacts: Sendable {
        var patterns: [Result<RoutePattern, RoutePatternError>]
        var table: RouteTable
        var tableRoutes: [Int]
        var analysis: RouteAnalysis

        init(spec: Spec, includeOverlaps: Bool) {
            self.init(spec: spec, patterns: Self.parsePatterns(of: spec), includeOverlaps: includeOverlaps)
        }

        /// The parsed pattern of each route, or the error that stopped parsing; spread over the cores.
        static func parsePatterns(of spec: Spec) -> [Result<RoutePattern, RoutePatternError>] {
            Parallel.mapChunked(count: spec.routes.count) { index in
                Result { () throws(RoutePatternError) in try RoutePattern.parse(spec.routes[index].pattern.value) }
            }
        }

        init(spec: Spec, patterns: [Result<RoutePattern, RoutePatternError>], includeOverlaps: Bool) {
            self.patterns = patterns
            (table, tableRoutes) = Self.table(of: spec, patterns: patterns)
            analysis = RouteAnalysis(table, includeOverlaps: includeOverlaps)
        }

        /// The table of the routes whose patterns parse, and the index in `spec.routes` of each entry.
        static func table(
            of spec: Spec, patterns: [Result<RoutePattern, RoutePatternError>]
        ) -> (table: RouteTable, tableRoutes: [Int]) {
            var entries: [(id: String, pattern: RoutePattern)] = []
            var tableRoutes: [Int] = []
            for (index, parsed) in patterns.enumerated() {
                if case .success(let pattern) = parsed {
                    entries.append((spec.routes[index].id.value, pattern))
                    tableRoutes.append(index)
                }
            }
            return (RouteTable(entries), tableRoutes)
        }
    }

    /// Each route's navigation path search; routes with the same waypoints share one search.
    static func paths(spec: Spec, graph: NavGraph) -> PathFacts {
        var treeOfKey: [[String]: Int] = [:]
        var waypointLists: [[Waypoint]?] = []
        let treeOfRoute = spec.routes.map { route -> Int? in
            guard route.present == nil, graph.modelIndex[route.target.value] != nil else { return nil }
            let key = route.via.map(\.value)
            if let tree = treeOfKey[key] { return tree }
            let waypoints = key.compactMap { graph.waypoint($0) }
            waypointLists.append(waypoints.count == key.count ? waypoints : nil)
            treeOfKey[key] = waypointLists.count - 1
            return waypointLists.count - 1
        }
        let states = waypointLists.reduce(0) { $0 + spec.models.count * (($1?.count ?? 0) + 1) }
        guard states <= Budget.searchStates else {
            let message =
                "the routes' \(waypointLists.count) different via lists over \(spec.models.count) models need "
                + "navigation path searches of \(states) states, more than the \(Budget.searchStates) navlint takes "
                + "on; use fewer different via lists"
            return PathFacts(
                searches: [PathSearch?](repeating: nil, count: spec.routes.count),
                violations: [InputError(.schema, message, at: spec.routes.first?.location ?? spec.version.location)])
        }
        let trees = Parallel.map(waypointLists) { waypoints in waypoints.map { graph.shortestPaths(via: $0) } }
        let searches = Parallel.mapChunked(count: spec.routes.count) { index -> PathSearch? in
            guard let tree = treeOfRoute[index], let target = graph.modelIndex[spec.routes[index].target.value] else {
                return nil
            }
            return trees[tree]?.search(to: target)
        }
        let hops = searches.reduce(0) { $0 + ($1?.length ?? 0) }
        guard hops <= Budget.pathHops else {
            let message =
                "the routes' navigation paths are \(hops) hops long together, more than the \(Budget.pathHops) "
                + "navlint follows; their parameters are not checked. Such paths come from very long push chains: "
                + "shorten them or split the spec"
            return PathFacts(
                searches: searches,
                violations: [InputError(.schema, message, at: spec.routes.first?.location ?? spec.version.location)])
        }
        return PathFacts(searches: searches, violations: [])
    }

    /// The index in `spec.routes` of a table entry.
    public func routeIndex(ofTableEntry entry: Int) -> Int { tableRoutes[entry] }

    /// The route of a table entry, from the spec these facts were worked out for.
    public func route(ofTableEntry entry: Int, in spec: Spec) -> Route { spec.routes[tableRoutes[entry]] }

    /// The location of a character of a route's pattern, `offset` Unicode scalars into its text.
    public static func location(in route: Route, offset: Int) -> SourceLocation {
        let pattern = route.pattern.location
        if let columns = route.patternColumns, !columns.isEmpty {
            return SourceLocation(line: pattern.line, column: columns[min(offset, columns.count - 1)])
        }
        return SourceLocation(line: pattern.line, column: pattern.column + 1 + offset)
    }
}

extension PlaceholderType {
    /// Whether every value of this placeholder type is a valid value of `param`.
    public func fits(_ param: ParamType) -> Bool {
        switch (param, self) {
        case (.string, _): return true
        case (.int, .int), (.double, .int), (.double, .double), (.bool, .bool), (.uuid, .uuid): return true
        case (.bool, .oneOf(let values)): return values.allSatisfy { $0 == "true" || $0 == "false" }
        case (.int, .oneOf(let values)): return values.allSatisfy { Int($0) != nil }
        case (.double, .oneOf(let values)):
            return values.allSatisfy { Double($0)?.isFinite == true && !$0.contains("e") && !$0.contains("E") }
        case (.oneOf(let allowed), .oneOf(let values)): return Set(values).isSubset(of: allowed)
        case (.oneOf(let allowed), .bool): return allowed.contains("true") && allowed.contains("false")
        default: return false
        }
    }
}
