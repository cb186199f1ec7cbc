import NavLintSupport

/// The `{ ... }` bodies of models, routes, groups and action tabs: their statements, tabs, cases and edges.
struct NavDSLBodyParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor
    let edges: NavDSLEdgeParser
    let variants: NavDSLVariantParser

    static let bodyStatementKeywords: Set<String> = [
        "title", "doc", "lint", "tab", "case", "swift", "source", "screenshot", "examples", "interactiveDismiss",
    ]

    enum BodyOwner {
        case model(ModelKind)
        case route
        case group
        /// The body of an action tab: edges only.
        case actionTab

        private static let tabsStatements = [
            "title", "doc", "interactiveDismiss", "tab", "lint", "swift", "source", "screenshot",
        ]
        private static let switchStatements = [
            "title", "doc", "interactiveDismiss", "case", "lint", "swift", "source", "screenshot",
        ]
        private static let modelStatements = [
            "title", "doc", "interactiveDismiss", "lint", "swift", "source", "screenshot",
        ]
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
        /// `swift "TypeName"` and `source "path.swift:LINE:COL"`: where the model is in the Swift code;
        /// `screenshot "path.png"`: a picture of it.
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
    func parseBody(
        _ bodyOwner: BodyOwner, owner: Owner, at ownerLocation: SourceLocation
    ) throws(Recover) -> BodyContent {
        let open = cursor.token
        cursor.advance()
        cursor.skipNewlines()
        var body = BodyContent()
        while true {
            switch cursor.token.kind {
            case .rightBrace:
                cursor.recordBodyEnd(of: ownerLocation)
                cursor.advance()
                return body
            case .end:
                cursor.syntax(
                    "expected '}' to close the body of \(owner) opened at \(open.location), found the end of the file",
                    at: cursor.token.location)
                throw Recover()
            default:
                break
            }
            if cursor.errors.count >= NavDSLCursor.maximumErrors { throw Recover() }
            let word = cursor.token.kind == .word ? cursor.text : ""
            if NavDSLParser.endsBody(word) {
                cursor.syntax(
                    "expected '}' to close the body of \(owner) opened at \(open.location), "
                        + "found \(cursor.describeToken)",
                    at: cursor.token.location)
                cursor.resumeAtCurrentToken = true
                throw Recover()
            }
            do throws(Recover) {
                let line = cursor.startLine()
                let statement = try parseBodyStatement(word, bodyOwner, owner: owner, into: &body)
                cursor.finishLine(line, key: .statement(statement.key))
                switch cursor.token.kind {
                case .newline: cursor.advance()
                case .rightBrace, .end: break
                default: throw cursor.unexpected("a new line or '}' after \(statement.after)")
                }
            } catch {
                while !cursor.atStatementEnd { cursor.advance() }
                cursor.skipNewlines()
            }
        }
    }

    /// Parses one statement of a body; returns how to name what it ended with in messages, and the location
    /// the spec records for the line (the value of a title or doc, the keyword of the others).
    func parseBodyStatement(
        _ name: String, _ bodyOwner: BodyOwner, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        let allowed = bodyOwner.statements
        let isRoute: Bool
        if case .route = bodyOwner { isRoute = true } else { isRoute = false }
        guard cursor.token.kind == .word else {
            throw cursor.unexpected(
                isRoute
                    ? "'doc', 'examples' or 'lint' in the body of \(owner)"
                    : "an edge (push, sheet, ...) or \(NavDSLCursor.quoted(allowed)) in the body of \(owner)")
        }
        let keyword = cursor.token
        if Self.bodyStatementKeywords.contains(name), !allowed.contains(name) {
            switch name {
            case "tab": cursor.schema("'tab' lines belong to a tabs model, not to \(owner)", at: keyword.location)
            case "case": cursor.schema("'case' lines belong to a switch model, not to \(owner)", at: keyword.location)
            default:
                cursor.schema(
                    "\(owner) has no '\(name)'; expected \(NavDSLCursor.quoted(allowed))", at: keyword.location)
            }
            throw Recover()
        }
        switch name {
        case "title", "doc":
            return try parseText(name, at: keyword.location, owner: owner, into: &body)
        case "swift", "source", "screenshot":
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
            cursor.advance()
            if !body.include.isEmpty { cursor.schema("'include' appears twice in \(owner)", at: keyword.location) }
            let ids = try parseGroupIDs()
            body.include += ids
            return ("the group ids", ids[0].location)
        default:
            break
        }
        if !isRoute, let kind = EdgeKind(rawValue: name) {
            body.edges.append(try edges.parseEdge(kind))
            return ("the edge", keyword.location)
        }
        throw unknownBodyStatement(name, bodyOwner, owner: owner, at: keyword.location)
    }

    /// `interactiveDismiss true|false` in the body of `owner`.
    func parseInteractiveDismiss(owner: Owner, into body: inout BodyContent) throws(Recover) {
        let keyword = cursor.token
        cursor.advance()
        guard cursor.isWord("true") || cursor.isWord("false") else {
            throw cursor.unexpected("'true' or 'false' after 'interactiveDismiss'")
        }
        if body.interactiveDismiss != nil {
            cursor.schema("'interactiveDismiss' appears twice in \(owner)", at: keyword.location)
        }
        body.interactiveDismiss = Located(cursor.text == "true", at: cursor.token.location)
        cursor.advance()
    }

    /// Records the error for a body line that starts with a word no statement of `bodyOwner` starts with.
    func unknownBodyStatement(
        _ name: String, _ bodyOwner: BodyOwner, owner: Owner, at location: SourceLocation
    ) -> Recover {
        let allowed = bodyOwner.statements
        let isRoute: Bool
        if case .route = bodyOwner { isRoute = true } else { isRoute = false }
        if !isRoute, case .model(let modelKind) = bodyOwner, NavDSLModelParser.headerFields(modelKind).contains(name) {
            cursor.syntax("'\(name)' belongs on the first line of \(owner), before '{'", at: location)
            return Recover()
        }
        if isRoute {
            cursor.schema(
                "\(owner) has no \(NavDSLCursor.shown(name)) in its body; expected 'doc', 'examples' or 'lint'",
                at: location)
        } else {
            let edgeKinds = EdgeKind.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: name, among: edgeKinds + allowed)
            let expected = "; expected one of \(edgeKinds.joined(separator: ", ")), or \(NavDSLCursor.quoted(allowed))"
            cursor.schema(
                "unknown navigation \(NavDSLCursor.shown(name)) in \(owner)\(hint.isEmpty ? expected : hint)",
                at: location)
        }
        return Recover()
    }

    /// `examples "url", ...` in the body of a route; returns where the first URL is (the line's key).
    func parseExamples(owner: Owner, into body: inout BodyContent) throws(Recover) -> SourceLocation {
        let keyword = cursor.token
        cursor.advance()
        let examples = try cursor.parseList { () throws(Recover) in
            try cursor.expectNonEmptyString("an example URL as a string", what: "an example URL")
        }
        if body.examples != nil { cursor.schema("'examples' appears twice in \(owner)", at: keyword.location) }
        body.examples = examples
        return examples[0].location
    }

    /// `lint disable rule, ...` in the body of `owner`.
    func parseLint(owner: Owner, into body: inout BodyContent) throws(Recover) {
        let keyword = cursor.token
        cursor.advance()
        guard cursor.isWord("disable") else { throw cursor.unexpected("'disable' and rule ids after 'lint'") }
        cursor.advance()
        var disabled: [Located<String>] = []
        if !cursor.atStatementEnd {
            disabled = try cursor.parseList { () throws(Recover) in
                try cursor.expectWordOrString("a rule id", what: "a rule id")
            }
        }
        if body.lint != nil {
            cursor.schema("'lint' appears twice in \(owner); list every rule on one line", at: keyword.location)
        }
        body.lint = LintSettings(disable: disabled, location: keyword.location)
    }

    /// `tab id "Title"? icon "symbol"? (-> Model | action) options { edges }?`
    func parseTab() throws(Recover) -> Tab {
        let keyword = cursor.token
        cursor.advance()
        let id = try cursor.expectName("the tab id after 'tab'", noun: "tab id")
        var title: Located<String>?
        var icon: Located<String>?
        if cursor.token.kind == .string {
            title = Located(cursor.lexer.value, at: cursor.token.location)
            cursor.advance()
        }
        if cursor.isWord("icon") {
            cursor.advance()
            icon = try cursor.expectString("the icon name as a string after 'icon'")
        }
        if cursor.isWord("action") {
            cursor.advance()
            var tab = Tab(id: id, title: title, icon: icon, model: nil, location: keyword.location)
            tab.isAction = true
            try parseTabOptions(into: &tab)
            return tab
        }
        guard cursor.token.kind == .arrow else {
            var options: [String] = []
            if title == nil, icon == nil { options.append("a title string") }
            if icon == nil { options.append("'icon'") }
            options.append("'->' and the tab's model")
            options.append("'action'")
            let listed = "\(options.dropLast().joined(separator: ", "))\(options.count > 1 ? " or " : "")"
            let last = icon != nil ? "icon" : title != nil ? "title" : "id"
            throw cursor.unexpected("\(listed)\(options.last ?? "") after the tab \(last)")
        }
        cursor.advance()
        let model = try cursor.expectName("the tab's model after '->'", noun: "model id")
        var tab = Tab(id: id, title: title, icon: icon, model: model, location: keyword.location)
        try parseTabOptions(into: &tab)
        return tab
    }

    /// `case id -> Model (when "condition")?`
    func parseCase() throws(Recover) -> SwitchCase {
        let keyword = cursor.token
        cursor.advance()
        let id = try cursor.expectName("the case id after 'case'", noun: "case id")
        guard cursor.token.kind == .arrow else {
            throw cursor.unexpected("'->' and the case's model after the case id")
        }
        cursor.advance()
        let model = try cursor.expectName("the case's model after '->'", noun: "model id")
        var condition: Located<String>?
        if cursor.isWord("when") {
            cursor.advance()
            condition = try cursor.expectString("the condition as a string after 'when'")
        }
        return SwitchCase(id: id, model: model, condition: condition, location: keyword.location)
    }

    /// `via target? stacked? "label"? (when "condition")?`, options in any order.

    /// `title STRING` or `doc STRING` in the body of `owner`.
    func parseText(
        _ name: String, at keyword: SourceLocation, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        cursor.advance()
        let value = try cursor.expectString("the \(name) as a string after '\(name)'")
        let isTitle = name == "title"
        if (isTitle ? body.title : body.doc) != nil {
            cursor.schema("'\(name)' appears twice in \(owner)", at: keyword)
        }
        if isTitle { body.title = value } else { body.doc = value }
        return (isTitle ? "the title" : "the doc", value.location)
    }

    /// `swift STRING`, `source STRING` or `screenshot STRING` in the body of `owner`.
    func parseCode(
        _ name: String, at keyword: SourceLocation, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        cursor.advance()
        let what =
            switch name {
            case "swift": "Swift type"
            case "source": "Swift location"
            default: "picture's path"
            }
        let value = try cursor.expectNonEmptyString("the \(what) as a string after '\(name)'", what: "the \(what)")
        if body.code[name] != nil { cursor.schema("'\(name)' appears twice in \(owner)", at: keyword) }
        body.code[name] = value
        return ("the \(name)", value.location)
    }

    /// A tab's options after its model (or `action`): `bind`, `platforms`, `dynamic`, `source`, in any
    /// order, then an action tab's `{ edges }`.
    func parseTabOptions(into tab: inout Tab) throws(Recover) {
        let owner = "the tab \(tab.id.value)"
        while cursor.token.kind == .word {
            let location = cursor.token.location
            if cursor.isWord("bind") {
                if !tab.bind.isEmpty { cursor.schema("'bind' appears twice in \(owner)", at: location) }
                tab.bind += try variants.parseConstantBind(of: owner)
                if tab.isAction { cursor.schema("an action tab shows no model to bind params of", at: location) }
            } else if cursor.isWord("platforms") {
                if tab.platforms != nil { cursor.schema("'platforms' appears twice in \(owner)", at: location) }
                tab.platforms = try variants.parsePlatforms(of: owner)
            } else if cursor.isWord("dynamic") {
                if tab.isAction { cursor.schema("a tab is either dynamic or an action, not both", at: location) }
                tab.isDynamic = true
                cursor.advance()
            } else if cursor.isWord("source") {
                if tab.source != nil { cursor.schema("the source of \(owner) appears twice", at: location) }
                tab.source = try cursor.parseSource()
            } else {
                break
            }
        }
        guard tab.isAction else { return }
        guard cursor.token.kind == .leftBrace else {
            throw cursor.unexpected("'{' and the edges the action tab runs, such as { sheet Compose }")
        }
        let body = try parseBody(.actionTab, owner: Owner(kind: "tab", id: tab.id.value), at: tab.location)
        tab.edges = body.edges
    }

    /// `include A, B`: the ids of the groups a model or group includes.
    func parseGroupIDs() throws(Recover) -> [Located<String>] {
        try cursor.parseList { () throws(Recover) in
            try cursor.expectName("a group id after 'include'", noun: "group id")
        }
    }
}
