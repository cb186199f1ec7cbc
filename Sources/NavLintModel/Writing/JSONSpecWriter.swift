/// Writes a ``Spec`` as JSON in the one canonical layout that `navlint fmt --to json` produces.
///
/// Two-space indentation. Keys come in a fixed order:
/// - top level: `navgraph`, `$schema`, `app`, `links`, `root` or `windows`, `groups`, `models`, `routes`;
/// - a group: `id`, `doc`, `include`, `edges`;
/// - a model: `id`, `kind`, `title`, `doc`, `swift`, `source`, `screenshot`, then the kind's fields (`root`,
///   `path`; `tabs`, `initial`;
///   `cases`, `initial`; `sidebar`, `content`, `detail`), `params`, `edges`, `lint`, `interactiveDismiss`,
///   `include`, a stack's `bind`, `platforms`;
/// - a route: `id`, `pattern`, `target`, `via`, `bind`, `present`, `replaces`, `doc`, `lint`, `when`, `fallback`,
///   `examples`, `platforms`;
/// - an edge: `via`, its target, `stacked`, `label`, `when`, `source`, `external`, `after`, `bind`, `platforms`.
///
/// Models and routes span several lines; the small objects inside them (a param, an edge, a tab, a case, a
/// window, `links`, `lint`, `bind`; `source` comes after the older keys of an edge, a tab and a window, and
/// `bind`, `platforms`, `dynamic`, `action`, `edges` after it)
/// and arrays of strings stay on one line each. Optional keys are left out
/// when absent or empty, `false` flags are left out, `models` and `routes` are always written. Strings use
/// JSON escapes for quotes, backslashes and control characters and keep other characters as UTF-8. The text
/// ends with a new line.
public enum JSONSpecWriter {
    public static func write(_ spec: Spec) -> String {
        var json = JSONText()
        json.output.reserveCapacity(64 + spec.models.count * 250 + spec.routes.count * 150)
        json.output += "{"
        var top = Members(level: 1, inline: false)
        top.key("navgraph", &json)
        json.output += String(spec.version.value)
        if let schema = spec.schema { top.string("$schema", schema.value, &json) }
        if let app = spec.app { top.string("app", app.value, &json) }
        if let links = spec.links {
            top.key("links", &json)
            var fields = Members(level: 0, inline: true)
            if !links.schemes.isEmpty { fields.strings("schemes", links.schemes, &json) }
            if !links.hosts.isEmpty { fields.strings("hosts", links.hosts, &json) }
            if links.anyHost {
                fields.key("anyHost", &json)
                json.output += "true"
            }
            if !links.intercepts.isEmpty { fields.strings("intercepts", links.intercepts, &json) }
            fields.close(&json)
        }
        if let root = spec.root { top.string("root", root.value, &json) }
        if let windows = spec.windows {
            top.key("windows", &json)
            json.array(windows, level: 2) { json, window in
                var fields = Members(level: 0, inline: true)
                fields.string("id", window.id.value, &json)
                fields.string("root", window.root.value, &json)
                if let source = window.source { fields.string("source", source.value, &json) }
                fields.platforms(window.platforms, &json)
                fields.close(&json)
            }
        }
        if !spec.groups.isEmpty {
            top.key("groups", &json)
            json.array(spec.groups, level: 2) { json, group in appendGroup(group, &json) }
        }
        top.key("models", &json)
        json.array(spec.models, level: 2) { json, model in appendModel(model, &json) }
        top.key("routes", &json)
        json.array(spec.routes, level: 2) { json, route in appendRoute(route, &json) }
        top.close(&json)
        json.output += "\n"
        return json.output
    }

    // MARK: Models

    private static func appendModel(_ model: Model, _ json: inout JSONText) {
        json.output += "{"
        var members = Members(level: 3, inline: false)
        members.string("id", model.id.value, &json)
        members.string("kind", model.kind.rawValue, &json)
        if let title = model.title { members.string("title", title.value, &json) }
        if let doc = model.doc { members.string("doc", doc.value, &json) }
        if let swift = model.swift { members.string("swift", swift.value, &json) }
        if let source = model.source { members.string("source", source.value, &json) }
        if let screenshot = model.screenshot { members.string("screenshot", screenshot.value, &json) }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            members.string("root", stack.root.value, &json)
            if !stack.path.isEmpty { members.strings("path", stack.path, &json) }
        case .tabs(let tabs):
            members.key("tabs", &json)
            json.array(tabs.tabs, level: 4) { json, tab in
                var fields = Members(level: 0, inline: true)
                fields.string("id", tab.id.value, &json)
                if let title = tab.title { fields.string("title", title.value, &json) }
                if let icon = tab.icon { fields.string("icon", icon.value, &json) }
                if let model = tab.model { fields.string("model", model.value, &json) }
                if let source = tab.source { fields.string("source", source.value, &json) }
                appendTabVariants(tab, &fields, &json)
                fields.close(&json)
            }
            if let initial = tabs.initial { members.string("initial", initial.value, &json) }
        case .switch(let switchContent):
            members.key("cases", &json)
            json.array(switchContent.cases, level: 4) { json, entry in
                var fields = Members(level: 0, inline: true)
                fields.string("id", entry.id.value, &json)
                fields.string("model", entry.model.value, &json)
                if let condition = entry.condition { fields.string("when", condition.value, &json) }
                fields.close(&json)
            }
            if let initial = switchContent.initial { members.string("initial", initial.value, &json) }
        case .split(let split):
            members.string("sidebar", split.sidebar.value, &json)
            if let content = split.content { members.string("content", content.value, &json) }
            members.string("detail", split.detail.value, &json)
        }
        if !model.params.isEmpty {
            members.key("params", &json)
            json.array(model.params, level: 4, appendParam)
        }
        if !model.edges.isEmpty {
            members.key("edges", &json)
            json.array(model.edges, level: 4, appendEdge)
        }
        if let lint = model.lint { members.lint(lint, &json) }
        appendRealAppKeys(of: model, &members, &json)
        members.close(&json)
    }

    /// The keys a model may carry after `lint`: `interactiveDismiss`, `include`, a stack's `bind`, `platforms`.
    private static func appendRealAppKeys(of model: Model, _ members: inout Members, _ json: inout JSONText) {
        if !model.interactiveDismiss {
            members.key("interactiveDismiss", &json)
            json.output += "false"
        }
        if !model.include.isEmpty { members.strings("include", model.include, &json) }
        if case .stack(let stack) = model.content { members.constants(stack.bind, &json) }
        members.platforms(model.platforms, &json)
    }

    private static func appendGroup(_ group: EdgeGroup, _ json: inout JSONText) {
        json.output += "{"
        var members = Members(level: 3, inline: false)
        members.string("id", group.id.value, &json)
        if let doc = group.doc { members.string("doc", doc.value, &json) }
        if !group.include.isEmpty { members.strings("include", group.include, &json) }
        members.key("edges", &json)
        json.array(group.edges, level: 4, appendEdge)
        members.close(&json)
    }

    private static func appendTabVariants(_ tab: Tab, _ fields: inout Members, _ json: inout JSONText) {
        fields.constants(tab.bind, &json)
        fields.platforms(tab.platforms, &json)
        if tab.isDynamic { fields.flag("dynamic", &json) }
        guard tab.isAction else { return }
        fields.flag("action", &json)
        fields.key("edges", &json)
        json.output += "["
        for (index, edge) in tab.edges.enumerated() {
            if index > 0 { json.output += ", " }
            appendEdge(&json, edge)
        }
        json.output += "]"
    }

    private static func appendParam(_ json: inout JSONText, _ param: Param) {
        var fields = Members(level: 0, inline: true)
        fields.string("name", param.name.value, &json)
        fields.key("type", &json)
        appendType(&json, param.type.value)
        if param.optional {
            fields.key("optional", &json)
            json.output += "true"
        }
        fields.close(&json)
    }

    /// A scalar or `[scalar]` as its name, an enum as an array of its values, a list of an enum as an array
    /// holding that array.
    private static func appendType(_ json: inout JSONText, _ type: ParamType) {
        switch type {
        case .oneOf(let values):
            json.output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { json.output += ", " }
                JSONOutput.appendQuoted(value, to: &json.output)
            }
            json.output += "]"
        case .list(.oneOf(let values)):
            json.output += "["
            appendType(&json, .oneOf(values))
            json.output += "]"
        default:
            JSONOutput.appendQuoted(type.description, to: &json.output)
        }
    }

    private static func appendEdge(_ json: inout JSONText, _ edge: Edge) {
        var fields = Members(level: 0, inline: true)
        fields.string("via", edge.kind.rawValue, &json)
        switch edge.target {
        case .model(let id): fields.string("to", id.value, &json)
        case .tab(let id): fields.string("tab", id.value, &json)
        case .switchCase(let id): fields.string("case", id.value, &json)
        case .window(let id): fields.string("window", id.value, &json)
        case .url(let url): fields.string("url", url.value, &json)
        case .none: break
        }
        if edge.stacked {
            fields.key("stacked", &json)
            json.output += "true"
        }
        if let fallback = edge.fallback { fields.string("fallback", fallback.value.rawValue, &json) }
        if let label = edge.label { fields.string("label", label.value, &json) }
        if let condition = edge.condition { fields.string("when", condition.value, &json) }
        if let source = edge.source { fields.string("source", source.value, &json) }
        if edge.external {
            fields.key("external", &json)
            json.output += "true"
        }
        if let after = edge.after { fields.string("after", after.value.rawValue, &json) }
        fields.constants(edge.bind, &json)
        fields.platforms(edge.platforms, &json)
        fields.close(&json)
    }

    // MARK: Routes

    private static func appendRoute(_ route: Route, _ json: inout JSONText) {
        json.output += "{"
        var members = Members(level: 3, inline: false)
        members.string("id", route.id.value, &json)
        members.string("pattern", route.pattern.value, &json)
        members.string("target", route.target.value, &json)
        if !route.via.isEmpty { members.strings("via", route.via, &json) }
        if !route.bind.isEmpty {
            members.key("bind", &json)
            var fields = Members(level: 0, inline: true)
            for binding in route.bind {
                fields.string(binding.parameter.value, binding.placeholder.value, &json)
            }
            fields.close(&json)
        }
        if let present = route.present { members.string("present", present.value.rawValue, &json) }
        if !route.replaces.isEmpty { members.strings("replaces", route.replaces, &json) }
        if let doc = route.doc { members.string("doc", doc.value, &json) }
        if let lint = route.lint { members.lint(lint, &json) }
        if let when = route.when { members.string("when", when.value, &json) }
        if let fallback = route.fallback { members.string("fallback", fallback.value.rawValue, &json) }
        if !route.examples.isEmpty { members.strings("examples", route.examples, &json) }
        members.platforms(route.platforms, &json)
        members.close(&json)
    }
}

/// The text being written.
private struct JSONText {
    var output = ""

    mutating func indent(_ level: Int) {
        for _ in 0..<level { output += "  " }
    }

    /// An array with one element per line at `level`, its closing bracket one level out; `[]` when empty.
    mutating func array<Element>(_ elements: [Element], level: Int, _ appendElement: (inout JSONText, Element) -> Void)
    {
        guard !elements.isEmpty else {
            output += "[]"
            return
        }
        output += "["
        for (index, element) in elements.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            indent(level)
            appendElement(&self, element)
        }
        output += "\n"
        indent(level - 1)
        output += "]"
    }
}

/// The members of one object: on their own lines at `level`, or inline as `{ "a": 1, "b": 2 }`.
/// The caller writes the opening brace of a multi-line object; ``close(_:)`` writes the closing one.
private struct Members {
    let level: Int
    let inline: Bool
    var count = 0

    mutating func key(_ name: String, _ json: inout JSONText) {
        if inline {
            json.output += count == 0 ? "{ " : ", "
        } else {
            json.output += count == 0 ? "\n" : ",\n"
            json.indent(level)
        }
        count += 1
        JSONOutput.appendQuoted(name, to: &json.output)
        json.output += ": "
    }

    mutating func string(_ name: String, _ value: String, _ json: inout JSONText) {
        key(name, &json)
        JSONOutput.appendQuoted(value, to: &json.output)
    }

    mutating func strings(_ name: String, _ values: [Located<String>], _ json: inout JSONText) {
        key(name, &json)
        json.output += "["
        for (index, value) in values.enumerated() {
            if index > 0 { json.output += ", " }
            JSONOutput.appendQuoted(value.value, to: &json.output)
        }
        json.output += "]"
    }

    mutating func lint(_ lint: LintSettings, _ json: inout JSONText) {
        key("lint", &json)
        var fields = Members(level: 0, inline: true)
        fields.strings("disable", lint.disable, &json)
        fields.close(&json)
    }

    /// `"name": true`.
    mutating func flag(_ name: String, _ json: inout JSONText) {
        key(name, &json)
        json.output += "true"
    }

    /// A constant `bind` object, when there is one.
    mutating func constants(_ bind: [ConstantBinding], _ json: inout JSONText) {
        guard !bind.isEmpty else { return }
        key("bind", &json)
        var fields = Members(level: 0, inline: true)
        for binding in bind { fields.string(binding.parameter.value, "=" + binding.literal.value, &json) }
        fields.close(&json)
    }

    /// The `platforms` array, when there is one.
    mutating func platforms(_ platforms: PlatformSet?, _ json: inout JSONText) {
        guard let platforms else { return }
        key("platforms", &json)
        json.output += "["
        json.output += platforms.platforms.map { "\"\($0.value.rawValue)\"" }.joined(separator: ", ")
        json.output += "]"
    }

    func close(_ json: inout JSONText) {
        if inline {
            json.output += count == 0 ? "{}" : " }"
        } else {
            json.output += "\n"
            json.indent(level - 1)
            json.output += "}"
        }
    }
}
