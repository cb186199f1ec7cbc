/// Model statements: the kind, the name, the parameters, the header fields and the body.
struct NavDSLModelParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor
    let bodies: NavDSLBodyParser
    let params: NavDSLParamParser
    let variants: NavDSLVariantParser

    static func headerFields(_ kind: ModelKind) -> [String] {
        switch kind {
        case .screen, .dialog: ["include"]
        case .stack: ["root", "path", "include"]
        case .tabs, .switch: ["initial", "include"]
        case .split: ["sidebar", "content", "detail", "include"]
        }
    }

    /// `kind Name(params) fields { body }`; `nil` when the model is too broken to keep (the error is recorded).
    func parseModel(_ kind: ModelKind) throws(Recover) -> Model? {
        let keyword = cursor.token
        let line = cursor.startLine()
        cursor.advance()
        let kindName = kind.rawValue
        let id = try cursor.expectName("the model name after '\(kindName)'", noun: "model id")
        let owner = Owner(kind: kindName, id: id.value)
        var model = Model(id: id, content: .screen, location: keyword.location)
        var after = "the model name"
        var hasParams = false
        var hasBody = false

        if cursor.token.kind == .leftParen {
            if kind.isContainer {
                cursor.schema("\(owner) takes no parameters; only screens and dialogs do", at: cursor.token.location)
            }
            let params = try params.parseParams()
            if !kind.isContainer { model.params = params }
            after = "the parameters"
            hasParams = true
        }

        let fields = Self.headerFields(kind)
        var header = try parseHeaderFields(fields, of: kind, owner: owner, after: &after)
        model.platforms = try parseHeaderVariants(of: kind, owner: owner, into: &header, after: &after)

        var body = NavDSLBodyParser.BodyContent()
        cursor.finishLine(line, key: .statement(keyword.location))
        if cursor.token.kind == .leftBrace {
            body = try bodies.parseBody(.model(kind), owner: owner, at: keyword.location)
            after = "'}'"
            hasBody = true
        }
        switch cursor.token.kind {
        case .newline: cursor.advance()
        case .end: break
        default:
            var expectations = kind.isContainer || hasParams || hasBody ? [] : ["("]
            if !hasBody { expectations += fields.filter { !header.seen.contains($0) } + ["{"] }
            let list = expectations.map { "'\($0)'" } + ["a new line"]
            let listed = "\(list.dropLast().joined(separator: ", "))\(list.count > 1 ? " or " : "")\(list.last ?? "")"
            throw cursor.unexpected("\(listed) after \(after)")
        }
        guard let content = modelContent(kind, header: header, body: body, owner: owner, at: keyword.location) else {
            return nil
        }
        model.content = content
        model.title = body.title
        model.doc = body.doc
        model.swift = body.code["swift"]
        model.source = body.code["source"]
        model.screenshot = body.code["screenshot"]
        model.interactiveDismiss = body.interactiveDismiss?.value ?? true
        model.edges = body.edges
        model.lint = body.lint
        model.include = header.include
        return model
    }

    /// The fields after a model's name and parameters: `root`, `path`, `initial`, `sidebar`, ...
    struct HeaderFields {
        var values: [String: Located<String>] = [:]
        var path: [Located<String>] = []
        var include: [Located<String>] = []
        /// A stack's `bind`.
        var bind: [ConstantBinding] = []
        /// The fields met, to report a repeated one and to list those still possible.
        var seen: Set<String> = []
    }

    /// Reads the header fields of a model of `kind` while the current token is one of `fields`; `after`
    /// becomes what a message about the next token says it follows.
    func parseHeaderFields(
        _ fields: [String], of kind: ModelKind, owner: Owner, after: inout String
    ) throws(Recover) -> HeaderFields {
        var header = HeaderFields()
        while cursor.token.kind == .word, fields.contains(cursor.text) {
            let field = cursor.text
            let fieldLocation = cursor.token.location
            cursor.advance()
            if !header.seen.insert(field).inserted {
                cursor.schema("'\(field)' appears twice in \(owner)", at: fieldLocation)
            }
            switch field {
            case "path":
                header.path = try cursor.parseList { () throws(Recover) in
                    try cursor.expectName("a model id in the path", noun: "model id")
                }
                after = "the path"
            case "include":
                header.include = try bodies.parseGroupIDs()
                after = "the group ids"
            case "initial":
                let noun = kind == .tabs ? "tab id" : "case id"
                let what = kind == .tabs ? "tab" : "case"
                header.values[field] = try cursor.expectName("the initial \(what) after 'initial'", noun: noun)
                after = "the initial \(what)"
            default:
                header.values[field] = try cursor.expectName("a model id after '\(field)'", noun: "model id")
                after = "the \(field)"
            }
        }
        return header
    }

    /// What a model of `kind` shows, from its header and body; nil (after an error) when a required field
    /// is missing.
    func modelContent(
        _ kind: ModelKind, header: HeaderFields, body: NavDSLBodyParser.BodyContent, owner: Owner,
        at location: SourceLocation
    ) -> ModelContent? {
        let values = header.values
        switch kind {
        case .screen: return .screen
        case .dialog: return .dialog
        case .stack:
            guard let root = values["root"] else {
                cursor.schema(
                    "\(owner) needs 'root' and the model at its root: stack \(owner.id) root Home", at: location)
                return nil
            }
            var stack = StackContent(root: root, path: header.path)
            stack.bind = header.bind
            return .stack(stack)
        case .tabs:
            return .tabs(TabsContent(tabs: body.tabs, initial: values["initial"]))
        case .switch:
            return .switch(SwitchContent(cases: body.cases, initial: values["initial"]))
        case .split:
            guard let sidebar = values["sidebar"], let detail = values["detail"] else {
                let missing = ["sidebar", "detail"].filter { values[$0] == nil }.map { "'\($0)'" }
                cursor.schema(
                    "\(owner) needs \(missing.joined(separator: " and ")): split \(owner.id) sidebar List detail "
                        + "Detail",
                    at: location)
                return nil
            }
            return .split(SplitContent(sidebar: sidebar, content: values["content"], detail: detail))
        }
    }

    static let typeNames: [String: ParamType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid,
    ]
    static let typeList = "Int, String, Double, Bool, UUID or enum values such as home|more"

    /// A stack's `bind` and any model's `platforms`, after the kind's own header fields; returns the platforms.
    func parseHeaderVariants(
        of kind: ModelKind, owner: Owner, into header: inout HeaderFields, after: inout String
    ) throws(Recover) -> PlatformSet? {
        var platforms: PlatformSet?
        while cursor.token.kind == .word, (kind == .stack && cursor.isWord("bind")) || cursor.isWord("platforms") {
            let location = cursor.token.location
            if cursor.isWord("bind") {
                if !header.bind.isEmpty { cursor.schema("'bind' appears twice in \(owner)", at: location) }
                header.bind += try variants.parseConstantBind(of: "\(owner)")
                after = "the bind"
            } else {
                if platforms != nil { cursor.schema("'platforms' appears twice in \(owner)", at: location) }
                platforms = try variants.parsePlatforms(of: "\(owner)")
                after = "the platforms"
            }
        }
        return platforms
    }
}
