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
    /// The first model of each id, in spec order.
    private let models: [Int]
    /// The containers that hold each model, as the graph tells, by the index of the first model of each id.
    private let holders: [[Int]]

    init(graph: NavGraph, placement: Placement) {
        self.graph = graph
        self.placement = placement
        models = graph.firstModels
        var holders = Array(repeating: [Int](), count: graph.spec.models.count)
        for (child, containers) in graph.holders().enumerated() where !containers.isEmpty {
            holders[graph.firstIndex(child)] = containers.map(graph.firstIndex)
        }
        self.holders = holders
    }

    /// Where a back edge of kind `via` from `model` returns; `nil` when the spec does not tell.
    func returns(_ via: EdgeKind, from model: Int) -> Return? {
        let spec = graph.spec
        var targets: [Int] = []
        switch via {
        case .pop:
            targets = models.filter { source in
                spec.models[source].edges.contains { $0.kind == .push && index($0.target) == model }
            }
        case .popToRoot:
            let stack = placement.containers(around: model).first { spec.models[$0].kind == .stack }
            if let stack, case .stack(let content) = spec.models[stack].content,
                let root = graph.modelIndex[content.root.value]
            {
                targets = [root]
            }
        case .dismiss:
            let presented = presentingContainers(of: model)
            targets = models.filter { source in
                spec.models[source].edges.contains { edge in
                    edge.kind.isPresentation && index(edge.target).map(presented.contains) == true
                }
            }
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

    /// The model and every container that holds it, as drawn or by reference (a stack a sheet shows).
    private func presentingContainers(of model: Int) -> Set<Int> {
        var presented: Set<Int> = [model]
        presented.formUnion(placement.containers(around: model))
        var pending = Array(presented)
        while let child = pending.popLast() {
            for container in holders[child] where presented.insert(container).inserted {
                pending.append(container)
            }
        }
        return presented
    }

    private func index(_ target: EdgeTarget) -> Int? { target.modelID.flatMap { graph.modelIndex[$0.value] } }
}

extension NavGraph {
    /// The index of the first model with the same id as model `index`.
    func firstIndex(_ index: Int) -> Int { modelIndex[spec.models[index].id.value] ?? index }
}
