import NavLintCore

/// `textDocument/hover`: what the id under the cursor names, read from the last analysis.
struct Hover {
    let results: AnalysisResults
    /// The most hops or routes a hover lists.
    private static let listLimit = 12

    private var spec: Spec { results.analysis.spec }
    private var graph: NavGraph { results.analysis.graph }

    func hover(at offset: Int) -> JSONOutput {
        guard let occurrence = results.index.occurrence(at: offset), let text = markdown(occurrence.symbol) else {
            return .null
        }
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(text)]),
            "range": results.index.document.json(occurrence.range),
        ])
    }

    private func markdown(_ symbol: Symbol) -> String? {
        switch symbol.kind {
        case .model: return results.modelIndex[symbol.name].map(model)
        case .route: return results.routeIndex[symbol.name].map(route)
        case .rule:
            guard let description = RuleCatalogue.description(of: symbol.name) else { return nil }
            return "**\(description.id)** (\(description.defaultSeverity.rawValue))\n\n\(description.summary)"
        case .tab, .switchCase: return member(symbol)
        case .param: return param(symbol)
        case .group:
            guard let group = spec.groups.first(where: { $0.id.value == symbol.name }) else { return nil }
            let doc = group.doc.map { "\n\n" + $0.value } ?? ""
            return "**group** `\(group.id.value)`: \(count(group.edges.count, "edge"))" + doc
        case .swiftType:
            let declared = results.swiftDeclarations[symbol.name].map { " (\($0.path):\($0.line))" } ?? ""
            return "**Swift type** `\(symbol.name)`\(declared)"
        case .window:
            guard let window = spec.windows?.first(where: { $0.id.value == symbol.name }) else { return nil }
            return "**window** `\(window.id.value)`, root `\(window.root.value)`"
        }
    }

    private func model(_ index: Int) -> String {
        let model = spec.models[index]
        var lines = ["**\(model.kind.rawValue)** `\(model.id.value)`" + (model.title.map { " “\($0.value)”" } ?? "")]
        if let doc = model.doc { lines.append(doc.value) }
        if !model.params.isEmpty {
            let params = model.params.map { "`\($0.name.value): \($0.type.value)\($0.optional ? "?" : "")`" }
            lines.append("params: " + params.joined(separator: ", "))
        }
        if index < graph.incoming.count {
            let incoming = graph.incoming[index]
            let sources = incoming.prefix(Self.listLimit).map {
                "`\(graph.spec.models[$0.from].id.value)` (\($0.kindName))"
            }
            lines.append("reached from: " + listed(sources, of: incoming.count))
            let outgoing = graph.hops[index]
            let targets = outgoing.prefix(Self.listLimit).map {
                "`\(graph.spec.models[$0.to].id.value)` (\($0.kindName))"
            }
            lines.append("leads to: " + listed(targets, of: outgoing.count))
        }
        let routes = index < graph.routeMap.routesTo.count ? graph.routeMap.routesTo[index] : []
        if !routes.isEmpty {
            let described = routes.prefix(Self.listLimit).map { index in
                "`\(spec.routes[index].id.value)`" + (exampleURL(ofRoute: index).map { " \($0)" } ?? "")
            }
            lines.append("routes: " + described.joined(separator: ", ") + more(routes.count))
        }
        return lines.joined(separator: "\n\n")
    }

    private func route(_ index: Int) -> String {
        let route = spec.routes[index]
        var lines = ["**route** `\(route.id.value)` `\(route.pattern.value)` → `\(route.target.value)`"]
        if let doc = route.doc { lines.append(doc.value) }
        if let example = exampleURL(ofRoute: index) { lines.append("example: \(example)") }
        if let path = results.analysis.context.pathDescription(ofRoute: index) { lines.append("path: \(path)") }
        return lines.joined(separator: "\n\n")
    }

    /// The route's first example that it opens, else one built from its pattern.
    private func exampleURL(ofRoute index: Int) -> String? {
        if let example = spec.routes[index].examples.first { return example.value }
        let patterns = results.analysis.context.routes.patterns
        guard index < patterns.count, case .success(let pattern) = patterns[index] else { return nil }
        return pattern.exampleURL
    }

    private func member(_ symbol: Symbol) -> String? {
        guard let owner = symbol.owner, let index = results.modelIndex[owner] else { return nil }
        let name = symbol.member
        switch spec.models[index].content {
        case .tabs(let tabs):
            guard let tab = tabs.tabs.first(where: { $0.id.value == name }) else { return nil }
            let shows = tab.model.map { "shows `\($0.value)`" } ?? "an action tab"
            return "**tab** `\(name)` of `\(owner)`" + (tab.title.map { " “\($0.value)”" } ?? "") + ": \(shows)"
        case .switch(let content):
            guard let item = content.cases.first(where: { $0.id.value == name }) else { return nil }
            let condition = item.condition.map { " when \($0.value)" } ?? ""
            return "**case** `\(name)` of `\(owner)`: shows `\(item.model.value)`\(condition)"
        default:
            return nil
        }
    }

    private func param(_ symbol: Symbol) -> String? {
        guard let owner = symbol.owner, let index = results.modelIndex[owner],
            let param = spec.models[index].params.first(where: { $0.name.value == symbol.member })
        else { return nil }
        let optional = param.optional ? " (optional)" : ""
        return "**param** `\(param.name.value): \(param.type.value)` of `\(owner)`\(optional)"
    }

    private func listed(_ items: [String], of total: Int) -> String {
        items.isEmpty ? "nothing" : items.joined(separator: ", ") + more(total)
    }

    private func more(_ count: Int) -> String {
        count > Self.listLimit ? ", and \(count - Self.listLimit) more" : ""
    }

    private func count(_ number: Int, _ noun: String) -> String { number == 1 ? "1 \(noun)" : "\(number) \(noun)s" }
}
