import NavLintCore

/// Where back navigation returns, as far as the spec tells: the one place the diagram works it out.
struct BackNavigation {
    /// Where one back edge returns.
    enum Return: Equatable {
        /// To these models, by index.
        case models([Int])
        /// To these windows, by index in the graph's windows.
        case windows([Int])
    }

    let graph: NavGraph
    let placement: Placement

    /// Where a back edge of kind `via` from `model` returns; `nil` when the spec does not tell.
    func returns(_ via: EdgeKind, from model: Int) -> Return? {
        let spec = graph.spec
        var targets: [Int] = []
        switch via {
        case .pop:
            targets = returnTargets(.pop, from: model)
        case .popToRoot:
            let stack = placement.containers(around: model).first { spec.models[$0].kind == .stack }
            if let root = stack.flatMap(graph.stackRoot) { targets = [root] }
        case .dismiss:
            // The containers it is drawn in count too (a stack a sheet shows holds what it pushes).
            targets = returnTargets(.dismiss, from: model, shownIn: placement.containers(around: model))
        case .dismissWindow:
            guard spec.windows != nil else { return nil }
            let windows = graph.windows.indices.filter { window in
                guard let root = graph.windows[window].root else { return false }
                let cluster = placement.ownCluster[root]
                return root == model || cluster.map { placement.isWithin(placement.location[model], $0) } == true
            }
            return windows.isEmpty ? nil : .windows(windows)
        default:
            break
        }
        return targets.isEmpty ? nil : .models(targets)
    }

    /// The graph's answer (group edges included), one model per id: the first of each, in spec order.
    private func returnTargets(_ kind: EdgeKind, from model: Int, shownIn containers: [Int] = []) -> [Int] {
        let targets = graph.returnTargets(of: kind, from: model, shownIn: containers)
        return Set(targets.map(graph.firstModel(withIDOf:))).sorted()
    }
}
