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
        output.reserveCapacity(64 + spec.models.count * 120 + spec.routes.count * 100)
        output += "navgraph \(spec.version.value)\n"
        if let schema = spec.schema {
            output += "schema "
            QuotedString.append(schema.value, to: &output)
            output += "\n"
        }
        if let app = spec.app {
            output += "app "
            QuotedString.append(app.value, to: &output)
            output += "\n"
        }
        if let links = spec.links {
            output += "links"
            var separator = " "
            for scheme in links.schemes {
                output += separator + "scheme "
                appendWord(scheme.value, to: &output)
                separator = ", "
            }
            for host in links.hosts {
                output += separator + "host "
                appendWord(host.value, to: &output)
                separator = ", "
            }
            output += "\n"
        }
        if let root = spec.root {
            output += "root "
            appendWord(root.value, to: &output)
            output += "\n"
        }
        if spec.windows?.isEmpty == true { output += "windows\n" }
        for window in spec.windows ?? [] {
            output += "window "
            appendWord(window.id.value, to: &output)
            output += " -> "
            appendWord(window.root.value, to: &output)
            output += "\n"
        }
        var previousWasMultiline = true
        for model in spec.models {
            appendModel(model, to: &output, previousWasMultiline: &previousWasMultiline)
        }
        previousWasMultiline = true
        for route in spec.routes {
            appendRoute(route, to: &output, previousWasMultiline: &previousWasMultiline)
        }
        return output
    }

    /// Starts a block: a blank line before it when it or the block before it spans several lines.
    private static func startBlock(multiline: Bool, _ output: inout String, previousWasMultiline: inout Bool) {
        if previousWasMultiline || multiline { output += "\n" }
        previousWasMultiline = multiline
    }

    // MARK: Models

    private static func appendModel(_ model: Model, to output: inout String, previousWasMultiline: inout Bool) {
        var statements = (model.title == nil ? 0 : 1) + (model.doc == nil ? 0 : 1) + model.edges.count + (model.lint == nil ? 0 : 1)
        switch model.content {
        case .tabs(let tabs): statements += tabs.tabs.count
        case .switch(let switchContent): statements += switchContent.cases.count
        default: break
        }
        startBlock(multiline: statements > 1, &output, previousWasMultiline: &previousWasMultiline)

        output += model.kind.rawValue
        output += " "
        appendWord(model.id.value, to: &output)
        if !model.params.isEmpty {
            output += "("
            for (index, param) in model.params.enumerated() {
                if index > 0 { output += ", " }
                appendParam(param, to: &output)
            }
            output += ")"
        }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            output += " root "
            appendWord(stack.root.value, to: &output)
            if !stack.path.isEmpty {
                output += " path "
                appendList(stack.path, to: &output)
            }
        case .tabs(let tabs):
            appendInitial(tabs.initial, to: &output)
        case .switch(let switchContent):
            appendInitial(switchContent.initial, to: &output)
        case .split(let split):
            output += " sidebar "
            appendWord(split.sidebar.value, to: &output)
            if let content = split.content {
                output += " content "
                appendWord(content.value, to: &output)
            }
            output += " detail "
            appendWord(split.detail.value, to: &output)
        }

        var body = Body(count: statements)
        if let title = model.title {
            body.start(&output)
            output += "title "
            QuotedString.append(title.value, to: &output)
        }
        if let doc = model.doc {
            body.start(&output)
            output += "doc "
            QuotedString.append(doc.value, to: &output)
        }
        switch model.content {
        case .tabs(let tabs):
            for tab in tabs.tabs {
                body.start(&output)
                appendTab(tab, to: &output)
            }
        case .switch(let switchContent):
            for entry in switchContent.cases {
                body.start(&output)
                appendCase(entry, to: &output)
            }
        default:
            break
        }
        for edge in model.edges {
            body.start(&output)
            appendEdge(edge, to: &output)
        }
        if let lint = model.lint {
            body.start(&output)
            appendLint(lint, to: &output)
        }
        body.finish(&output)
    }

    private static func appendInitial(_ initial: Located<String>?, to output: inout String) {
        guard let initial else { return }
        output += " initial "
        appendWord(initial.value, to: &output)
    }

    private static func appendParam(_ param: Param, to output: inout String) {
        appendWord(param.name.value, to: &output)
        output += ": "
        switch param.type.value {
        case .string: output += "String"
        case .int: output += "Int"
        case .double: output += "Double"
        case .bool: output += "Bool"
        case .uuid: output += "UUID"
        case .oneOf(let values):
            if values.count == 1 {
                // One value alone would read as a type name, so it is always quoted.
                QuotedString.append(values[0], to: &output)
            } else {
                for (index, value) in values.enumerated() {
                    if index > 0 { output += "|" }
                    appendWord(value, to: &output)
                }
            }
        }
        if param.optional { output += "?" }
    }

    private static func appendTab(_ tab: Tab, to output: inout String) {
        output += "tab "
        appendWord(tab.id.value, to: &output)
        if let title = tab.title {
            output += " "
            QuotedString.append(title.value, to: &output)
        }
        if let icon = tab.icon {
            output += " icon "
            QuotedString.append(icon.value, to: &output)
        }
        output += " -> "
        appendWord(tab.model.value, to: &output)
    }

    private static func appendCase(_ entry: SwitchCase, to output: inout String) {
        output += "case "
        appendWord(entry.id.value, to: &output)
        output += " -> "
        appendWord(entry.model.value, to: &output)
        if let condition = entry.condition {
            output += " when "
            QuotedString.append(condition.value, to: &output)
        }
    }

    private static func appendEdge(_ edge: Edge, to output: inout String) {
        output += edge.kind.rawValue
        switch edge.target {
        case .model(let id), .tab(let id), .switchCase(let id), .window(let id):
            output += " "
            appendWord(id.value, to: &output)
        case .url(let url):
            output += " "
            QuotedString.append(url.value, to: &output)
        case .none:
            break
        }
        if edge.stacked { output += " stacked" }
        if let label = edge.label {
            output += " "
            QuotedString.append(label.value, to: &output)
        }
        if let condition = edge.condition {
            output += " when "
            QuotedString.append(condition.value, to: &output)
        }
    }

    private static func appendLint(_ lint: LintSettings, to output: inout String) {
        output += "lint disable"
        guard !lint.disable.isEmpty else { return }
        output += " "
        appendList(lint.disable, to: &output)
    }

    // MARK: Routes

    private static func appendRoute(_ route: Route, to output: inout String, previousWasMultiline: inout Bool) {
        let statements = (route.doc == nil ? 0 : 1) + (route.lint == nil ? 0 : 1)
        startBlock(multiline: statements > 1, &output, previousWasMultiline: &previousWasMultiline)
        output += "route "
        appendWord(route.id.value, to: &output)
        output += " "
        QuotedString.append(route.pattern.value, to: &output)
        output += " -> "
        appendWord(route.target.value, to: &output)
        if !route.via.isEmpty {
            output += " via "
            appendList(route.via, to: &output)
        }
        if !route.bind.isEmpty {
            output += " bind "
            for (index, binding) in route.bind.enumerated() {
                if index > 0 { output += ", " }
                appendWord(binding.parameter.value, to: &output)
                output += " = "
                appendWord(binding.placeholder.value, to: &output)
            }
        }
        if let present = route.present {
            output += " present "
            output += present.value.rawValue
        }
        var body = Body(count: statements)
        if let doc = route.doc {
            body.start(&output)
            output += "doc "
            QuotedString.append(doc.value, to: &output)
        }
        if let lint = route.lint {
            body.start(&output)
            appendLint(lint, to: &output)
        }
        body.finish(&output)
    }

    // MARK: Pieces

    /// Writes the braces around a body's statements: none for an empty body, one line for a single statement,
    /// one statement per indented line otherwise.
    private struct Body {
        let count: Int
        var written = 0

        init(count: Int) { self.count = count }

        mutating func start(_ output: inout String) {
            if written == 0 {
                output += count == 1 ? " { " : " {\n  "
            } else {
                output += "\n  "
            }
            written += 1
        }

        func finish(_ output: inout String) {
            switch count {
            case 0: output += "\n"
            case 1: output += " }\n"
            default: output += "\n}\n"
            }
        }
    }

    private static func appendList(_ values: [Located<String>], to output: inout String) {
        for (index, value) in values.enumerated() {
            if index > 0 { output += ", " }
            appendWord(value.value, to: &output)
        }
    }

    /// An id, reference, scheme, host, rule id or enum value: bare when it reads back as one word, quoted
    /// otherwise (where the grammar wants an id, reading a quoted one back reports the bad name).
    private static func appendWord(_ value: String, to output: inout String) {
        if NavDSLLexer.isWord(value) {
            output += value
        } else {
            QuotedString.append(value, to: &output)
        }
    }
}
