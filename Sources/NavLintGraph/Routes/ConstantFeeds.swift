import NavLintModel

/// The params that constant binds (`"bind": {"param": "=literal"}` on tabs, stacks and edges) feed on a
/// route's way: a bind feeds the model its tab, edge or stack shows, or that model's root when it is a stack.
struct ConstantFeeds: Sendable {
    let graph: NavGraph

    /// For each model the link shows (by index), the names of its params that constants feed: along
    /// `path` (none for a `present` route), then down what `target` shows at start.
    func fed(along path: PathSearch?, target: Int) -> [Int: Set<String>] {
        var fed: [Int: Set<String>] = [:]
        var carried: [ConstantBinding] = []
        func enter(_ model: Int, with binds: [ConstantBinding]) {
            if case .stack = graph.spec.models[model].content {
                carried = binds
            } else {
                carried = []
                if !binds.isEmpty { fed[model, default: []].formUnion(binds.map(\.parameter.value)) }
            }
        }
        var hops: [Hop] = []
        path?.forEachHop { hops.append($0) }
        for hop in hops.reversed() {
            let own = binds(of: hop)
            enter(hop.to, with: hop.kind == .stackRoot ? carried + own : own)
        }
        var current = target
        var seen: Set<Int> = [target]
        while let step = shownAtStart(by: current, carrying: carried), seen.insert(step.model).inserted {
            enter(step.model, with: step.binds)
            current = step.model
        }
        return fed
    }

    /// The constants a hop brings to the model it enters.
    private func binds(of hop: Hop) -> [ConstantBinding] {
        let model = graph.spec.models[hop.from]
        switch (hop.kind, model.content) {
        case (.tab(_, let position), .tabs(let tabs)): return tabs.tabs[position].bind
        case (.edge, _), (.groupEdge, _): return graph.edge(of: hop)?.edge.bind ?? []
        case (.stackRoot, .stack(let stack)): return stack.bind
        default: return []
        }
    }

    /// The root of a stack or the model of a tabs model's initial tab, with the constants it gets.
    private func shownAtStart(
        by model: Int, carrying carried: [ConstantBinding]
    ) -> (model: Int, binds: [ConstantBinding])? {
        switch graph.spec.models[model].content {
        case .stack(let stack):
            return graph.stackRoot(of: model).map { ($0, carried + stack.bind) }
        case .tabs(let tabs):
            guard let member = graph.initialMember(of: model), let shown = graph.model(ofTab: member, in: model)
            else { return nil }
            return (shown, tabs.tabs[member].bind)
        default:
            return nil
        }
    }
}
