import NavLintCore

// Focus: which models a `--focus` drawing shows.
extension BuildState {
    /// A step of a focus neighbourhood: a model (its index in the spec), or a group drawn as its own node.
    enum FocusStep: Hashable {
        case model(Int)
        case group(Int)
    }

    /// What each model and group is adjacent to: containment and a model's own forward edges in both
    /// directions; a model's group edges only forward, to their targets; a group edge's target back to the
    /// group, and a group on to its targets. A group edge belongs to its group, so it never leads from its
    /// target to the models that include the group.
    func neighbours() -> [FocusStep: Set<FocusStep>] {
        var result: [FocusStep: Set<FocusStep>] = [:]
        for from in graph.firstModels {
            for hop in graph.hops[from] {
                if let (edge, _) = graph.edge(of: hop), !drawsForward(edge) { continue }
                result[.model(from), default: []].insert(.model(hop.to))
                if case .groupEdge = hop.kind { continue }
                result[.model(hop.to), default: []].insert(.model(from))
            }
        }
        for group in spec.groups.indices where graph.group(spec.groups[group].id.value) == group {
            for edge in spec.groups[group].edges where drawsForward(edge) {
                guard let target = graph.model(at: edge.target) else { continue }
                result[.group(group), default: []].insert(.model(target))
                result[.model(target), default: []].insert(.group(group))
            }
        }
        return result
    }

    /// Whether the diagram draws an edge as a forward line: not a back navigation, and not a window a spec
    /// with `root` does not declare.
    private func drawsForward(_ edge: Edge) -> Bool {
        if edge.kind.isBack { return false }
        if case .window = edge.target, spec.windows == nil { return false }
        return true
    }

    /// The model of `Tabs.tab` or `Switch.case`, when that names one that exists.
    func member(_ reference: String, tab: Bool) -> String? {
        let model = tab ? graph.tab(reference)?.tab.model?.value : graph.switchCase(reference)?.case.model.value
        return model.flatMap { firstModel($0) == nil ? nil : $0 }
    }

    mutating func computeVisibility() throws(DiagramError) {
        guard let focus = options.focus else { return }
        guard focus.depth >= 0 else { throw .negativeDepth(focus.depth) }
        guard firstModel(focus.id) != nil else {
            throw .unknownFocus(focus.id, hint: graph.hints.modelHint(for: focus.id))
        }
        let adjacency = neighbours()
        let start = FocusStep.model(graph.modelIndex[focus.id] ?? 0)
        var seen: Set<FocusStep> = [start]
        var frontier = [start]
        var depth = 0
        while depth < focus.depth, !frontier.isEmpty {
            var next: [FocusStep] = []
            for step in frontier {
                // The groups whose edges a model has are drawn with the models those edges reach.
                if case .model(let model) = step { focusGroups.formUnion(graph.groups(of: model)) }
                for neighbour in adjacency[step] ?? [] where seen.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
            depth += 1
        }
        var models: Set<String> = []
        for step in seen {
            switch step {
            case .model(let model): models.insert(spec.models[model].id.value)
            case .group(let group): focusGroups.insert(group)
            }
        }
        // The containers that hold a visible model are drawn too, so that it keeps its place.
        var result = models
        for id in models {
            var cluster = placedIn[id] ?? nil
            while let index = cluster {
                result.insert(clusters[index].container)
                cluster = clusters[index].parent
            }
        }
        visible = result
    }

    func isVisible(_ id: String) -> Bool { visible?.contains(id) ?? true }
}
