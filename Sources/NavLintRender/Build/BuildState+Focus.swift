import NavLintCore

// Focus: which models a `--focus` drawing shows.
extension BuildState {
    /// The models adjacent to each model through containment or a forward edge, in both directions.
    func neighbours() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for from in graph.firstModels {
            let id = spec.models[from].id.value
            for hop in graph.hops[from] {
                if let (edge, _) = graph.edge(of: hop) {
                    if edge.kind.isBack { continue }
                    // The diagram draws only declared windows; a spec with `root` declares none.
                    if case .window = edge.target, spec.windows == nil { continue }
                }
                let target = spec.models[hop.to].id.value
                result[id, default: []].insert(target)
                result[target, default: []].insert(id)
            }
        }
        return result
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
            throw .unknownFocus(focus.id, hint: graph.modelHint(for: focus.id))
        }
        let adjacency = neighbours()
        var seen: Set<String> = [focus.id]
        var frontier = [focus.id]
        var depth = 0
        while depth < focus.depth, !frontier.isEmpty {
            var next: [String] = []
            for id in frontier {
                for neighbour in (adjacency[id] ?? []).sorted() where !seen.contains(neighbour) {
                    seen.insert(neighbour)
                    next.append(neighbour)
                }
            }
            frontier = next
            depth += 1
        }
        // The containers that hold a visible model are drawn too, so that it keeps its place.
        var result = seen
        for id in seen {
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
