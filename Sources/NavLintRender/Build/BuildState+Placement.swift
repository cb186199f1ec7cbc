import NavLintCore

// Placement: which cluster each model is drawn in.
extension BuildState {
    mutating func newCluster(
        id: String, label: String, look: VisualLanguage.ClusterLook, owner: String?, member: FindingMarks.Key?,
        container: String, parent: Int?
    ) -> Int {
        let depth = parent.map { clusters[$0].depth + 1 } ?? 0
        clusters.append(
            ClusterDraft(
                id: unique(id), label: label, look: look, owner: owner, member: member, container: container,
                parent: parent, depth: depth))
        let index = clusters.count - 1
        if let parent, owner == nil { clusters[parent].slots.append(clusters[parent].items.count) }
        append(.cluster(index), to: parent)
        return index
    }

    mutating func append(_ item: Item, to cluster: Int?) {
        if let cluster { clusters[cluster].items.append(item) } else { topItems.append(item) }
    }

    /// Places a model (and, for a container, what it holds) in a cluster, unless it is placed already.
    mutating func place(_ id: String, in cluster: Int?) {
        guard let model = firstModel(id), placedIn[id] == nil else { return }
        placedIn[id] = .some(cluster)
        placementOrder.append(id)
        guard model.kind.isContainer else {
            append(.model(id), to: cluster)
            return
        }
        let own = newCluster(
            id: "cluster-" + DiagramIDs.fragment(id), label: "\(model.kind.rawValue) \(id)" + titleSuffix(model),
            look: VisualLanguage.container(model.kind), owner: id, member: nil, container: id, parent: cluster)
        clusterOfContainer[id] = own
        clusters[own].items.append(.model(id))
        let nested = clusters[own].depth < Self.maxClusterDepth
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            placeChild(stack.root.value, in: own, container: id, role: "root", allowed: nested)
            for (index, entry) in stack.path.enumerated() {
                placeChild(entry.value, in: own, container: id, role: "path \(index + 1)", allowed: nested)
            }
        case .tabs(let tabs):
            let initial = graph.modelIndex[id].flatMap(graph.initialMember(of:))
            for (position, tab) in tabs.tabs.enumerated() {
                var label = "tab \(tab.id.value)"
                if let title = tab.title?.value, title != tab.id.value { label += " \"\(title)\"" }
                if position == initial { label += " (initial)" }
                if tab.isDynamic { label += " (dynamic)" }
                guard let model = tab.model else {
                    placeActionTab(tab, of: id, in: own, label: label)
                    continue
                }
                placePart(
                    model.value, of: id, in: own, slot: "-tab-" + DiagramIDs.fragment(tab.id.value), label: label,
                    look: tab.isDynamic ? VisualLanguage.dynamicTab : VisualLanguage.tab,
                    member: .member(owner: id, name: tab.id.value), nested: nested)
            }
        case .switch(let content):
            let initial = graph.modelIndex[id].flatMap(graph.initialMember(of:))
            for (position, switchCase) in content.cases.enumerated() {
                var label = "case \(switchCase.id.value)"
                if position == initial { label += " (initial)" }
                if let condition = switchCase.condition?.value { label += "\n[\(condition)]" }
                let name = switchCase.id.value
                placePart(
                    switchCase.model.value, of: id, in: own, slot: "-case-" + DiagramIDs.fragment(name), label: label,
                    look: VisualLanguage.switchCase, member: .member(owner: id, name: name), nested: nested)
            }
        case .split(let split):
            let names = split.content == nil ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
            for (name, column) in zip(names, split.columns) {
                placePart(
                    column.value, of: id, in: own, slot: "-" + name, label: name, look: VisualLanguage.column,
                    member: nil, nested: nested)
            }
        }
    }

    /// Places an action tab of tabs model `id` in its cluster `own`: a node that says the tab runs an action
    /// (its edges are drawn from the tabs model, in whose context they act).
    mutating func placeActionTab(_ tab: Tab, of id: String, in own: Int, label: String) {
        if clusters[own].owner != nil { clusters[own].slots.append(clusters[own].items.count) }
        let nodeID = unique("action-" + DiagramIDs.fragment(id) + "-" + DiagramIDs.fragment(tab.id.value))
        clusters[own].items.append(.actionTab(nodeID, label + "\n(action)"))
    }

    /// Places a tab, case or column of container `id`: in a slot cluster of its own while nesting is allowed,
    /// otherwise in the container's cluster `own`, with `label` as its role.
    mutating func placePart(
        _ child: String, of id: String, in own: Int, slot suffix: String, label: String,
        look: VisualLanguage.ClusterLook, member: FindingMarks.Key?, nested: Bool
    ) {
        let target =
            nested
            ? newCluster(
                id: "cluster-" + DiagramIDs.fragment(id) + suffix, label: label, look: look, owner: nil,
                member: member, container: id, parent: own)
            : own
        placeChild(child, in: target, container: id, role: nested ? nil : label, allowed: nested)
    }

    mutating func placeChild(_ child: String, in cluster: Int, container: String, role: String?, allowed: Bool) {
        if clusters[cluster].owner != nil { clusters[cluster].slots.append(clusters[cluster].items.count) }
        if firstModel(child) == nil, allowed, !missingPlaced.contains(child) {
            missingPlaced.insert(child)
            _ = missingNodeID(child)
            missingLocation[child] = cluster
            clusters[cluster].items.append(.missing(child))
        } else if firstModel(child) != nil, allowed, placedIn[child] == nil {
            place(child, in: cluster)
        } else {
            let nodeID = unique("ref-\(DiagramIDs.fragment(container))-\(DiagramIDs.fragment(child))")
            references.append(
                Reference(nodeID: nodeID, container: container, child: child, role: role, cluster: cluster))
            clusters[cluster].items.append(.reference(references.count - 1))
        }
    }

    /// Draws models pushed from a placed model (or made the root of its stack) beside it.
    mutating func placePushed(from cursor: inout Int) {
        while cursor < placementOrder.count {
            let id = placementOrder[cursor]
            cursor += 1
            guard let model = firstModel(id), let slot = placedIn[id] else { continue }
            for edge in model.edges where edge.kind == .push || edge.kind == .setRoot {
                guard let target = edge.target.modelID?.value, firstModel(target) != nil, placedIn[target] == nil else {
                    continue
                }
                let deep = slot.map { clusters[$0].depth >= Self.maxClusterDepth } ?? false
                if sharedTargets.contains(target) || (deep && firstModel(target)?.kind.isContainer == true) {
                    place(target, in: nil)
                } else {
                    if slot != nil { pushPlaced.insert(target) }
                    place(target, in: slot)
                }
            }
        }
    }

    /// How many times placement is redone as models shared by several containers move out of them.
    static let sharingRounds = 12

    /// Places every model. A model pushed from models in different containers (or from one inside a
    /// container and one outside) is drawn once outside them all, with an edge from each; moving it out
    /// can make what it pushes shared too, so placement is redone until no more models move.
    mutating func placeEverything() {
        let fresh = self
        for _ in 0..<Self.sharingRounds {
            placeOnce()
            let shared = sharedPushTargets()
            if shared.isSubset(of: sharedTargets) { return }
            let moved = sharedTargets.union(shared)
            self = fresh
            sharedTargets = moved
        }
        placeOnce()
    }

    /// The models pushed (or made a stack's root) from models placed in more than one container, that are
    /// drawn in a container now because a push placed them there.
    func sharedPushTargets() -> Set<String> {
        var pushers: [String: Set<String>] = [:]
        for id in placementOrder {
            guard let model = firstModel(id), let slot = placedIn[id] else { continue }
            let container = slot.map { clusters[$0].container } ?? ""
            for edge in model.edges where edge.kind == .push || edge.kind == .setRoot {
                guard let target = edge.target.modelID?.value, target != id else { continue }
                pushers[target, default: []].insert(container)
            }
        }
        var result: Set<String> = []
        for (target, containers) in pushers where containers.count > 1 && pushPlaced.contains(target) {
            result.insert(target)
        }
        return result
    }

    private mutating func placeOnce() {
        var cursor = 0
        for root in windowRoots() {
            place(root, in: nil)
            placePushed(from: &cursor)
        }
        for id in modelOrder where placedIn[id] == nil {
            place(id, in: nil)
            placePushed(from: &cursor)
        }
    }

    func windowRoots() -> [String] {
        if let windows = spec.windows { return windows.map(\.root.value) }
        return spec.root.map { [$0.value] } ?? []
    }

    func titleSuffix(_ model: Model) -> String {
        guard let title = model.title?.value, title != model.id.value else { return "" }
        return "\n\"\(title)\""
    }
}
