/// The chain of hops that brings a model on screen from a window root: what a deep link must build.
public struct NavigationPath: Sendable, Equatable {
    /// The window whose root starts the path.
    public var window: String
    /// The root model, then every model the path enters.
    public var models: [Int]
    /// `hops[i]` leads from `models[i]` to `models[i + 1]`.
    public var hops: [Hop]
}

/// The outcome of looking for a route's navigation path.
public struct PathSearch: Sendable, Equatable {
    /// One shortest path, or `nil` when no path passes the waypoints to the target.
    public var path: NavigationPath?
    /// Whether more than one distinct shortest path exists (the target sits in several places).
    public var isAmbiguous: Bool
}

/// A waypoint a navigation path must pass: a model, a tab of a tabs model, or a case of a switch.
public enum Waypoint: Sendable, Hashable {
    case model(Int)
    case tab(tabs: Int, tab: String)
    case switchCase(switch: Int, case: String)
}

/// The result of one shortest-path search: a path to any model on demand.
public struct PathTree: Sendable {
    let graph: NavGraph
    let stages: Int
    var distance: [Int32]
    var ways: [UInt8]
    var parent: [Int32]
    var parentHop: [Hop?]
    var origin: [Int32]

    /// The shortest path to `target` (passing every waypoint), and whether it is the only one.
    public func search(to target: Int) -> PathSearch {
        let goal = target * stages + stages - 1
        guard distance[goal] >= 0 else { return PathSearch(path: nil, isAmbiguous: false) }
        var models: [Int] = []
        var hops: [Hop] = []
        var state = goal
        while true {
            models.append(state / stages)
            guard let hop = parentHop[state] else { break }
            hops.append(hop)
            state = Int(parent[state])
        }
        let path = NavigationPath(window: graph.windows[Int(origin[goal])].id, models: models.reversed(), hops: hops.reversed())
        return PathSearch(path: path, isAmbiguous: ways[goal] > 1)
    }
}

extension NavGraph {
    /// Resolves a route's `via` entries; `nil` for an entry that names nothing.
    public func waypoint(_ reference: String) -> Waypoint? {
        if let model = modelIndex[reference] { return .model(model) }
        if let (tabs, tab) = tab(reference) { return .tab(tabs: tabs, tab: tab.id.value) }
        if let (owner, entry) = switchCase(reference) { return .switchCase(switch: owner, case: entry.id.value) }
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
        let stages = waypoints.count + 1
        let stateCount = spec.models.count * stages
        var tree = PathTree(
            graph: self, stages: stages, distance: [Int32](repeating: -1, count: stateCount),
            ways: [UInt8](repeating: 0, count: stateCount), parent: [Int32](repeating: -1, count: stateCount),
            parentHop: [Hop?](repeating: nil, count: stateCount), origin: [Int32](repeating: -1, count: stateCount))
        var queue: [Int] = []

        func advance(_ stage: Int, arriving model: Int, by hop: Hop?) -> Int {
            var stage = stage
            while stage < waypoints.count, matches(waypoints[stage], model: model, hop: hop) { stage += 1 }
            return stage
        }

        for (windowIndex, window) in windows.enumerated() {
            guard let root = window.root else { continue }
            let state = root * stages + advance(0, arriving: root, by: nil)
            if tree.distance[state] == -1 {
                tree.distance[state] = 0
                tree.ways[state] = 1
                tree.origin[state] = Int32(windowIndex)
                queue.append(state)
            } else if tree.distance[state] == 0 {
                tree.ways[state] = 2
            }
        }
        var head = 0
        var seenHere = Set<HopIdentity>()
        while head < queue.count {
            let state = queue[head]
            head += 1
            let model = state / stages
            seenHere.removeAll(keepingCapacity: true)
            for hop in hops[model] {
                guard seenHere.insert(HopIdentity(hop)).inserted else { continue }
                let next = hop.to * stages + advance(state % stages, arriving: hop.to, by: hop)
                if tree.distance[next] == -1 {
                    tree.distance[next] = tree.distance[state] + 1
                    tree.ways[next] = tree.ways[state]
                    tree.parent[next] = Int32(state)
                    tree.parentHop[next] = hop
                    tree.origin[next] = tree.origin[state]
                    queue.append(next)
                } else if tree.distance[next] == tree.distance[state] + 1 {
                    tree.ways[next] = min(2, tree.ways[next] + tree.ways[state])
                }
            }
        }
        return tree
    }

    private func matches(_ waypoint: Waypoint, model: Int, hop: Hop?) -> Bool {
        switch waypoint {
        case .model(let wanted):
            return wanted == model
        case .tab(let tabs, let tab):
            guard let hop else { return false }
            if case .tab(let taken) = hop.kind { return hop.from == tabs && taken == tab }
            return isTabSelection(hop, tabs: tabs, tab: tab)
        case .switchCase(let owner, let entry):
            guard let hop else { return false }
            if case .switchCase(let taken) = hop.kind { return hop.from == owner && taken == entry }
            if case .edge(.switch, let edgeIndex) = hop.kind,
                case .switchCase(let reference) = spec.models[hop.from].edges[edgeIndex].target
            {
                return reference.value == "\(spec.models[owner].id.value).\(entry)"
            }
            return false
        }
    }

    private func isTabSelection(_ hop: Hop, tabs: Int, tab: String) -> Bool {
        guard case .edge(.selectTab, let edgeIndex) = hop.kind,
            case .tab(let reference) = spec.models[hop.from].edges[edgeIndex].target
        else { return false }
        return reference.value == "\(spec.models[tabs].id.value).\(tab)"
    }

    /// A readable chain: `App ▸ [loggedIn] MainTabs ▸ [home] HomeStack ▸ Home ▸ push ProductDetail`.
    public func describe(_ path: NavigationPath) -> String {
        var text = spec.models[path.models[0]].id.value
        for (offset, hop) in path.hops.enumerated() {
            let name = spec.models[path.models[offset + 1]].id.value
            switch hop.kind {
            case .tab(let tab): text += " ▸ [\(tab)] \(name)"
            case .switchCase(let entry): text += " ▸ [\(entry)] \(name)"
            case .stackRoot, .splitColumn: text += " ▸ \(name)"
            case .stackPath: text += " ▸ path \(name)"
            case .edge(let kind, _): text += " ▸ \(kind.rawValue) \(name)"
            }
        }
        return text
    }
}

/// What makes two hops the same way forward when counting distinct paths.
private struct HopIdentity: Hashable {
    let to: Int
    let kind: String

    init(_ hop: Hop) {
        to = hop.to
        switch hop.kind {
        case .edge(let edgeKind, _): kind = edgeKind.rawValue
        case .tab(let tab): kind = "tab:" + tab
        case .switchCase(let entry): kind = "case:" + entry
        case .stackRoot: kind = "root"
        case .stackPath: kind = "path"
        case .splitColumn: kind = "column"
        }
    }
}
