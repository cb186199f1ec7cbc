extension NavGraph {
    /// Where a back navigation from `model` returns to, by model index in spec order: `pop` returns to the
    /// models that push it, `dismiss` to those that present it or a container that holds it (at any depth, and
    /// the `containers` a caller shows it in). Own edges count and so do the edges groups give a model. Empty
    /// for other kinds.
    public func returnTargets(of kind: EdgeKind, from model: Int, shownIn containers: [Int] = []) -> [Int] {
        var targets: Set<Int> = []
        switch kind {
        case .pop:
            for hop in incoming[model] where hop.kind.edgeKind == .push { targets.insert(hop.from) }
        case .dismiss:
            var presented = Set([model] + containers)
            var pending = Array(presented)
            while let shown = pending.popLast() {
                for hop in incoming[shown] where hop.isContainment && presented.insert(hop.from).inserted {
                    pending.append(hop.from)
                }
            }
            for shown in presented {
                for hop in incoming[shown] where hop.kind.edgeKind?.isPresentation == true { targets.insert(hop.from) }
            }
        default:
            break
        }
        return targets.sorted()
    }
}
