import NavLintCore

/// The work of ``Placement``: places models one by one, containers with what they hold, then the models
/// each placed model pushes.
struct Placer {
    /// How many times placement is redone as models shared by several containers move out of them.
    static let sharingRounds = 12

    typealias Item = Placement.Item
    /// A part of a container: the reference as written, and the model the graph resolved it to.
    typealias Child = (reference: String, model: Int?)

    let graph: NavGraph
    var ids: DiagramIDs
    private(set) var clusters: [Placement.Cluster] = []
    private(set) var topItems: [Item] = []
    private(set) var location: [Int?]
    private(set) var ownCluster: [Int?]
    private(set) var references: [Placement.Reference] = []
    private(set) var missingLocation: [String: Int] = [:]
    private var placed: [Bool]
    private var placementOrder: [Int] = []
    private var missingPlaced: Set<String> = []
    /// Models pushed from several containers: drawn outside them all.
    private var sharedTargets: Set<Int> = []
    /// Models a push placed inside the container of the model that pushes them.
    private var pushPlaced: Set<Int> = []

    private init(graph: NavGraph, ids: DiagramIDs) {
        self.graph = graph
        self.ids = ids
        let count = graph.spec.models.count
        location = Array(repeating: nil, count: count)
        ownCluster = Array(repeating: nil, count: count)
        placed = Array(repeating: false, count: count)
    }

    private var spec: Spec { graph.spec }

    /// Places every model. A model pushed from models in different containers (or from one inside a
    /// container and one outside) is drawn once outside them all, with an edge from each; moving it out
    /// can make what it pushes shared too, so placement is redone until no more models move.
    static func placeEverything(graph: NavGraph, ids: DiagramIDs) -> Placer {
        let fresh = Placer(graph: graph, ids: ids)
        var placer = fresh
        for _ in 0..<sharingRounds {
            placer.placeOnce()
            let shared = placer.sharedPushTargets()
            if shared.isSubset(of: placer.sharedTargets) { return placer }
            let moved = placer.sharedTargets.union(shared)
            placer = fresh
            placer.sharedTargets = moved
        }
        placer.placeOnce()
        return placer
    }

    private mutating func placeOnce() {
        var cursor = 0
        for root in graph.windows.compactMap(\.root) {
            place(root, in: nil)
            placePushed(from: &cursor)
        }
        for model in graph.firstModels where !placed[model] {
            place(model, in: nil)
            placePushed(from: &cursor)
        }
    }

    private mutating func newCluster(
        id: String, label: String, look: VisualLanguage.ClusterLook, owner: Int?, member: FindingMarks.Key?,
        container: Int, parent: Int?
    ) -> Int {
        let depth = parent.map { clusters[$0].depth + 1 } ?? 0
        clusters.append(
            Placement.Cluster(
                id: ids.unique(id), label: label, look: look, owner: owner, member: member, container: container,
                parent: parent, depth: depth))
        let index = clusters.count - 1
        if let parent, owner == nil { clusters[parent].slots.append(clusters[parent].items.count) }
        append(.cluster(index), to: parent)
        return index
    }

    private mutating func append(_ item: Item, to cluster: Int?) {
        if let cluster { clusters[cluster].items.append(item) } else { topItems.append(item) }
    }

    /// Places a model (and, for a container, what it holds) in a cluster, unless it is placed already.
    private mutating func place(_ model: Int, in cluster: Int?) {
        guard !placed[model] else { return }
        placed[model] = true
        location[model] = cluster
        placementOrder.append(model)
        let value = spec.models[model]
        let id = value.id.value
        guard value.kind.isContainer else {
            append(.model(model), to: cluster)
            return
        }
        let own = newCluster(
            id: "cluster-" + DiagramIDs.fragment(id), label: value.displayName + value.titleSuffix,
            look: VisualLanguage.container(value.kind), owner: model, member: nil, container: model, parent: cluster)
        ownCluster[model] = own
        clusters[own].items.append(.model(model))
        placeMembers(of: model, in: own, nested: clusters[own].depth < Placement.maxClusterDepth)
    }

    /// Places what container `model` holds in its cluster `own`.
    private mutating func placeMembers(of model: Int, in own: Int, nested: Bool) {
        let id = spec.models[model].id.value
        // The models the members name, resolved by the graph: a stack's root and path, the cases, the columns.
        let members = graph.memberModels(of: model)
        switch spec.models[model].content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            placeChild((stack.root.value, members[0]), in: own, container: model, role: "root", allowed: nested)
            for (index, entry) in stack.path.enumerated() {
                let child = (entry.value, members[index + 1])
                placeChild(child, in: own, container: model, role: "path \(index + 1)", allowed: nested)
            }
        case .tabs(let tabs):
            let initial = graph.initialMember(of: model)
            for (position, tab) in tabs.tabs.enumerated() {
                var label = "tab \(tab.id.value)"
                if let title = tab.title?.value, title != tab.id.value { label += " \"\(title)\"" }
                if position == initial { label += " (initial)" }
                if tab.isDynamic { label += " (dynamic)" }
                guard let child = tab.model else {
                    placeActionTab(tab, of: model, in: own, label: label)
                    continue
                }
                let shown = graph.model(ofTab: position, in: model)
                placePart(
                    (child.value, shown), of: model, in: own, slot: "-tab-" + DiagramIDs.fragment(tab.id.value),
                    label: label,
                    look: tab.isDynamic ? VisualLanguage.dynamicTab : VisualLanguage.tab,
                    member: .member(owner: id, name: tab.id.value), nested: nested)
            }
        case .switch(let content):
            let initial = graph.initialMember(of: model)
            for (position, (switchCase, shown)) in zip(content.cases, members).enumerated() {
                var label = "case \(switchCase.id.value)"
                if position == initial { label += " (initial)" }
                if let condition = switchCase.condition?.value { label += "\n[\(condition)]" }
                let name = switchCase.id.value
                placePart(
                    (switchCase.model.value, shown), of: model, in: own, slot: "-case-" + DiagramIDs.fragment(name),
                    label: label, look: VisualLanguage.switchCase, member: .member(owner: id, name: name),
                    nested: nested)
            }
        case .split(let split):
            let names = split.content == nil ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
            for (name, (column, shown)) in zip(names, zip(split.columns, members)) {
                placePart(
                    (column.value, shown), of: model, in: own, slot: "-" + name, label: name,
                    look: VisualLanguage.column,
                    member: nil, nested: nested)
            }
        }
    }

    /// Places an action tab of tabs model `model` in its cluster `own`: a node that says the tab runs an
    /// action (its edges are drawn from the tabs model, in whose context they act).
    private mutating func placeActionTab(_ tab: Tab, of model: Int, in own: Int, label: String) {
        if clusters[own].owner != nil { clusters[own].slots.append(clusters[own].items.count) }
        let container = DiagramIDs.fragment(spec.models[model].id.value)
        let nodeID = ids.unique("action-" + container + "-" + DiagramIDs.fragment(tab.id.value))
        clusters[own].items.append(.actionTab(nodeID, label + "\n(action)"))
    }

    /// Places a tab, case or column of container `model`: in a slot cluster of its own while nesting is
    /// allowed, otherwise in the container's cluster `own`, with `label` as its role.
    private mutating func placePart(
        _ child: Child, of model: Int, in own: Int, slot suffix: String, label: String,
        look: VisualLanguage.ClusterLook, member: FindingMarks.Key?, nested: Bool
    ) {
        let target =
            nested
            ? newCluster(
                id: "cluster-" + DiagramIDs.fragment(spec.models[model].id.value) + suffix, label: label, look: look,
                owner: nil, member: member, container: model, parent: own)
            : own
        placeChild(child, in: target, container: model, role: nested ? nil : label, allowed: nested)
    }

    private mutating func placeChild(_ part: Child, in cluster: Int, container: Int, role: String?, allowed: Bool) {
        if clusters[cluster].owner != nil { clusters[cluster].slots.append(clusters[cluster].items.count) }
        let (child, model) = part
        if model == nil, allowed, !missingPlaced.contains(child) {
            missingPlaced.insert(child)
            _ = ids.missing(child)
            missingLocation[child] = cluster
            clusters[cluster].items.append(.missing(child))
        } else if let model, allowed, !placed[model] {
            place(model, in: cluster)
        } else {
            let containerID = DiagramIDs.fragment(spec.models[container].id.value)
            let nodeID = ids.unique("ref-\(containerID)-\(DiagramIDs.fragment(child))")
            references.append(
                Placement.Reference(
                    nodeID: nodeID, container: container, child: child, model: model, role: role, cluster: cluster))
            clusters[cluster].items.append(.reference(references.count - 1))
        }
    }

    /// The models a model pushes, puts in its place or makes the root of its stack, by index.
    private func pushTargets(of model: Int) -> [Int] {
        spec.models[model].edges.indices.compactMap { index in
            let edge = spec.models[model].edges[index]
            guard edge.kind.isStackEntry || edge.kind == .setRoot, case .model = edge.target else { return nil }
            return graph.target(of: .own(index), from: model)
        }
    }

    /// Draws models pushed from a placed model (or made the root of its stack) beside it.
    private mutating func placePushed(from cursor: inout Int) {
        while cursor < placementOrder.count {
            let model = placementOrder[cursor]
            cursor += 1
            let slot = location[model]
            for target in pushTargets(of: model) where !placed[target] {
                let deep = slot.map { clusters[$0].depth >= Placement.maxClusterDepth } ?? false
                if sharedTargets.contains(target) || (deep && spec.models[target].kind.isContainer) {
                    place(target, in: nil)
                } else {
                    if slot != nil { pushPlaced.insert(target) }
                    place(target, in: slot)
                }
            }
        }
    }

    /// The models pushed (or made a stack's root) from models placed in more than one container, that are
    /// drawn in a container now because a push placed them there.
    private func sharedPushTargets() -> Set<Int> {
        var pushers: [Int: Set<Int>] = [:]
        for model in placementOrder {
            // The top level counts as one more container.
            let container = location[model].map { clusters[$0].container } ?? -1
            for target in pushTargets(of: model) where target != model {
                pushers[target, default: []].insert(container)
            }
        }
        return Set(pushers.filter { $0.value.count > 1 && pushPlaced.contains($0.key) }.keys)
    }
}

extension Model {
    /// The model's title on a line of its own, when it differs from the id; empty otherwise.
    var titleSuffix: String {
        guard let title = self.title?.value, title != self.id.value else { return "" }
        return "\n\"\(title)\""
    }
}
