// Bodies of models: their statements, tabs, cases and edges.
extension NavDSLParser {
    enum BodyOwner {
        case model(ModelKind)
        case route
        case group
        /// The body of an action tab: edges only.
        case actionTab

        private static let tabsStatements = ["title", "doc", "interactiveDismiss", "tab", "lint", "swift", "source"]
        private static let switchStatements = ["title", "doc", "interactiveDismiss", "case", "lint", "swift", "source"]
        private static let modelStatements = ["title", "doc", "interactiveDismiss", "lint", "swift", "source"]
        private static let routeStatements = ["doc", "examples", "lint"]
        private static let groupStatements = ["doc", "include"]

        /// The statements other than edges that the body accepts.
        var statements: [String] {
            switch self {
            case .model(.tabs): Self.tabsStatements
            case .model(.switch): Self.switchStatements
            case .model: Self.modelStatements
            case .route: Self.routeStatements
            case .group: Self.groupStatements
            case .actionTab: []
            }
        }
    }

    struct BodyContent {
        var title: Located<String>?
        var doc: Located<String>?
        /// `swift "TypeName"` and `source "path.swift:LINE:COL"`: where the model is in the Swift code.
        var code: [String: Located<String>] = [:]
        /// `interactiveDismiss false`: the user cannot swipe the presented model away.
        var interactiveDismiss: Located<Bool>?
        var lint: LintSettings?
        /// `examples "url", ...` of a route.
        var examples: [Located<String>]?
        var tabs: [Tab] = []
        var cases: [SwitchCase] = []
        var edges: [Edge] = []
        /// A group's `include` line: the ids of the groups it includes.
        var include: [Located<String>] = []
    }

    /// `{ statement (newline statement)* }`; a broken statement is skipped up to its line end.
    /// `ownerLocation` is where the model or route starts: the key of the body's end among the ``lines``.
    mutating func parseBody(
        _ bodyOwner: BodyOwner, owner: Owner, at ownerLocation: SourceLocation
    ) throws(Recover) -> BodyContent {
        let open = token
        advance()
        skipNewlines()
        var body = BodyContent()
        while true {
            switch token.kind {
            case .rightBrace:
                recordBodyEnd(of: ownerLocation)
                advance()
                return body
            case .end:
                syntax(
                    "expected '}' to close the body of \(owner) opened at \(open.location), found the end of the file",
                    at: token.location)
                throw Recover()
            default:
                break
            }
            if errors.count >= Self.maximumErrors { throw Recover() }
            let word = token.kind == .word ? text : ""
            if Self.endsBody(word) {
                syntax(
                    "expected '}' to close the body of \(owner) opened at \(open.location), found \(describe(token))",
                    at: token.location)
                resumeAtCurrentToken = true
                throw Recover()
            }
            do throws(Recover) {
                let line = startLine()
                let statement = try parseBodyStatement(word, bodyOwner, owner: owner, into: &body)
                finishLine(line, key: .statement(statement.key))
                switch token.kind {
                case .newline: advance()
                case .rightBrace, .end: break
                default: throw unexpected("a new line or '}' after \(statement.after)")
                }
            } catch {
                while !atStatementEnd { advance() }
                skipNewlines()
            }
        }
    }

    /// Parses one statement of a body; returns how to name what it ended with in messages, and the location
    /// the spec records for the line (the value of a title or doc, the keyword of the others).
    mutating func parseBodyStatement(
        _ name: String, _ bodyOwner: BodyOwner, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        let allowed = bodyOwner.statements
        let isRoute: Bool
        if case .route = bodyOwner { isRoute = true } else { isRoute = false }
        guard token.kind == .word else {
            throw unexpected(
                isRoute
                    ? "'doc', 'examples' or 'lint' in the body of \(owner)"
                    : "an edge (push, sheet, ...) or \(Self.quoted(allowed)) in the body of \(owner)")
        }
        let keyword = token
        if Self.bodyStatementKeywords.contains(name), !allowed.contains(name) {
            switch name {
            case "tab": schema("'tab' lines belong to a tabs model, not to \(owner)", at: keyword.location)
            case "case": schema("'case' lines belong to a switch model, not to \(owner)", at: keyword.location)
            default: schema("\(owner) has no '\(name)'; expected \(Self.quoted(allowed))", at: keyword.location)
            }
            throw Recover()
        }
        switch name {
        case "title", "doc":
            return try parseText(name, at: keyword.location, owner: owner, into: &body)
        case "swift", "source":
            return try parseCode(name, at: keyword.location, owner: owner, into: &body)
        case "lint":
            try parseLint(owner: owner, into: &body)
            return ("the rule ids", keyword.location)
        case "examples":
            return ("the example URLs", try parseExamples(owner: owner, into: &body))
        case "interactiveDismiss":
            try parseInteractiveDismiss(owner: owner, into: &body)
            return ("the flag", keyword.location)
        case "tab":
            body.tabs.append(try parseTab())
            return ("the tab's model", keyword.location)
        case "case":
            body.cases.append(try parseCase())
            return ("the case", keyword.location)
        case "include" where allowed.contains(name):
            advance()
            if !body.include.isEmpty { schema("'include' appears twice in \(owner)", at: keyword.location) }
            let ids = try parseGroupIDs()
            body.include += ids
            return ("the group ids", ids[0].location)
        default:
            break
        }
        if !isRoute, let kind = EdgeKind(rawValue: name) {
            body.edges.append(try parseEdge(kind))
            return ("the edge", keyword.location)
        }
        throw unknownBodyStatement(name, bodyOwner, owner: owner, at: keyword.location)
    }

    /// `interactiveDismiss true|false` in the body of `owner`.
    mutating func parseInteractiveDismiss(owner: Owner, into body: inout BodyContent) throws(Recover) {
        let keyword = token
        advance()
        guard isWord("true") || isWord("false") else {
            throw unexpected("'true' or 'false' after 'interactiveDismiss'")
        }
        if body.interactiveDismiss != nil {
            schema("'interactiveDismiss' appears twice in \(owner)", at: keyword.location)
        }
        body.interactiveDismiss = Located(text == "true", at: token.location)
        advance()
    }

    /// Records the error for a body line that starts with a word no statement of `bodyOwner` starts with.
    mutating func unknownBodyStatement(
        _ name: String, _ bodyOwner: BodyOwner, owner: Owner, at location: SourceLocation
    ) -> Recover {
        let allowed = bodyOwner.statements
        let isRoute: Bool
        if case .route = bodyOwner { isRoute = true } else { isRoute = false }
        if !isRoute, case .model(let modelKind) = bodyOwner, Self.headerFields(modelKind).contains(name) {
            syntax("'\(name)' belongs on the first line of \(owner), before '{'", at: location)
            return Recover()
        }
        if isRoute {
            schema(
                "\(owner) has no \(Self.shown(name)) in its body; expected 'doc', 'examples' or 'lint'", at: location)
        } else {
            let edgeKinds = EdgeKind.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: name, among: edgeKinds + allowed)
            let expected = "; expected one of \(edgeKinds.joined(separator: ", ")), or \(Self.quoted(allowed))"
            schema(
                "unknown navigation \(Self.shown(name)) in \(owner)\(hint.isEmpty ? expected : hint)",
                at: location)
        }
        return Recover()
    }

    /// `examples "url", ...` in the body of a route; returns where the first URL is (the line's key).
    mutating func parseExamples(owner: Owner, into body: inout BodyContent) throws(Recover) -> SourceLocation {
        let keyword = token
        advance()
        let examples = try parseList { (parser: inout NavDSLParser) throws(Recover) in
            try parser.expectNonEmptyString("an example URL as a string", what: "an example URL")
        }
        if body.examples != nil { schema("'examples' appears twice in \(owner)", at: keyword.location) }
        body.examples = examples
        return examples[0].location
    }

    /// `lint disable rule, ...` in the body of `owner`.
    mutating func parseLint(owner: Owner, into body: inout BodyContent) throws(Recover) {
        let keyword = token
        advance()
        guard isWord("disable") else { throw unexpected("'disable' and rule ids after 'lint'") }
        advance()
        var disabled: [Located<String>] = []
        if !atStatementEnd {
            disabled = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                try parser.expectWordOrString("a rule id", what: "a rule id")
            }
        }
        if body.lint != nil {
            schema("'lint' appears twice in \(owner); list every rule on one line", at: keyword.location)
        }
        body.lint = LintSettings(disable: disabled, location: keyword.location)
    }

    /// `tab id "Title"? icon "symbol"? (-> Model | action) options { edges }?`
    mutating func parseTab() throws(Recover) -> Tab {
        let keyword = token
        advance()
        let id = try expectName("the tab id after 'tab'", noun: "tab id")
        var title: Located<String>?
        var icon: Located<String>?
        if token.kind == .string {
            title = Located(lexer.value, at: token.location)
            advance()
        }
        if isWord("icon") {
            advance()
            icon = try expectString("the icon name as a string after 'icon'")
        }
        if isWord("action") {
            advance()
            var tab = Tab(id: id, title: title, icon: icon, model: nil, location: keyword.location)
            tab.isAction = true
            try parseTabOptions(into: &tab)
            return tab
        }
        guard token.kind == .arrow else {
            var options: [String] = []
            if title == nil, icon == nil { options.append("a title string") }
            if icon == nil { options.append("'icon'") }
            options.append("'->' and the tab's model")
            options.append("'action'")
            let listed = "\(options.dropLast().joined(separator: ", "))\(options.count > 1 ? " or " : "")"
            let last = icon != nil ? "icon" : title != nil ? "title" : "id"
            throw unexpected("\(listed)\(options.last ?? "") after the tab \(last)")
        }
        advance()
        let model = try expectName("the tab's model after '->'", noun: "model id")
        var tab = Tab(id: id, title: title, icon: icon, model: model, location: keyword.location)
        try parseTabOptions(into: &tab)
        return tab
    }

    /// `source "path.swift:LINE:COL"` at the end of a tab, an edge or a window line, when present.
    mutating func parseSource() throws(Recover) -> Located<String>? {
        guard isWord("source") else { return nil }
        advance()
        return try expectNonEmptyString("the Swift location as a string after 'source'", what: "the Swift location")
    }

    /// `case id -> Model (when "condition")?`
    mutating func parseCase() throws(Recover) -> SwitchCase {
        let keyword = token
        advance()
        let id = try expectName("the case id after 'case'", noun: "case id")
        guard token.kind == .arrow else { throw unexpected("'->' and the case's model after the case id") }
        advance()
        let model = try expectName("the case's model after '->'", noun: "model id")
        var condition: Located<String>?
        if isWord("when") {
            advance()
            condition = try expectString("the condition as a string after 'when'")
        }
        return SwitchCase(id: id, model: model, condition: condition, location: keyword.location)
    }

    /// `via target? stacked? "label"? (when "condition")?`, options in any order.

    mutating func parseEdge(_ kind: EdgeKind) throws(Recover) -> Edge {
        let keyword = token
        advance()
        var edge = Edge(via: Located(kind, at: keyword.location), location: keyword.location)
        let via = kind.rawValue
        if let key = kind.targetKey {
            if atStatementEnd {
                let needs =
                    switch key {
                    case "to": "the model it shows: \(via) Detail"
                    case "tab": "the tab: selectTab MainTabs.home"
                    case "case": "the case: switch App.loggedIn"
                    case "window": "the window: openWindow main"
                    default: "the URL: openURL \"https://example.com\""
                    }
                schema("'\(via)' needs \(needs)", at: keyword.location)
                throw Recover()
            }
            edge.target = try parseEdgeTarget(key, of: kind)
        }
        while !atStatementEnd {
            if isWord("stacked") {
                parseStacked(into: &edge)
            } else if isWord("when") {
                let location = token.location
                advance()
                let condition = try expectString("the condition as a string after 'when'")
                if edge.condition != nil { schema("the edge's condition appears twice", at: location) }
                edge.condition = condition
            } else if isWord("bind") || isWord("platforms") {
                try parseEdgeVariant(into: &edge)
            } else if isWord("source") {
                if edge.source != nil { schema("the edge's source appears twice", at: token.location) }
                edge.source = try parseSource()
            } else if isWord("external") || isWord("after") {
                try parseHandingOn(into: &edge)
            } else if token.kind == .string {
                if edge.label != nil { schema("the edge's label appears twice", at: token.location) }
                edge.label = Located(lexer.value, at: token.location)
                advance()
            } else if kind.isBack, !edge.stacked, edge.label == nil, edge.condition == nil, token.kind == .word {
                schema("'\(via)' goes back and takes no target, found \(describe(token))", at: token.location)
                throw Recover()
            } else {
                var options = kind.acceptsStacked ? ["'stacked'"] : []
                options += ["a label string", "'when'", "'after'"] + (kind == .openURL ? ["'external'"] : [])
                options += ["a new line"]
                let place = kind.targetKey == nil ? "'\(via)'" : "the edge's target"
                throw unexpected(
                    "\(options.dropLast().joined(separator: ", ")) or \(options.last ?? "") after \(place)")
            }
        }
        return edge
    }

    /// `external` (openURL only) or `after dismiss` among an edge's options.
    mutating func parseHandingOn(into edge: inout Edge) throws(Recover) {
        let location = token.location
        if isWord("external") {
            if edge.kind != .openURL {
                schema("'external' applies only to openURL, not to '\(edge.kind.rawValue)'", at: location)
            }
            if edge.external { schema("the edge's 'external' appears twice", at: location) }
            edge.external = true
            advance()
            return
        }
        advance()
        guard token.kind == .word else { throw unexpected("'dismiss' after 'after'") }
        if edge.after != nil { schema("the edge's 'after' appears twice", at: location) }
        if let after = EdgeAfter(rawValue: text) {
            edge.after = Located(after, at: token.location)
        } else {
            schema("unknown 'after' \(describe(token)); expected dismiss", at: token.location)
        }
        advance()
    }

    /// The target after an edge's kind, by the key the JSON form names it with.
    mutating func parseEdgeTarget(_ key: String, of kind: EdgeKind) throws(Recover) -> EdgeTarget {
        switch key {
        case "to":
            return .model(try expectName("the target model after '\(kind.rawValue)'", noun: "model id"))
        case "tab":
            let example = "Tabs.tab, such as MainTabs.home"
            return .tab(try expectQualified("the tab after 'selectTab'", noun: "tab reference", example: example))
        case "case":
            let example = "Switch.case, such as App.loggedIn"
            return .switchCase(
                try expectQualified("the case after 'switch'", noun: "case reference", example: example))
        case "window":
            return .window(try expectName("the window id after 'openWindow'", noun: "window id"))
        default:
            return .url(try expectNonEmptyString("the URL as a string after 'openURL'", what: "the URL"))
        }
    }
}
