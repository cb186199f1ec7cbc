import NavLintModel

/// The routes resolved against the models, once per graph: the model each route opens, the routes that
/// open each model, and the first route of each id.
public struct RouteMap: Sendable {
    /// Route id to index into `spec.routes` (the first route with that id).
    public let routeIndex: [String: Int]
    /// For each route, the index of its target model; `nil` when the target names no model.
    public let targets: [Int?]
    /// For each model, the routes whose target it is, in spec order.
    public let routesTo: [[Int]]
    /// For each route, whether an earlier route has its id.
    private let repeatsAnID: [Bool]

    init(routes: [Route], modelIndex: [String: Int], modelCount: Int) {
        var routeIndex: [String: Int] = [:]
        routeIndex.reserveCapacity(routes.count)
        var repeatsAnID = [Bool](repeating: false, count: routes.count)
        var targets = [Int?](repeating: nil, count: routes.count)
        var routesTo = [[Int]](repeating: [], count: modelCount)
        // By index: a route copied whole costs several reference counts.
        for index in routes.indices {
            let id = routes[index].id.value
            if routeIndex[id] == nil {
                routeIndex[id] = index
            } else {
                repeatsAnID[index] = true
            }
            targets[index] = modelIndex[routes[index].target.value]
            if let target = targets[index] { routesTo[target].append(index) }
        }
        self.routeIndex = routeIndex
        self.repeatsAnID = repeatsAnID
        self.targets = targets
        self.routesTo = routesTo
    }

    /// Whether the route at `index` is the one its id names, not a later route repeating the id.
    public func isFirstWithItsID(_ index: Int) -> Bool { !repeatsAnID[index] }
}
