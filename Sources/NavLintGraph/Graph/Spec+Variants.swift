import NavLintModel

/// The steps that make a spec's graph for one platform, and the place of action tabs' edges: both run
/// before the graph is built, so that the rules only ever see the graph.
extension Spec {
    /// Whether some element of the spec is limited to some platforms.
    public var usesPlatforms: Bool { !namedPlatforms.isEmpty }

    /// The platforms the spec names anywhere, in the order of ``Platform``: a spec that names iOS and macOS
    /// is checked on those two (``AnalysisSettings``), not on platforms it never mentions. Reads the whole spec.
    public var namedPlatforms: [Platform] { SpecUsage(of: self).platforms }

    /// The spec as it is on `platform`: the elements limited to other platforms are left out, and so are
    /// the edges, tabs, cases, windows and routes that lead to a model left out.
    public func filtered(for platform: Platform) -> Spec {
        var removed = Set(models.filter { !$0.platforms.includes(platform) }.map(\.id.value))
        for model in models {
            guard case .tabs(let tabs) = model.content else { continue }
            for tab in tabs.tabs where !tab.platforms.includes(platform) {
                removed.insert("\(model.id.value).\(tab.id.value)")
            }
        }
        func keeps(_ edge: Edge) -> Bool {
            guard edge.exists(on: platform) else { return false }
            switch edge.target {
            case .model(let id), .tab(let id): return !removed.contains(id.value)
            default: return true
            }
        }
        var filtered = self
        filtered.models = models.filter { $0.platforms.includes(platform) }.map {
            $0.filtered(for: platform, removed, keeps)
        }
        filtered.groups = groups.map { group in
            var kept = group
            if group.edges.contains(where: { !keeps($0) }) { kept.edges = group.edges.filter(keeps) }
            return kept
        }
        filtered.windows = windows?.filter { $0.platforms.includes(platform) && !removed.contains($0.root.value) }
        filtered.routes = routes.filter { route in
            route.platforms.includes(platform) && !removed.contains(route.target.value)
                && !route.via.contains { removed.contains($0.value) }
        }
        return filtered
    }

    /// The spec with each action tab's edges moved to its tabs model, where they act (in the tabs
    /// container's context); the spec itself when it has no action tab with edges, as `usage`, what it uses
    /// of the optional keys, tells.
    func withActionTabEdgesOnTheirTabs(_ usage: SpecUsage) -> Spec {
        guard usage.actionTabEdges else { return self }
        var moved = self
        for index in moved.models.indices {
            guard case .tabs(var tabs) = moved.models[index].content, tabs.tabs.contains(where: { !$0.edges.isEmpty })
            else { continue }
            for tab in tabs.tabs.indices {
                moved.models[index].edges += tabs.tabs[tab].edges
                tabs.tabs[tab].edges = []
            }
            moved.models[index].content = .tabs(tabs)
        }
        return moved
    }
}

extension Model {
    /// The model without its edges, tabs and cases that `platform` leaves out: those `keeps` refuses and
    /// those that lead to the `removed` models and tabs.
    fileprivate func filtered(for platform: Platform, _ removed: Set<String>, _ keeps: (Edge) -> Bool) -> Model {
        var model = self
        if self.edges.contains(where: { !keeps($0) }) { model.edges = self.edges.filter(keeps) }
        switch self.content {
        case .tabs(var tabs):
            tabs.tabs = tabs.tabs.filter { tab in
                tab.platforms.includes(platform) && !(tab.model.map { removed.contains($0.value) } ?? false)
            }
            for index in tabs.tabs.indices { tabs.tabs[index].edges = tabs.tabs[index].edges.filter(keeps) }
            model.content = .tabs(tabs)
        case .switch(var content):
            content.cases = content.cases.filter { !removed.contains($0.model.value) }
            model.content = .switch(content)
        default:
            break
        }
        return model
    }
}
