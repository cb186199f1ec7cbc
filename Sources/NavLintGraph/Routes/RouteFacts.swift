import NavLintModel
import NavLintRoutes
import NavLintSupport

/// Everything the route rules and commands need to know about a spec's routes, computed once:
/// parsed patterns, the route table, each route's navigation path and the parameters it feeds.
public struct RouteFacts: Sendable {
    /// The parsed pattern of each route in `spec.routes`, or the error that stopped parsing.
    public let patterns: [Result<RoutePattern, RoutePatternError>]
    /// The routes whose patterns parse, indexed for resolution and analysis.
    public let table: RouteTable
    /// For each table entry, the index of its route in `spec.routes`.
    public let tableRoutes: [Int]
    /// For each route, its navigation path search; `nil` for `present` routes and unknown targets. For a
    /// route whose `via` has a wildcard, the search of its reported place (see ``places``).
    public let paths: [PathSearch?]
    /// For each route whose `via` has a wildcard (`Tabs.*`, `*`), every place it stands for with its search;
    /// empty for other routes.
    public let places: [[RoutePlace]]
    /// Duplicates, ambiguities, shadowed routes and overlaps among the table's routes, and an example URL per entry.
    public let analysis: RouteAnalysis
    /// The analysis's conflicts, without those between alternatives (routes whose `when` conditions differ): two
    /// alternatives are neither duplicates nor ambiguous, and a route is not shadowed when an alternative of it is
    /// among the routes that take its URLs.
    public let conflicts: [RouteConflict]
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
        conflicts = Self.conflicts(facts.analysis, spec: spec, tableRoutes: facts.tableRoutes)
        self.paths = paths.searches
        places = paths.places
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
    package struct PathFacts: Sendable {
        package var searches: [PathSearch?]
        var violations: [InputError]
        var places: [[RoutePlace]] = []

        init(searches: [PathSearch?], violations: [InputError], places: [[RoutePlace]] = []) {
            (self.searches, self.violations, self.places) = (searches, violations, places)
        }

        /// The searches found, with a violation when their paths are longer together than navlint follows.
        init(searches: [PathSearch?], places: [[RoutePlace]], in spec: Spec) {
            let hops = searches.reduce(0) { $0 + ($1?.length ?? 0) }
            guard hops > Budget.pathHops else {
                self.init(searches: searches, violations: [], places: places)
                return
            }
            let message =
                "the routes' navigation paths are \(hops) hops long together, more than the \(Budget.pathHops) "
                + "navlint follows; their parameters are not checked. Such paths come from very long push chains: "
                + "shorten them or split the spec"
            let violation = InputError(.schema, message, at: spec.routes.first?.location ?? spec.version.location)
            self.init(searches: searches, violations: [violation], places: places)
        }
    }

    /// What the routes' patterns alone tell: parsed patterns, the table and its analysis. Needs no graph,
    /// so it can be worked out while the graph is built.
    package struct TableFacts: Sendable {
        var patterns: [Result<RoutePattern, RoutePatternError>]
        var table: RouteTable
        var tableRoutes: [Int]
        var analysis: RouteAnalysis

        init(spec: Spec, includeOverlaps: Bool) {
            self.init(spec: spec, patterns: Self.parsePatterns(of: spec), includeOverlaps: includeOverlaps)
        }

        /// The parsed pattern of each route, or the error that stopped parsing; spread over the cores.
        package static func parsePatterns(of spec: Spec) -> [Result<RoutePattern, RoutePatternError>] {
            Parallel.mapChunked(count: spec.routes.count) { parsed(spec.routes[$0].pattern.value) }
        }

        private static func parsed(_ text: String) -> Result<RoutePattern, RoutePatternError> {
            Result { () throws(RoutePatternError) in try RoutePattern.parse(text) }
        }

        /// ``parsePatterns(of:)``, taking the parsed pattern of `earlier` (a version of the same spec) where
        /// its route at the same position has the same pattern text, so that both versions share it.
        package static func parsePatterns(
            of spec: Spec, reusing earlier: Spec, _ earlierPatterns: [Result<RoutePattern, RoutePatternError>]
        ) -> [Result<RoutePattern, RoutePatternError>] {
            Parallel.mapChunked(count: spec.routes.count) { index in
                let text = spec.routes[index].pattern.value
                if index < earlier.routes.count, earlier.routes[index].pattern.value == text {
                    return earlierPatterns[index]
                }
                return parsed(text)
            }
        }

        init(spec: Spec, patterns: [Result<RoutePattern, RoutePatternError>], includeOverlaps: Bool) {
            self.patterns = patterns
            (table, tableRoutes) = Self.table(of: spec, patterns: patterns)
            analysis = RouteAnalysis(table, includeOverlaps: includeOverlaps)
        }

        /// The table of the routes whose patterns parse, and the index in `spec.routes` of each entry.
        package static func table(
            of spec: Spec, patterns: [Result<RoutePattern, RoutePatternError>], reusing other: RouteTable? = nil
        ) -> (table: RouteTable, tableRoutes: [Int]) {
            var entries: [(id: String, pattern: RoutePattern)] = []
            var tableRoutes: [Int] = []
            for (index, parsed) in patterns.enumerated() {
                if case .success(let pattern) = parsed {
                    entries.append((spec.routes[index].id.value, pattern))
                    tableRoutes.append(index)
                }
            }
            return (other.map { RouteTable(entries, reusing: $0) } ?? RouteTable(entries), tableRoutes)
        }
    }

    /// Each route's navigation path search; routes with the same waypoints share one search.
    package static func paths(spec: Spec, graph: NavGraph) -> PathFacts {
        var treeOfKey: [[String]: Int] = [:]
        var (waypointLists, targetsOfTree): ([[Waypoint]?], [[Int]]) = ([], [])
        // The tree of the waypoints `key` names, which is to find the paths to `target` among others.
        func tree(of key: [String], toward target: Int) -> Int {
            let tree = treeOfKey[key] ?? waypointLists.count
            if tree == waypointLists.count {
                let waypoints = key.compactMap { graph.waypoint($0) }
                waypointLists.append(waypoints.count == key.count ? waypoints : nil)
                targetsOfTree.append([])
                treeOfKey[key] = tree
            }
            targetsOfTree[tree].append(target)
            return tree
        }
        // A route without a wildcard waypoint has one tree; one with wildcards, a tree per place.
        var expanded: [Int: (places: WaypointPlaces, trees: [Int])] = [:]
        let usesStar = spec.routes.contains { $0.via.contains { $0.value == "*" } }
        let (launch, pushing) =
            usesStar ? (WaypointPlaces.launchDepartures(in: graph), graph.stacksPushingEachModel()) : ([], [])
        let treeOfRoute = spec.routes.indices.map { index -> Int? in
            let route = spec.routes[index]
            guard route.present == nil, let target = graph.routeMap.targets[index] else { return nil }
            let key = route.via.map(\.value)
            guard key.contains(where: isWildcardWaypoint) else { return tree(of: key, toward: target) }
            let places = WaypointPlaces(of: key, target: target, launch: launch, pushing: pushing, in: graph)
            expanded[index] = (places, places.lists.map { tree(of: $0, toward: target) })
            return nil
        }
        let states = waypointLists.reduce(0) { $0 + spec.models.count * (($1?.count ?? 0) + 1) }
        guard states <= Budget.searchStates else {
            let message = searchBudgetMessage(lists: waypointLists.count, models: spec.models.count, states: states)
            return PathFacts(
                searches: [PathSearch?](repeating: nil, count: spec.routes.count),
                violations: [InputError(.schema, message, at: spec.routes.first?.location ?? spec.version.location)])
        }
        let trees = Parallel.map(Array(zip(waypointLists, targetsOfTree))) { waypoints, targets in
            waypoints.map { graph.shortestPaths(via: $0, to: targets) }
        }
        @Sendable func search(_ tree: Int, toTargetOf index: Int) -> PathSearch? {
            graph.routeMap.targets[index].flatMap { trees[tree]?.search(to: $0) }
        }
        var searches = Parallel.mapChunked(count: spec.routes.count) { index -> PathSearch? in
            treeOfRoute[index].flatMap { search($0, toTargetOf: index) }
        }
        var places = [[RoutePlace]](repeating: [], count: expanded.isEmpty ? 0 : spec.routes.count)
        for (index, expansion) in expanded {
            places[index] = zip(expansion.places.lists, expansion.trees).map { via, tree in
                RoutePlace(via: via, search: search(tree, toTargetOf: index))
            }
            searches[index] = RoutePlace.reported(places[index], of: expansion.places)?.search
        }
        return PathFacts(searches: searches, places: places, in: spec)
    }

    /// Why a spec's path searches are past the budget: `lists` different via lists over `models` models.
    private static func searchBudgetMessage(lists: Int, models: Int, states: Int) -> String {
        "the routes' \(lists) different via lists over \(models) models need navigation path searches of \(states) "
            + "states, more than the \(Budget.searchStates) navlint takes on; use fewer different via lists"
    }

    /// Whether a waypoint is a wildcard: `*` or `TabsId.*`.
    private static func isWildcardWaypoint(_ waypoint: String) -> Bool {
        waypoint.utf8.last == UInt8(ascii: "*") && (waypoint == "*" || waypoint.hasSuffix(".*"))
    }

    /// The places route `index`'s wildcard `via` stands for; empty for a route without a wildcard.
    public func places(ofRoute index: Int) -> [RoutePlace] { index < places.count ? places[index] : [] }

    /// The conflicts of an analysis that are not between alternatives.
    static func conflicts(_ analysis: RouteAnalysis, spec: Spec, tableRoutes: [Int]) -> [RouteConflict] {
        guard spec.routes.contains(where: \.mayHaveAlternatives) else { return analysis.conflicts }
        func alternatives(_ first: Int, _ second: Int) -> Bool {
            spec.routes[tableRoutes[first]].isAlternative(to: spec.routes[tableRoutes[second]])
        }
        return analysis.conflicts.filter { conflict in
            switch conflict {
            case .duplicate(let first, let second, _), .ambiguous(let first, let second, _):
                !alternatives(first, second)
            case .shadowed(let route, let winners, _): !winners.contains { alternatives(route, $0) }
            case .overlap: true
            }
        }
    }

    /// Whether the table entries that tie on a URL are alternatives of one another (every two `when` conditions
    /// differ): the app chooses among them at run time, and the declared first stands for them.
    public func areAlternatives(tied entries: [Int], in spec: Spec) -> Bool {
        Route.areAlternatives(entries.map { spec.routes[tableRoutes[$0]] })
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

/// One place a route's wildcard `via` stands for: the concrete `via` list and its navigation path search.
public struct RoutePlace: Sendable {
    /// The `via` with its wildcards replaced: `["MainTabs.home"]`, `["HomeStack"]`.
    public let via: [String]
    public let search: PathSearch?

    /// The place whose path a route reports: the expansion's `primary` when given, else the reachable
    /// place nearest the app's state after launch (the lowest rank), then with the shortest path (the first
    /// of equals), else the first place.
    static func reported(_ places: [RoutePlace], of expansion: WaypointPlaces) -> RoutePlace? {
        if let primary = expansion.primary, primary < places.count { return places[primary] }
        let reachable = places.indices.filter { places[$0].search?.isReachable == true }
        func order(_ index: Int) -> (Int, Int) {
            (index < expansion.ranks.count ? expansion.ranks[index] : 0, places[index].search?.length ?? 0)
        }
        return reachable.min { order($0) < order($1) }.map { places[$0] } ?? places.first
    }
}

extension PlaceholderType {
    /// Whether every value of this placeholder type is a valid value of `param`.
    public func fits(_ param: ParamType) -> Bool {
        switch (param, self) {
        case (.string, _): return true
        case (.int, .int), (.double, .int), (.double, .double), (.bool, .bool), (.uuid, .uuid): return true
        case (.bool, .oneOf(let values)), (.int, .oneOf(let values)), (.double, .oneOf(let values)):
            return values.allSatisfy(param.valueType.accepts)
        case (.oneOf(let allowed), .oneOf(let values)): return Set(values).isSubset(of: allowed)
        case (.oneOf(let allowed), .bool): return allowed.contains("true") && allowed.contains("false")
        default: return false
        }
    }
}
