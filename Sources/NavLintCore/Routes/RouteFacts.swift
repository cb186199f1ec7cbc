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
        var trees: [[Waypoint]: PathTree] = [:]
        paths = spec.routes.map { route -> PathSearch? in
            guard route.present == nil, let target = graph.modelIndex[route.target.value] else { return nil }
            let waypoints = route.via.compactMap { graph.waypoint($0.value) }
            guard waypoints.count == route.via.count else { return nil }
            if trees[waypoints] == nil { trees[waypoints] = graph.shortestPaths(via: waypoints) }
            return trees[waypoints]!.search(to: target)
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
        var bindings: [String: String] = [:]
        for binding in route.bind { bindings[binding.parameter.value] = binding.placeholder.value }
        let placeholders = pattern.placeholders
        var byName: [String: RoutePlaceholder] = [:]
        for placeholder in placeholders { byName[placeholder.name] = placeholder }
        var used = Set<String>()
        var seenModels = Set<Int>()
        slots = []
        for model in models where seenModels.insert(model).inserted {
            for param in spec.models[model].params {
                var name = param.name.value
                if !bindings.isEmpty, let bound = bindings["\(spec.models[model].id.value).\(name)"] { name = bound }
                let placeholder = byName[name]
                if placeholder != nil { used.insert(name) }
                slots.append(Slot(model: model, param: param, placeholderName: name, placeholder: placeholder))
            }
        }
        unused = placeholders.filter { !used.contains($0.name) }
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
