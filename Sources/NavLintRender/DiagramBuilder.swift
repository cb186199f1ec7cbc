import NavLintCore

/// Turns a spec into a ``Diagram`` in navlint's visual language.
///
/// Containers become clusters (one sub-cluster per tab, case or split column); screens pushed from
/// a stack are drawn inside it; presented models start at the top level, as they start a new context.
/// References that dangle are drawn as marked "missing" boxes; repeated ids keep their first model.
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
    }

    struct ClusterDraft {
        var id: String
        var label: String
        var look: VisualLanguage.ClusterLook
        /// The container model this cluster draws, for the container's own cluster.
        var owner: String?
        /// The id findings use for this cluster (`Tabs.tab`), for tab, case and column clusters.
        var markKey: String?
        /// The container model whose cluster holds this one (itself, for a container's own cluster).
        var container: String
        var parent: Int?
        var depth: Int
        var items: [Item] = []
    }

    struct ContainmentLink {
        var container: String
        var child: String
        var label: String
        var childIsMissing: Bool
    }

    let spec: Spec
    let options: DiagramOptions
    /// First model per id, in spec order.
    var models: [String: Model] = [:]
    var modelOrder: [String] = []

    var usedIDs: Set<String> = []
    var modelNodeIDs: [String: String] = [:]
    var missingNodeIDs: [String: String] = [:]
    var missingOrder: [String] = []
    var urlNodeIDs: [String: String] = [:]
    var urlOrder: [String] = []

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
    var containment: [ContainmentLink] = []

    var visible: Set<String>?

    init(spec: Spec, options: DiagramOptions) {
        self.spec = spec
        self.options = options
        usedIDs.insert("cluster-legend")
        for model in spec.models where models[model.id.value] == nil {
            models[model.id.value] = model
            modelOrder.append(model.id.value)
        }
    }

    // MARK: - Ids

    /// Keeps letters, digits and `_`; writes anything else as `-uHEX-`, so valid spec ids stay readable.
    static func fragment(_ raw: String) -> String {
        if raw.isEmpty { return "-empty-" }
        var result = ""
        for scalar in raw.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
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
        id: String, label: String, look: VisualLanguage.ClusterLook, owner: String?, markKey: String?,
        container: String, parent: Int?
    ) -> Int {
        let depth = parent.map { clusters[$0].depth + 1 } ?? 0
        clusters.append(ClusterDraft(
            id: unique(id), label: label, look: look, owner: owner, markKey: markKey, container: container,
            parent: parent, depth: depth))
        let index = clusters.count - 1
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
        let own = newCluster(
            id: "cluster-" + Self.fragment(id), label: "\(model.kind.rawValue) \(id)" + titleSuffix(model),
            look: VisualLanguage.container(model.kind), owner: id, markKey: nil, container: id, parent: cluster)
        clusterOfContainer[id] = own
        clusters[own].items.append(.model(id))
        let nested = clusters[own].depth < maxClusterDepth
        let base = "cluster-" + Self.fragment(id)
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            placeChild(stack.root.value, in: own, container: id, label: "root", allowed: nested)
            for (index, entry) in stack.path.enumerated() {
                placeChild(entry.value, in: own, container: id, label: "path \(index + 1)", allowed: nested)
            }
        case .tabs(let tabs):
            for tab in tabs.tabs {
                var label = "tab \(tab.id.value)"
                if let title = tab.title?.value, title != tab.id.value { label += " \"\(title)\"" }
                if tab.id.value == tabs.initial?.value { label += " (initial)" }
                let slot = nested
                    ? newCluster(
                        id: base + "-tab-" + Self.fragment(tab.id.value), label: label, look: VisualLanguage.tab,
                        owner: nil, markKey: "\(id).\(tab.id.value)", container: id, parent: own)
                    : own
                placeChild(tab.model.value, in: slot, container: id, label: label, allowed: nested)
            }
        case .switch(let content):
            for switchCase in content.cases {
                var label = "case \(switchCase.id.value)"
                if switchCase.id.value == content.initial?.value { label += " (initial)" }
                if let condition = switchCase.condition?.value { label += "\n[\(condition)]" }
                let slot = nested
                    ? newCluster(
                        id: base + "-case-" + Self.fragment(switchCase.id.value), label: label,
                        look: VisualLanguage.switchCase, owner: nil, markKey: "\(id).\(switchCase.id.value)",
                        container: id, parent: own)
                    : own
                placeChild(switchCase.model.value, in: slot, container: id, label: label, allowed: nested)
            }
        case .split(let split):
            let names = split.content == nil ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
            for (name, column) in zip(names, split.columns) {
                let slot = nested
                    ? newCluster(
                        id: base + "-" + name, label: name, look: VisualLanguage.column, owner: nil, markKey: nil,
                        container: id, parent: own)
                    : own
                placeChild(column.value, in: slot, container: id, label: name, allowed: nested)
            }
        }
    }

    mutating func placeChild(_ child: String, in cluster: Int, container: String, label: String, allowed: Bool) {
        if models[child] == nil {
            if allowed, !missingPlaced.contains(child) {
                missingPlaced.insert(child)
                _ = missingNodeID(child)
                clusters[cluster].items.append(.missing(child))
            } else {
                containment.append(ContainmentLink(container: container, child: child, label: label, childIsMissing: true))
            }
        } else if allowed, placedIn[child] == nil {
            place(child, in: cluster)
        } else {
            containment.append(ContainmentLink(container: container, child: child, label: label, childIsMissing: false))
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

    func marks(_ key: String) -> (severity: Severity, tooltip: String)? {
        guard let severity = options.marked[key] else { return nil }
        let messages = options.messages[key] ?? []
        return (severity, messages.isEmpty ? severity.rawValue : messages.joined(separator: "\n"))
    }

    func node(id: String, label: String, look: VisualLanguage.NodeLook, key: String?, tooltip: String? = nil) -> DiagramNode {
        var node = DiagramNode(
            id: id, label: label, shape: look.shape, classes: ["navlint-node", look.className], line: look.line,
            color: look.color, fill: look.fill, tooltip: tooltip)
        if let key, let mark = marks(key) {
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
            return node(id: nodeID, label: label, look: look, key: id, tooltip: model.doc?.value)
        case .stack, .tabs, .switch, .split:
            var anchor = node(id: nodeID, label: "", look: VisualLanguage.anchor, key: nil)
            anchor.classes.append(VisualLanguage.container(model.kind).className)
            anchor.anchorOf = clusterOfContainer[id].map { clusters[$0].id }
            anchor.tooltip = model.doc?.value
            anchor.attributes = ["width": "0.05", "height": "0.05"]
            return anchor
        }
    }

    mutating func missingNode(_ reference: String) -> DiagramNode {
        node(id: missingNodeID(reference), label: "\(reference)\n(missing)", look: VisualLanguage.missing, key: nil)
    }

    // MARK: - Clusters

    mutating func emitItems(_ items: [Item], nodes: inout [DiagramNode], clusters result: inout [DiagramCluster]) {
        for item in items {
            switch item {
            case .model(let id):
                if isVisible(id) { nodes.append(modelNode(id)) }
            case .missing(let reference):
                missingDrawn.insert(reference)
                nodes.append(missingNode(reference))
            case .cluster(let index):
                if let cluster = emitCluster(index) { result.append(cluster) }
            }
        }
    }

    mutating func emitCluster(_ index: Int) -> DiagramCluster? {
        let draft = clusters[index]
        guard isVisible(draft.container) else { return nil }
        var nodes: [DiagramNode] = []
        var children: [DiagramCluster] = []
        emitItems(draft.items, nodes: &nodes, clusters: &children)
        if nodes.isEmpty, children.isEmpty { return nil }
        var cluster = DiagramCluster(
            id: draft.id, label: draft.label, classes: ["navlint-cluster", draft.look.className], line: draft.look.line,
            color: draft.look.color, nodes: nodes, clusters: children)
        if let key = draft.owner ?? draft.markKey, let mark = marks(key) {
            cluster.color = VisualLanguage.markColor(mark.severity)
            cluster.penWidth = VisualLanguage.markPenWidth
            cluster.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            cluster.tooltip = mark.tooltip
        } else if let owner = draft.owner {
            cluster.tooltip = models[owner]?.doc?.value
        }
        return cluster
    }

    /// Whether the cluster drawn for `container` holds the model `id`.
    func isInside(_ id: String, container: String) -> Bool {
        guard let target = clusterOfContainer[container] else { return false }
        var cluster = placedIn[id] ?? nil
        if id == container { return false }
        while let index = cluster {
            if index == target { return true }
            cluster = clusters[index].parent
        }
        return false
    }

    // MARK: - Edges

    struct Endpoint {
        var node: String
        var cluster: String?
        /// The spec id when the endpoint is a model.
        var model: String?
    }

    mutating func missingEndpoint(_ reference: String) -> Endpoint {
        missingNeeded.insert(reference)
        return Endpoint(node: missingNodeID(reference), cluster: nil, model: nil)
    }

    /// Whether edges to this model id are drawn: visible models, and dangling ids when nothing is filtered.
    func shows(_ id: String) -> Bool { models[id] == nil ? visible == nil : isVisible(id) }

    mutating func endpoint(model id: String) -> Endpoint? {
        guard shows(id) else { return nil }
        guard models[id] != nil else { return missingEndpoint(id) }
        guard isVisible(id) else { return nil }
        return Endpoint(node: modelNodeID(id), cluster: clusterOfContainer[id].map { clusters[$0].id }, model: id)
    }

    mutating func makeEdge(
        from: Endpoint, to: Endpoint, kind: DiagramEdgeKind, trigger: String?, extra: [String] = []
    ) -> DiagramEdge {
        let look = VisualLanguage.edge(kind)
        var lines: [String] = []
        let head = [look.tag, trigger].compactMap { $0 }.joined(separator: ": ")
        if !head.isEmpty { lines.append(head) }
        lines += extra
        func key(_ endpoint: Endpoint) -> String {
            endpoint.model.map(Self.fragment) ?? endpoint.node
        }
        var edge = DiagramEdge(
            id: unique("edge-\(key(from))-\(kind)-\(key(to))"), from: from.node, to: to.node, kind: kind,
            label: lines.isEmpty ? nil : lines.joined(separator: "\n"),
            classes: ["navlint-edge", "navlint-edge-\(kind)"], line: look.line, color: look.color,
            arrowhead: look.arrowhead)
        let fromModel = from.model
        let toModel = to.model
        if let cluster = from.cluster, let fromModel, fromModel != toModel,
            !(toModel.map { isInside($0, container: fromModel) } ?? false)
        {
            edge.fromCluster = cluster
        }
        if let cluster = to.cluster, let toModel, !(fromModel.map { isInside($0, container: toModel) } ?? false),
            fromModel != toModel
        {
            edge.toCluster = cluster
        }
        if case .navigation(let via) = kind, via.isBack { edge.constrains = false }
        if case .contains = kind { edge.constrains = false }
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
            return shownWindows.contains(id.value) ? Endpoint(node: window, cluster: nil, model: nil) : nil
        case .url(let url):
            return Endpoint(node: urlNodeID(url.value), cluster: nil, model: nil)
        case .none:
            return nil
        }
    }

    var windowNodeIDs: [String: String] = [:]
    var shownWindows: Set<String> = []
    var backOrder: [String] = []
    var backNodes: [String: DiagramNode] = [:]

    /// Where a back navigation from `id` returns to, as far as the spec tells.
    mutating func backTargets(_ via: EdgeKind, from id: String) -> [Endpoint] {
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
            var presented: Set<String> = [id]
            var cluster = placedIn[id] ?? nil
            while let index = cluster {
                presented.insert(clusters[index].container)
                cluster = clusters[index].parent
            }
            targets = modelOrder.filter { source in
                models[source]?.edges.contains { edge in
                    edge.kind.isPresentation && edge.target.modelID.map { presented.contains($0.value) } == true
                } ?? false
            }
        case .dismissWindow:
            var endpoints: [Endpoint] = []
            for window in spec.windows ?? [] where shownWindows.contains(window.id.value) {
                if window.root.value == id || isInside(id, container: window.root.value),
                    let node = windowNodeIDs[window.id.value]
                {
                    endpoints.append(Endpoint(node: node, cluster: nil, model: nil))
                }
            }
            if !endpoints.isEmpty { return endpoints }
        default:
            break
        }
        let shown = targets.compactMap { endpoint(model: $0) }
        if !shown.isEmpty || !targets.isEmpty { return shown }
        // Nothing in the spec says where it returns: end the edge at a small caption.
        let stub = unique("back-\(Self.fragment(id))-\(via.rawValue)")
        backOrder.append(stub)
        backNodes[stub] = node(id: stub, label: "\u{21A9} \(via.rawValue)", look: VisualLanguage.back, key: nil)
        return [Endpoint(node: stub, cluster: nil, model: nil)]
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

    mutating func run() throws(DiagramError) -> Diagram {
        placeEverything()
        try computeVisibility()

        var topNodes: [DiagramNode] = []
        var edges: [DiagramEdge] = []

        // Windows: one per window of a multi-window app, or the app's main window.
        let windowList: [(id: String, root: String, label: String)] =
            spec.windows?.map { ($0.id.value, $0.root.value, "window \($0.id.value)") }
            ?? spec.root.map { [("main", $0.value, spec.app.map { "\($0.value)\nmain window" } ?? "main window")] } ?? []
        for window in windowList where windowNodeIDs[window.id] == nil {
            windowNodeIDs[window.id] = unique("window-" + Self.fragment(window.id))
        }
        var seenWindows: Set<String> = []
        for window in windowList where !seenWindows.contains(window.id) {
            seenWindows.insert(window.id)
            guard let nodeID = windowNodeIDs[window.id], let root = endpoint(model: window.root) else { continue }
            shownWindows.insert(window.id)
            topNodes.append(node(id: nodeID, label: window.label, look: VisualLanguage.window, key: window.id))
            edges.append(makeEdge(from: Endpoint(node: nodeID, cluster: nil, model: nil), to: root, kind: .windowRoot, trigger: nil))
        }

        var clusterList: [DiagramCluster] = []
        emitItems(topItems, nodes: &topNodes, clusters: &clusterList)

        for id in modelOrder where isVisible(id) {
            guard let model = models[id], let source = endpoint(model: id) else { continue }
            for edge in model.edges {
                var extra: [String] = []
                if edge.stacked { extra.append("(stacked)") }
                if let condition = edge.condition?.value { extra.append("[\(condition)]") }
                let kind = DiagramEdgeKind.navigation(edge.kind)
                if edge.kind.isBack {
                    guard options.showBackEdges else { continue }
                    for target in backTargets(edge.kind, from: id) {
                        edges.append(makeEdge(from: source, to: target, kind: kind, trigger: edge.label?.value, extra: extra))
                    }
                } else if let target = forwardEndpoint(edge.target) {
                    var built = makeEdge(from: source, to: target, kind: kind, trigger: edge.label?.value, extra: extra)
                    if edge.stacked { built.classes.append("navlint-stacked") }
                    edges.append(built)
                }
            }
        }

        for link in containment where isVisible(link.container) {
            guard let from = endpoint(model: link.container), let to = endpoint(model: link.child) else { continue }
            edges.append(makeEdge(from: from, to: to, kind: .contains, trigger: link.label))
        }

        var routeNodes: [DiagramNode] = []
        var seenRoutes: Set<String> = []
        for route in spec.routes where !seenRoutes.contains(route.id.value) {
            seenRoutes.insert(route.id.value)
            guard let target = endpoint(model: route.target.value) else { continue }
            routeNodes.append(routeNode(route))
            let from = Endpoint(node: routeNodeIDs[route.id.value] ?? "", cluster: nil, model: nil)
            let via = route.via.isEmpty ? [] : ["via " + route.via.map(\.value).joined(separator: ", ")]
            let kind: DiagramEdgeKind = route.present == nil ? .route : .presentRoute
            edges.append(makeEdge(from: from, to: target, kind: kind, trigger: route.present?.value.rawValue, extra: via))
        }
        topNodes += routeNodes

        for url in urlOrder {
            guard let nodeID = urlNodeIDs[url] else { continue }
            var urlNode = node(id: nodeID, label: url, look: VisualLanguage.url, key: nil)
            if isInternal(url) { urlNode.classes.append("navlint-url-internal") }
            topNodes.append(urlNode)
        }
        for reference in missingOrder where missingNeeded.contains(reference) && !missingDrawn.contains(reference) {
            topNodes.append(missingNode(reference))
        }
        for stub in backOrder {
            if let stubNode = backNodes[stub] { topNodes.append(stubNode) }
        }

        var diagram = Diagram(
            direction: options.direction, title: spec.app?.value, nodes: topNodes, clusters: clusterList, edges: edges)
        let count = diagram.allNodes.count
        guard count <= options.maxNodes else { throw .tooManyNodes(count: count, limit: options.maxNodes) }
        diagram.attributes = Self.layoutLimits(nodeCount: count, edgeCount: edges.count)
        if options.legend { Legend.add(to: &diagram) }
        return diagram
    }

    var routeNodeIDs: [String: String] = [:]

    mutating func routeNode(_ route: Route) -> DiagramNode {
        let nodeID = unique("route-" + Self.fragment(route.id.value))
        routeNodeIDs[route.id.value] = nodeID
        var lines = [route.pattern.value, "route \(route.id.value)"]
        let look = route.present == nil ? VisualLanguage.route : VisualLanguage.presentRoute
        if let present = route.present?.value { lines.append("presents as \(present.rawValue)") }
        var result = node(id: nodeID, label: "", look: look, key: route.id.value, tooltip: route.doc?.value)
        if look.className != VisualLanguage.route.className { result.classes.insert(VisualLanguage.route.className, at: 1) }
        if let coverage = options.coverage {
            let hits = coverage[route.id.value] ?? 0
            lines.append(hits == 1 ? "1 hit" : "\(hits) hits")
            result.fill = hits > 0 ? VisualLanguage.coveredFill : VisualLanguage.uncoveredFill
            result.classes.append(hits > 0 ? "navlint-covered" : "navlint-uncovered")
        }
        result.label = lines.joined(separator: "\n")
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
