/// Where a path can still pass a route's waypoints: a search with a waypoint left to pass need look nowhere
/// else, which keeps the search of a waypoint deep in one part of a large app to that part.
struct WaypointReach {
    let graph: NavGraph

    /// For each waypoint, whether a path from each model can still pass it: the models that have a hop passing
    /// it, and every model with a way to one of those.
    func modelsReaching(_ waypoints: [Waypoint]) -> [[Bool]] {
        waypoints.map { waypoint in
            var reaches = [Bool](repeating: false, count: graph.spec.models.count)
            var pending: [Int] = []
            for arrival in arrivals(passing: waypoint) {
                for hop in graph.incoming[arrival]
                where !reaches[hop.from] && graph.matches(waypoint, model: arrival, hop: hop) {
                    reaches[hop.from] = true
                    pending.append(hop.from)
                }
            }
            while let model = pending.popLast() {
                for hop in graph.incoming[model] where !reaches[hop.from] {
                    reaches[hop.from] = true
                    pending.append(hop.from)
                }
            }
            return reaches
        }
    }

    /// The models a hop that passes `waypoint` arrives at: the model it names, or the model of the tab or case
    /// (which its tabs model or switch shows, and which a tab selection or a switch edge brings up).
    private func arrivals(passing waypoint: Waypoint) -> [Int] {
        switch waypoint {
        case .model(let model):
            return [model]
        case .tab(let tabs, let tab):
            return graph.hops[tabs].compactMap { hop in
                if case .tab(_, let position) = hop.kind, position == tab { return hop.to }
                return nil
            }
        case .switchCase(let owner, let entry):
            return graph.hops[owner].compactMap { hop in
                if case .switchCase(_, let position) = hop.kind, position == entry { return hop.to }
                return nil
            }
        }
    }
}
