/// Writes a ``Spec`` as DSL text in the one canonical layout that `navlint fmt` produces.
///
/// The layout: the header lines (`navgraph`, `schema`, `app`, `links`, `root` or `window`), then the models, then
/// the routes, each in the order of the spec, with a blank line between the sections and around every model or
/// route that spans several lines. Inside a body: title, doc, tabs or cases, edges, lint. A body of one
/// statement stays on the model's line (`screen Checkout { dismiss }`). Indentation is two spaces; the text
/// ends with a new line. Reading the output back gives the same spec, apart from source locations.
public enum NavDSLWriter {
    public static func write(_ spec: Spec) -> String {
        var output = ""
        output.reserveCapacity(64 + spec.models.count * 80 + spec.routes.count * 80)
        output += "navgraph \(spec.version.value)\n"
        if let schema = spec.schema { output += "schema \(QuotedString.quoted(schema.value))\n" }
        if let app = spec.app { output += "app \(QuotedString.quoted(app.value))\n" }
        if let links = spec.links {
            let items = links.schemes.map { "scheme \(word($0.value))" } + links.hosts.map { "host \(word($0.value))" }
            output += items.isEmpty ? "links\n" : "links \(items.joined(separator: ", "))\n"
        }
        if let root = spec.root { output += "root \(word(root.value))\n" }
        for window in spec.windows ?? [] {
            output += "window \(word(window.id.value)) -> \(word(window.root.value))\n"
        }
        appendBlocks(spec.models.map(modelBlock), to: &output)
        appendBlocks(spec.routes.map(routeBlock), to: &output)
        return output
    }

    /// Appends a section: a blank line before it, and blank lines around blocks of several lines.
    private static func appendBlocks(_ blocks: [String], to output: inout String) {
        var previousWasMultiline = true
        for block in blocks {
            let isMultiline = block.utf8.contains(UInt8(ascii: "\n"))
            if previousWasMultiline || isMultiline { output += "\n" }
            output += block
            output += "\n"
            previousWasMultiline = isMultiline
        }
    }

    // MARK: Models

    private static func modelBlock(_ model: Model) -> String {
        var line = "\(model.kind.rawValue) \(word(model.id.value))"
        if !model.params.isEmpty {
            line += "(" + model.params.map(param).joined(separator: ", ") + ")"
        }
        var body: [String] = []
        if let title = model.title { body.append("title \(QuotedString.quoted(title.value))") }
        if let doc = model.doc { body.append("doc \(QuotedString.quoted(doc.value))") }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            line += " root \(word(stack.root.value))"
            if !stack.path.isEmpty { line += " path " + stack.path.map { word($0.value) }.joined(separator: ", ") }
        case .tabs(let tabs):
            if let initial = tabs.initial { line += " initial \(word(initial.value))" }
            body += tabs.tabs.map(tabLine)
        case .switch(let switchContent):
            if let initial = switchContent.initial { line += " initial \(word(initial.value))" }
            body += switchContent.cases.map(caseLine)
        case .split(let split):
            line += " sidebar \(word(split.sidebar.value))"
            if let content = split.content { line += " content \(word(content.value))" }
            line += " detail \(word(split.detail.value))"
        }
        body += model.edges.map(edgeLine)
        if let lint = model.lint { body.append(lintLine(lint)) }
        return line + bodyText(body)
    }

    private static func param(_ param: Param) -> String {
        let type: String
        switch param.type.value {
        case .string: type = "String"
        case .int: type = "Int"
        case .double: type = "Double"
        case .bool: type = "Bool"
        case .uuid: type = "UUID"
        case .oneOf(let values):
            // One value alone would read as a type name, so it is always quoted.
            type = values.count == 1 ? QuotedString.quoted(values[0]) : values.map(word).joined(separator: "|")
        }
        return "\(word(param.name.value)): \(type)\(param.optional ? "?" : "")"
    }

    private static func tabLine(_ tab: Tab) -> String {
        var line = "tab \(word(tab.id.value))"
        if let title = tab.title { line += " \(QuotedString.quoted(title.value))" }
        if let icon = tab.icon { line += " icon \(QuotedString.quoted(icon.value))" }
        return line + " -> \(word(tab.model.value))"
    }

    private static func caseLine(_ switchCase: SwitchCase) -> String {
        var line = "case \(word(switchCase.id.value)) -> \(word(switchCase.model.value))"
        if let condition = switchCase.condition { line += " when \(QuotedString.quoted(condition.value))" }
        return line
    }

    private static func edgeLine(_ edge: Edge) -> String {
        var line = edge.kind.rawValue
        switch edge.target {
        case .model(let id), .tab(let id), .switchCase(let id), .window(let id): line += " \(word(id.value))"
        case .url(let url): line += " \(QuotedString.quoted(url.value))"
        case .none: break
        }
        if edge.stacked { line += " stacked" }
        if let label = edge.label { line += " \(QuotedString.quoted(label.value))" }
        if let condition = edge.condition { line += " when \(QuotedString.quoted(condition.value))" }
        return line
    }

    private static func lintLine(_ lint: LintSettings) -> String {
        lint.disable.isEmpty ? "lint disable" : "lint disable " + lint.disable.map { word($0.value) }.joined(separator: ", ")
    }

    // MARK: Routes

    private static func routeBlock(_ route: Route) -> String {
        var line = "route \(word(route.id.value)) \(QuotedString.quoted(route.pattern.value)) -> \(word(route.target.value))"
        if !route.via.isEmpty { line += " via " + route.via.map { word($0.value) }.joined(separator: ", ") }
        if !route.bind.isEmpty {
            line += " bind " + route.bind.map { "\(word($0.parameter.value)) = \(word($0.placeholder.value))" }.joined(separator: ", ")
        }
        if let present = route.present { line += " present \(present.value.rawValue)" }
        var body: [String] = []
        if let doc = route.doc { body.append("doc \(QuotedString.quoted(doc.value))") }
        if let lint = route.lint { body.append(lintLine(lint)) }
        return line + bodyText(body)
    }

    // MARK: Pieces

    private static func bodyText(_ statements: [String]) -> String {
        switch statements.count {
        case 0: ""
        case 1: " { \(statements[0]) }"
        default: " {\n" + statements.map { "  \($0)\n" }.joined() + "}"
        }
    }

    /// An id, reference, scheme, host, rule id or enum value: bare when it reads back as one word, quoted
    /// otherwise (where the grammar wants an id, reading a quoted one back reports the bad name).
    private static func word(_ value: String) -> String {
        NavDSLLexer.isWord(value) ? value : QuotedString.quoted(value)
    }
}
