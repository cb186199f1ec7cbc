import NavLintGraph
import NavLintModel

/// Decides which findings the spec's inline `lint.disable` settings silence. An id of a finding that names only
/// a model, or only a route, means that element; an id that names several things (a model and a route, or also
/// a tab, case or window) means the element the finding lies in when that is one of them, and otherwise
/// silences the finding only if every model and route it names disables the rule and it names no tab, case or
/// window.
struct InlineSilencer: Sendable {
    enum Element: Hashable, Sendable {
        case model(String)
        case route(String)
    }

    /// The rules each element disables.
    private var disabled: [Element: Set<String>] = [:]
    private var routes = Set<String>()
    /// Ids of tabs, cases and windows: they carry no lint settings, but a finding's ids may name them.
    private var others = Set<String>()
    /// Where each model and route starts, in source order: a finding lies in the last one that starts
    /// at or before it.
    private var starts: [(location: SourceLocation, element: Element)] = []

    init(graph: NavGraph) {
        let spec = graph.spec
        // Most specs silence nothing; they pay for nothing.
        // (By index: a model or route copied whole costs a dozen reference counts.)
        guard
            spec.models.indices.contains(where: { spec.models[$0].lint != nil })
                || spec.routes.indices.contains(where: { spec.routes[$0].lint != nil })
        else { return }
        for (index, model) in spec.models.enumerated() {
            let element = Element.model(model.id.value)
            starts.append((model.location, element))
            if let lint = model.lint { disabled[element, default: []].formUnion(lint.disable.map(\.value)) }
            others.formUnion(graph.memberNames(of: index))
        }
        for route in spec.routes {
            let element = Element.route(route.id.value)
            routes.insert(route.id.value)
            starts.append((route.location, element))
            if let lint = route.lint { disabled[element, default: []].formUnion(lint.disable.map(\.value)) }
        }
        // A spec with `root` has one window, `main`, that it does not declare.
        if spec.windows != nil { others.formUnion(graph.windows.map(\.id)) }
        starts.sort { $0.location < $1.location }
    }

    /// Whether the finding is silenced; `graph` is the one the silencer was made from.
    func silences(_ finding: Finding, in graph: NavGraph) -> Bool {
        guard !disabled.isEmpty else { return false }
        let home = element(containing: finding.location)
        return finding.ids.contains { id in
            let named =
                (graph.modelIndex[id] != nil ? [Element.model(id)] : [])
                + (routes.contains(id) ? [Element.route(id)] : [])
            if named.count == 1 && !others.contains(id) { return disables(named[0], finding.rule) }
            if let home, named.contains(home) { return disables(home, finding.rule) }
            return !named.isEmpty && !others.contains(id) && named.allSatisfy { disables($0, finding.rule) }
        }
    }

    private func disables(_ element: Element, _ rule: String) -> Bool {
        disabled[element]?.contains(rule) == true
    }

    private func element(containing location: SourceLocation) -> Element? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].location <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? starts[low - 1].element : nil
    }
}
