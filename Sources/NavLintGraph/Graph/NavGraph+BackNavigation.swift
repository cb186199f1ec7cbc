import NavLintModel

extension NavGraph {
    /// Where a back navigation from `model` returns to, by model index in spec order: `pop` to the models that
    /// push it from a stack (see ``PopReturns``), `dismiss` to those that present it (a push with a fallback from
    /// a model shown outside a stack included) or a container that holds it (at any depth, and the `containers` a
    /// caller shows it in). Own edges count and so do the edges groups give a model. Empty for other kinds.
    public func returnTargets(of kind: EdgeKind, from model: Int, shownIn containers: [Int] = []) -> [Int] {
        var targets: Set<Int> = []
        switch kind {
        case .pop:
            targets = PopReturns.targets(of: model, in: self)
        case .dismiss:
            var presented = Set([model] + containers)
            var pending = Array(presented)
            while let shown = pending.popLast() {
                for hop in incoming[shown] where hop.isContainment && presented.insert(hop.from).inserted {
                    pending.append(hop.from)
                }
            }
            for shown in presented {
                for hop in incoming[shown] where hop.presents(in: self) { targets.insert(hop.from) }
            }
        default:
            break
        }
        return targets.sorted()
    }
}

/// Where a `pop` returns: to the models that push a model from a stack; for a model that a `replace` put on a
/// stack, to those below the model it replaced (through any chain of replaces).
enum PopReturns {
    static func targets(of model: Int, in graph: NavGraph) -> Set<Int> {
        var targets: Set<Int> = []
        var replaced: Set<Int> = [model]
        var pending = [model]
        while let onTop = pending.popLast() {
            for hop in graph.incoming[onTop] {
                if hop.actingKind(in: graph) == .push {
                    targets.insert(hop.from)
                } else if hop.kind.edgeKind == .replace, replaced.insert(hop.from).inserted {
                    pending.append(hop.from)
                }
            }
        }
        return targets
    }
}
