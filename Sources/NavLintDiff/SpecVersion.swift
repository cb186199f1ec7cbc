import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintSupport

/// One version of a spec as `navlint diff` compares it: the spec, its route table and each route's
/// navigation path, resolved as `check` resolves them.
public struct SpecVersion: Sendable {
    public let spec: Spec
    /// The routes whose patterns parse, indexed for resolution.
    public let table: RouteTable
    /// For each table entry, the index of its route in `spec.routes`.
    let tableRoutes: [Int]
    /// For each route of `spec.routes`, its table entry, or nil when its pattern does not parse.
    let entryOfRoute: [Int?]
    /// For each route, its navigation path search; nil for `present` routes and unknown targets (empty
    /// when the paths were not asked for).
    let paths: [PathSearch?]
    /// The resolved graph of this version: model ids, containment, reachability.
    public let graph: NavGraph

    /// The version `spec`, whose resolved graph is `graph`.
    ///
    /// - Parameter paths: also resolve each route's navigation path (the new version needs them for
    ///   `model-param-added`; the old one only its graph, for its routes' targets).
    public init(_ spec: Spec, graph: NavGraph, paths: Bool = true) {
        let table = RouteFacts.TableFacts.table(of: spec, patterns: RouteFacts.TableFacts.parsePatterns(of: spec))
        self.init(spec, graph: graph, table: table, paths: paths)
    }

    /// The version `spec` with its route table built already.
    private init(_ spec: Spec, graph: NavGraph, table: (table: RouteTable, tableRoutes: [Int]), paths: Bool) {
        self.spec = spec
        self.table = table.table
        tableRoutes = table.tableRoutes
        var entryOfRoute = [Int?](repeating: nil, count: spec.routes.count)
        for (entry, route) in table.tableRoutes.enumerated() { entryOfRoute[route] = entry }
        self.entryOfRoute = entryOfRoute
        self.paths = paths ? RouteFacts.paths(spec: spec, graph: graph).searches : []
        self.graph = graph
    }

    /// Two versions of a spec, each beside its resolved graph and with the route tables of `tables`. The new
    /// version's navigation paths are resolved when `paths` asks for them.
    static func pair(
        old: Spec, oldGraph: NavGraph, new: Spec, newGraph: NavGraph, tables: RouteTables, paths: Bool
    ) -> (old: SpecVersion, new: SpecVersion) {
        (
            SpecVersion(old, graph: oldGraph, table: tables.old, paths: false),
            SpecVersion(new, graph: newGraph, table: tables.new, paths: paths)
        )
    }

    /// The route of a table entry.
    func route(ofEntry entry: Int) -> Route { spec.routes[tableRoutes[entry]] }

    /// The id of a table entry's route, read in place (a route copied whole costs a dozen reference counts).
    func routeID(ofEntry entry: Int) -> String { spec.routes[tableRoutes[entry]].id.value }

    /// The target of a table entry's route, read in place.
    func target(ofEntry entry: Int) -> String { spec.routes[tableRoutes[entry]].target.value }

    /// The pattern of a table entry's route as written, read in place.
    func pattern(ofEntry entry: Int) -> Located<String> { spec.routes[tableRoutes[entry]].pattern }

    /// A resolution as the diff sees it: a tie among alternatives (routes whose `when` conditions differ) is the
    /// first of them matching.
    func choosingAmongAlternatives(_ resolution: RouteResolution) -> SpecComparison.Outcome {
        switch resolution {
        case .matched(let route, _): .matched(route)
        case .tie(let entries) where Route.areAlternatives(entries.map(route(ofEntry:))): .matched(entries[0])
        case .tie(let entries): .tie(entries)
        case .noMatch: .noMatch
        }
    }

    /// The model with this id, if the spec has it (the first, for a repeated id).
    func model(named id: String) -> Model? { graph.model(id) }

    /// The models a route's link shows: its navigation path (the target last), or just the target for a
    /// `present` route.
    func modelsShown(byEntry entry: Int) -> [Model] {
        let index = tableRoutes[entry]
        let route = spec.routes[index]
        guard route.present == nil, index < paths.count, let search = paths[index] else {
            return graph.routeMap.targets[index].map { [spec.models[$0]] } ?? []
        }
        var models: [Model] = []
        search.forEachModel { models.append(spec.models[$0]) }
        return models.reversed()
    }
}
