import NavLintModel

/// Where an edge a model has comes from: the model's own `edges`, or a group it includes or inherits.
public enum EdgeOrigin: Sendable, Hashable {
    /// `spec.models[model].edges[index]`.
    case own(Int)
    /// `spec.groups[group].edges[index]`.
    case group(Int, index: Int)

    /// The group the edge belongs to, for an edge that comes from a group.
    public var group: Int? {
        if case .group(let group, _) = self { return group }
        return nil
    }
}

/// The spec's groups resolved: which groups each group and each model brings, and where each group
/// edge leads. Unknown ids and include cycles (reported by the rules and the readers) are left out.
struct EdgeGroups: Sendable {
    /// Group id to index into `spec.groups` (the first group with that id).
    let index: [String: Int]
    /// For each group: itself, then every group it includes, at any depth, each once, in include order.
    let closure: [[Int]]
    /// For each model: the groups its `include` brings (each once, in order); empty for most.
    let included: [[Int]]
    /// For each group edge, the model it leads to (`nil` when it names none).
    let targets: [[Int?]]

    init(spec: Spec, target: (Edge) -> Int?) {
        var index: [String: Int] = [:]
        for (position, group) in spec.groups.enumerated() where index[group.id.value] == nil {
            index[group.id.value] = position
        }
        self.index = index
        let closure = spec.groups.indices.map { Self.closure(of: $0, groups: spec.groups, index: index) }
        self.closure = closure
        included =
            spec.groups.isEmpty
            ? [[Int]](repeating: [], count: spec.models.count)
            : spec.models.map { model in Self.merged(model.include.compactMap { index[$0.value] }.map { closure[$0] }) }
        targets = spec.groups.map { $0.edges.map(target) }
    }

    /// The groups `group` brings: itself and those it includes, depth first; a cycle stops where it closes.
    private static func closure(of group: Int, groups: [EdgeGroup], index: [String: Int]) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = []
        var pending = [group]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending += groups[next].include.reversed().compactMap { index[$0.value] }
        }
        return result
    }

    /// The groups whose edges model `model` has when its containers give it `inherited`: for a screen or
    /// dialog, those it includes itself, then the inherited ones; a container passes its groups on to what
    /// it shows and has none of their edges itself.
    func had(by model: Int, inherited: [Int], spec: Spec) -> [Int] {
        guard !spec.models[model].kind.isContainer else { return [] }
        let own = included[model]
        if inherited.isEmpty { return own }
        return own.isEmpty ? inherited : Self.merged([own, inherited])
    }

    /// The hops the edges of `groups` give model `model`, in order.
    func hops(of model: Int, groups: [Int], spec: Spec) -> [Hop] {
        var hops: [Hop] = []
        for group in groups {
            for (index, target) in targets[group].enumerated() {
                guard let target else { continue }
                let kind = spec.groups[group].edges[index].kind
                hops.append(Hop(from: model, to: target, kind: .groupEdge(kind, group: group, index: index)))
            }
        }
        return hops
    }

    /// The groups of several lists, each once, in the order met.
    static func merged(_ lists: [[Int]]) -> [Int] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var result: [Int] = []
        for list in lists {
            for group in list where !result.contains(group) { result.append(group) }
        }
        return result
    }
}

extension NavGraph {
    /// The index in `spec.groups` of the group with this id, if any.
    public func group(_ id: String) -> Int? { edgeGroups.index[id] }

    /// The groups a group brings: itself, then those it includes at any depth.
    public func groupsBrought(by group: Int) -> [Int] { edgeGroups.closure[group] }

    /// The groups whose edges model `model` has in `context`: those it includes itself, then those its
    /// containers give it there. Empty for containers, which pass their groups on to what they show.
    public func groups(of model: Int, in context: NavContext) -> [Int] {
        edgeGroups.had(by: model, inherited: context.groups, spec: spec)
    }

    /// The groups whose edges model `model` has in any of its contexts (or that it includes itself).
    public func groups(of model: Int) -> [Int] { availableGroups.isEmpty ? [] : availableGroups[model] }

    /// The groups whose edges model `model` has in every context it is shown in (none when it is shown nowhere).
    public func groupsEverywhere(of model: Int) -> Set<Int> {
        guard let first = contexts[model].first else { return [] }
        var common = Set(groups(of: model, in: first))
        for context in contexts[model].dropFirst() { common.formIntersection(groups(of: model, in: context)) }
        return common
    }

    /// The edge an origin names, for model `model`.
    public func edge(_ origin: EdgeOrigin, of model: Int) -> Edge {
        switch origin {
        case .own(let index): spec.models[model].edges[index]
        case .group(let group, let index): spec.groups[group].edges[index]
        }
    }

    /// The edge a hop follows and where it comes from; `nil` for containment.
    public func edge(of hop: Hop) -> (edge: Edge, origin: EdgeOrigin)? {
        guard let origin = hop.kind.edgeOrigin else { return nil }
        return (edge(origin, of: hop.from), origin)
    }

    /// Calls `body` with every edge model `model` has in any of its contexts: its own, then those of each
    /// group it has somewhere (see ``groups(of:)``), each group once.
    public func forEachEdge(of model: Int, _ body: (Edge, EdgeOrigin) throws -> Void) rethrows {
        for (index, edge) in spec.models[model].edges.enumerated() { try body(edge, .own(index)) }
        try forEachGroupEdge(of: model, body)
    }

    /// Calls `body` with every edge model `model` has in `context`: its own, then its groups' there.
    public func forEachEdge(of model: Int, in context: NavContext, _ body: (Edge, EdgeOrigin) throws -> Void) rethrows {
        for (index, edge) in spec.models[model].edges.enumerated() { try body(edge, .own(index)) }
        for group in groups(of: model, in: context) {
            for (index, edge) in spec.groups[group].edges.enumerated() { try body(edge, .group(group, index: index)) }
        }
    }

    /// Calls `body` once with each edge of each group that some model has, with the first such model (the
    /// first models in spec order): for checks whose outcome does not depend on the model.
    public func forEachGroupEdgeOnce(_ body: (_ model: Int, Edge, EdgeOrigin) throws -> Void) rethrows {
        guard !availableGroups.isEmpty else { return }
        var seen: Set<Int> = []
        for model in firstModels {
            for group in availableGroups[model] where seen.insert(group).inserted {
                for (index, edge) in spec.groups[group].edges.enumerated() {
                    try body(model, edge, .group(group, index: index))
                }
            }
        }
    }

    /// Calls `body` with each edge a group gives model `model` somewhere (not its own edges).
    public func forEachGroupEdge(of model: Int, _ body: (Edge, EdgeOrigin) throws -> Void) rethrows {
        for group in groups(of: model) {
            for (index, edge) in spec.groups[group].edges.enumerated() { try body(edge, .group(group, index: index)) }
        }
    }

    /// What a message about an edge adds to say where it comes from: "" for a model's own edge,
    /// ` (an edge of group G)` for an edge a group brings.
    public func originNote(_ origin: EdgeOrigin) -> String {
        guard let group = origin.group else { return "" }
        return " (an edge of group \(spec.groups[group].id.value))"
    }

}
