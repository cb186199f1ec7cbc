import NavLintCore

/// The spec as the review page's script reads it: models, edges, routes with their navigation paths,
/// findings, coverage and the nodes of the drawing. Written from the resolved graph and route facts, so a
/// new spec key only needs a member here.
struct ReviewPageData {
    let resolver: LinkResolver
    let options: DiagramOptions
    let drawing: ReviewPage.Drawing
    /// The older version of the page of a change.
    let older: NavGraph?

    private var graph: NavGraph { resolver.context.graph }
    private var spec: Spec { resolver.context.spec }

    /// The whole document: one JSON object.
    func json() -> JSONOutput {
        .object([
            JSONOutput.Member("app", spec.app.map { .string($0.value) } ?? .null),
            JSONOutput.Member("drawing", drawingJSON()),
            JSONOutput.Member("models", .array(graph.firstModels.map(modelJSON))),
            JSONOutput.Member("edges", .array(edgesJSON())),
            JSONOutput.Member("routes", .array(spec.routes.indices.map(routeJSON))),
            JSONOutput.Member("findings", .array(options.findings.map(findingJSON))),
            JSONOutput.Member("coverage", coverageJSON()),
            JSONOutput.Member("table", RouteTableJSON.json(resolver.context.routes)),
            JSONOutput.Member("changes", changesJSON()),
        ])
    }

    /// On the page of a change, the changes to list; else null.
    private func changesJSON() -> JSONOutput {
        guard let changes = options.changes else { return .null }
        return ReviewPageChanges(changes: changes, graph: graph, older: older).json()
    }

    private func drawingJSON() -> JSONOutput {
        switch drawing {
        case .diagram(let diagram, _):
            return .object([
                "collapsed": .bool(false), "nodes": .array(ReviewPageNodes.modelNodes(of: diagram, graph: graph)),
                "edges": .array(ReviewPageNodes.edges(of: diagram, graph: graph)),
                "routes": .array(ReviewPageNodes.routeNodes(of: diagram, spec: spec)),
                "changes": .array(ReviewPageNodes.changeMarks(of: diagram)),
                "ghosts": .array(ReviewPageNodes.ghosts(of: diagram)),
            ])
        case .overBudget(let reason):
            return .object(["collapsed": .bool(true), "reason": .string(reason)])
        }
    }

    /// One model: id, kind, title, doc, params, the containers holding it, and the hop by which the
    /// shortest path from a window root enters it.
    private func modelJSON(_ index: Int) -> JSONOutput {
        let model = spec.models[index]
        var members = [
            JSONOutput.Member("id", .string(model.id.value)), JSONOutput.Member("kind", .string(model.kind.rawValue)),
        ]
        if let title = model.title { members.append(JSONOutput.Member("title", .string(title.value))) }
        if let doc = model.doc { members.append(JSONOutput.Member("doc", .string(doc.value))) }
        if !model.params.isEmpty {
            let params = model.params.map { param -> JSONOutput in
                .object([
                    "name": .string(param.name.value), "type": .string(param.type.value.description),
                    "optional": .bool(param.optional),
                ])
            }
            members.append(JSONOutput.Member("params", .array(params)))
        }
        let holders = holdersOfModels[index].map { JSONOutput.string(spec.models[$0].id.value) }
        if !holders.isEmpty { members.append(JSONOutput.Member("in", .array(holders))) }
        if let entry = pathEntries[index] {
            members.append(
                JSONOutput.Member("from", .array([entry.from.map(JSONOutput.string) ?? .null, .string(entry.hop)])))
        }
        return .object(members)
    }

    private var holdersOfModels: [[Int]] { holdersCache }
    private var pathEntries: [(from: String?, hop: String)?] { pathCache }

    /// Every edge of the resolved graph: containment and forward edges (with their targets resolved), then
    /// back edges and URLs, which lead to no model.
    private func edgesJSON() -> [JSONOutput] {
        var result: [JSONOutput] = []
        for index in graph.firstModels {
            let model = spec.models[index]
            for hop in graph.hops[index] {
                let (kind, label) = Self.describe(hop, in: graph)
                // A group's edge is listed on every model that has it, so it names the group it comes from.
                var group: String?
                if case .groupEdge(_, let index, _) = hop.kind { group = spec.groups[index].id.value }
                let fallback = graph.edge(of: hop)?.edge.fallback?.value.rawValue
                result.append(
                    edge(
                        from: model.id.value, to: spec.models[hop.to].id.value, kind: kind, label: label, group: group,
                        fallback: fallback))
            }
            for (position, edge) in model.edges.enumerated() where graph.target(of: .own(position), from: index) == nil
            {
                let target: String? = if case .url(let url) = edge.target { url.value } else { nil }
                result.append(
                    self.edge(
                        from: model.id.value, to: nil, kind: edge.kind.rawValue, label: edge.label?.value, url: target))
            }
        }
        return result
    }

    private func edge(
        from: String, to: String?, kind: String, label: String?, url: String? = nil, group: String? = nil,
        fallback: String? = nil
    ) -> JSONOutput {
        var members = [JSONOutput.Member("from", .string(from)), JSONOutput.Member("kind", .string(kind))]
        if let to { members.append(JSONOutput.Member("to", .string(to))) }
        if let label { members.append(JSONOutput.Member("label", .string(label))) }
        if let url { members.append(JSONOutput.Member("url", .string(url))) }
        if let group { members.append(JSONOutput.Member("group", .string(group))) }
        if let fallback { members.append(JSONOutput.Member("fallback", .string(fallback))) }
        return .object(members)
    }

    /// The kind name and label of a hop: the edge's kind and label, or the containment it stands for.
    static func describe(_ hop: Hop, in graph: NavGraph) -> (kind: String, label: String?) {
        switch hop.kind {
        case .stackRoot: ("root", nil)
        case .stackPath: ("path", nil)
        case .tab(let tab, _): ("tab", tab)
        case .switchCase(let name, _): ("case", name)
        case .splitColumn: ("column", nil)
        case .edge(let kind, _), .groupEdge(let kind, _, _): (kind.rawValue, graph.edge(of: hop)?.edge.label?.value)
        }
    }

    private func routeJSON(_ index: Int) -> JSONOutput {
        let route = spec.routes[index]
        var members = [
            JSONOutput.Member("id", .string(route.id.value)),
            JSONOutput.Member("pattern", .string(route.pattern.value)),
            JSONOutput.Member("target", .string(route.target.value)),
        ]
        if let present = route.present { members.append(JSONOutput.Member("present", .string(present.value.rawValue))) }
        if let doc = route.doc { members.append(JSONOutput.Member("doc", .string(doc.value))) }
        if let when = route.when { members.append(JSONOutput.Member("when", .string(when.value))) }
        if let platforms = route.platforms {
            members.append(JSONOutput.Member("platforms", .strings(platforms.platforms.map(\.value.rawValue))))
        }
        let (path, description) = resolver.path(ofRoute: index)
        members.append(JSONOutput.Member("path", .strings(path)))
        if let description { members.append(JSONOutput.Member("pathText", .string(description))) }
        let bound = resolver.boundParams(ofRoute: index).map { param -> JSONOutput in
            .object([
                JSONOutput.Member("param", .string(param.param)),
                JSONOutput.Member("value", param.constant?.json ?? .null),
                JSONOutput.Member("source", .string(param.source)),
            ])
        }
        if !bound.isEmpty { members.append(JSONOutput.Member("bound", .array(bound))) }
        let places = resolver.otherPlaces(ofRoute: index).map { place -> JSONOutput in
            .object(["via": .string(place.via.joined(separator: ", ")), "pathText": .string(place.pathDescription)])
        }
        if !places.isEmpty { members.append(JSONOutput.Member("otherPlaces", .array(places))) }
        // Why iOS does not hand the route's URLs to the app: the app-link findings about it, with the
        // witness URL and the deciding AASA component their messages name.
        let undelivered = options.findings.filter { finding in
            finding.ids.contains(route.id.value) && VisualLanguage.undeliveredLine(rules: [finding.rule]) != nil
        }
        if !undelivered.isEmpty {
            members.append(JSONOutput.Member("undelivered", .array(undelivered.map(findingJSON))))
        }
        return .object(members)
    }

    private func findingJSON(_ finding: DiagramFinding) -> JSONOutput {
        .object([
            "rule": .string(finding.rule), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message), "ids": .strings(finding.ids),
        ])
    }

    private func coverageJSON() -> JSONOutput {
        guard let coverage = options.coverage else { return .null }
        return .object(coverage.sorted { $0.key < $1.key }.map { JSONOutput.Member($0.key, .integer($0.value)) })
    }

    init(resolver: LinkResolver, options: DiagramOptions, drawing: ReviewPage.Drawing, older: NavGraph? = nil) {
        self.resolver = resolver
        self.options = options
        self.drawing = drawing
        self.older = older
        let graph = resolver.context.graph
        holdersCache = graph.holders()
        pathCache = Self.pathEntries(graph)
    }

    private let holdersCache: [[Int]]
    private let pathCache: [(from: String?, hop: String)?]

    /// For each model, the model before it on one shortest path from a window root (nil for a root, with
    /// the window's id as the hop) and how the path enters it; nil when no path reaches it.
    private static func pathEntries(_ graph: NavGraph) -> [(from: String?, hop: String)?] {
        let tree = graph.shortestPaths()
        return graph.spec.models.indices.map { index -> (from: String?, hop: String)? in
            let search = tree.search(to: index)
            guard search.isReachable else { return nil }
            var last: Hop?
            search.forEachHop { hop in if last == nil { last = hop } }
            guard let hop = last else { return (nil, search.path?.window ?? "") }
            return (graph.spec.models[hop.from].id.value, describe(hop, in: graph).kind)
        }
    }
}
