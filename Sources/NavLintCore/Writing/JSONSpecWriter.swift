/// Writes a ``Spec`` as JSON in the one canonical layout that `navlint fmt --to json` produces.
///
/// Two-space indentation. Keys come in a fixed order:
/// - top level: `navgraph`, `$schema`, `app`, `links`, `root` or `windows`, `models`, `routes`;
/// - a model: `id`, `kind`, `title`, `doc`, then the kind's fields (`root`, `path`; `tabs`, `initial`;
///   `cases`, `initial`; `sidebar`, `content`, `detail`), `params`, `edges`, `lint`;
/// - a route: `id`, `pattern`, `target`, `via`, `bind`, `present`, `doc`, `lint`.
///
/// Models and routes span several lines; the small objects inside them (a param, an edge, a tab, a case, a
/// window, `links`, `lint`, `bind`) and arrays of strings stay on one line each. Optional keys are left out
/// when absent or empty, `false` flags are left out, `models` and `routes` are always written. Strings use
/// JSON escapes for quotes, backslashes and control characters and keep other characters as UTF-8. The text
/// ends with a new line.
public enum JSONSpecWriter {
    public static func write(_ spec: Spec) -> String {
        var members: [String] = ["\"navgraph\": \(spec.version.value)"]
        if let schema = spec.schema { members.append("\"$schema\": \(string(schema.value))") }
        if let app = spec.app { members.append("\"app\": \(string(app.value))") }
        if let links = spec.links {
            var fields: [String] = []
            if !links.schemes.isEmpty { fields.append("\"schemes\": \(stringArray(links.schemes))") }
            if !links.hosts.isEmpty { fields.append("\"hosts\": \(stringArray(links.hosts))") }
            members.append("\"links\": \(inlineObject(fields))")
        }
        if let root = spec.root { members.append("\"root\": \(string(root.value))") }
        if let windows = spec.windows {
            let lines = windows.map { inlineObject(["\"id\": \(string($0.id.value))", "\"root\": \(string($0.root.value))"]) }
            members.append("\"windows\": \(array(lines, indent: 2))")
        }
        members.append("\"models\": \(array(spec.models.map(model), indent: 2))")
        members.append("\"routes\": \(array(spec.routes.map(route), indent: 2))")
        return object(members, indent: 0) + "\n"
    }

    // MARK: Models

    private static func model(_ model: Model) -> String {
        var members = ["\"id\": \(string(model.id.value))", "\"kind\": \(string(model.kind.rawValue))"]
        if let title = model.title { members.append("\"title\": \(string(title.value))") }
        if let doc = model.doc { members.append("\"doc\": \(string(doc.value))") }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            members.append("\"root\": \(string(stack.root.value))")
            if !stack.path.isEmpty { members.append("\"path\": \(stringArray(stack.path))") }
        case .tabs(let tabs):
            let lines = tabs.tabs.map { tab in
                var fields = ["\"id\": \(string(tab.id.value))"]
                if let title = tab.title { fields.append("\"title\": \(string(title.value))") }
                if let icon = tab.icon { fields.append("\"icon\": \(string(icon.value))") }
                fields.append("\"model\": \(string(tab.model.value))")
                return inlineObject(fields)
            }
            members.append("\"tabs\": \(array(lines, indent: 4))")
            if let initial = tabs.initial { members.append("\"initial\": \(string(initial.value))") }
        case .switch(let switchContent):
            let lines = switchContent.cases.map { entry in
                var fields = ["\"id\": \(string(entry.id.value))", "\"model\": \(string(entry.model.value))"]
                if let condition = entry.condition { fields.append("\"when\": \(string(condition.value))") }
                return inlineObject(fields)
            }
            members.append("\"cases\": \(array(lines, indent: 4))")
            if let initial = switchContent.initial { members.append("\"initial\": \(string(initial.value))") }
        case .split(let split):
            members.append("\"sidebar\": \(string(split.sidebar.value))")
            if let content = split.content { members.append("\"content\": \(string(content.value))") }
            members.append("\"detail\": \(string(split.detail.value))")
        }
        if !model.params.isEmpty { members.append("\"params\": \(array(model.params.map(param), indent: 4))") }
        if !model.edges.isEmpty { members.append("\"edges\": \(array(model.edges.map(edge), indent: 4))") }
        if let lint = model.lint { members.append("\"lint\": \(lintObject(lint))") }
        return object(members, indent: 2)
    }

    private static func param(_ param: Param) -> String {
        let type: String
        switch param.type.value {
        case .oneOf(let values): type = "[" + values.map(string).joined(separator: ", ") + "]"
        default: type = string(param.type.value.description)
        }
        var fields = ["\"name\": \(string(param.name.value))", "\"type\": \(type)"]
        if param.optional { fields.append("\"optional\": true") }
        return inlineObject(fields)
    }

    private static func edge(_ edge: Edge) -> String {
        var fields = ["\"via\": \(string(edge.kind.rawValue))"]
        switch edge.target {
        case .model(let id): fields.append("\"to\": \(string(id.value))")
        case .tab(let id): fields.append("\"tab\": \(string(id.value))")
        case .switchCase(let id): fields.append("\"case\": \(string(id.value))")
        case .window(let id): fields.append("\"window\": \(string(id.value))")
        case .url(let url): fields.append("\"url\": \(string(url.value))")
        case .none: break
        }
        if edge.stacked { fields.append("\"stacked\": true") }
        if let label = edge.label { fields.append("\"label\": \(string(label.value))") }
        if let condition = edge.condition { fields.append("\"when\": \(string(condition.value))") }
        return inlineObject(fields)
    }

    // MARK: Routes

    private static func route(_ route: Route) -> String {
        var members = [
            "\"id\": \(string(route.id.value))", "\"pattern\": \(string(route.pattern.value))",
            "\"target\": \(string(route.target.value))",
        ]
        if !route.via.isEmpty { members.append("\"via\": \(stringArray(route.via))") }
        if !route.bind.isEmpty {
            members.append("\"bind\": " + inlineObject(route.bind.map { "\(string($0.parameter.value)): \(string($0.placeholder.value))" }))
        }
        if let present = route.present { members.append("\"present\": \(string(present.value.rawValue))") }
        if let doc = route.doc { members.append("\"doc\": \(string(doc.value))") }
        if let lint = route.lint { members.append("\"lint\": \(lintObject(lint))") }
        return object(members, indent: 2)
    }

    // MARK: Pieces

    private static func lintObject(_ lint: LintSettings) -> String {
        inlineObject(["\"disable\": \(stringArray(lint.disable))"])
    }

    private static func string(_ value: String) -> String { QuotedString.quoted(value) }

    private static func stringArray(_ values: [Located<String>]) -> String {
        "[" + values.map { string($0.value) }.joined(separator: ", ") + "]"
    }

    private static func inlineObject(_ fields: [String]) -> String {
        fields.isEmpty ? "{}" : "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func padding(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// An object whose members each take a line; `indent` is the level of its braces.
    private static func object(_ members: [String], indent: Int) -> String {
        let inner = padding(indent + 1)
        return "{\n" + members.map { inner + $0 }.joined(separator: ",\n") + "\n" + padding(indent) + "}"
    }

    /// An array whose elements each take a line at level `indent`; its closing bracket sits one level out.
    private static func array(_ elements: [String], indent: Int) -> String {
        guard !elements.isEmpty else { return "[]" }
        let inner = padding(indent)
        return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n" + padding(indent - 1) + "]"
    }
}
