import NavLintCore

/// The Mermaid flowchart of a change that `navlint diff --format markdown` ends with: the models and
/// groups a ``NavigationChanges`` names and the other ends of its edges, with added things green, removed
/// things red and dashed, changed things amber and unchanged neighbours plain. At most ``nodeLimit``
/// nodes are drawn (the ends of changed edges first); a summary line counts what was left out.
///
/// Ids and labels go through ``MermaidWriter``, so text from a spec stays text.
public enum ChangeFlowchart {
    /// The most nodes drawn.
    public static let nodeLimit = 60

    /// A Markdown `mermaid` block (and a line saying what the colours mean, and what was left out), or
    /// the empty string when nothing in the navigation changed.
    public static func markdown(
        _ changes: NavigationChanges, old: NavGraph, new: NavGraph, limit: Int = nodeLimit
    ) -> String {
        guard !changes.isEmpty else { return "" }
        let (diagram, leftOut) = diagram(changes, old: old, new: new, limit: limit)
        var text = "```mermaid\n" + MermaidWriter.write(diagram) + "```\n\n"
        text += "Green: added; red, dashed: removed; amber: changed."
        if leftOut.nodes > 0 {
            let nodes = leftOut.nodes == 1 ? "1 more node" : "\(leftOut.nodes) more nodes"
            let edges = leftOut.edges == 1 ? "1 edge" : "\(leftOut.edges) edges"
            text += " \(nodes) and \(edges) of the change are not drawn (the flowchart shows at most \(limit) nodes)."
        }
        return text + "\n"
    }

    /// The drawing, and how many nodes and edges it leaves out.
    static func diagram(
        _ changes: NavigationChanges, old: NavGraph, new: NavGraph, limit: Int
    ) -> (Diagram, leftOut: (nodes: Int, edges: Int)) {
        var plan = Plan(changes: changes, old: old, new: new)
        plan.collect()
        let kept = Set(plan.nodes.prefix(limit).map(\.id))
        let nodes = plan.nodes.prefix(limit).map { $0.drawn() }
        let edges = plan.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        let diagram = Diagram(name: "navlint-changes", direction: .leftToRight, nodes: nodes, edges: edges)
        return (diagram, (plan.nodes.count - nodes.count, plan.edges.count - edges.count))
    }

    /// What a node or an edge is in the change.
    enum Status {
        case added, removed, changed, unchanged

        var color: String {
            switch self {
            case .added: "#2e7d32"
            case .removed: "#c62828"
            case .changed: "#b26a00"
            case .unchanged: "#6b6b6b"
            }
        }

        var fill: String {
            switch self {
            case .added: "#e3f4e1"
            case .removed: "#fde7e7"
            case .changed: "#fff1cc"
            case .unchanged: "#ffffff"
            }
        }

        var line: LineStyle { self == .removed ? .dashed : .solid }

        init(_ kind: EdgeChange.Kind) {
            switch kind {
            case .added: self = .added
            case .removed: self = .removed
            case .changed: self = .changed
            }
        }
    }

    /// One node to draw.
    struct Node {
        let id: String
        var label: String
        var status: Status
        var shape: NodeShape

        func drawn() -> DiagramNode {
            DiagramNode(
                id: id, label: label, shape: shape, line: status.line, color: status.color, fill: status.fill,
                penWidth: status == .unchanged ? 1 : 2)
        }
    }

    /// The nodes in the order they are kept, and every edge between them.
    struct Plan {
        let changes: NavigationChanges
        let old: NavGraph
        let new: NavGraph
        private(set) var nodes: [Node] = []
        private(set) var edges: [DiagramEdge] = []
        private var position: [String: Int] = [:]
        private let newIDs: [String: String]

        init(changes: NavigationChanges, old: NavGraph, new: NavGraph) {
            self.changes = changes
            self.old = old
            self.new = new
            var newIDs: [String: String] = [:]
            for change in changes.models where change.kind == .renamed {
                if let before = change.oldID, let after = change.newID { newIDs[before] = after }
            }
            self.newIDs = newIDs
        }

        /// The ends of every changed edge first (so that what is kept shows edges), then the tabs and
        /// models that changed, each node where it first comes.
        mutating func collect() {
            for change in changes.edges { add(change) }
            for change in changes.tabs {
                var notes: [String] = []
                if change.reordered { notes.append("tabs reordered") }
                if let initial = change.initial { notes.append("starts on \(initial.new ?? "none")") }
                let id = QuotedString.excerpt(change.id)
                let label = notes.isEmpty ? id : id + "\n" + QuotedString.excerpt(notes.joined(separator: ", "))
                add(modelNode: change.id, label: label, status: .changed)
                for tab in change.gained { addTabEdge(change, tab: tab, status: .added) }
                for tab in change.lost { addTabEdge(change, tab: tab, status: .removed) }
            }
            for change in changes.models {
                let status: Status = change.kind == .added ? .added : change.kind == .removed ? .removed : .changed
                let id = QuotedString.excerpt(change.id)
                let label = change.kind == .renamed ? "\(id)\n(was \(QuotedString.excerpt(change.oldID ?? "")))" : id
                add(modelNode: change.id, label: label, status: status)
            }
        }

        private mutating func add(_ change: EdgeChange) {
            let from = originNode(change.key.origin)
            let to: String
            if let edge = change.newEdge, let index = new.model(at: edge.target) {
                to = modelNode(new.spec.models[index].id.value)
            } else if let edge = change.oldEdge, let index = old.model(at: edge.target) {
                let id = old.spec.models[index].id.value
                to = modelNode(newIDs[id] ?? id)
            } else {
                to = otherNode(change.key.target.isEmpty ? "back" : change.key.target)
            }
            var label = change.key.kind.rawValue
            if let text = change.newEdge?.label?.value ?? change.oldEdge?.label?.value {
                label += " " + QuotedString.quoted(text)
            }
            if change.kind == .changed, let oldKey = change.oldKey {
                let aspects = change.aspects.filter { $0 != .kind }.map(\.rawValue)
                let was = oldKey.kind != change.key.kind ? ["was \(oldKey.kind.rawValue)"] : []
                label += " (" + (was + aspects.map { "\($0) changed" }).joined(separator: ", ") + ")"
            }
            addEdge(from: from, to: to, label: label, status: Status(change.kind))
        }

        private mutating func addTabEdge(_ change: TabsChange, tab: String, status: Status) {
            let graph = status == .removed ? old : new
            let tabsID = status == .removed ? change.oldID : change.id
            guard let found = graph.tab(tabsID + "." + tab), let model = found.tab.model?.value,
                graph.model(model) != nil
            else { return }
            let target = modelNode(status == .removed ? (newIDs[model] ?? model) : model)
            addEdge(from: modelNode(change.id), to: target, label: "tab \(tab)", status: status)
        }

        private mutating func addEdge(from: String, to: String, label: String, status: Status) {
            edges.append(
                DiagramEdge(
                    id: "change-\(edges.count)", from: from, to: to, kind: .structure, label: label,
                    line: status.line, color: status.color))
        }

        /// The node of a model (a new id, or the old id of a removed model), added as an unchanged
        /// neighbour when no change named it first.
        @discardableResult
        private mutating func modelNode(_ id: String) -> String {
            add(modelNode: id, label: QuotedString.excerpt(id), status: .unchanged)
        }

        @discardableResult
        private mutating func add(modelNode id: String, label: String, status: Status) -> String {
            let key = "model:" + id
            if let index = position[key] {
                if nodes[index].status == .unchanged { nodes[index].status = status }
                if status != .unchanged { nodes[index].label = label }
            } else {
                position[key] = nodes.count
                nodes.append(Node(id: key, label: label, status: status, shape: .roundedBox))
            }
            return key
        }

        private mutating func originNode(_ origin: EdgeKey.Origin) -> String {
            switch origin {
            case .model(let id): return modelNode(id)
            case .group(let id):
                return place("group:" + id, label: "group " + QuotedString.excerpt(id), shape: .hexagon)
            }
        }

        /// A node for what is not a model: a URL, a window that shows nothing known, back navigation.
        private mutating func otherNode(_ text: String) -> String {
            place("other:" + QuotedString.excerpt(text), label: QuotedString.excerpt(text), shape: .text)
        }

        private mutating func place(_ key: String, label: String, shape: NodeShape) -> String {
            if position[key] == nil {
                position[key] = nodes.count
                nodes.append(Node(id: key, label: label, status: .unchanged, shape: shape))
            }
            return key
        }
    }
}
