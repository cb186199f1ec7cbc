import NavLintCore

/// Turns a spec into a ``Diagram`` in navlint's visual language.
///
/// Containers become clusters (one sub-cluster per tab, case or split column, in spec order); screens pushed
/// from a stack are drawn inside it; presented models start at the top level, as they start a new context.
/// Windows and routes are the entry points on the first rank. A container slot whose model is drawn
/// elsewhere holds a small reference box with a dotted line to it. References that dangle are drawn as
/// marked "missing" boxes; repeated ids keep their first model.
public struct DiagramBuilder: Sendable {
    public var options: DiagramOptions

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// Builds the diagram, or fails when the focus is unknown or the drawing would be too large.
    public func build(_ spec: Spec) throws(DiagramError) -> Diagram {
        var state = BuildState(spec: spec, options: options)
        return try state.run()
    }
}

/// Containers nested deeper than this are drawn beside their parent, linked by a `contains` edge.
private let maxClusterDepth = 24

private struct BuildState {
    enum Item {
        case model(String)
        case missing(String)
        case cluster(Int)
        case reference(Int)
        case backStub(Int)
    }

    struct ClusterDraft {
        var id: String
        var label: String
        var look: VisualLanguage.ClusterLook
        /// The container model this cluster draws, for the container's own cluster.
        var owner: String?
        /// The tab or case this cluster draws, for marks.
        var member: FindingMarks.Key?
        /// The container model whose cluster holds this one (itself, for a container's own cluster).
        var container: String
        var parent: Int?
        var depth: Int
        var items: [Item] = []
        /// Positions in `items` of what the container holds (its root, tabs, cases, columns), not of
        /// models pushed inside it.
        var slots: [Int] = []
    }

    /// A container slot whose model is drawn elsewhere.
    struct Reference {
        var nodeID: String
        var container: String
        var child: String
        /// What the child is to the container (`root`, `tab home`) when no slot cluster says it.
        var role: String?
        var cluster: Int
    }

    /// A back navigation whose destination the spec does not tell.
    struct BackStub {
        var nodeID: String
        var label: String
    }

    struct Endpoint {
        var node: String
        /// The cluster the node is drawn in.
        var location: Int?
        /// The container's cluster, when the node is its anchor: edges are clipped at its border.
        var clip: Int?
    }

    let spec: Spec
    let options: DiagramOptions
    let marks: FindingMarks
    /// First model per id, in spec order.
    var models: [String: Model] = [:]
    var modelOrder: [String] = []

    var usedIDs: Set<String> = [GraphvizForm.titleNodeID, "navlint-legend"]
    var modelNodeIDs: [String: String] = [:]
    var missingNodeIDs: [String: String] = [:]
    var missingOrder: [String] = []
    var missingLocation: [String: Int] = [:]
    var urlNodeIDs: [String: String] = [:]
    var urlOrder: [String] = []
    var windowNodeIDs: [String: String] = [:]
    var shownWindows: Set<String> = []
    var routeNodeIDs: [String: String] = [:]

    var clusters: [ClusterDraft] = []
    var topItems: [Item] = []
    var placedIn: [String: Int?] = [:]
    var placementOrder: [String] = []
    var clusterOfContainer: [String: Int] = [:]
    var missingPlaced: Set<String> = []
    /// Missing references some drawn edge ends at.
    var missingNeeded: Set<String> = []
    /// Missing references already drawn inside a cluster.
    var missingDrawn: Set<String> = []
    var references: [Reference] = []
    var backStubs: [BackStub] = []
    /// Anchors and container parts joined by structure edges: they share one Graphviz group.
    var grouped: Set<String> = []
    /// The containers that hold each model, as the spec says; filled when first needed.
    var holders: [String: [String]] = [:]

    var visible: Set<String>?

    init(spec: Spec, options: DiagramOptions) {
        self.spec = spec
        self.options = options
        marks = FindingMarks(options.findings, spec: spec)
        for model in spec.models where models[model.id.value] == nil {
            models[model.id.value] = model
            modelOrder.append(model.id.value)
        }
    }

    // MARK: - Ids

    /// Keeps letters, digits, `_` and `-`; writes anything else as `-uHEX-`, so spec ids stay readable and
    /// docs can style them. Clashes are settled by ``unique(_:)``.
    static func fragment(_ raw: String) -> String {
        if raw.isEmpty { return "-empty-" }
        var result = ""
        for scalar in raw.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "-u\(String(scalar.value, radix: 16, uppercase: true))-"
            }
        }
        return result
    }

    mutating func unique(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while usedIDs.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        usedIDs.insert(candidate)
        return candidate
    }

    mutating func modelNodeID(_ id: String) -> String {
        if let existing = modelNodeIDs[id] { return existing }
        let nodeID = unique("model-" + Self.fragment(id))
        modelNodeIDs[id] = nodeID
        return nodeID
    }

    mutating func missingNodeID(_ reference: String) -> String {
        if let existing = missingNodeIDs[reference] { return existing }
        let nodeID = unique("missing-" + Self.fragment(reference))
        missingNodeIDs[reference] = nodeID
        missingOrder.append(reference)
        return nodeID
    }

    mutating func urlNodeID(_ url: String) -> String {
        if let existing = urlNodeIDs[url] { return existing }
        let nodeID = unique("url-\(urlOrder.count + 1)")
        urlNodeIDs[url] = nodeID
        urlOrder.append(url)
        return nodeID
    }

    // MARK: - Placement

    mutating func newCluster(
        id: String, label: String, look: VisualLanguage.ClusterLook, owner: String?, member: FindingMarks.Key?,
        container: String, parent: Int?
    ) -> Int {
        let depth = parent.map { clusters[$0].depth + 1 } ?? 0
        clusters.append(ClusterDraft(
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
        guard let model = models[id], placedIn[id] == nil else { return }
        placedIn[id] = .some(cluster)
        placementOrder.append(id)
        guard model.kind.isContainer else {
            append(.model(id), to: cluster)
            return
        }
        let base = "cluster-" + Self.fragment(id)
        let own = newCluster(
            id: base, label: "\(model.kind.rawValue) \(id)" + titleSuffix(model),
            look: VisualLanguage.container(model.kind), owner: id, member: nil, container: id, parent: cluster)
        clusterOfContainer[id] = own
        clusters[own].items.append(.model(id))
        let nested = clusters[own].depth < maxClusterDepth
        func slot(_ suffix: String, _ label: String, _ look: VisualLanguage.ClusterLook, _ member: FindingMarks.Key?) -> Int {
            newCluster(id: base + suffix, label: label, look: look, owner: nil, member: member, container: id, parent: own)
        }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            placeChild(stack.root.value, in: own, container: id, role: "root", allowed: nested)
            for (index, entry) in stack.path.enumerated() {
                placeChild(entry.value, in: own, container: id, role: "path \(index + 1)", allowed: nested)
            }
        case .tabs(let tabs):
            for tab in tabs.tabs {
                var label = "tab \(tab.id.value)"
                if let title = tab.title?.value, title != tab.id.value { label += " \"\(title)\"" }
                if tab.id.value == tabs.initial?.value { label += " (initial)" }
                let member = FindingMarks.Key.member(owner: id, name: tab.id.value)
                let target = nested ? slot("-tab-" + Self.fragment(tab.id.value), label, VisualLanguage.tab, member) : own
                placeChild(tab.model.value, in: target, container: id, role: nested ? nil : label, allowed: nested)
            }
        case .switch(let content):
            for switchCase in content.cases {
                var label = "case \(switchCase.id.value)"
                if switchCase.id.value == content.initial?.value { label += " (initial)" }
                if let condition = switchCase.condition?.value { label += "\n[\(condition)]" }
                let member = FindingMarks.Key.member(owner: id, name: switchCase.id.value)
                let target = nested
                    ? slot("-case-" + Self.fragment(switchCase.id.value), label, VisualLanguage.switchCase, member) : own
                placeChild(switchCase.model.value, in: target, container: id, role: nested ? nil : label, allowed: nested)
            }
        case .split(let split):
            let names = split.content == nil ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
            for (name, column) in zip(names, split.columns) {
                let target = nested ? slot("-" + name, name, VisualLanguage.column, nil) : own
                placeChild(column.value, in: target, container: id, role: nested ? nil : name, allowed: nested)
            }
        }
    }

    mutating func placeChild(_ child: String, in cluster: Int, container: String, role: String?, allowed: Bool) {
        if clusters[cluster].owner != nil { clusters[cluster].slots.append(clusters[cluster].items.count) }
        if models[child] == nil, allowed, !missingPlaced.contains(child) {
            missingPlaced.insert(child)
            _ = missingNodeID(child)
            missingLocation[child] = cluster
            clusters[cluster].items.append(.missing(child))
        } else if models[child] != nil, allowed, placedIn[child] == nil {
            place(child, in: cluster)
        } else {
            let nodeID = unique("ref-\(Self.fragment(container))-\(Self.fragment(child))")
            references.append(Reference(nodeID: nodeID, container: container, child: child, role: role, cluster: cluster))
            clusters[cluster].items.append(.reference(references.count - 1))
        }
    }

    /// Draws models pushed from a placed model (or made the root of its stack) beside it.
    mutating func placePushed(from cursor: inout Int) {
        while cursor < placementOrder.count {
            let id = placementOrder[cursor]
            cursor += 1
            guard let model = models[id], let slot = placedIn[id] else { continue }
            for edge in model.edges where edge.kind == .push || edge.kind == .setRoot {
                guard let target = edge.target.modelID?.value, models[target] != nil, placedIn[target] == nil else { continue }
                if let slot, clusters[slot].depth >= maxClusterDepth, models[target]?.kind.isContainer == true {
                    place(target, in: nil)
                } else {
                    place(target, in: slot)
                }
            }
        }
    }

    mutating func placeEverything() {
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

    // MARK: - Focus

    /// The models adjacent to each model through containment or a forward edge, in both directions.
    func neighbours() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func link(_ a: String, _ b: String) {
            guard models[a] != nil, models[b] != nil else { return }
            result[a, default: []].insert(b)
            result[b, default: []].insert(a)
        }
        for id in modelOrder {
            guard let model = models[id] else { continue }
            for child in children(of: model) { link(id, child) }
            for edge in model.edges where !edge.kind.isBack {
                if let target = resolvedModel(edge.target) { link(id, target) }
            }
        }
        return result
    }

    func children(of model: Model) -> [String] {
        switch model.content {
        case .screen, .dialog: []
        case .stack(let stack): [stack.root.value] + stack.path.map(\.value)
        case .tabs(let tabs): tabs.tabs.map(\.model.value)
        case .switch(let content): content.cases.map(\.model.value)
        case .split(let split): split.columns.map(\.value)
        }
    }

    /// The model an edge target leads to, when it names one that exists.
    func resolvedModel(_ target: EdgeTarget) -> String? {
        switch target {
        case .model(let id): return models[id.value] == nil ? nil : id.value
        case .tab(let reference): return member(reference.value, tab: true)
        case .switchCase(let reference): return member(reference.value, tab: false)
        case .window(let id):
            let root = spec.windows?.first { $0.id.value == id.value }?.root.value
            return root.flatMap { models[$0] == nil ? nil : $0 }
        case .url, .none: return nil
        }
    }

    /// The model of `Tabs.tab` or `Switch.case`.
    func member(_ reference: String, tab: Bool) -> String? {
        guard let dot = reference.firstIndex(of: ".") else { return nil }
        let owner = String(reference[..<dot])
        let name = String(reference[reference.index(after: dot)...])
        let model: String?
        switch models[owner]?.content {
        case .tabs(let tabs) where tab: model = tabs.tabs.first { $0.id.value == name }?.model.value
        case .switch(let content) where !tab: model = content.cases.first { $0.id.value == name }?.model.value
        default: model = nil
        }
        return model.flatMap { models[$0] == nil ? nil : $0 }
    }

    mutating func computeVisibility() throws(DiagramError) {
        guard let focus = options.focus else { return }
        guard focus.depth >= 0 else { throw .negativeDepth(focus.depth) }
        guard models[focus.id] != nil else { throw .unknownFocus(focus.id) }
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

    // MARK: - Nodes

    func node(
        id: String, label: String, look: VisualLanguage.NodeLook, mark key: FindingMarks.Key?, tooltip: String? = nil
    ) -> DiagramNode {
        var node = DiagramNode(
            id: id, label: label, shape: look.shape, classes: ["navlint-node", look.className], line: look.line,
            color: look.color, fill: look.fill, tooltip: tooltip)
        if let key, let mark = marks[key] {
            node.label += (label.isEmpty ? "" : "\n") + mark.badge
            node.color = VisualLanguage.markColor(mark.severity)
            node.penWidth = VisualLanguage.markPenWidth
            node.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            node.tooltip = mark.tooltip
        }
        return node
    }

    mutating func modelNode(_ id: String) -> DiagramNode {
        let nodeID = modelNodeID(id)
        guard let model = models[id] else { return missingNode(id) }
        switch model.kind {
        case .screen, .dialog:
            var label = id
            if !model.params.isEmpty {
                let params = model.params.map { "\($0.name.value): \($0.type.value)\($0.optional ? "?" : "")" }
                label += "(" + params.joined(separator: ", ") + ")"
            }
            label += titleSuffix(model)
            let look = model.kind == .screen ? VisualLanguage.screen : VisualLanguage.dialog
            return node(id: nodeID, label: label, look: look, mark: .model(id), tooltip: model.doc?.value)
        case .stack, .tabs, .switch, .split:
            var anchor = node(id: nodeID, label: "", look: VisualLanguage.anchor, mark: nil)
            anchor.classes.append(VisualLanguage.container(model.kind).className)
            anchor.anchorOf = clusterOfContainer[id].map { clusters[$0].id }
            anchor.tooltip = model.doc?.value
            anchor.attributes = ["width": "0.05", "height": "0.05"]
            return anchor
        }
    }

    mutating func missingNode(_ reference: String) -> DiagramNode {
        node(id: missingNodeID(reference), label: "\(reference)\n(missing)", look: VisualLanguage.missing, mark: nil)
    }

    func referenceNode(_ reference: Reference) -> DiagramNode {
        let arrow = "\u{21AA} \(reference.child)"
        var node = node(
            id: reference.nodeID, label: reference.role.map { "\($0) \(arrow)" } ?? arrow, look: VisualLanguage.reference,
            mark: nil, tooltip: "\(reference.child) is drawn elsewhere; the dotted line leads to it")
        node.attributes = ["fontsize": "9", "margin": "0.08,0.03"]
        return node
    }

    // MARK: - Clusters

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
        if let owner = draft.owner, first == modelNodeIDs[owner] {
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
            id: draft.id, label: draft.label, classes: ["navlint-cluster", draft.look.className], line: draft.look.line,
            color: draft.look.color, nodes: nodes, clusters: children)
        let key = draft.owner.map(FindingMarks.Key.model) ?? draft.member
        if let key, let mark = marks[key] {
            cluster.label += "\n" + mark.badge
            cluster.color = VisualLanguage.markColor(mark.severity)
            cluster.penWidth = VisualLanguage.markPenWidth
            cluster.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            cluster.tooltip = mark.tooltip
        } else if let owner = draft.owner {
            cluster.tooltip = models[owner]?.doc?.value
        }
        return (cluster, first)
    }

    /// Compass points along the side of a node that faces the next rank, in drawing order (left to right
    /// when ranks run top to bottom, top to bottom when they run left to right), for `count` edges.
    static func ports(_ count: Int, direction: Diagram.Direction) -> [String] {
        let topToBottom = direction == .topToBottom
        if count == 2 { return topToBottom ? ["sw", "se"] : ["ne", "se"] }
        let points = switch (count <= 3, topToBottom) {
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

    // MARK: - Edges

    mutating func missingEndpoint(_ reference: String) -> Endpoint {
        missingNeeded.insert(reference)
        return Endpoint(node: missingNodeID(reference), location: missingLocation[reference], clip: nil)
    }

    /// Whether edges to this model id are drawn: visible models, and dangling ids when nothing is filtered.
    func shows(_ id: String) -> Bool { models[id] == nil ? visible == nil : isVisible(id) }

    mutating func endpoint(model id: String) -> Endpoint? {
        guard shows(id) else { return nil }
        guard models[id] != nil else { return missingEndpoint(id) }
        let own = clusterOfContainer[id]
        return Endpoint(node: modelNodeID(id), location: own ?? placedIn[id] ?? nil, clip: own)
    }

    mutating func makeEdge(
        from: Endpoint, to: Endpoint, kind: DiagramEdgeKind, trigger: String?, extra: [String] = []
    ) -> DiagramEdge {
        let look = VisualLanguage.edge(kind)
        var lines: [String] = []
        let head = (look.tag == trigger ? [look.tag] : [look.tag, trigger]).compactMap { $0 }.joined(separator: ": ")
        if !head.isEmpty { lines.append(head) }
        lines += extra
        func key(_ node: String) -> String {
            node.hasPrefix("model-") ? String(node.dropFirst("model-".count)) : node
        }
        var edge = DiagramEdge(
            id: unique("edge-\(key(from.node))-\(kind)-\(key(to.node))"), from: from.node, to: to.node, kind: kind,
            label: lines.isEmpty ? nil : lines.joined(separator: "\n"),
            classes: ["navlint-edge", "navlint-edge-\(kind)"], line: look.line, color: look.color,
            arrowhead: look.arrowhead)
        if from.node != to.node {
            if let clip = from.clip, !isWithin(to.location, clip) { edge.fromCluster = clusters[clip].id }
            if let clip = to.clip, !isWithin(from.location, clip) { edge.toCluster = clusters[clip].id }
        }
        switch kind {
        case .navigation(let via) where via.isBack:
            edge.reversed = true
            edge.weight = 0
        case .navigation(.openWindow), .contains, .finding:
            edge.constrains = false
        default:
            break
        }
        if isLateral(from.location, to.location) { edge.constrains = false }
        return edge
    }

    mutating func forwardEndpoint(_ target: EdgeTarget) -> Endpoint? {
        switch target {
        case .model(let id):
            return endpoint(model: id.value)
        case .tab(let reference), .switchCase(let reference):
            let isTab = if case .tab = target { true } else { false }
            guard let model = member(reference.value, tab: isTab) else { return missingEndpoint(reference.value) }
            return endpoint(model: model)
        case .window(let id):
            guard let window = windowNodeIDs[id.value] else { return missingEndpoint("window \(id.value)") }
            return shownWindows.contains(id.value) ? Endpoint(node: window, location: nil, clip: nil) : nil
        case .url(let url):
            return Endpoint(node: urlNodeID(url.value), location: nil, clip: nil)
        case .none:
            return nil
        }
    }

    /// Where a back navigation from `id` returns to, as far as the spec tells; empty when it does not.
    mutating func backTargets(_ via: EdgeKind, from id: String) -> [Endpoint]? {
        var targets: [String] = []
        switch via {
        case .pop:
            targets = modelOrder.filter { source in
                models[source]?.edges.contains { $0.kind == .push && $0.target.modelID?.value == id } ?? false
            }
        case .popToRoot:
            if let stack = enclosing(id, kind: .stack), case .stack(let content)? = models[stack]?.content,
                models[content.root.value] != nil
            {
                targets = [content.root.value]
            }
        case .dismiss:
            // The model and every container that holds it, as drawn or by reference (a stack a sheet shows).
            var presented: Set<String> = [id]
            var cluster = placedIn[id] ?? nil
            while let index = cluster {
                presented.insert(clusters[index].container)
                cluster = clusters[index].parent
            }
            if holders.isEmpty {
                for container in modelOrder {
                    guard let model = models[container] else { continue }
                    for child in children(of: model) { holders[child, default: []].append(container) }
                }
            }
            var pending = Array(presented)
            while let child = pending.popLast() {
                for container in holders[child] ?? [] where presented.insert(container).inserted {
                    pending.append(container)
                }
            }
            targets = modelOrder.filter { source in
                models[source]?.edges.contains { edge in
                    edge.kind.isPresentation && edge.target.modelID.map { presented.contains($0.value) } == true
                } ?? false
            }
        case .dismissWindow:
            var endpoints: [Endpoint] = []
            for window in spec.windows ?? [] where shownWindows.contains(window.id.value) {
                let inside = clusterOfContainer[window.root.value].map { isWithin(placedIn[id] ?? nil, $0) } ?? false
                if window.root.value == id || inside, let node = windowNodeIDs[window.id.value] {
                    endpoints.append(Endpoint(node: node, location: nil, clip: nil))
                }
            }
            if !endpoints.isEmpty { return endpoints }
        default:
            break
        }
        if targets.isEmpty { return nil }
        return targets.compactMap { endpoint(model: $0) }
    }

    /// The nearest container of a kind around a placed model.
    func enclosing(_ id: String, kind: ModelKind) -> String? {
        var cluster = placedIn[id] ?? nil
        while let index = cluster {
            let container = clusters[index].container
            if models[container]?.kind == kind { return container }
            cluster = clusters[index].parent
        }
        return nil
    }

    // MARK: - Assembly

    struct Windows {
        var nodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []
    }

    /// One window node per window of a multi-window app, or the app's main window.
    mutating func drawWindows() -> Windows {
        var result = Windows()
        let windowList: [(id: String, root: String, label: String)] =
            spec.windows?.map { ($0.id.value, $0.root.value, "window \($0.id.value)") }
            ?? spec.root.map { [("main", $0.value, spec.app.map { "\($0.value)\nmain window" } ?? "main window")] } ?? []
        for window in windowList where windowNodeIDs[window.id] == nil {
            windowNodeIDs[window.id] = unique("window-" + Self.fragment(window.id))
        }
        var seen: Set<String> = []
        for window in windowList where !seen.contains(window.id) {
            seen.insert(window.id)
            guard let nodeID = windowNodeIDs[window.id], let root = endpoint(model: window.root) else { continue }
            shownWindows.insert(window.id)
            result.nodes.append(node(id: nodeID, label: window.label, look: VisualLanguage.window, mark: .window(window.id)))
            result.edges.append(makeEdge(
                from: Endpoint(node: nodeID, location: nil, clip: nil), to: root, kind: .windowRoot, trigger: nil))
        }
        return result
    }

    /// Where each back edge of each model leads (one list per back edge, in order), with a stub placed beside
    /// the model where the spec names no destination. Stubs are placed before clusters are emitted.
    mutating func prepareBackEdges() -> [String: [BackDestination]] {
        guard options.showBackEdges else { return [:] }
        var result: [String: [BackDestination]] = [:]
        for id in modelOrder where isVisible(id) {
            guard let model = models[id] else { continue }
            for edge in model.edges where edge.kind.isBack {
                if let targets = backTargets(edge.kind, from: id) {
                    result[id, default: []].append(.models(targets))
                    continue
                }
                let location = clusterOfContainer[id] ?? placedIn[id] ?? nil
                var label = "\u{21A9} \(edge.kind.rawValue)"
                if let trigger = edge.label?.value, trigger != edge.kind.rawValue { label += ": \(trigger)" }
                let stub = BackStub(nodeID: unique("back-\(Self.fragment(id))-\(edge.kind.rawValue)"), label: label)
                backStubs.append(stub)
                append(.backStub(backStubs.count - 1), to: location)
                result[id, default: []].append(.stub(Endpoint(node: stub.nodeID, location: location, clip: nil)))
            }
        }
        return result
    }

    enum BackDestination {
        case models([Endpoint])
        case stub(Endpoint)
    }

    mutating func run() throws(DiagramError) -> Diagram {
        placeEverything()
        try computeVisibility()

        let windows = drawWindows()
        let backEdges = prepareBackEdges()
        var topNodes = windows.nodes
        var structure: [DiagramEdge] = []
        var clusterList: [DiagramCluster] = []
        _ = emitItems(topItems, nodes: &topNodes, clusters: &clusterList, structure: &structure)
        var edges = structure + windows.edges

        for id in modelOrder where isVisible(id) {
            guard let model = models[id], let source = endpoint(model: id) else { continue }
            var backs = (backEdges[id] ?? [])[...]
            for edge in model.edges {
                var extra: [String] = []
                if edge.stacked { extra.append("(stacked)") }
                if let condition = edge.condition?.value { extra.append("[\(condition)]") }
                let kind = DiagramEdgeKind.navigation(edge.kind)
                if edge.kind.isBack {
                    guard let destination = backs.popFirst() else { continue }
                    switch destination {
                    case .models(let targets):
                        for target in targets {
                            edges.append(makeEdge(from: source, to: target, kind: kind, trigger: edge.label?.value, extra: extra))
                        }
                    case .stub(let stub):
                        // The stub's own text names the kind and trigger; the short line to it ranks as usual.
                        var stubEdge = makeEdge(from: source, to: stub, kind: kind, trigger: nil)
                        stubEdge.label = extra.isEmpty ? nil : extra.joined(separator: "\n")
                        stubEdge.reversed = false
                        stubEdge.weight = nil
                        edges.append(stubEdge)
                    }
                } else if let target = forwardEndpoint(edge.target) {
                    var built = makeEdge(from: source, to: target, kind: kind, trigger: edge.label?.value, extra: extra)
                    if edge.stacked { built.classes.append("navlint-stacked") }
                    edges.append(built)
                }
            }
        }

        for reference in references where isVisible(reference.container) {
            guard let to = endpoint(model: reference.child) else { continue }
            let from = Endpoint(node: reference.nodeID, location: reference.cluster, clip: nil)
            edges.append(makeEdge(from: from, to: to, kind: .contains, trigger: nil))
        }

        var routeNodes: [DiagramNode] = []
        var seenRoutes: Set<String> = []
        for route in spec.routes where !seenRoutes.contains(route.id.value) {
            seenRoutes.insert(route.id.value)
            guard let target = endpoint(model: route.target.value) else { continue }
            routeNodes.append(routeNode(route))
            let from = Endpoint(node: routeNodeIDs[route.id.value] ?? "", location: nil, clip: nil)
            let via = route.via.isEmpty ? [] : ["via " + route.via.map(\.value).joined(separator: ", ")]
            let kind: DiagramEdgeKind = route.present == nil ? .route : .presentRoute
            edges.append(makeEdge(from: from, to: target, kind: kind, trigger: route.present?.value.rawValue, extra: via))
        }
        topNodes += routeNodes
        edges += findingLinks()

        for url in urlOrder {
            guard let nodeID = urlNodeIDs[url] else { continue }
            var urlNode = node(id: nodeID, label: url, look: VisualLanguage.url, mark: nil)
            if isInternal(url) { urlNode.classes.append("navlint-url-internal") }
            topNodes.append(urlNode)
        }
        for reference in missingOrder where missingNeeded.contains(reference) && !missingDrawn.contains(reference) {
            topNodes.append(missingNode(reference))
        }

        var diagram = Diagram(
            direction: options.direction, title: spec.app?.value, nodes: topNodes, clusters: clusterList, edges: edges,
            entryNodes: windows.nodes.map(\.id) + routeNodes.map(\.id))
        let count = diagram.allNodes.count
        guard count <= options.maxNodes else { throw .tooManyNodes(count: count, limit: options.maxNodes) }
        diagram.edges += entryEdges(diagram)
        if !grouped.isEmpty { Self.setGroup(grouped, in: &diagram) }
        diagram.attributes = Self.layoutLimits(nodeCount: count, edgeCount: diagram.edges.count)
        if options.legend { diagram.legend = Legend.make(for: diagram) }
        return diagram
    }

    /// Invisible edges from the first entry point to each node that no entry point leads to (an unreachable
    /// model, a screen nothing presents, the first of a cycle), so that only entry points share the first
    /// rank and nothing else looks like a root. Graphviz 2.43's `newrank` keeps a rank together but cannot
    /// pin it first, so these edges do that.
    mutating func entryEdges(_ diagram: Diagram) -> [DiagramEdge] {
        guard let first = diagram.entryNodes.first else { return [] }
        var outgoing: [String: [String]] = [:]
        for edge in diagram.edges where edge.constrains {
            let (tail, head) = GraphvizForm.ends(edge)
            outgoing[tail, default: []].append(head)
        }
        var reached = Set(diagram.entryNodes)
        func reach(from start: [String]) {
            var stack = start
            while let node = stack.popLast() {
                for head in outgoing[node] ?? [] where reached.insert(head).inserted { stack.append(head) }
            }
        }
        reach(from: diagram.entryNodes)
        var result: [DiagramEdge] = []
        for node in diagram.allNodes where reached.insert(node.id).inserted {
            result.append(DiagramEdge(
                id: unique("structure-entry-\(node.id)"), from: first, to: node.id, kind: .structure,
                classes: ["navlint-structure"], line: .invisible, color: "transparent", arrowhead: "none", weight: 0))
            reach(from: [node.id])
        }
        return result
    }

    static func setGroup(_ ids: Set<String>, in diagram: inout Diagram) {
        for index in diagram.nodes.indices where ids.contains(diagram.nodes[index].id) {
            diagram.nodes[index].group = "navlint-parts"
        }
        func visit(_ cluster: inout DiagramCluster) {
            for index in cluster.nodes.indices where ids.contains(cluster.nodes[index].id) {
                cluster.nodes[index].group = "navlint-parts"
            }
            for index in cluster.clusters.indices { visit(&cluster.clusters[index]) }
        }
        for index in diagram.clusters.indices { visit(&diagram.clusters[index]) }
    }

    /// Dashed lines between the routes one finding names together (an ambiguous or duplicate pair).
    mutating func findingLinks() -> [DiagramEdge] {
        var result: [DiagramEdge] = []
        for pair in marks.routePairs {
            guard let first = routeNodeIDs[pair.first], let second = routeNodeIDs[pair.second] else { continue }
            var link = makeEdge(
                from: Endpoint(node: first, location: nil, clip: nil), to: Endpoint(node: second, location: nil, clip: nil),
                kind: .finding, trigger: nil)
            link.color = VisualLanguage.markColor(pair.severity)
            link.classes.append("navlint-\(pair.severity.rawValue)")
            link.tooltip = "\(pair.rule): \(pair.first) and \(pair.second)"
            result.append(link)
        }
        return result
    }

    mutating func routeNode(_ route: Route) -> DiagramNode {
        let nodeID = unique("route-" + Self.fragment(route.id.value))
        routeNodeIDs[route.id.value] = nodeID
        var lines = [route.pattern.value, "route \(route.id.value)"]
        let look = route.present == nil ? VisualLanguage.route : VisualLanguage.presentRoute
        if let present = route.present?.value { lines.append("presents as \(present.rawValue)") }
        var coverageClass: String?
        var fill = look.fill
        if let coverage = options.coverage {
            let hits = coverage[route.id.value] ?? 0
            lines.append(hits == 1 ? "1 hit" : "\(hits) hits")
            fill = hits > 0 ? VisualLanguage.coveredFill : VisualLanguage.uncoveredFill
            coverageClass = hits > 0 ? "navlint-covered" : "navlint-uncovered"
        }
        var result = node(
            id: nodeID, label: lines.joined(separator: "\n"), look: look, mark: .route(route.id.value),
            tooltip: route.doc?.value)
        if look.className != VisualLanguage.route.className { result.classes.insert(VisualLanguage.route.className, at: 1) }
        result.fill = fill
        if let coverageClass { result.classes.append(coverageClass) }
        return result
    }

    /// Whether a URL uses one of the app's own schemes or hosts.
    func isInternal(_ url: String) -> Bool {
        guard let links = spec.links else { return false }
        let lowered = url.lowercased()
        if links.schemes.contains(where: { lowered.hasPrefix($0.value.lowercased() + ":") }) { return true }
        return links.hosts.contains { host in
            ["https://", "http://"].contains { lowered.hasPrefix($0 + host.value.lowercased()) }
        }
    }

    /// Bounds on Graphviz's iterative phases for large drawings, so layout time grows gently.
    static func layoutLimits(nodeCount: Int, edgeCount: Int) -> [String: String] {
        let size = nodeCount + edgeCount
        if size > 2000 { return ["mclimit": "0.3", "nslimit": "0.5", "nslimit1": "0.5", "searchsize": "10"] }
        if size > 600 { return ["mclimit": "0.3", "nslimit": "3", "nslimit1": "3", "searchsize": "10"] }
        return [:]
    }
}
