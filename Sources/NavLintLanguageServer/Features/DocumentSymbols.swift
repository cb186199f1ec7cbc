import NavLintCore

/// `textDocument/documentSymbol`: the models nested as their containers hold them (each under the first container
/// that names it, tabs and cases as children of their container), then the routes, groups and windows.
struct DocumentSymbols {
    let results: AnalysisResults

    /// LSP's symbol kinds.
    private enum Kind: Int {
        case module = 2
        case namespace = 3
        case package = 4
        case `class` = 5
        case interface = 11
        case object = 19
        case key = 20
        case enumMember = 22
        case event = 24
    }

    func symbols() -> JSONOutput {
        let spec = results.analysis.readSpec
        let extent = TokenExtent(document: results.index.document, format: results.index.format)
        var firstOfID: [String: Int] = [:]
        for index in spec.models.indices where firstOfID[spec.models[index].id.value] == nil {
            firstOfID[spec.models[index].id.value] = index
        }
        // Each model under the first container that names it; models no container names are at the top.
        var parent = [Int?](repeating: nil, count: spec.models.count)
        for index in spec.models.indices {
            for member in spec.models[index].members {
                if let child = firstOfID[member.reference.value], child != index, parent[child] == nil,
                    !isAncestor(child, of: index, parent: parent)
                {
                    parent[child] = index
                }
            }
        }
        // Deeper nesting is shown flat: the outline stays readable and building it stays shallow.
        for index in spec.models.indices where depth(of: index, parent: parent) > Self.maximumDepth {
            parent[index] = nil
        }
        var children = [[Int]](repeating: [], count: spec.models.count)
        for index in spec.models.indices { if let holder = parent[index] { children[holder].append(index) } }
        var symbols = spec.models.indices.filter { parent[$0] == nil }.map {
            model($0, spec: spec, children: children, extent: extent)
        }
        for route in spec.routes {
            symbols.append(
                symbol(
                    route.id.value, detail: route.pattern.value, kind: .event, at: route.location,
                    name: route.id, extent: extent))
        }
        for group in spec.groups {
            symbols.append(
                symbol(
                    group.id.value, detail: "group", kind: .package, at: group.location, name: group.id,
                    extent: extent))
        }
        for window in spec.windows ?? [] {
            symbols.append(
                symbol(
                    window.id.value, detail: "window", kind: .object, at: window.location,
                    name: window.id, extent: extent))
        }
        return .array(symbols)
    }

    private static let maximumDepth = 24

    private func depth(of model: Int, parent: [Int?]) -> Int {
        var depth = 0
        var current = parent[model]
        while let next = current, depth <= Self.maximumDepth {
            depth += 1
            current = parent[next]
        }
        return depth
    }

    private func isAncestor(_ candidate: Int, of model: Int, parent: [Int?]) -> Bool {
        var current: Int? = model
        var steps = 0
        while let next = current, steps <= parent.count {
            if next == candidate { return true }
            current = parent[next]
            steps += 1
        }
        return false
    }

    private func model(_ index: Int, spec: Spec, children: [[Int]], extent: TokenExtent) -> JSONOutput {
        let model = spec.models[index]
        var nested = children[index].map { self.model($0, spec: spec, children: children, extent: extent) }
        switch model.content {
        case .tabs(let tabs):
            nested += tabs.tabs.map {
                symbol($0.id.value, detail: "tab", kind: .enumMember, at: $0.location, name: $0.id, extent: extent)
            }
        case .switch(let content):
            nested += content.cases.map {
                symbol($0.id.value, detail: "case", kind: .enumMember, at: $0.location, name: $0.id, extent: extent)
            }
        default:
            break
        }
        let kind: Kind =
            switch model.kind {
            case .screen: .class
            case .dialog: .interface
            case .stack, .tabs, .switch, .split: .namespace
            }
        return symbol(
            model.id.value, detail: model.kind.rawValue, kind: kind, at: model.location, name: model.id,
            extent: extent, children: nested)
    }

    private func symbol(
        _ name: String, detail: String, kind: Kind, at location: SourceLocation, name located: Located<String>,
        extent: TokenExtent, children: [JSONOutput] = []
    ) -> JSONOutput {
        let document = extent.document
        let selection = extent.token(at: document.offset(of: located.location))
        var range = extent.element(at: document.offset(of: location))
        // The range must hold the selection range.
        range = TextRange(start: min(range.start, selection.start), end: max(range.end, selection.end))
        var members: [JSONOutput.Member] = [
            .init("name", .string(name.isEmpty ? "(unnamed)" : name)), .init("detail", .string(detail)),
            .init("kind", .integer(kind.rawValue)), .init("range", document.json(range)),
            .init("selectionRange", document.json(selection)),
        ]
        if !children.isEmpty { members.append(.init("children", .array(children))) }
        return .object(members)
    }
}
