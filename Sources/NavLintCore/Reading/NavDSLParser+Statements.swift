import NavLintRoutes

// The top-level statements: the version line, `schema`, `app`, `links`, `root`, windows and recovery.
extension NavDSLParser {
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
    static let bodyStatementKeywords: Set<String> = [
        "title", "doc", "lint", "tab", "case", "swift", "source", "examples", "interactiveDismiss",
    ]

    mutating func parseSpec() -> Spec? {
        skipNewlines()
        var version = Located(Spec.supportedVersion, at: .start)
        if isWord("navgraph") {
            let line = startLine()
            advance()
            if token.kind == .word, text.utf8.allSatisfy(NavDSLLexer.isDigit) {
                let location = token.location
                guard token.end - token.start <= 9, let value = Int(text), value == Spec.supportedVersion else {
                    schema(
                        "unsupported navgraph version \(lexer.excerpt(of: token)); this navlint reads version "
                            + "\(Spec.supportedVersion)",
                        at: location)
                    return nil
                }
                version = Located(value, at: location)
                advance()
                finishLine(line, key: .statement(location))
                endStatement("a new line after 'navgraph \(value)'")
            } else if token.kind == .word {
                // A word where the version belongs is a wrong value, as `"navgraph": "one"` is in JSON.
                schema(
                    "expected the format version \(Spec.supportedVersion) after 'navgraph', found \(describe(token))",
                    at: token.location)
                recoverAtTopLevel()
            } else {
                _ = unexpected("the format version (navgraph \(Spec.supportedVersion)) after 'navgraph'")
                recoverAtTopLevel()
            }
        } else {
            syntax(
                "expected 'navgraph \(Spec.supportedVersion)' as the first line, found \(describe(token))",
                at: token.location)
        }

        var state = TopLevel()
        while token.kind != .end, errors.count < Self.maximumErrors {
            do throws(Recover) {
                try parseStatement(&state)
            } catch {
                recoverAtTopLevel()
            }
        }

        if let root = state.root, let window = state.windows.first?.location ?? state.noWindows {
            let later = root.location > window ? root.location : window
            schema(
                "use either 'root' or 'window' lines, not both; put the main window's root in a 'window' line",
                at: later)
        } else if state.root == nil, state.windows.isEmpty, state.noWindows == nil, errors.isEmpty {
            schema(
                "missing 'root' (the main window's root model) or 'window' lines (for multi-window apps)", at: .start)
        }
        var spec = Spec(
            version: version, schema: state.schema, app: state.app, links: state.links, root: state.root,
            windows: state.windows.isEmpty && state.noWindows == nil ? nil : state.windows, models: state.models,
            routes: state.routes)
        spec.groups = state.groups
        return spec
    }

    /// Consumes the line end after a statement, or records what was expected instead and skips the line.
    mutating func endStatement(_ expected: String) {
        switch token.kind {
        case .newline: advance()
        case .end: break
        default:
            _ = unexpected(expected)
            recoverAtTopLevel()
        }
    }

    /// Skips the rest of a broken top-level statement, including a body it opens.
    mutating func recoverAtTopLevel() {
        if resumeAtCurrentToken {
            resumeAtCurrentToken = false
            return
        }
        while true {
            switch token.kind {
            case .end:
                return
            case .newline:
                advance()
                return
            case .leftBrace:
                while token.kind != .rightBrace, token.kind != .end { advance() }
            default:
                advance()
            }
        }
    }

    mutating func parseStatement(_ state: inout TopLevel) throws(Recover) {
        guard token.kind == .word else {
            throw unexpected(
                "a statement (a model such as 'screen Home', a 'route', 'app', 'links', 'root' or 'window')")
        }
        let keyword = token
        let name = text
        switch name {
        case "navgraph":
            schema("the 'navgraph' line appears twice", at: keyword.location)
            throw Recover()
        case "schema":
            try parseStringStatement(into: &state.schema, what: "the schema URL", after: "the schema")
        case "app":
            try parseStringStatement(into: &state.app, what: "the app name", after: "the app name")
        case "links":
            let line = startLine()
            let links = try parseLinks()
            if state.links != nil {
                schema("'links' appears twice; list every scheme and host on one line", at: keyword.location)
            }
            state.links = links
            finishLine(line, key: .statement(links.location))
            endStatement("',' and another 'scheme' or 'host', or a new line after the links")
        case "root":
            let line = startLine()
            advance()
            let value = try expectName("the root model after 'root'", noun: "model id")
            if state.root != nil { schema("'root' appears twice", at: keyword.location) }
            state.root = value
            finishLine(line, key: .statement(value.location))
            endStatement("a new line after the root model")
        case "window":
            try parseWindow(&state)
        case "windows":
            // An app that declares its windows and has none: the form of `"windows": []`.
            let line = startLine()
            advance()
            if state.noWindows != nil { schema("'windows' appears twice", at: keyword.location) }
            state.noWindows = keyword.location
            finishLine(line, key: .windows)
            endStatement("a new line after 'windows'; declare each window on a line of its own: window main -> App")
        case "route":
            state.routes.append(try parseRoute())
        case "group":
            state.groups.append(try parseGroup())
        default:
            if let kind = ModelKind(rawValue: name) {
                if let model = try parseModel(kind) { state.models.append(model) }
                return
            }
            syntax(
                "unknown statement \(describe(keyword))\(Suggestion.hint(for: name, among: Self.topLevelKeywords)); "
                    + "expected a model (screen, dialog, stack, tabs, switch, split), route, app, links, root, window "
                    + "or schema",
                at: keyword.location)
            throw Recover()
        }
    }

    /// `group Id { doc "..." / include Other, ... / edges }`; a group without a body has no edges.
    mutating func parseGroup() throws(Recover) -> EdgeGroup {
        let keyword = token
        let line = startLine()
        advance()
        let id = try expectName("the group name after 'group'", noun: "group id")
        var group = EdgeGroup(id: id, location: keyword.location)
        finishLine(line, key: .statement(keyword.location))
        if token.kind == .leftBrace {
            let body = try parseBody(.group, owner: Owner(kind: "group", id: id.value), at: keyword.location)
            group.doc = body.doc
            group.include = body.include
            group.edges = body.edges
        }
        endStatement("'{' or a new line after the group name")
        return group
    }

    /// `schema "..."` or `app "..."`: the keyword, a string that may be given once, and the line end.
    mutating func parseStringStatement(
        into setting: inout Located<String>?, what: String, after: String
    ) throws(Recover) {
        let keyword = token
        let name = text
        let line = startLine()
        advance()
        let value = try expectString("\(what) as a string after '\(name)'")
        if setting != nil { schema("'\(name)' appears twice", at: keyword.location) }
        setting = value
        finishLine(line, key: .statement(value.location))
        endStatement("a new line after \(after)")
    }

    /// `window id -> Root`.
    mutating func parseWindow(_ state: inout TopLevel) throws(Recover) {
        let keyword = token
        let line = startLine()
        advance()
        let id = try expectName("the window id after 'window'", noun: "window id")
        guard token.kind == .arrow else { throw unexpected("'->' and the window's root model after the window id") }
        advance()
        let root = try expectName("the window's root model after '->'", noun: "model id")
        let platforms = try isWord("platforms") ? parsePlatforms(of: "window \(id.value)") : nil
        var window = Window(id: id, root: root, location: keyword.location, source: try parseSource())
        window.platforms = platforms
        state.windows.append(window)
        finishLine(line, key: .statement(keyword.location))
        endStatement("a new line after the window's root model")
    }

    mutating func parseLinks() throws(Recover) -> Links {
        let keyword = token
        advance()
        var links = Links(location: keyword.location)
        guard !atStatementEnd else { return links }
        _ = try parseList { (parser: inout NavDSLParser) throws(Recover) in
            if parser.isWord("scheme") {
                parser.advance()
                links.schemes.append(try parser.expectWordOrString("a URL scheme after 'scheme'", what: "a URL scheme"))
            } else if parser.isWord("host") {
                parser.advance()
                links.hosts.append(try parser.expectWordOrString("a host after 'host'", what: "a host"))
                if let problem = DeclaredHosts.problem(with: links.hosts[links.hosts.count - 1].value) {
                    parser.schema(problem, at: links.hosts[links.hosts.count - 1].location)
                }
            } else if parser.isWord("anyHost") {
                parser.advance()
                links.anyHost = true
            } else if parser.isWord("intercept") {
                parser.advance()
                let host = try parser.expectWordOrString("a host after 'intercept'", what: "an intercepted host")
                links.intercepts.append(host)
                if let problem = DeclaredHosts.problem(with: host.value) { parser.schema(problem, at: host.location) }
            } else {
                throw parser.unexpected("'scheme', 'host', 'anyHost' or 'intercept' in 'links'")
            }
        }
        return links
    }
}
