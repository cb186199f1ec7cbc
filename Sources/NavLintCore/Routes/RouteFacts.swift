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

    /// - Parameter includeOverlaps: find witnesses for overlaps that precedence decides (`route-overlap`).
    public init(spec: Spec, graph: NavGraph, includeOverlaps: Bool = true) {
        self.init(table: TableFacts(spec: spec, includeOverlaps: includeOverlaps), paths: Self.paths(spec: spec, graph: graph))
    }

    init(table facts: TableFacts, paths: [PathSearch?]) {
        patterns = facts.patterns
        table = facts.table
        tableRoutes = facts.tableRoutes
        analysis = facts.analysis
        self.paths = paths
    }

    /// What the routes' patterns alone tell: parsed patterns, the table and its analysis. Needs no graph,
    /// so it can be worked out while the graph is built.
    struct TableFacts: Sendable {
        var patterns: [Result<RoutePattern, RoutePatternError>]
        var table: RouteTable
        var tableRoutes: [Int]
        var analysis: RouteAnalysis

        init(spec: Spec, includeOverlaps: Bool) {
            patterns = spec.routes.map { route in Result { () throws(RoutePatternError) in try RoutePattern.parse(route.pattern.value) } }
            var entries: [(id: String, pattern: RoutePattern)] = []
            var tableRoutes: [Int] = []
            for (index, parsed) in patterns.enumerated() {
                if case .success(let pattern) = parsed {
                    entries.append((spec.routes[index].id.value, pattern))
                    tableRoutes.append(index)
                }
            }
            table = RouteTable(entries)
            self.tableRoutes = tableRoutes
            analysis = RouteAnalysis(table, includeOverlaps: includeOverlaps)
        }
    }

    /// Each route's navigation path search; routes with the same waypoints share one search.
    static func paths(spec: Spec, graph: NavGraph) -> [PathSearch?] {
        var trees: [[String]: PathTree?] = [:]
        return spec.routes.map { route -> PathSearch? in
            guard route.present == nil, let target = graph.modelIndex[route.target.value] else { return nil }
            let key = route.via.map(\.value)
            if trees[key] == nil {
                let waypoints = key.compactMap { graph.waypoint($0) }
                trees[key] = .some(waypoints.count == key.count ? graph.shortestPaths(via: waypoints) : nil)
            }
            return trees[key]!.map { $0.search(to: target) }
        }
    }

    /// The index in `spec.routes` of a table entry.
    public func routeIndex(ofTableEntry entry: Int) -> Int { tableRoutes[entry] }

    /// The location of a character of a route's pattern, `offset` Unicode scalars into its text.
    public static func location(in pattern: Located<String>, offset: Int) -> SourceLocation {
        SourceLocation(line: pattern.location.line, column: pattern.location.column + 1 + offset)
    }
}

/// How a route's placeholders feed the parameters of the models its link shows.
public struct ParameterFeed: Sendable {
    /// A parameter of a model on the path and the placeholder that fills it, if any.
    public struct Slot: Sendable {
        public var model: Int
        public var param: Param
        /// The placeholder name the parameter takes (its own name, or the one `bind` gives).
        public var placeholderName: String
        public var placeholder: RoutePlaceholder?
    }

    public var slots: [Slot]
    /// Placeholders that fill no parameter on the path.
    public var unused: [RoutePlaceholder]

    /// The feed of `route` along `models` (its navigation path, or just the target for `present` routes).
    public init(route: Route, pattern: RoutePattern, models: [Int], spec: Spec) {
        let placeholders = pattern.placeholders
        var used = [Bool](repeating: false, count: placeholders.count)
        slots = []
        for (position, model) in models.enumerated() where !models[..<position].contains(model) {
            let modelID = spec.models[model].id.value
            for param in spec.models[model].params {
                var name = param.name.value
                if !route.bind.isEmpty, let binding = route.bind.first(where: { $0.parameter.value == "\(modelID).\(name)" }) {
                    name = binding.placeholder.value
                }
                let found = placeholders.firstIndex { $0.name == name }
                if let found { used[found] = true }
                slots.append(Slot(model: model, param: param, placeholderName: name, placeholder: found.map { placeholders[$0] }))
            }
        }
        unused = zip(placeholders, used).filter { !$0.1 }.map(\.0)
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
        case (.double, .oneOf(let values)): return values.allSatisfy { Double($0)?.isFinite == true && !$0.contains("e") && !$0.contains("E") }
        case (.oneOf(let allowed), .oneOf(let values)): return Set(values).isSubset(of: allowed)
        case (.oneOf(let allowed), .bool): return allowed.contains("true") && allowed.contains("false")
        default: return false
        }
    }
}
