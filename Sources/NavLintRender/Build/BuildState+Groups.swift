import NavLintCore

// Groups: each group drawn once as a node, with its edges leaving it and an `includes` line from every model
// or group that includes it, instead of its edges once per model.
extension BuildState {
    /// The group nodes and their edges; empty when the spec has no groups.
    mutating func drawGroups() -> Windows {
        var result = Windows()
        let shown = groupsToDraw()
        var nodeIDs: [Int: String] = [:]
        for group in shown {
            nodeIDs[group] = unique("group-" + DiagramIDs.fragment(spec.groups[group].id.value))
        }
        func includes(_ references: [Located<String>], from source: Endpoint) {
            for reference in references {
                guard let group = graph.group(reference.value), let nodeID = nodeIDs[group] else { continue }
                let target = Endpoint(node: nodeID, location: nil, clip: nil)
                result.edges.append(makeEdge(from: source, to: target, kind: .includes, trigger: nil))
            }
        }
        for group in shown {
            guard let nodeID = nodeIDs[group] else { continue }
            let value = spec.groups[group]
            var label = "group \(value.id.value)"
            for edge in value.edges where edge.kind.isBack {
                label += "\n\u{21A9} \(edge.kind.rawValue)" + (edge.label.map { ": \($0.value)" } ?? "")
            }
            result.nodes.append(
                node(id: nodeID, label: label, look: VisualLanguage.group, mark: nil, tooltip: value.doc?.value))
            let source = Endpoint(node: nodeID, location: nil, clip: nil)
            for edge in value.edges where !edge.kind.isBack {
                guard let target = forwardEndpoint(edge.target) else { continue }
                var built = makeEdge(
                    from: source, to: target, kind: .navigation(edge.kind), trigger: edge.label?.value,
                    extra: Self.extraLines(edge))
                if edge.stacked { built.classes.append("navlint-stacked") }
                result.edges.append(built)
            }
            includes(value.include, from: source)
        }
        for id in modelOrder where isVisible(id) {
            guard let model = firstModel(id), !model.include.isEmpty, let source = endpoint(model: id) else { continue }
            includes(model.include, from: source)
        }
        return result
    }

    /// The groups drawn, in spec order: every group (the first of each id), or with `--focus`, those the
    /// visible models include, at any depth, and those within the neighbourhood by an edge into it.
    private func groupsToDraw() -> [Int] {
        let first = spec.groups.indices.filter { graph.group(spec.groups[$0].id.value) == $0 }
        guard visible != nil else { return first }
        var wanted = focusGroups
        for id in modelOrder where isVisible(id) {
            for reference in firstModel(id)?.include ?? [] {
                if let group = graph.group(reference.value) { wanted.formUnion(graph.groupsBrought(by: group)) }
            }
        }
        return first.filter(wanted.contains)
    }
}
