import NavLintModel
import NavLintRoutes
import NavLintSupport

/// How a route's placeholders feed the parameters of the models its link shows.
public struct ParameterFeed: Sendable {
    /// A parameter of a model the link shows, and the placeholder that fills it, if any. Optional
    /// parameters that no placeholder fills concern no rule and get no slot.
    public struct Slot: Sendable {
        /// The model, by index in `spec.models`.
        public var model: Int
        /// The parameter, by index in the model's `params`.
        public var param: Int
        /// The placeholder that fills it, by index in the pattern's `placeholders`.
        public var placeholder: Int?
    }

    /// The params of every model in one flat list, in model order: the feeds read them from here rather
    /// than from each model, which keeps their reads close together in memory.
    struct ParamTable: Sendable {
        /// The params of model `m` are `params[start[m]..<start[m + 1]]`.
        let start: [Int]
        let params: [Param]
        /// Each param's name and whether it is optional, beside `params`: all a feed reads of most params.
        let names: [String]
        let optional: [Bool]

        init(_ spec: Spec) {
            var start: [Int] = []
            var params: [Param] = []
            start.reserveCapacity(spec.models.count + 1)
            for model in spec.models.indices {
                start.append(params.count)
                params += spec.models[model].params
            }
            start.append(params.count)
            self.start = start
            self.params = params
            names = params.map(\.name.value)
            optional = params.map(\.optional)
        }

        func takesParams(_ model: Int) -> Bool { start[model + 1] > start[model] }

        /// The parameter a slot is about.
        func param(of slot: Slot) -> Param { params[start[slot.model] + slot.param] }

        /// The type of the parameter a slot is about.
        func type(of slot: Slot) -> ParamType { params[start[slot.model] + slot.param].type.value }

        /// Whether the parameter a slot is about is optional.
        func isOptional(_ slot: Slot) -> Bool { optional[start[slot.model] + slot.param] }
    }

    /// The pattern's placeholders, in the order written.
    public let placeholders: [RoutePlaceholder]
    public private(set) var slots: [Slot] = []
    /// Placeholders (by index in `placeholders`) that fill no parameter the link shows.
    public private(set) var unused: [Int] = []

    /// The feed of a route over `models`: its navigation path and what its target shows, each model once.
    /// Params that `constants` (by model) or the route's `$url` and `=literal` binds (`bind`) feed get no slot.
    init(
        bind: [Route.Binding], pattern: RoutePattern, models: [Int], table: ParamTable, spec: Spec,
        constants: [Int: Set<String>] = [:]
    ) {
        placeholders = pattern.placeholders
        // The names a param can be filled from, read once rather than from a copy of each placeholder per param.
        let fillingNames = placeholders.map { $0.isIgnored ? nil : $0.name }
        var used = [Bool](repeating: false, count: placeholders.count)
        var usedCount = 0
        // Short paths (nearly all) are checked for repeats by scanning; long ones by a bit per model.
        var seen = models.count <= 32 ? [] : [UInt64](repeating: 0, count: (table.start.count + 62) / 64)
        if !seen.isEmpty { slots.reserveCapacity(models.reduce(0) { $0 + table.start[$1 + 1] - table.start[$1] }) }
        for (position, model) in models.enumerated() {
            if seen.isEmpty {
                if models[..<position].contains(model) { continue }
            } else {
                let bit: UInt64 = 1 << UInt64(model % 64)
                if seen[model / 64] & bit != 0 { continue }
                seen[model / 64] |= bit
            }
            let first = table.start[model]
            for index in first..<table.start[model + 1] {
                let paramName = table.names[index]
                if !constants.isEmpty, constants[model]?.contains(paramName) == true { continue }
                var name = paramName
                if !bind.isEmpty,
                    let binding = Self.binding(ofParam: paramName, in: spec.models[model].id.value, bind)
                {
                    // A `$url` or `=literal` bind feeds the param without a placeholder.
                    guard binding.isPlaceholder else { continue }
                    name = binding.placeholder.value
                }
                let found = fillingNames.firstIndex(of: name)
                if let found {
                    if !used[found] { usedCount += 1 }
                    used[found] = true
                } else if table.optional[index] {
                    continue
                }
                slots.append(Slot(model: model, param: index - first, placeholder: found))
            }
        }
        if usedCount < placeholders.count {
            unused = placeholders.indices.filter { !used[$0] && !placeholders[$0].isIgnored }
        }
    }

    /// The placeholder that fills a slot, if any.
    public func placeholder(of slot: Slot) -> RoutePlaceholder? { slot.placeholder.map { placeholders[$0] } }

    /// The placeholder a parameter takes: the one `bind` names for `Model.param`, or its own name.
    public static func placeholderName(of param: Param, in model: String, bind: [Route.Binding]) -> String {
        guard !bind.isEmpty else { return param.name.value }
        return binding(ofParam: param.name.value, in: model, bind)?.placeholder.value ?? param.name.value
    }

    /// The binding of `bind` for the param `name` of `model` (`Model.param`), if there is one.
    static func binding(ofParam name: String, in model: String, _ bind: [Route.Binding]) -> Route.Binding? {
        let key = model + "." + name
        return bind.first { $0.parameter.value == key }
    }

    /// The feed of each route in `spec.routes` (see ``LintContext/parameterFeed(ofRoute:)``), worked out on
    /// every core; `nil` for a route whose pattern is invalid, whose target is unknown or that has no path.
    /// `constants` is nil when the spec binds no constant.
    static func feeds(
        spec: Spec, graph: NavGraph, table: ParamTable, patterns: [Result<RoutePattern, RoutePatternError>],
        paths: [PathSearch?], constants: ConstantFeeds?
    ) -> [ParameterFeed?] {
        // Most models take no params; they are left out of the feeds before any is worked out. A feed costs
        // what its path is long, and routes to deep models are often written together: small chunks keep one
        // core from being left with the deep ones while the others wait.
        return Parallel.mapChunked(count: spec.routes.count, chunkSize: 64) { index in
            guard case .success(let pattern) = patterns[index] else { return nil }
            return feed(
                ofRoute: index, pattern: pattern, path: paths[index], spec: spec, graph: graph, table: table,
                constants: constants)
        }
    }

    /// The feed of one route along `path` (ignored for a `present` route); `nil` when it has no path.
    /// `onTop`: the link pushes its target on top of whatever the stack shows (a `*` waypoint), so the
    /// models under it are on screen already and only the target and what it shows need values.
    static func feed(
        ofRoute index: Int, pattern: RoutePattern, path: PathSearch?, spec: Spec, graph: NavGraph, table: ParamTable,
        constants: ConstantFeeds?, onTop: Bool = false
    ) -> ParameterFeed? {
        guard let target = graph.routeMap.targets[index] else { return nil }
        // The route's fields are read where they are stored: a route copied whole costs several reference counts.
        let presented = spec.routes[index].present != nil
        var models: [Int] = []
        if presented || (onTop && path?.isReachable == true) {
            if table.takesParams(target) { models.append(target) }
        } else {
            guard let path, let length = path.length else { return nil }
            models.reserveCapacity(length + 1)
            path.forEachModel { model in if table.takesParams(model) { models.append(model) } }
            models.reverse()
        }
        for model in graph.modelsShown(by: target) where table.takesParams(model) { models.append(model) }
        let fed = constants?.fed(along: presented ? nil : path, target: target) ?? [:]
        return ParameterFeed(
            bind: spec.routes[index].bind, pattern: pattern, models: models, table: table, spec: spec, constants: fed)
    }
}
