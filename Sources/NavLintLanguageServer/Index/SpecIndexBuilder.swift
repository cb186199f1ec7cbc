import NavLintModel

/// Finds where a spec names each id: every definition and reference the readers located, turned into ranges of
/// the document's text.
struct SpecIndexBuilder {
    private let spec: Spec
    private let extent: TokenExtent
    private var occurrences: [Occurrence] = []
    /// The first model of each id.
    private var models: [String: Int] = [:]

    init(spec: Spec, document: TextDocument, format: SpecFormat) {
        self.spec = spec
        extent = TokenExtent(document: document, format: format)
        for index in spec.models.indices where models[spec.models[index].id.value] == nil {
            models[spec.models[index].id.value] = index
        }
    }

    /// The index of the spec's text.
    static func index(of spec: Spec, document: TextDocument, format: SpecFormat) -> SpecIndex {
        var builder = SpecIndexBuilder(spec: spec, document: document, format: format)
        builder.addTopLevel()
        for index in spec.models.indices { builder.addModel(index) }
        for group in spec.groups {
            builder.add(.group, group.id, definition: true)
            for include in group.include { builder.add(.group, include) }
            for edge in group.edges { builder.addEdge(edge) }
        }
        for route in spec.routes { builder.addRoute(route) }
        return SpecIndex(document: document, format: format, occurrences: builder.occurrences)
    }

    private mutating func addTopLevel() {
        if let root = spec.root { add(.model, root) }
        for window in spec.windows ?? [] {
            add(.window, window.id, definition: true)
            add(.model, window.root)
        }
    }

    private mutating func addModel(_ index: Int) {
        let model = spec.models[index]
        let id = model.id.value
        add(.model, model.id, definition: true)
        for param in model.params { add(.param, param.name, named: "\(id).\(param.name.value)", definition: true) }
        for include in model.include { add(.group, include) }
        addContent(of: model)
        for edge in model.edges { addEdge(edge) }
        for rule in model.lint?.disable ?? [] { add(.rule, rule) }
        if let swift = model.swift { add(.swiftType, swift) }
    }

    private mutating func addContent(of model: Model) {
        let id = model.id.value
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            for member in [stack.root] + stack.path { add(.model, member) }
            addBinds(stack.bind, of: stack.root.value)
        case .tabs(let tabs):
            for tab in tabs.tabs {
                add(.tab, tab.id, named: "\(id).\(tab.id.value)", definition: true)
                if let shown = tab.model {
                    add(.model, shown)
                    addBinds(tab.bind, of: shown.value)
                }
                for edge in tab.edges { addEdge(edge) }
            }
            if let initial = tabs.initial { add(.tab, initial, named: "\(id).\(initial.value)") }
        case .switch(let content):
            for item in content.cases {
                add(.switchCase, item.id, named: "\(id).\(item.id.value)", definition: true)
                add(.model, item.model)
            }
            if let initial = content.initial {
                add(.switchCase, initial, named: "\(id).\(initial.value)")
            }
        case .split(let split):
            for column in split.columns { add(.model, column) }
        }
    }

    private mutating func addEdge(_ edge: Edge) {
        switch edge.target {
        case .model(let target):
            add(.model, target)
            addBinds(edge.bind, of: target.value)
        case .tab(let reference):
            addQualified(reference, member: .tab)
        case .switchCase(let reference):
            addQualified(reference, member: .switchCase)
        case .window(let window):
            add(.window, window)
        case .url, .none:
            break
        }
    }

    private mutating func addRoute(_ route: Route) {
        add(.route, route.id, definition: true)
        add(.model, route.target)
        for waypoint in route.via { addWaypoint(waypoint) }
        for binding in route.bind { addQualified(binding.parameter, member: .param) }
        for rule in route.lint?.disable ?? [] { add(.rule, rule) }
        addPlaceholders(of: route)
    }

    /// The pattern's placeholders that feed the target's params of the same name (no `bind` names the param): a
    /// rename of the param renames them too.
    private mutating func addPlaceholders(of route: Route) {
        guard let target = models[route.target.value] else { return }
        let params = Set(spec.models[target].params.map(\.name.value))
        guard !params.isEmpty else { return }
        let bound = Set(route.bind.map(\.parameter.value))
        let pattern = route.pattern.value
        let range = tokenRange(route.pattern)
        // Written with escapes, the pattern's characters are not where its value says: no places are taken.
        guard range.end - range.start == pattern.utf8.count else { return }
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{") else { continue }
            var end = index + 1
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let qualified = "\(route.target.value).\(name)"
            guard params.contains(name), !bound.contains(qualified) else { continue }
            let place = TextRange(start: range.start + index + 1, end: range.start + end)
            occurrences.append(
                Occurrence(
                    symbol: Symbol(kind: .param, name: qualified), range: place, isDefinition: false))
        }
    }

    private mutating func addWaypoint(_ waypoint: Located<String>) {
        let value = waypoint.value
        if value == "*" { return }
        if value.hasSuffix(".*") {
            let owner = Located(String(value.dropLast(2)), at: waypoint.location)
            add(.model, owner, length: owner.value.utf8.count)
            return
        }
        guard let dot = value.firstIndex(of: ".") else {
            add(.model, waypoint)
            return
        }
        let owner = String(value[..<dot])
        let kind = models[owner].map { spec.models[$0].kind }
        addQualified(waypoint, member: kind == .switch ? .switchCase : .tab)
    }

    /// The params a constant bind names, of the model that takes them: the target itself, or a stack's root.
    private mutating func addBinds(_ binds: [ConstantBinding], of target: String) {
        guard !binds.isEmpty else { return }
        var owner = target
        if let index = models[target], case .stack(let stack) = spec.models[index].content { owner = stack.root.value }
        for bind in binds {
            add(.param, bind.parameter, named: "\(owner).\(bind.parameter.value)")
        }
    }

    /// `Owner.member`: the owner as a model reference, the member as a tab, case or param of it.
    private mutating func addQualified(_ reference: Located<String>, member: SymbolKind) {
        let value = reference.value
        guard let dot = value.firstIndex(of: ".") else {
            add(.model, reference)
            return
        }
        let ownerLength = value[..<dot].utf8.count
        let range = tokenRange(reference)
        guard range.end - range.start == value.utf8.count else {
            occurrences.append(
                Occurrence(
                    symbol: Symbol(kind: member, name: value), range: range, isDefinition: false))
            return
        }
        let ownerRange = TextRange(start: range.start, end: range.start + ownerLength)
        occurrences.append(
            Occurrence(
                symbol: Symbol(kind: .model, name: String(value[..<dot])), range: ownerRange,
                isDefinition: false))
        let memberRange = TextRange(start: ownerRange.end + 1, end: range.end)
        occurrences.append(
            Occurrence(symbol: Symbol(kind: member, name: value), range: memberRange, isDefinition: false))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private mutating func add(
        _ kind: SymbolKind, _ located: Located<String>, named name: String? = nil, definition: Bool = false,
        length: Int? = nil
    ) {
        var range = tokenRange(located)
        if let length { range.end = min(range.end, range.start + length) }
        occurrences.append(
            Occurrence(
                symbol: Symbol(kind: kind, name: name ?? located.value), range: range,
                isDefinition: definition))
    }

    private func tokenRange(_ located: Located<String>) -> TextRange {
        extent.token(at: extent.document.offset(of: located.location))
    }
}
