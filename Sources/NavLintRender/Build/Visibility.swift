import NavLintCore

/// The second step of a diagram: which models and groups it shows. Every model, or with `--focus` the
/// neighbourhood of one model and the containers that hold what is in it. Read by model index.
struct Visibility {
    /// Whether each model is shown, by model index; `nil` when nothing is filtered.
    let shown: [Bool]?
    /// With `--focus`: the groups within the neighbourhood because an edge of theirs leads into it.
    let focusGroups: Set<Int>

    /// A step of a focus neighbourhood: a model (its index in the spec), or a group drawn as its own node.
    enum FocusStep: Hashable {
        case model(Int)
        case group(Int)
    }

    /// Every model of the graph, the neighbourhood of the focus, or with `changes` the changed models,
    /// their neighbours and the path from a window root to each; fails when the focus is unknown.
    init(
        graph: NavGraph, focus: DiagramOptions.Focus?, changes: DiagramChanges? = nil, placement: Placement
    ) throws(DiagramError) {
        if let changes {
            self.init(graph: graph, changes: changes, placement: placement)
            return
        }
        guard let focus else {
            self.init(shown: nil, focusGroups: [])
            return
        }
        guard focus.depth >= 0 else { throw .negativeDepth(focus.depth) }
        guard let start = graph.modelIndex[focus.id] else {
            throw .unknownFocus(focus.id, hint: graph.hints.modelHint(for: focus.id))
        }
        let (seen, groups) = Self.neighbourhood(of: [.model(start)], depth: focus.depth, graph: graph)
        self.init(seen: seen, groups: groups, graph: graph, placement: placement)
    }

    /// The changed models and groups of the newer version (and those the link findings name), the models
    /// around them at depth 1, and the models on the path from a window root to each changed model.
    private init(graph: NavGraph, changes: DiagramChanges, placement: Placement) {
        var starts: [FocusStep] = []
        func add(_ name: String) {
            if let model = graph.modelIndex[name] {
                starts.append(.model(model))
            } else if let group = graph.group(name) {
                starts.append(.group(group))
            } else if let member = graph.tab(name)?.tab.model?.value ?? graph.switchCase(name)?.case.model.value,
                let model = graph.modelIndex[member]
            {
                starts.append(.model(model))
            } else if let route = graph.routeMap.routeIndex[name], let target = graph.routeMap.targets[route] {
                starts.append(.model(target))
            }
        }
        for model in changes.models where model.change != .removed { add(model.id) }
        for edge in changes.edges {
            add(edge.from)
            add(edge.to)
        }
        // A link finding (a route retargeted, a parameter added) is about the models it names, and a route it
        // names is about the model that route opens.
        for finding in changes.findings { finding.ids.forEach(add) }
        var (seen, groups) = Self.neighbourhood(of: starts, depth: 1, graph: graph)
        let paths = graph.shortestPaths()
        for case .model(let model) in starts {
            paths.search(to: model).forEachModel { seen.insert(.model($0)) }
        }
        self.init(seen: seen, groups: groups, graph: graph, placement: placement)
    }

    /// The steps within `depth` hops of `starts`, and the groups whose edges the models passed have.
    private static func neighbourhood(
        of starts: [FocusStep], depth: Int, graph: NavGraph
    ) -> (seen: Set<FocusStep>, groups: Set<Int>) {
        let adjacency = Self.neighbours(graph)
        var seen = Set(starts)
        var frontier = Array(seen)
        var groups: Set<Int> = []
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [FocusStep] = []
            for step in frontier {
                // The groups whose edges a model has are drawn with the models those edges reach.
                if case .model(let model) = step { groups.formUnion(graph.groups(of: model)) }
                for neighbour in adjacency[step] ?? [] where seen.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return (seen, groups)
    }

    /// Shows the models seen, the containers that hold them, and the groups seen.
    private init(seen: Set<FocusStep>, groups: Set<Int>, graph: NavGraph, placement: Placement) {
        var groups = groups
        var shown = Array(repeating: false, count: graph.spec.models.count)
        for step in seen {
            switch step {
            case .model(let model):
                shown[model] = true
                // The containers that hold a visible model are drawn too, so that it keeps its place.
                for container in placement.containers(around: model) { shown[container] = true }
            case .group(let group): groups.insert(group)
            }
        }
        self.init(shown: shown, focusGroups: groups)
    }

    private init(shown: [Bool]?, focusGroups: Set<Int>) {
        self.shown = shown
        self.focusGroups = focusGroups
    }

    /// Whether a model is drawn.
    func isVisible(_ model: Int) -> Bool { shown?[model] ?? true }

    /// What each model and group is adjacent to: containment and a model's own forward edges in both
    /// directions; a model's group edges only forward, to their targets; a group edge's target back to the
    /// group, and a group on to its targets. A group edge belongs to its group, so it never leads from its
    /// target to the models that include the group.
    private static func neighbours(_ graph: NavGraph) -> [FocusStep: Set<FocusStep>] {
        let spec = graph.spec
        var result: [FocusStep: Set<FocusStep>] = [:]
        for from in graph.firstModels {
            for hop in graph.hops[from] {
                if let (edge, _) = graph.edge(of: hop), !drawsForward(edge, spec: spec) { continue }
                result[.model(from), default: []].insert(.model(hop.to))
                if case .groupEdge = hop.kind { continue }
                result[.model(hop.to), default: []].insert(.model(from))
            }
        }
        for group in spec.groups.indices where graph.group(spec.groups[group].id.value) == group {
            for (index, edge) in spec.groups[group].edges.enumerated() where drawsForward(edge, spec: spec) {
                guard let target = graph.target(ofEdge: index, inGroup: group) else { continue }
                result[.group(group), default: []].insert(.model(target))
                result[.model(target), default: []].insert(.group(group))
            }
        }
        return result
    }

    /// Whether the diagram draws an edge as a forward line: not a back navigation, and not a window a spec
    /// with `root` does not declare.
    private static func drawsForward(_ edge: Edge, spec: Spec) -> Bool {
        if edge.kind.isBack { return false }
        if case .window = edge.target, spec.windows == nil { return false }
        return true
    }
}
