import NavLintRoutes
import NavLintSupport

/// A recursive-descent parser for the navgraph DSL: the top-level statements (the version line, `schema`,
/// `app`, `links`, `root`, windows, groups and recovery), with a part for each of models, routes, bodies,
/// edges, parameters and variants. Bodies do not nest, so the depth is fixed by the grammar.
///
/// Every step consumes a token or ends a statement, so the work is linear in the input, and reading stops
/// after ``NavDSLCursor/maximumErrors`` errors.
struct NavDSLParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor
    let models: NavDSLModelParser
    let routes: NavDSLRouteParser
    let bodies: NavDSLBodyParser
    let variants: NavDSLVariantParser

    init(_ bytes: [UInt8], collectsComments: Bool = false) {
        cursor = NavDSLCursor(bytes, collectsComments: collectsComments)
        variants = NavDSLVariantParser(cursor: cursor)
        bodies = NavDSLBodyParser(
            cursor: cursor, edges: NavDSLEdgeParser(cursor: cursor, variants: variants), variants: variants)
        models = NavDSLModelParser(
            cursor: cursor, bodies: bodies, params: NavDSLParamParser(cursor: cursor), variants: variants)
        routes = NavDSLRouteParser(cursor: cursor, bodies: bodies, variants: variants)
    }

    /// The errors recorded so far.
    var errors: [InputError] { cursor.errors }

    /// Errors in source order (stable for errors at the same place), at most ``NavDSLCursor/maximumErrors``.
    var sortedErrors: [InputError] { cursor.sortedErrors }

    /// Statements and body lines in source order; empty unless comments are collected.
    var lines: [NavDSLCursor.Line] { cursor.lines }

    /// The comments met, in source order.
    var comments: [NavDSLLexer.Comment] { cursor.comments }

    /// What the top-level statements have said so far.
    struct TopLevel {
        var schema: Located<String>?
        var app: Located<String>?
        var links: Links?
        var root: Located<String>?
        var windows: [Window] = []
        /// Where a `windows` line declared an app without windows.
        var noWindows: SourceLocation?
        var models: [Model] = []
        var routes: [Route] = []
        var groups: [EdgeGroup] = []
    }

    static let topLevelKeywords =
        ["navgraph", "schema", "app", "links", "root", "window", "windows", "route", "group"]
        + ModelKind.allCases.map(\.rawValue)
    /// Top-level keywords that cannot start a body statement: meeting one means a '}' is missing.
    static func endsBody(_ word: String) -> Bool {
        switch word {
        case "navgraph", "schema", "app", "links", "window", "windows", "route", "screen", "dialog", "stack", "tabs",
            "split", "group":
            true
        default: false
        }
    }

    func parseSpec() -> Spec? {
        guard let version = parseVersionLine() else { return nil }
        var state = TopLevel()
        while cursor.token.kind != .end, cursor.errors.count < NavDSLCursor.maximumErrors {
            do throws(Recover) {
                try parseStatement(&state)
            } catch {
                recoverAtTopLevel()
            }
        }

        if let root = state.root, let window = state.windows.first?.location ?? state.noWindows {
            let later = root.location > window ? root.location : window
            cursor.schema(
                "use either 'root' or 'window' lines, not both; put the main window's root in a 'window' line",
                at: later)
        } else if state.root == nil, state.windows.isEmpty, state.noWindows == nil, cursor.errors.isEmpty {
            cursor.schema(
                "missing 'root' (the main window's root model) or 'window' lines (for multi-window apps)", at: .start)
        }
        var spec = Spec(
            version: version, schema: state.schema, app: state.app, links: state.links, root: state.root,
            windows: state.windows.isEmpty && state.noWindows == nil ? nil : state.windows, models: state.models,
            routes: state.routes)
        spec.groups = state.groups
        return spec
    }

    /// The `navgraph 1` line; `nil` (after an error) for a version this navlint does not read, which stops
    /// reading. A missing or broken line is recorded, and reading goes on with the supported version.
    func parseVersionLine() -> Located<Int>? {
        cursor.skipNewlines()
        guard cursor.isWord("navgraph") else {
            cursor.syntax(
                "expected 'navgraph \(Spec.supportedVersion)' as the first line, found \(cursor.describeToken)",
                at: cursor.token.location)
            return Located(Spec.supportedVersion, at: .start)
        }
        let line = cursor.startLine()
        cursor.advance()
        if cursor.token.kind == .word, cursor.text.utf8.allSatisfy(NavDSLLexer.isDigit) {
            let location = cursor.token.location
            guard cursor.token.end - cursor.token.start <= 9, let value = Int(cursor.text),
                value == Spec.supportedVersion
            else {
                cursor.schema(
                    "unsupported navgraph version \(cursor.lexer.excerpt(of: cursor.token)); this navlint reads "
                        + "version \(Spec.supportedVersion)",
                    at: location)
                return nil
            }
            cursor.advance()
            cursor.finishLine(line, key: .statement(location))
            endStatement("a new line after 'navgraph \(value)'")
            return Located(value, at: location)
        }
        if cursor.token.kind == .word {
            // A word where the version belongs is a wrong value, as `"navgraph": "one"` is in JSON.
            cursor.schema(
                "expected the format version \(Spec.supportedVersion) after 'navgraph', found \(cursor.describeToken)",
                at: cursor.token.location)
        } else {
            _ = cursor.unexpected("the format version (navgraph \(Spec.supportedVersion)) after 'navgraph'")
        }
        recoverAtTopLevel()
        return Located(Spec.supportedVersion, at: .start)
    }

    /// Consumes the line end after a statement, or records what was expected instead and skips the line.
    func endStatement(_ expected: String) {
        switch cursor.token.kind {
        case .newline: cursor.advance()
        case .end: break
        default:
            _ = cursor.unexpected(expected)
            recoverAtTopLevel()
        }
    }

    /// Skips the rest of a broken top-level statement, including a body it opens.
    func recoverAtTopLevel() {
        if cursor.resumeAtCurrentToken {
            cursor.resumeAtCurrentToken = false
            return
        }
        while true {
            switch cursor.token.kind {
            case .end:
                return
            case .newline:
                cursor.advance()
                return
            case .leftBrace:
                while cursor.token.kind != .rightBrace, cursor.token.kind != .end { cursor.advance() }
            default:
                cursor.advance()
            }
        }
    }

    func parseStatement(_ state: inout TopLevel) throws(Recover) {
        guard cursor.token.kind == .word else {
            throw cursor.unexpected(
                "a statement (a model such as 'screen Home', a 'route', 'app', 'links', 'root' or 'window')")
        }
        let keyword = cursor.token
        let name = cursor.text
        switch name {
        case "navgraph":
            cursor.schema("the 'navgraph' line appears twice", at: keyword.location)
            throw Recover()
        case "schema":
            try parseStringStatement(into: &state.schema, what: "the schema URL", after: "the schema")
        case "app":
            try parseStringStatement(into: &state.app, what: "the app name", after: "the app name")
        case "links":
            let line = cursor.startLine()
            let links = try parseLinks()
            if state.links != nil {
                cursor.schema("'links' appears twice; list every scheme and host on one line", at: keyword.location)
            }
            state.links = links
            cursor.finishLine(line, key: .statement(links.location))
            endStatement("',' and another 'scheme' or 'host', or a new line after the links")
        case "root":
            let line = cursor.startLine()
            cursor.advance()
            let value = try cursor.expectName("the root model after 'root'", noun: "model id")
            if state.root != nil { cursor.schema("'root' appears twice", at: keyword.location) }
            state.root = value
            cursor.finishLine(line, key: .statement(value.location))
            endStatement("a new line after the root model")
        case "window":
            try parseWindow(&state)
        case "windows":
            // An app that declares its windows and has none: the form of `"windows": []`.
            let line = cursor.startLine()
            cursor.advance()
            if state.noWindows != nil { cursor.schema("'windows' appears twice", at: keyword.location) }
            state.noWindows = keyword.location
            cursor.finishLine(line, key: .windows)
            endStatement("a new line after 'windows'; declare each window on a line of its own: window main -> App")
        case "route":
            state.routes.append(try routes.parseRoute())
        case "group":
            state.groups.append(try parseGroup())
        default:
            if let kind = ModelKind(rawValue: name) {
                if let model = try models.parseModel(kind) { state.models.append(model) }
                return
            }
            cursor.syntax(
                "unknown statement \(cursor.describe(keyword))"
                    + "\(Suggestion.hint(for: name, among: Self.topLevelKeywords)); expected a model (screen, "
                    + "dialog, stack, tabs, switch, split), route, app, links, root, window or schema",
                at: keyword.location)
            throw Recover()
        }
    }

    /// `group Id { doc "..." / include Other, ... / edges }`; a group without a body has no edges.
    func parseGroup() throws(Recover) -> EdgeGroup {
        let keyword = cursor.token
        let line = cursor.startLine()
        cursor.advance()
        let id = try cursor.expectName("the group name after 'group'", noun: "group id")
        var group = EdgeGroup(id: id, location: keyword.location)
        cursor.finishLine(line, key: .statement(keyword.location))
        if cursor.token.kind == .leftBrace {
            let body = try bodies.parseBody(.group, owner: Owner(kind: "group", id: id.value), at: keyword.location)
            group.doc = body.doc
            group.include = body.include
            group.edges = body.edges
        }
        endStatement("'{' or a new line after the group name")
        return group
    }

    /// `schema "..."` or `app "..."`: the keyword, a string that may be given once, and the line end.
    func parseStringStatement(
        into setting: inout Located<String>?, what: String, after: String
    ) throws(Recover) {
        let keyword = cursor.token
        let name = cursor.text
        let line = cursor.startLine()
        cursor.advance()
        let value = try cursor.expectString("\(what) as a string after '\(name)'")
        if setting != nil { cursor.schema("'\(name)' appears twice", at: keyword.location) }
        setting = value
        cursor.finishLine(line, key: .statement(value.location))
        endStatement("a new line after \(after)")
    }

    /// `window id -> Root`.
    func parseWindow(_ state: inout TopLevel) throws(Recover) {
        let keyword = cursor.token
        let line = cursor.startLine()
        cursor.advance()
        let id = try cursor.expectName("the window id after 'window'", noun: "window id")
        guard cursor.token.kind == .arrow else {
            throw cursor.unexpected("'->' and the window's root model after the window id")
        }
        cursor.advance()
        let root = try cursor.expectName("the window's root model after '->'", noun: "model id")
        let platforms = try cursor.isWord("platforms") ? variants.parsePlatforms(of: "window \(id.value)") : nil
        var window = Window(id: id, root: root, location: keyword.location, source: try cursor.parseSource())
        window.platforms = platforms
        state.windows.append(window)
        cursor.finishLine(line, key: .statement(keyword.location))
        endStatement("a new line after the window's root model")
    }

    func parseLinks() throws(Recover) -> Links {
        let keyword = cursor.token
        cursor.advance()
        var links = Links(location: keyword.location)
        guard !cursor.atStatementEnd else { return links }
        _ = try cursor.parseList { () throws(Recover) in
            if cursor.isWord("scheme") {
                cursor.advance()
                links.schemes.append(try cursor.expectWordOrString("a URL scheme after 'scheme'", what: "a URL scheme"))
            } else if cursor.isWord("host") {
                cursor.advance()
                links.hosts.append(try cursor.expectWordOrString("a host after 'host'", what: "a host"))
                if let problem = DeclaredHosts.problem(with: links.hosts[links.hosts.count - 1].value) {
                    cursor.schema(problem, at: links.hosts[links.hosts.count - 1].location)
                }
            } else if cursor.isWord("anyHost") {
                cursor.advance()
                links.anyHost = true
            } else if cursor.isWord("intercept") {
                cursor.advance()
                let host = try cursor.expectWordOrString("a host after 'intercept'", what: "an intercepted host")
                links.intercepts.append(host)
                if let problem = DeclaredHosts.problem(with: host.value) { cursor.schema(problem, at: host.location) }
            } else {
                throw cursor.unexpected("'scheme', 'host', 'anyHost' or 'intercept' in 'links'")
            }
        }
        return links
    }
}
