/// The stacks a `*` waypoint covers: those whose models push a route's target.
struct StackPushes {
    let graph: NavGraph
    /// For each model, the targets of its own pushes and replaces; for each group, those of its edges.
    private let ownPushes: [[Int]]
    private let groupPushes: [[Int]]

    init(graph: NavGraph) {
        self.graph = graph
        ownPushes = graph.hops.map { hops in
            hops.compactMap { hop in
                guard case .edge(let kind, _) = hop.kind, kind.isStackEntry else { return nil }
                return hop.to
            }
        }
        let spec = graph.spec
        groupPushes = spec.groups.indices.map { group in
            zip(spec.groups[group].edges.indices, graph.edgeGroups.targets[group]).compactMap { index, target in
                spec.groups[group].edges[index].kind.isStackEntry ? target : nil
            }
        }
    }

    /// See ``NavGraph/stacksPushingEachModel()``.
    func stacksPushingEachModel() -> [[Int]] {
        let count = graph.spec.models.count
        var pushing = [[Int]](repeating: [], count: count)
        // The last stack each model was found pushed onto, and walked in: a stamp a model instead of two sets
        // emptied for every stack.
        var (foundIn, walkedIn) = ([Int](repeating: -1, count: count), [Int](repeating: -1, count: count))
        for index in graph.firstModels where graph.spec.models[index].kind == .stack {
            forEachModelPushed(inStack: index, walkedIn: &walkedIn) { model in
                guard foundIn[model] != index else { return }
                foundIn[model] = index
                pushing[model].append(index)
            }
        }
        return pushing
    }

    /// Calls `body` with each model a push (or replace) brings onto stack `index` (a model may come more than
    /// once); `walkedIn` holds, for each model, the last stack whose walk went through it.
    private func forEachModelPushed(inStack index: Int, walkedIn: inout [Int], _ body: (Int) -> Void) {
        let spec = graph.spec
        // Inside the stack, a model has the groups the stack gets and brings, and the ones it includes.
        let carried = EdgeGroups.merged(graph.contexts[index].map(\.groups) + [graph.edgeGroups.included[index]])
        var pending = graph.memberModels(of: index).compactMap { $0 }
        while let model = pending.popLast() {
            guard walkedIn[model] != index else { continue }
            walkedIn[model] = index
            for target in ownPushes[model] {
                body(target)
                pending.append(target)
            }
            guard !spec.groups.isEmpty else { continue }
            // A group's edges are the model's where it has the group here and somewhere in the graph.
            let somewhere = graph.groups(of: model)
            for group in graph.edgeGroups.had(by: model, inherited: carried, spec: spec) where somewhere.contains(group)
            {
                for target in groupPushes[group] {
                    body(target)
                    pending.append(target)
                }
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
