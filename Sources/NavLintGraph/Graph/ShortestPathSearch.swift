/// One breadth-first search over (model, waypoints passed) from the window roots: the shortest paths to every
/// model that pass the waypoints in order (see ``NavGraph/shortestPaths(via:)``).
struct ShortestPathSearch {
    let graph: NavGraph
    let waypoints: [Waypoint]
    /// Whether a state with a waypoint left to pass is searched from only where that waypoint can still be passed
    /// (``WaypointReach``): no shortest path through the waypoints goes anywhere else.
    let bounded: Bool
    /// The models whose paths are wanted, or nil for every model: a search that has found the shortest paths to
    /// all of them (and every way of the length of the longest) stops there.
    var targets: [Int]? = nil

    /// The state arrays of a search, one entry per (model, stage).
    private struct States {
        var distance, parent, parentHop, origin: [Int32]
        var ways: [UInt8]
        var queue: [Int] = []

        init(count: Int) {
            let unset = [Int32](repeating: -1, count: count)
            (distance, parent, parentHop, origin) = (unset, unset, unset, unset)
            ways = [UInt8](repeating: 0, count: count)
        }

        /// Starts the search at `state`, the root of window `window`: a root two windows share has two ways.
        mutating func start(at state: Int, window: Int) {
            if distance[state] == -1 {
                (distance[state], ways[state], origin[state]) = (0, 1, Int32(window))
                queue.append(state)
            } else if distance[state] == 0 {
                ways[state] = 2
            }
        }
    }

    func tree() -> PathTree {
        let stages = waypoints.count + 1
        var states = States(count: graph.spec.models.count * stages)
        let reaching = waypoints.isEmpty || !bounded ? [] : WaypointReach(graph: graph).modelsReaching(waypoints)
        func leadsOn(_ model: Int, _ stage: Int) -> Bool {
            reaching.isEmpty || stage == waypoints.count || reaching[stage][model]
        }
        for (windowIndex, window) in graph.windows.enumerated() {
            guard let root = window.root, case let rootStage = passed(from: 0, arriving: root, by: nil),
                leadsOn(root, rootStage)
            else { continue }
            states.start(at: root * stages + rootStage, window: windowIndex)
        }
        let goals = targets?.map { $0 * stages + stages - 1 }
        var (head, level): (Int, Int32) = (0, 0)
        while head < states.queue.count {
            let state = states.queue[head]
            // Once the last state one hop short of a level is expanded, every state of that level has all its
            // ways: a search whose goals are all reached by then has nothing left to find for them.
            if let goals, states.distance[state] > level {
                level = states.distance[state]
                if goals.allSatisfy({ states.distance[$0] >= 0 }) { break }
            }
            head += 1
            let (model, stage) = (state / stages, state % stages)
            let modelHops = graph.hops[model]
            let repeated = graph.repeatedWays[model]
            for hopIndex in modelHops.indices where !repeated.contains(hopIndex) {
                // The hop is read whole only while waypoints are left to match; its target is all the search needs.
                let target = modelHops[hopIndex].to
                let nextStage =
                    stage == waypoints.count ? stage : passed(from: stage, arriving: target, by: modelHops[hopIndex])
                guard leadsOn(target, nextStage) else { continue }
                let next = target * stages + nextStage
                if states.distance[next] == -1 {
                    states.distance[next] = states.distance[state] + 1
                    states.ways[next] = states.ways[state]
                    states.parent[next] = Int32(state)
                    states.parentHop[next] = Int32(hopIndex)
                    states.origin[next] = states.origin[state]
                    states.queue.append(next)
                } else if states.distance[next] == states.distance[state] + 1 {
                    states.ways[next] = min(2, states.ways[next] + states.ways[state])
                }
            }
        }
        // A bounded search that reached few states keeps those only (every reached state was queued once).
        let reachedFew = !reaching.isEmpty && states.queue.count * 4 < states.distance.count
        return PathTree(
            windows: graph.windows, hops: graph.hops, stages: stages, distance: states.distance, ways: states.ways,
            parent: states.parent, parentHop: states.parentHop, origin: states.origin,
            keeping: reachedFew ? states.queue : nil)
    }

    /// The stage a search in `stage` is in once it arrives at `model` by `hop`: past every waypoint that arriving
    /// so passes, in order.
    private func passed(from stage: Int, arriving model: Int, by hop: Hop?) -> Int {
        var stage = stage
        while stage < waypoints.count, graph.matches(waypoints[stage], model: model, hop: hop) { stage += 1 }
        return stage
    }
}
