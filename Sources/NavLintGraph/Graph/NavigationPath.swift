import NavLintModel

/// The chain of hops that brings a model on screen from a window root: what a deep link must build.
public struct NavigationPath: Sendable, Equatable {
    /// The window whose root starts the path.
    public var window: String
    /// The root model, then every model the path enters.
    public var models: [Int]
    /// `hops[i]` leads from `models[i]` to `models[i + 1]`.
    public var hops: [Hop]
}

/// The outcome of looking for a route's navigation path. The path itself is built when asked for,
/// from the search it came from, so that thousands of routes do not each hold a copy of theirs.
public struct PathSearch: Sendable {
    let tree: PathTree
    let goal: Int
    /// Whether more than one distinct shortest path exists (the target sits in several places).
    public var isAmbiguous: Bool { tree.ways(goal) > 1 }
    /// Whether a path passes the waypoints to the target.
    public var isReachable: Bool { tree.distance(goal) >= 0 }
    /// The number of hops of the path, or nil when there is none.
    public var length: Int? { isReachable ? Int(tree.distance(goal)) : nil }

    /// Calls `body` with each hop of the path, from the last (into the target) back to the first, without
    /// building the path.
    public func forEachHop(_ body: (Hop) -> Void) {
        var state = goal
        while tree.distance(state) > 0 {
            let previous = Int(tree.parent(state))
            body(tree.hops[previous / tree.stages][Int(tree.parentHop(state))])
            state = previous
        }
    }

    /// Calls `body` with each model of the path, from the target back to the window root, without
    /// building the path; calls it never when there is no path.
    public func forEachModel(_ body: (Int) -> Void) {
        var state = goal
        guard tree.distance(state) >= 0 else { return }
        while true {
            body(state / tree.stages)
            guard tree.distance(state) > 0 else { return }
            state = Int(tree.parent(state))
        }
    }

    /// One shortest path, or `nil` when no path passes the waypoints to the target.
    public var path: NavigationPath? {
        let length = Int(tree.distance(goal))
        guard length >= 0 else { return nil }
        let stages = tree.stages
        var models = [Int](repeating: 0, count: length + 1)
        var hops: [Hop] = []
        hops.reserveCapacity(length)
        var state = goal
        for step in stride(from: length, through: 0, by: -1) {
            models[step] = state / stages
            guard step > 0 else { break }
            let previous = Int(tree.parent(state))
            hops.append(tree.hops[previous / stages][Int(tree.parentHop(state))])
            state = previous
        }
        hops.reverse()
        return NavigationPath(window: tree.windows[Int(tree.origin(goal))].id, models: models, hops: hops)
    }
}

/// A waypoint a navigation path must pass: a model, a tab of a tabs model, or a case of a switch.
public enum Waypoint: Sendable, Hashable {
    case model(Int)
    /// A tab, by the index of its tabs model and its position among the tabs.
    case tab(tabs: Int, tab: Int)
    /// A case, by the index of its switch model and its position among the cases.
    case switchCase(switch: Int, case: Int)
}

/// The result of one shortest-path search: a path to any model on demand. A class, so that the
/// searches of many routes share it.
///
/// Its entries are kept for every state of the search, or, for a search that reached few of them (one bounded
/// by its waypoints, see ``WaypointReach``), for the states it reached only, found through a table of those
/// states (``ReachedSlots``): a spec with hundreds of via lists over thousands of models would otherwise hold
/// hundreds of times five arrays as long as the state space.
public final class PathTree: Sendable {
    let windows: [ResolvedWindow]
    let hops: [[Hop]]
    let stages: Int
    /// Where each reached state's entries are in the arrays below; nil when they hold every state, by state.
    private let slots: ReachedSlots?
    private let distances: [Int32]
    private let wayCounts: [UInt8]
    /// The state each state was first reached from, or -1 for a window root.
    private let parents: [Int32]
    /// The index of that hop in `hops[parent model]`.
    private let parentHops: [Int32]
    private let origins: [Int32]

    /// A tree of the entries of every state, by state, or (with `reached`, the states the search reached) of
    /// those states only.
    init(
        windows: [ResolvedWindow], hops: [[Hop]], stages: Int, distance: [Int32], ways: [UInt8], parent: [Int32],
        parentHop: [Int32], origin: [Int32], keeping reached: [Int]? = nil
    ) {
        (self.windows, self.hops, self.stages) = (windows, hops, stages)
        guard let reached else {
            (slots, distances, wayCounts, parents, parentHops, origins) =
                (nil, distance, ways, parent, parentHop, origin)
            return
        }
        slots = ReachedSlots(reached)
        distances = reached.map { distance[$0] }
        wayCounts = reached.map { ways[$0] }
        parents = reached.map { parent[$0] }
        parentHops = reached.map { parentHop[$0] }
        origins = reached.map { origin[$0] }
    }

    /// Whether the tree keeps the entries of the states its search reached only.
    package var keepsReachedStatesOnly: Bool { slots != nil }

    /// How many states the search reached (for tests: a search to a few targets stops early).
    package var reachedStateCount: Int { slots == nil ? distances.lazy.filter { $0 >= 0 }.count : distances.count }

    /// Where `state`'s entries are, or nil for a state the search did not reach.
    private func entry(_ state: Int) -> Int? {
        guard let slots else { return state }
        return slots.slot(of: state)
    }

    func distance(_ state: Int) -> Int32 { entry(state).map { distances[$0] } ?? -1 }
    func ways(_ state: Int) -> UInt8 { entry(state).map { wayCounts[$0] } ?? 0 }
    func parent(_ state: Int) -> Int32 { entry(state).map { parents[$0] } ?? -1 }
    func parentHop(_ state: Int) -> Int32 { entry(state).map { parentHops[$0] } ?? -1 }
    func origin(_ state: Int) -> Int32 { entry(state).map { origins[$0] } ?? -1 }

    /// The shortest path to `target` (passing every waypoint), and whether it is the only one.
    public func search(to target: Int) -> PathSearch {
        PathSearch(tree: self, goal: target * stages + stages - 1)
    }
}

extension NavGraph {
    /// Resolves a route's `via` entries; `nil` for an entry that names nothing.
    public func waypoint(_ reference: String) -> Waypoint? {
        if let model = modelIndex[reference] { return .model(model) }
        if let (tabs, position) = member(reference, tab: true) { return .tab(tabs: tabs, tab: position) }
        if let (owner, position) = member(reference, tab: false) { return .switchCase(switch: owner, case: position) }
        return nil
    }

    /// The shortest chain of hops from any window root to `target` that passes `waypoints` in order.
    public func shortestPath(to target: Int, via waypoints: [Waypoint] = []) -> PathSearch {
        shortestPaths(via: waypoints).search(to: target)
    }

    /// Shortest paths from the window roots to every model, passing `waypoints` in order.
    ///
    /// One breadth-first search over (model, waypoints passed) serves every target, so routes that share
    /// their waypoints share the search. Paths are told apart by the models they enter and the tab or case
    /// they take; two edges of the same kind between the same models count as one way.
    public func shortestPaths(via waypoints: [Waypoint] = []) -> PathTree {
        ShortestPathSearch(graph: self, waypoints: waypoints, bounded: true).tree()
    }

    /// ``shortestPaths(via:)`` to `targets` only: the search stops once it has every shortest path to them, so the
    /// tree answers for those models only.
    package func shortestPaths(via waypoints: [Waypoint], to targets: [Int]) -> PathTree {
        ShortestPathSearch(graph: self, waypoints: waypoints, bounded: true, targets: targets).tree()
    }

    /// ``shortestPaths(via:)`` searching every state, also where a waypoint left to pass cannot be passed any
    /// more: the same paths, found the long way (for tests that compare the two).
    package func shortestPathsSearchingEverywhere(via waypoints: [Waypoint]) -> PathTree {
        ShortestPathSearch(graph: self, waypoints: waypoints, bounded: false).tree()
    }

    func matches(_ waypoint: Waypoint, model: Int, hop: Hop?) -> Bool {
        switch waypoint {
        case .model(let wanted):
            return wanted == model
        case .tab(let tabs, let tab):
            guard let hop else { return false }
            if case .tab(_, let taken) = hop.kind { return hop.from == tabs && taken == tab }
            return isTabSelection(hop, tabs: tabs, tab: tab)
        case .switchCase(let owner, let entry):
            guard let hop else { return false }
            if case .switchCase(_, let taken) = hop.kind { return hop.from == owner && taken == entry }
            guard hop.kind.edgeKind == .switch, case .switchCase(let reference) = edge(of: hop)?.edge.target else {
                return false
            }
            return member(reference.value, tab: false).map { $0.owner == owner && $0.position == entry } ?? false
        }
    }

    private func isTabSelection(_ hop: Hop, tabs: Int, tab: Int) -> Bool {
        guard hop.kind.edgeKind == .selectTab, case .tab(let reference) = edge(of: hop)?.edge.target else {
            return false
        }
        return member(reference.value, tab: true).map { $0.owner == tabs && $0.position == tab } ?? false
    }

    /// A readable chain: `App ▸ [loggedIn] MainTabs ▸ [home] HomeStack ▸ Home ▸ push ProductDetail`.
    public func describe(_ path: NavigationPath) -> String {
        var text = spec.models[path.models[0]].id.value
        for (offset, hop) in path.hops.enumerated() {
            let name = spec.models[path.models[offset + 1]].id.value
            switch hop.kind {
            case .tab(let tab, _): text += " ▸ [\(tab)] \(name)"
            case .switchCase(let entry, _): text += " ▸ [\(entry)] \(name)"
            case .stackRoot, .splitColumn: text += " ▸ \(name)"
            case .stackPath: text += " ▸ path \(name)"
            case .edge, .groupEdge:
                let after = edge(of: hop)?.edge.after.map { " after \($0.value.rawValue)" } ?? ""
                text += " ▸ \(hop.kindName(in: self)) \(name)\(after)"
            }
        }
        return text
    }
}

extension Hop {
    /// Whether two hops out of the same model are the same way forward when counting distinct paths:
    /// the same target through the same kind of edge, tab or case.
    func isSameWay(as other: Hop) -> Bool {
        guard to == other.to else { return false }
        if let first = kind.edgeKind, let second = other.kind.edgeKind { return first == second }
        return kind == other.kind
    }

    /// The indices of the hops in `out` that repeat an earlier hop's way forward, or that `actsNowhere` says act
    /// in none of the model's contexts. Past a few hops, a hop is compared only with the earlier hops to the same
    /// model, so that a hub with thousands of hops out does not compare every pair.
    static func repeatedWays(of out: [Hop], actsNowhere: (Int) -> Bool) -> [Int] {
        var repeated: [Int] = []
        var earlierTo: [Int: [Int]] = [:]
        for index in out.indices {
            let hop = out[index]
            let repeats: Bool
            if out.count <= 64 {
                // Most earlier hops lead elsewhere: their target alone rules them out, with nothing copied.
                repeats = (0..<index).contains { out[$0].to == hop.to && out[$0].isSameWay(as: hop) }
            } else {
                repeats = earlierTo[hop.to, default: []].contains { out[$0].isSameWay(as: hop) }
                earlierTo[hop.to, default: []].append(index)
            }
            if repeats || actsNowhere(index) { repeated.append(index) }
        }
        return repeated
    }
}

/// The places a route's `via` stands for once its wildcards are expanded: one concrete `via` list per
/// combination of the tabs (`Tabs.*`) and stacks (`*`) they cover.
public struct WaypointPlaces: Sendable, Equatable {
    /// Every concrete `via` list, in order; the route must open from each.
    public var lists: [[String]]
    /// The index in `lists` of the place whose path is reported (the initial tab's, for `Tabs.*`), or `nil`
    /// when `ranks` choose it (for `*`).
    public var primary: Int?
    /// For each list, how many choices away from the app's state after launch its stacks and tabs are
    /// (see ``launchDepartures(in:)``). Without a `primary`, the reported place is the reachable one
    /// with the lowest rank, then the shortest path, then the first.
    public var ranks: [Int]
    /// Whether the `via` had a wildcard at all.
    public var hasWildcard: Bool

    /// At most this many places are checked per route; the rest are left out.
    public static let limit = 256

    /// The places a route's `via` stands for, for a route to `target`. `pushing` is
    /// ``NavGraph/stacksPushingEachModel()``, the stacks a `*` stands for; `launch` is ``launchDepartures(in:)``,
    /// which ranks them (the ones the app shows after launch first). Both are read only when `via` has a `*`.
    public init(of via: [String], target: Int, launch: [Int] = [], pushing: [[Int]], in graph: NavGraph) {
        var lists: [[String]] = [[]]
        var ranks = [0]
        var primary: Int? = 0
        var hasWildcard = false
        for waypoint in via {
            var choices = [waypoint]
            var choiceRanks = [0]
            var initial: Int?
            if waypoint == "*" {
                let stacks = pushing[target]
                choices = stacks.map { graph.spec.models[$0].id.value }
                choiceRanks = stacks.map { $0 < launch.count ? launch[$0] : 0 }
                primary = nil
            } else if let tabs = graph.wildcardTabsModel(waypoint) {
                let owner = graph.spec.models[tabs].id.value
                let covered = graph.wildcardTabs(of: tabs)
                choices = covered.map { "\(owner).\($0.id.value)" }
                if case .tabs(let content) = graph.spec.models[tabs].content,
                    let member = graph.initialMember(of: tabs),
                    content.tabs[member].showsModel
                {
                    initial = content.tabs[..<member].filter(\.showsModel).count
                }
                choiceRanks = covered.indices.map { $0 == initial ? 0 : 1 }
            }
            hasWildcard = hasWildcard || choices != [waypoint]
            primary = primary.map { $0 * choices.count + (initial ?? 0) }
            let combined = Array(
                lists.indices.lazy.flatMap { list in choices.indices.lazy.map { (list, $0) } }
                    .prefix(WaypointPlaces.limit))
            lists = combined.map { lists[$0.0] + [choices[$0.1]] }
            ranks = combined.map { ranks[$0.0] + choiceRanks[$0.1] }
        }
        if let chosen = primary, chosen >= lists.count { primary = 0 }
        (self.lists, self.primary, self.ranks, self.hasWildcard) = (lists, primary, ranks, hasWildcard)
    }
}

extension NavGraph {
    /// The tabs a `Tabs.*` waypoint covers, in order: every tab of the tabs model `tabs` that shows a model
    /// (dynamic tabs included, action tabs never). The one place that decides which tabs a wildcard stands for.
    public func wildcardTabs(of tabs: Int) -> [Tab] {
        guard case .tabs(let content) = spec.models[tabs].content else { return [] }
        return content.tabs.filter(\.showsModel)
    }

    /// The tabs model a `Tabs.*` waypoint names, if it is one.
    public func wildcardTabsModel(_ reference: String) -> Int? {
        guard reference.hasSuffix(".*"), let index = modelIndex[String(reference.dropLast(2))],
            spec.models[index].kind == .tabs
        else { return nil }
        return index
    }
}
