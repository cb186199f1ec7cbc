/// The stacks a `*` waypoint covers: those whose models push a route's target.
struct StackPushes {
    let graph: NavGraph

    /// See ``NavGraph/stacksPushingEachModel()``.
    func stacksPushingEachModel() -> [[Int]] {
        var pushing = [[Int]](repeating: [], count: graph.spec.models.count)
        for index in graph.firstModels where graph.spec.models[index].kind == .stack {
            var found = Set<Int>()
            forEachModelPushed(inStack: index) { model in
                if found.insert(model).inserted { pushing[model].append(index) }
            }
        }
        return pushing
    }

    /// Calls `body` with each model a push (or replace) brings onto stack `index` (a model may come more than
    /// once).
    private func forEachModelPushed(inStack index: Int, _ body: (Int) -> Void) {
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
                body(hop.to)
                pending.append(hop.to)
            }
        }
    }
}

extension NavGraph {
    /// For each model, the stacks a `*` waypoint covers for it: every stack whose root or initial path reaches the
    /// model by one or more pushes (or replaces) that the stack's models have there (group edges only where the
    /// stack's context gives the group), in spec order. Each stack is walked once for every model.
    public func stacksPushingEachModel() -> [[Int]] { StackPushes(graph: self).stacksPushingEachModel() }

    /// The stacks a `*` waypoint covers for `target` (see ``stacksPushingEachModel()``, which answers for every
    /// model at the cost of one).
    public func stacksPushing(to target: Int) -> [Int] { stacksPushingEachModel()[target] }
}
