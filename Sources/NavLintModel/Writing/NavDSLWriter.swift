/// Writes a ``Spec`` as DSL text in the one canonical layout that `navlint fmt` produces.
///
/// The layout: the header lines (`navgraph`, `schema`, `app`, `links`, `root` or `window`), then the groups, the
/// models and the routes, each in the order of the spec, with a blank line between the sections and around every
/// group, model or route that spans several lines. Inside a body: title, doc, tabs or cases, edges, lint. A body of one
/// statement stays on the model's line (`screen Checkout { dismiss }`). Indentation is two spaces; the text
/// ends with a new line. Reading the output back gives the same spec, apart from source locations.
///
/// Comments (from ``NavDSLReader/readWithComments(_:)``) are written where they belong: own-line comments above
/// their line at its indentation, with the blank lines that stood around them; a trailing comment after its line,
/// one space from the code. A body with a comment inside it always spans several lines.
public enum NavDSLWriter {
    /// Writes `spec` without comments.
    public static func write(_ spec: Spec) -> String {
        write(spec, comments: NavDSLComments())
    }

    /// Writes `spec` with `comments` at their lines. No comment is lost: one whose line `spec` does not have
    /// (the spec was changed after reading) is written at the end of the file.
    public static func write(_ spec: Spec, comments: NavDSLComments) -> String {
        var writer = DSLText(comments: comments)
        writer.output.reserveCapacity(64 + spec.models.count * 120 + spec.routes.count * 100)
        writer.appendHeader(spec)
        for group in spec.groups { writer.appendGroup(group) }
        for model in spec.models { writer.appendModel(model) }
        writer.previousWasMultiline = true
        for route in spec.routes { writer.appendRoute(route) }
        writer.appendEnd()
        return writer.output
    }
}

/// The text being written, and the comments not written yet.
private struct DSLText {
    typealias Writer = NavDSLWriter

    var output = ""
    var comments: NavDSLComments
    /// Whether the last model or route written spans several lines (the first block always gets a blank line).
    var previousWasMultiline = true

    init(comments: NavDSLComments) {
        self.comments = comments
    }

    // MARK: Comments

    /// The comments of the line the spec records at `location`, taken so that they are written once.
    mutating func take(_ location: SourceLocation) -> NavDSLAttachedComments {
        comments.lines.removeValue(forKey: location) ?? NavDSLAttachedComments()
    }

    mutating func takeBodyEnd(_ location: SourceLocation) -> NavDSLAttachedComments {
        comments.bodyEnds.removeValue(forKey: location) ?? NavDSLAttachedComments()
    }

    /// A blank line, unless the text is empty or already ends with one.
    mutating func blankLine() {
        guard !output.isEmpty, !output.utf8.suffix(2).elementsEqual([0x0A, 0x0A]) else { return }
        output += "\n"
    }

    /// Own-line comments at `indent`, with the blank lines that stood around them; none before the first
    /// at the start of a body, none after the last before a `}` or the end of the file.
    mutating func appendLeading(
        _ leading: [NavDSLComment], indent: String, atBodyStart: Bool = false, beforeClose: Bool = false
    ) {
        for (index, comment) in leading.enumerated() {
            if comment.blankLineBefore, !(index == 0 && atBodyStart) { blankLine() }
            output += indent
            output += comment.text
            output += "\n"
        }
        if let last = leading.last, last.blankLineAfter, !beforeClose { blankLine() }
    }

    mutating func appendTrailing(_ comment: NavDSLComment?) {
        guard let comment else { return }
        output += " "
        output += comment.text
    }

    /// One line of the header, with its comments.
    mutating func appendLine(_ attached: NavDSLAttachedComments, _ write: (inout String) -> Void) {
        appendLeading(attached.leading, indent: "")
        write(&output)
        appendTrailing(attached.trailing)
        output += "\n"
    }

    /// Comments whose lines the spec does not have, in source order, then the comments after the last statement.
    mutating func appendEnd() {
        var rest = comments.windowsLine.leading + [comments.windowsLine.trailing].compactMap { $0 }
        for attached in comments.lines.values { rest += attached.leading + [attached.trailing].compactMap { $0 } }
        for attached in comments.bodyEnds.values { rest += attached.leading + [attached.trailing].compactMap { $0 } }
        rest.sort { ($0.location, $0.text) < ($1.location, $1.text) }
        appendLeading(rest + comments.end, indent: "", beforeClose: true)
        comments = NavDSLComments()
    }

    // MARK: Header

    mutating func appendHeader(_ spec: Spec) {
        appendLine(take(spec.version.location)) { $0 += "navgraph \(spec.version.value)" }
        if let schema = spec.schema {
            appendLine(take(schema.location)) { output in
                output += "schema "
                JSONOutput.appendQuoted(schema.value, to: &output)
            }
        }
        if let app = spec.app {
            appendLine(take(app.location)) { output in
                output += "app "
                JSONOutput.appendQuoted(app.value, to: &output)
            }
        }
        if let links = spec.links {
            appendLine(take(links.location)) { output in
                output += "links"
                var separator = " "
                for scheme in links.schemes {
                    output += separator + "scheme "
                    Writer.appendWord(scheme.value, to: &output)
                    separator = ", "
                }
                for host in links.hosts {
                    output += separator + "host "
                    Writer.appendWord(host.value, to: &output)
                    separator = ", "
                }
                if links.anyHost { output += separator + "anyHost" }
                for host in links.intercepts {
                    output += separator + "intercept "
                    Writer.appendWord(host.value, to: &output)
                    separator = ", "
                }
            }
        }
        if let root = spec.root {
            appendLine(take(root.location)) { output in
                output += "root "
                Writer.appendWord(root.value, to: &output)
            }
        }
        if spec.windows?.isEmpty == true {
            let attached = comments.windowsLine
            comments.windowsLine = NavDSLAttachedComments()
            appendLine(attached) { $0 += "windows" }
        }
        for window in spec.windows ?? [] {
            appendLine(take(window.location)) { output in
                output += "window "
                Writer.appendWord(window.id.value, to: &output)
                output += " -> "
                Writer.appendWord(window.root.value, to: &output)
                Writer.appendPlatforms(window.platforms, to: &output)
                Writer.appendSource(window.source, to: &output)
            }
        }
    }

    // MARK: Blocks

    /// One line of a body and its comments.
    typealias BodyLine = (text: String, comments: NavDSLAttachedComments)

    /// Writes a model or route: its comments, its first line and its body. A body of one line without
    /// comments inside stays on the first line; a body with comments inside spans several lines.
    mutating func appendBlock(
        header: String, own: NavDSLAttachedComments, lines: [BodyLine], end: NavDSLAttachedComments
    ) {
        let twoTrailing = own.trailing != nil && end.trailing != nil
        let commentsInside = !end.leading.isEmpty || twoTrailing || lines.contains { !$0.comments.isEmpty }
        let oneLine = lines.count == 1 && !commentsInside
        let noBody = lines.isEmpty && !commentsInside
        let multiline = !oneLine && !noBody
        if previousWasMultiline || multiline { output += "\n" }
        previousWasMultiline = multiline

        appendLeading(own.leading, indent: "")
        output += header
        if noBody {
            appendTrailing(own.trailing ?? end.trailing)
            output += "\n"
        } else if oneLine {
            output += " { "
            output += lines[0].text
            output += " }"
            appendTrailing(own.trailing ?? end.trailing)
            output += "\n"
        } else {
            output += " {"
            appendTrailing(own.trailing)
            output += "\n"
            for (index, line) in lines.enumerated() {
                appendLeading(line.comments.leading, indent: "  ", atBodyStart: index == 0)
                output += "  "
                output += line.text
                appendTrailing(line.comments.trailing)
                output += "\n"
            }
            appendLeading(end.leading, indent: "  ", atBodyStart: lines.isEmpty, beforeClose: true)
            output += "}"
            appendTrailing(end.trailing)
            output += "\n"
        }
    }

    mutating func appendModel(_ model: Model) {
        let own = take(model.location)
        let header = Self.modelHeader(model)

        var lines: [BodyLine] = []
        func line(_ location: SourceLocation, _ write: (inout String) -> Void) {
            var text = ""
            write(&text)
            lines.append((text, take(location)))
        }
        if let title = model.title {
            line(title.location) { text in
                text += "title "
                JSONOutput.appendQuoted(title.value, to: &text)
            }
        }
        if let doc = model.doc {
            line(doc.location) { text in
                text += "doc "
                JSONOutput.appendQuoted(doc.value, to: &text)
            }
        }
        if !model.interactiveDismiss { lines.append(("interactiveDismiss false", NavDSLAttachedComments())) }
        for (keyword, value) in [("swift", model.swift), ("source", model.source), ("screenshot", model.screenshot)] {
            guard let value else { continue }
            line(value.location) { text in
                text += keyword + " "
                JSONOutput.appendQuoted(value.value, to: &text)
            }
        }
        switch model.content {
        case .tabs(let tabs):
            for tab in tabs.tabs {
                line(tab.location) { Writer.appendTab(tab, to: &$0) }
                if tab.isAction {
                    lines[lines.count - 1].comments = actionTabComments(tab, lines[lines.count - 1].comments)
                }
            }
        case .switch(let switchContent):
            for entry in switchContent.cases { line(entry.location) { Writer.appendCase(entry, to: &$0) } }
        default:
            break
        }
        for edge in model.edges { line(edge.location) { Writer.appendEdge(edge, to: &$0) } }
        if let lint = model.lint { line(lint.location) { Writer.appendLint(lint, to: &$0) } }
        appendBlock(header: header, own: own, lines: lines, end: takeBodyEnd(model.location))
    }

    mutating func appendGroup(_ group: EdgeGroup) {
        let own = take(group.location)
        var header = "group "
        Writer.appendWord(group.id.value, to: &header)
        var lines: [BodyLine] = []
        if let doc = group.doc {
            var text = "doc "
            JSONOutput.appendQuoted(doc.value, to: &text)
            lines.append((text, take(doc.location)))
        }
        if let first = group.include.first {
            var text = "include "
            Writer.appendList(group.include, to: &text)
            lines.append((text, take(first.location)))
        }
        for edge in group.edges {
            var text = ""
            Writer.appendEdge(edge, to: &text)
            lines.append((text, take(edge.location)))
        }
        appendBlock(header: header, own: own, lines: lines, end: takeBodyEnd(group.location))
    }

    /// A model's first line: kind, id, params and the fields of its kind (`root`, `initial`, `sidebar`, ...).
    static func modelHeader(_ model: Model) -> String {
        var header = model.kind.rawValue + " "
        Writer.appendWord(model.id.value, to: &header)
        if !model.params.isEmpty {
            header += "("
            for (index, param) in model.params.enumerated() {
                if index > 0 { header += ", " }
                Writer.appendParam(param, to: &header)
            }
            header += ")"
        }
        switch model.content {
        case .screen, .dialog:
            break
        case .stack(let stack):
            header += " root "
            Writer.appendWord(stack.root.value, to: &header)
            if !stack.path.isEmpty {
                header += " path "
                Writer.appendList(stack.path, to: &header)
            }
        case .tabs(let tabs):
            Writer.appendInitial(tabs.initial, to: &header)
        case .switch(let switchContent):
            Writer.appendInitial(switchContent.initial, to: &header)
        case .split(let split):
            header += " sidebar "
            Writer.appendWord(split.sidebar.value, to: &header)
            if let content = split.content {
                header += " content "
                Writer.appendWord(content.value, to: &header)
            }
            header += " detail "
            Writer.appendWord(split.detail.value, to: &header)
        }
        if !model.include.isEmpty {
            header += " include "
            Writer.appendList(model.include, to: &header)
        }
        if case .stack(let stack) = model.content { Writer.appendConstants(stack.bind, to: &header) }
        Writer.appendPlatforms(model.platforms, to: &header)
        return header
    }

    mutating func appendRoute(_ route: Route) {
        let own = take(route.location)
        var header = "route "
        Writer.appendWord(route.id.value, to: &header)
        header += " "
        JSONOutput.appendQuoted(route.pattern.value, to: &header)
        header += " -> "
        Writer.appendWord(route.target.value, to: &header)
        if !route.via.isEmpty {
            header += " via "
            Writer.appendList(route.via, to: &header)
        }
        if !route.bind.isEmpty {
            header += " bind "
            for (index, binding) in route.bind.enumerated() {
                if index > 0 { header += ", " }
                Writer.appendWord(binding.parameter.value, to: &header)
                header += " = "
                Writer.appendWord(binding.placeholder.value, to: &header)
            }
        }
        if let present = route.present {
            header += " present "
            header += present.value.rawValue
        }
        if !route.replaces.isEmpty {
            header += " replaces "
            Writer.appendList(route.replaces, to: &header)
        }
        if let when = route.when {
            header += " when "
            JSONOutput.appendQuoted(when.value, to: &header)
        }
        if let fallback = route.fallback { header += " fallback " + fallback.value.rawValue }
        Writer.appendPlatforms(route.platforms, to: &header)
        var lines: [BodyLine] = []
        if let doc = route.doc {
            var text = "doc "
            JSONOutput.appendQuoted(doc.value, to: &text)
            lines.append((text, take(doc.location)))
        }
        if let first = route.examples.first {
            var text = "examples "
            for (index, example) in route.examples.enumerated() {
                if index > 0 { text += ", " }
                JSONOutput.appendQuoted(example.value, to: &text)
            }
            lines.append((text, take(first.location)))
        }
        if let lint = route.lint {
            var text = ""
            Writer.appendLint(lint, to: &text)
            lines.append((text, take(lint.location)))
        }
        appendBlock(header: header, own: own, lines: lines, end: takeBodyEnd(route.location))
    }
}

extension NavDSLWriter {
    // MARK: Pieces

    fileprivate static func appendInitial(_ initial: Located<String>?, to output: inout String) {
        guard let initial else { return }
        output += " initial "
        appendWord(initial.value, to: &output)
    }

    fileprivate static func appendParam(_ param: Param, to output: inout String) {
        appendWord(param.name.value, to: &output)
        output += ": "
        appendType(param.type.value, to: &output)
        if param.optional { output += "?" }
    }

    /// `Int`, `home|more`, `"home"` (one enum value alone would read as a type name), `[Int]`.
    private static func appendType(_ type: ParamType, to output: inout String) {
        switch type {
        case .string: output += "String"
        case .int: output += "Int"
        case .double: output += "Double"
        case .bool: output += "Bool"
        case .uuid: output += "UUID"
        case .oneOf(let values):
            if values.count == 1 {
                JSONOutput.appendQuoted(values[0], to: &output)
            } else {
                for (index, value) in values.enumerated() {
                    if index > 0 { output += "|" }
                    appendWord(value, to: &output)
                }
            }
        case .list(let element):
            output += "["
            appendType(element, to: &output)
            output += "]"
        }
    }

    fileprivate static func appendTab(_ tab: Tab, to output: inout String) {
        output += "tab "
        appendWord(tab.id.value, to: &output)
        if let title = tab.title {
            output += " "
            JSONOutput.appendQuoted(title.value, to: &output)
        }
        if let icon = tab.icon {
            output += " icon "
            JSONOutput.appendQuoted(icon.value, to: &output)
        }
        if let model = tab.model {
            output += " -> "
            appendWord(model.value, to: &output)
        } else if tab.isAction {
            output += " action"
        }
        appendTabVariants(tab, to: &output)
    }

    /// ` source "path.swift:LINE:COL"` at the end of a tab, edge or window line.
    static func appendSource(_ source: Located<String>?, to output: inout String) {
        guard let source else { return }
        output += " source "
        JSONOutput.appendQuoted(source.value, to: &output)
    }

    fileprivate static func appendCase(_ entry: SwitchCase, to output: inout String) {
        output += "case "
        appendWord(entry.id.value, to: &output)
        output += " -> "
        appendWord(entry.model.value, to: &output)
        if let condition = entry.condition {
            output += " when "
            JSONOutput.appendQuoted(condition.value, to: &output)
        }
    }

    static func appendEdge(_ edge: Edge, to output: inout String) {
        output += edge.kind.rawValue
        switch edge.target {
        case .model(let id), .tab(let id), .switchCase(let id), .window(let id):
            output += " "
            appendWord(id.value, to: &output)
        case .url(let url):
            output += " "
            JSONOutput.appendQuoted(url.value, to: &output)
        case .none:
            break
        }
        if edge.stacked { output += " stacked" }
        if let label = edge.label {
            output += " "
            JSONOutput.appendQuoted(label.value, to: &output)
        }
        if let fallback = edge.fallback { output += " fallback " + fallback.value.rawValue }
        if let condition = edge.condition {
            output += " when "
            JSONOutput.appendQuoted(condition.value, to: &output)
        }
        if let after = edge.after { output += " after " + after.value.rawValue }
        if edge.external { output += " external" }
        appendConstants(edge.bind, to: &output)
        appendPlatforms(edge.platforms, to: &output)
        appendSource(edge.source, to: &output)
    }

    fileprivate static func appendLint(_ lint: LintSettings, to output: inout String) {
        output += "lint disable"
        guard !lint.disable.isEmpty else { return }
        output += " "
        appendList(lint.disable, to: &output)
    }

    fileprivate static func appendList(_ values: [Located<String>], to output: inout String) {
        for (index, value) in values.enumerated() {
            if index > 0 { output += ", " }
            appendWord(value.value, to: &output)
        }
    }

    /// An id, reference, scheme, host, rule id or enum value: bare when it reads back as one word, quoted
    /// otherwise (where the grammar wants an id, reading a quoted one back reports the bad name).
    static func appendWord(_ value: String, to output: inout String) {
        if NavDSLLexer.isWord(value) {
            output += value
        } else {
            JSONOutput.appendQuoted(value, to: &output)
        }
    }
}

extension DSLText {
    /// The comments of an action tab's line with those of its edges and of its body's end: above the line,
    /// or after it when its edges fit on it, so that formatting the output again moves none.
    mutating func actionTabComments(_ tab: Tab, _ own: NavDSLAttachedComments) -> NavDSLAttachedComments {
        var merged = own
        for inside in tab.edges.map({ take($0.location) }) + [takeBodyEnd(tab.location)] {
            merged.leading += inside.leading
            guard let trailing = inside.trailing else { continue }
            if merged.trailing == nil { merged.trailing = trailing } else { merged.leading.append(trailing) }
        }
        if tab.edges.count > 1, let trailing = merged.trailing {
            merged.leading.append(trailing)
            merged.trailing = nil
        }
        return merged
    }
}
