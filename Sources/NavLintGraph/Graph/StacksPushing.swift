/// The stacks a `*` waypoint covers: those whose models push a route's target.
struct StackPushes {
    let graph: NavGraph

    /// See ``NavGraph/stacksPushing(to:)``.
    func stacks(pushing target: Int) -> [Int] {
        graph.firstModels.filter { index in
            graph.spec.models[index].kind == .stack && !forEachModelPushed(inStack: index) { $0 != target }
        }
    }

    /// See ``NavGraph/stacksPushingEachModel()``.
    func stacksPushingEachModel() -> [[Int]] {
        var pushing = [[Int]](repeating: [], count: graph.spec.models.count)
        for index in graph.firstModels where graph.spec.models[index].kind == .stack {
            var found = Set<Int>()
            forEachModelPushed(inStack: index) { model in
                if found.insert(model).inserted { pushing[model].append(index) }
                return true
            }
        }
        return pushing
    }

    /// Calls `body` with each model a push (or replace) brings onto stack `index`, until `body` returns false;
    /// returns whether the walk went to the end.
    @discardableResult
    private func forEachModelPushed(inStack index: Int, _ body: (Int) -> Bool) -> Bool {
        let spec = graph.spec
        // Inside the stack, a model has the groups the stack gets and brings, and the ones it includes.
        let carried = EdgeGroups.merged(graph.contexts[index].map(\.groups) + [graph.edgeGroups.included[index]])
        var seen: Set<Int> = []
        var pending = graph.memberModels(of: index).compactMap { $0 }
        while let model = pending.popLast() {
            guard seen.insert(model).inserted else { continue }
            let available =
                spec.groups.isEmpty ? [] : graph.edgeGroups.had(by: model, inherited: carried, spec: spec)
            for hop in graph.hops[model] where hop.kind.edgeKind?.isStackEntry == true {
                if case .groupEdge(_, let group, _) = hop.kind, !available.contains(group) { continue }
                guard body(hop.to) else { return false }
                pending.append(hop.to)
            }
        }
        return true
    }
}

extension NavGraph {
    /// The stacks a `*` waypoint covers for `target`: every stack whose root or initial path reaches `target`
    /// by one or more pushes (or replaces) that the stack's models have there (group edges only where the stack's
    /// context gives the group), in spec order.
    public func stacksPushing(to target: Int) -> [Int] { StackPushes(graph: self).stacks(pushing: target) }

    /// ``stacksPushing(to:)`` of every model at once, each stack walked once (asking for each route's target
    /// walks every stack once per route).
    public func stacksPushingEachModel() -> [[Int]] { StackPushes(graph: self).stacksPushingEachModel() }
}
