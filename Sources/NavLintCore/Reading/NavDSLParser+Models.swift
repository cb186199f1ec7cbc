// Model headers: kind, id, params and their types.
extension NavDSLParser {
    static func headerFields(_ kind: ModelKind) -> [String] {
        switch kind {
        case .screen, .dialog: ["include"]
        case .stack: ["root", "path", "include"]
        case .tabs, .switch: ["initial", "include"]
        case .split: ["sidebar", "content", "detail", "include"]
        }
    }

    /// `include A, B`: the ids of the groups a model or group includes.
    mutating func parseGroupIDs() throws(Recover) -> [Located<String>] {
        try parseList { (parser: inout NavDSLParser) throws(Recover) in
            try parser.expectName("a group id after 'include'", noun: "group id")
        }
    }

    /// `kind Name(params) fields { body }`; `nil` when the model is too broken to keep (the error is recorded).
    mutating func parseModel(_ kind: ModelKind) throws(Recover) -> Model? {
        let keyword = token
        let line = startLine()
        advance()
        let kindName = kind.rawValue
        let id = try expectName("the model name after '\(kindName)'", noun: "model id")
        let owner = Owner(kind: kindName, id: id.value)
        var model = Model(id: id, content: .screen, location: keyword.location)
        var after = "the model name"
        var hasParams = false
        var hasBody = false

        if token.kind == .leftParen {
            if kind.isContainer {
                schema("\(owner) takes no parameters; only screens and dialogs do", at: token.location)
            }
            let params = try parseParams()
            if !kind.isContainer { model.params = params }
            after = "the parameters"
            hasParams = true
        }

        let fields = Self.headerFields(kind)
        var header = try parseHeaderFields(fields, of: kind, owner: owner, after: &after)
        model.platforms = try parseHeaderVariants(of: kind, owner: owner, into: &header, after: &after)

        var body = BodyContent()
        finishLine(line, key: .statement(keyword.location))
        if token.kind == .leftBrace {
            body = try parseBody(.model(kind), owner: owner, at: keyword.location)
            after = "'}'"
            hasBody = true
        }
        switch token.kind {
        case .newline: advance()
        case .end: break
        default:
            var expectations = kind.isContainer || hasParams || hasBody ? [] : ["("]
            if !hasBody { expectations += fields.filter { !header.seen.contains($0) } + ["{"] }
            let list = expectations.map { "'\($0)'" } + ["a new line"]
            let listed = "\(list.dropLast().joined(separator: ", "))\(list.count > 1 ? " or " : "")\(list.last ?? "")"
            throw unexpected("\(listed) after \(after)")
        }
        guard let content = modelContent(kind, header: header, body: body, owner: owner, at: keyword.location) else {
            return nil
        }
        model.content = content
        model.title = body.title
        model.doc = body.doc
        model.swift = body.code["swift"]
        model.source = body.code["source"]
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
    mutating func parseHeaderFields(
        _ fields: [String], of kind: ModelKind, owner: Owner, after: inout String
    ) throws(Recover) -> HeaderFields {
        var header = HeaderFields()
        while token.kind == .word, fields.contains(text) {
            let field = text
            let fieldLocation = token.location
            advance()
            if !header.seen.insert(field).inserted { schema("'\(field)' appears twice in \(owner)", at: fieldLocation) }
            switch field {
            case "path":
                header.path = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    try parser.expectName("a model id in the path", noun: "model id")
                }
                after = "the path"
            case "include":
                header.include = try parseGroupIDs()
                after = "the group ids"
            case "initial":
                let noun = kind == .tabs ? "tab id" : "case id"
                let what = kind == .tabs ? "tab" : "case"
                header.values[field] = try expectName("the initial \(what) after 'initial'", noun: noun)
                after = "the initial \(what)"
            default:
                header.values[field] = try expectName("a model id after '\(field)'", noun: "model id")
                after = "the \(field)"
            }
        }
        return header
    }

    /// What a model of `kind` shows, from its header and body; nil (after an error) when a required field
    /// is missing.
    mutating func modelContent(
        _ kind: ModelKind, header: HeaderFields, body: BodyContent, owner: Owner, at location: SourceLocation
    ) -> ModelContent? {
        let values = header.values
        switch kind {
        case .screen: return .screen
        case .dialog: return .dialog
        case .stack:
            guard let root = values["root"] else {
                schema("\(owner) needs 'root' and the model at its root: stack \(owner.id) root Home", at: location)
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
                schema(
                    "\(owner) needs \(missing.joined(separator: " and ")): split \(owner.id) sidebar List detail "
                        + "Detail",
                    at: location)
                return nil
            }
            return .split(SplitContent(sidebar: sidebar, content: values["content"], detail: detail))
        }
    }

    /// `( name: Type, ... )`, where new lines may stand between the parameters.
    mutating func parseParams() throws(Recover) -> [Param] {
        advance()
        skipNewlines()
        var params: [Param] = []
        if token.kind == .rightParen {
            advance()
            return params
        }
        while true {
            let name = try expectName("a parameter name", noun: "parameter name")
            guard token.kind == .colon else {
                throw unexpected("':' and a type after the parameter name \(Self.shown(name.value))")
            }
            advance()
            let (type, optional) = try parseType()
            params.append(Param(name: name, type: type, optional: optional, location: name.location))
            skipNewlines()
            switch token.kind {
            case .comma:
                advance()
                skipNewlines()
            case .rightParen:
                advance()
                return params
            default:
                throw unexpected("',' or ')' after the parameter \(Self.shown(name.value))")
            }
        }
    }

    static let typeNames: [String: ParamType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid,
    ]
    static let typeList = "Int, String, Double, Bool, UUID or enum values such as home|more"

    /// `Int`, `String?`, `home|more`, `"home"` (an enum of one value), `[Int]` (a list of one of these), each
    /// optionally followed by `?`.
    mutating func parseType() throws(Recover) -> (Located<ParamType>, Bool) {
        let start = token.location
        var type: ParamType
        if token.kind == .leftBracket {
            advance()
            guard token.kind != .leftBracket else {
                throw unexpected("the element type of the list (a list holds single values, as in [Int])")
            }
            type = .list(try parseValueType())
            guard token.kind == .rightBracket else { throw unexpected("']' to close the list type") }
            advance()
        } else {
            type = try parseValueType()
        }
        var optional = false
        if token.kind == .question {
            optional = true
            advance()
        }
        return (Located(type, at: start), optional)
    }

    /// A scalar type name or enum values separated by `|`.
    private mutating func parseValueType() throws(Recover) -> ParamType {
        var atoms: [(value: String, location: SourceLocation, quoted: Bool)] = []
        while true {
            switch token.kind {
            case .word: atoms.append((text, token.location, false))
            case .string: atoms.append((lexer.value, token.location, true))
            default: throw unexpected(atoms.isEmpty ? "a type (\(Self.typeList))" : "an enum value after '|'")
            }
            advance()
            guard token.kind == .pipe else { break }
            advance()
        }
        if atoms.count == 1, !atoms[0].quoted {
            if let scalar = Self.typeNames[atoms[0].value] { return scalar }
            let name = atoms[0].value
            schema(
                "unknown type "
                    + "\(Self.shown(name))\(Suggestion.hint(for: name, among: Self.typeNames.keys.sorted())); "
                    + "expected \(Self.typeList)",
                at: atoms[0].location)
            return .string
        }
        var values: [String] = []
        var seen: Set<String> = []
        for atom in atoms {
            if !Identifiers.isEnumValue(atom.value) {
                schema(
                    "enum value \(Self.shown(atom.value)) may use only letters, digits, _, - and .",
                    at: atom.location)
            } else if !seen.insert(atom.value).inserted {
                schema("enum value \(Self.shown(atom.value)) is listed twice", at: atom.location)
            } else {
                values.append(atom.value)
            }
        }
        return .oneOf(values)
    }
}
