import NavLintCore

// Clusters: containers and their slots, and where nodes sit among them.
extension BuildState {
    /// Adds the items' nodes and clusters; returns the first node of each item (`nil` for none), for the
    /// structure edges.
    mutating func emitItems(
        _ items: [Item], nodes: inout [DiagramNode], clusters result: inout [DiagramCluster],
        structure: inout [DiagramEdge]
    ) -> [String?] {
        var entries: [String?] = []
        for item in items {
            var drawn: DiagramNode?
            switch item {
            case .model(let id):
                if isVisible(id) { drawn = modelNode(id) }
            case .missing(let reference):
                missingDrawn.insert(reference)
                drawn = missingNode(reference)
            case .reference(let index):
                drawn = referenceNode(references[index])
            case .backStub(let index):
                let stub = backStubs[index]
                nodes.append(node(id: stub.nodeID, label: stub.label, look: VisualLanguage.back, mark: nil))
            case .actionTab(let nodeID, let label):
                drawn = node(id: nodeID, label: label, look: VisualLanguage.actionTab, mark: nil)
            case .cluster(let index):
                if let (cluster, entry) = emitCluster(index, structure: &structure) {
                    result.append(cluster)
                    entries.append(entry)
                    continue
                }
            }
            if let drawn { nodes.append(drawn) }
            entries.append(drawn?.id)
        }
        return entries
    }

    /// The cluster and its first node; `nil` when nothing in it is visible.
    mutating func emitCluster(_ index: Int, structure: inout [DiagramEdge]) -> (DiagramCluster, String)? {
        let draft = clusters[index]
        guard isVisible(draft.container) else { return nil }
        var nodes: [DiagramNode] = []
        var children: [DiagramCluster] = []
        let entries = emitItems(draft.items, nodes: &nodes, clusters: &children, structure: &structure)
        guard let first = entries.lazy.compactMap({ $0 }).first else { return nil }
        // The container's anchor comes first; invisible edges from it to what the container holds keep
        // those below it. Leaving the anchor left to right, between nodes of one group (whose edges dot
        // crosses only at a high price), they keep tabs, cases and columns in spec order.
        if let owner = draft.owner, first == modelNodeID(owner) {
            let parts = draft.slots.compactMap { entries[$0] }
            let ports = Self.ports(parts.count, direction: options.direction)
            for (entry, port) in zip(parts, ports) {
                var edge = DiagramEdge(
                    id: unique("structure-\(first)-\(entry)"), from: first, to: entry, kind: .structure,
                    classes: ["navlint-structure"], line: .invisible, color: "transparent", arrowhead: "none")
                edge.tailPort = parts.count > 1 ? port : nil
                structure.append(edge)
                grouped.insert(entry)
            }
            if !parts.isEmpty { grouped.insert(first) }
        }
        var cluster = DiagramCluster(
            id: draft.id, label: draft.label, nodes: nodes, clusters: children,
            classes: ["navlint-cluster", draft.look.className], line: draft.look.line, color: draft.look.color)
        let key = draft.owner.map(FindingMarks.Key.model) ?? draft.member
        if let key, let mark = marks[key] {
            cluster.label += "\n" + mark.badge
            cluster.color = VisualLanguage.markColor(mark.severity)
            cluster.penWidth = VisualLanguage.markPenWidth
            cluster.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            cluster.tooltip = mark.tooltip
        } else if let owner = draft.owner {
            cluster.tooltip = firstModel(owner)?.doc?.value
        }
        return (cluster, first)
    }

    /// Compass points along the side of a node that faces the next rank, in drawing order (left to right
    /// when ranks run top to bottom, top to bottom when they run left to right), for `count` edges.
    static func ports(_ count: Int, direction: Diagram.Direction) -> [String] {
        let topToBottom = direction == .topToBottom
        if count == 2 { return topToBottom ? ["sw", "se"] : ["ne", "se"] }
        let points =
            switch (count <= 3, topToBottom) {
            case (true, true): ["sw", "s", "se"]
            case (false, true): ["w", "sw", "s", "se", "e"]
            case (true, false): ["ne", "e", "se"]
            case (false, false): ["n", "ne", "e", "se", "s"]
            }
        return (0..<count).map { points[min(points.count - 1, $0 * points.count / max(count, 1))] }
    }

    /// Whether a node drawn in `location` lies inside cluster `cluster`.
    func isWithin(_ location: Int?, _ cluster: Int) -> Bool {
        var current = location
        while let index = current {
            if index == cluster { return true }
            current = clusters[index].parent
        }
        return false
    }

    /// The clusters from the top level down to `location`.
    func chain(_ location: Int?) -> [Int] {
        var result: [Int] = []
        var current = location
        while let index = current {
            result.append(index)
            current = clusters[index].parent
        }
        return result.reversed()
    }

    /// Whether two nodes sit in different tabs, cases or columns of one container: an edge between them
    /// moves sideways, and ranking by it would stack the slots instead of keeping them side by side.
    func isLateral(_ a: Int?, _ b: Int?) -> Bool {
        let first = chain(a)
        let second = chain(b)
        var level = 0
        while level < first.count, level < second.count, first[level] == second[level] { level += 1 }
        guard level > 0, level < first.count, level < second.count else { return false }
        return clusters[first[level - 1]].owner != nil
    }
}
