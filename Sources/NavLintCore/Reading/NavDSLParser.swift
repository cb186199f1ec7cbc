/// A recursive-descent parser for the navgraph DSL. Bodies do not nest, so the depth is fixed by the grammar.
///
/// Every step consumes a token or ends a statement, so the work is linear in the input; messages repeat at
/// most ``QuotedString/excerptLimit`` characters of a token, and reading stops after ``maximumErrors`` errors.
struct NavDSLParser {
    /// Signals that the current statement cannot go on; the error is already recorded.
    struct Recover: Error {}

    static let maximumErrors = 100

    /// Where one statement or body line stands, for attaching comments: filled when comments are collected.
    struct Line {
        enum Key {
            /// A statement or body line, by the location the spec records for it.
            case statement(SourceLocation)
            /// The `windows` line, which the spec records without a location.
            case windows
            /// The closing `}` of the body of the model or route at this location.
            case bodyEnd(SourceLocation)
        }

        /// `nil` until the statement is read (it stays `nil` when it is broken).
        var key: Key?
        /// The line of the statement's first token.
        var first: Int
        /// The line of the last token before its body (or of its last token); comments on the lines between
        /// `first` and `last` stand inside the statement.
        var last: Int
    }

    private var lexer: NavDSLLexer
    private var token: NavDSLToken
    /// The line of the last token consumed, line ends aside.
    private var previousTokenLine = 1
    private(set) var errors: [SpecError] = []
    /// Statements and body lines in source order; empty unless comments are collected.
    private(set) var lines: [Line] = []
    /// Set when a body ends early at a top-level keyword: the next statement starts at the current token.
    private var resumeAtCurrentToken = false

    init(_ bytes: [UInt8], collectsComments: Bool = false) {
        lexer = NavDSLLexer(bytes, collectsComments: collectsComments)
        token = lexer.next()
    }

    /// The comments met, in source order.
    var comments: [NavDSLLexer.Comment] { lexer.comments }

    /// Errors in source order (stable for errors at the same place), at most ``maximumErrors``.
    var sortedErrors: [SpecError] {
        Array(errors.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element).prefix(Self.maximumErrors))
    }

    // MARK: Tokens

    private mutating func advance() {
        if token.kind != .newline { previousTokenLine = token.location.line }
        token = lexer.next()
    }

    /// Starts recording a statement or body line at the current token; returns its index for ``finishLine(_:key:)``.
    private mutating func startLine() -> Int {
        guard lexer.collectsComments else { return 0 }
        lines.append(Line(key: nil, first: token.location.line, last: token.location.line))
        return lines.count - 1
    }

    /// Ends the line started at `index`: its key, and its last token so far.
    private mutating func finishLine(_ index: Int, key: Line.Key) {
        guard lexer.collectsComments else { return }
        lines[index].key = key
        lines[index].last = max(lines[index].first, previousTokenLine)
    }

    /// Records the closing `}` (the current token) of the body of the model or route at `owner`.
    private mutating func recordBodyEnd(of owner: SourceLocation) {
        guard lexer.collectsComments else { return }
        lines.append(Line(key: .bodyEnd(owner), first: token.location.line, last: token.location.line))
    }

    private var text: String { lexer.text(of: token) }

    /// Whether the current token is the word `word`, compared without building a string.
    private func isWord(_ word: StaticString) -> Bool {
        token.kind == .word && lexer.bytes[token.start..<token.end].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// A line end, a closing brace or the end of the file: where a statement stops.
    private var atStatementEnd: Bool {
        token.kind == .newline || token.kind == .rightBrace || token.kind == .end
    }

    private mutating func skipNewlines() {
        if token.kind == .newline { advance() }
    }

    /// A value in single quotes for a message, escaped and shortened.
    private static func shown<S: StringProtocol>(_ value: S) -> String { "'\(QuotedString.excerpt(value))'" }

    private func describe(_ token: NavDSLToken) -> String {
        switch token.kind {
        case .word: return "'\(lexer.excerpt(of: token))'"
        case .string: return "a string"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .colon: return "':'"
        case .pipe: return "'|'"
        case .question: return "'?'"
        case .equals: return "'='"
        case .arrow: return "'->'"
        case .newline: return "the end of the line"
        case .end: return "the end of the file"
        case .invalid: return "'\(lexer.excerpt(of: token))'"
        }
    }

    /// Names a model or route in messages; the text is built only when a message needs it.
    private struct Owner: CustomStringConvertible {
        var kind: String
        var id: String
        var description: String { "\(kind) \(NavDSLParser.shown(id))" }
    }

    // MARK: Errors

    /// Records a syntax error, unless one was just recorded at the same place (the first says it better).
    private mutating func syntax(_ message: String, at location: SourceLocation) {
        if let last = errors.last, last.kind == .syntax, last.location == location { return }
        errors.append(SpecError(.syntax, message, at: location))
    }

    private mutating func schema(_ message: String, at location: SourceLocation) {
        errors.append(SpecError(.schema, message, at: location))
    }

    /// Records that the current token is not what the grammar expects here.
    private mutating func unexpected(_ expected: String) -> Recover {
        if token.kind == .invalid {
            syntax(lexer.value, at: token.location)
        } else {
            syntax("expected \(expected), found \(describe(token))", at: token.location)
        }
        return Recover()
    }

    private static func quoted(_ words: [String]) -> String {
        let items = words.map { shown($0) }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    private static func hint(for word: String, among candidates: [String]) -> String {
        // No keyword is long: a long word is close to none of them, and comparing it would cost its length.
        guard word.utf8.count <= 64, let best = Identifiers.suggestion(for: word, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }

    // MARK: Values

    private mutating func expectString(_ expected: @autoclosure () -> String) throws(Recover) -> Located<String> {
        guard token.kind == .string else { throw unexpected(expected()) }
        let value = Located(lexer.value, at: token.location)
        advance()
        return value
    }

    private mutating func expectNonEmptyString(_ expected: @autoclosure () -> String, what: @autoclosure () -> String) throws(Recover) -> Located<String> {
        let value = try expectString(expected())
        if value.value.isEmpty { schema("\(what()) must not be empty", at: value.location) }
        return value
    }

    /// A bare word that should pass `isValid`; `noun` names it in messages ("model id").
    ///
    /// A word that fails `isValid` is well-formed text with a wrong value: a `schema` error, as in the JSON
    /// form, and reading goes on with it. Another kind of token where a name belongs is a `syntax` error.
    private mutating func expectName(
        _ expected: @autoclosure () -> String, noun: @autoclosure () -> String, rule: @autoclosure () -> String = "use letters, digits and _ and do not start with a digit",
        isValid: (String) -> Bool = Identifiers.isIdentifier
    ) throws(Recover) -> Located<String> {
        switch token.kind {
        case .word:
            let word = text
            if !isValid(word) {
                schema("\(Self.shown(word)) is not a valid \(noun()); \(rule())", at: token.location)
            }
            let value = Located(word, at: token.location)
            advance()
            return value
        case .string:
            syntax("expected \(expected()), found a string; a \(noun()) is written without quotes", at: token.location)
            throw Recover()
        default:
            throw unexpected(expected())
        }
    }

    private mutating func expectQualified(_ expected: @autoclosure () -> String, noun: @autoclosure () -> String, example: @autoclosure () -> String) throws(Recover) -> Located<String> {
        try expectName(expected(), noun: noun(), rule: "write it as \(example())", isValid: Identifiers.isQualified)
    }

    /// A scheme, host or rule id: a bare word or a string; never empty.
    private mutating func expectWordOrString(_ expected: @autoclosure () -> String, what: @autoclosure () -> String) throws(Recover) -> Located<String> {
        switch token.kind {
        case .word:
            let value = Located(text, at: token.location)
            advance()
            return value
        case .string:
            return try expectNonEmptyString(expected(), what: what())
        default:
            throw unexpected(expected())
        }
    }

    /// `item (',' item)*`, where a new line may follow each comma.
    private mutating func parseList<T>(_ item: (inout NavDSLParser) throws(Recover) -> T) throws(Recover) -> [T] {
        var items = [try item(&self)]
        while token.kind == .comma {
            advance()
            skipNewlines()
            items.append(try item(&self))
        }
        return items
    }

    // MARK: Spec

    /// What the top-level statements have said so far.
    private struct TopLevel {
        var schema: Located<String>?
        var app: Located<String>?
        var links: Links?
        var root: Located<String>?
        var windows: [Window] = []
        /// Where a `windows` line declared an app without windows.
        var noWindows: SourceLocation?
        var models: [Model] = []
        var routes: [Route] = []
    }

    static let topLevelKeywords = ["navgraph", "schema", "app", "links", "root", "window", "windows", "route"] + ModelKind.allCases.map(\.rawValue)
    /// Top-level keywords that cannot start a body statement: meeting one means a '}' is missing.
    static func endsBody(_ word: String) -> Bool {
        switch word {
        case "navgraph", "schema", "app", "links", "window", "windows", "route", "screen", "dialog", "stack", "tabs", "split": true
        default: false
        }
    }
    static let bodyStatementKeywords: Set<String> = ["title", "doc", "lint", "tab", "case"]

    mutating func parseSpec() -> Spec? {
        skipNewlines()
        var version = Located(Spec.supportedVersion, at: .start)
        if isWord("navgraph") {
            let line = startLine()
            advance()
            if token.kind == .word, text.utf8.allSatisfy(NavDSLLexer.isDigit) {
                let location = token.location
                guard token.end - token.start <= 9, let value = Int(text), value == Spec.supportedVersion else {
                    schema("unsupported navgraph version \(lexer.excerpt(of: token)); this navlint reads version \(Spec.supportedVersion)", at: location)
                    return nil
                }
                version = Located(value, at: location)
                advance()
                finishLine(line, key: .statement(location))
                endStatement("a new line after 'navgraph \(value)'")
            } else if token.kind == .word {
                // A word where the version belongs is a wrong value, as `"navgraph": "one"` is in JSON.
                schema("expected the format version \(Spec.supportedVersion) after 'navgraph', found \(describe(token))", at: token.location)
                recoverAtTopLevel()
            } else {
                _ = unexpected("the format version (navgraph \(Spec.supportedVersion)) after 'navgraph'")
                recoverAtTopLevel()
            }
        } else {
            syntax("expected 'navgraph \(Spec.supportedVersion)' as the first line, found \(describe(token))", at: token.location)
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
            schema("use either 'root' or 'window' lines, not both; put the main window's root in a 'window' line", at: later)
        } else if state.root == nil, state.windows.isEmpty, state.noWindows == nil, errors.isEmpty {
            schema("missing 'root' (the main window's root model) or 'window' lines (for multi-window apps)", at: .start)
        }
        return Spec(
            version: version, schema: state.schema, app: state.app, links: state.links, root: state.root,
            windows: state.windows.isEmpty && state.noWindows == nil ? nil : state.windows, models: state.models, routes: state.routes)
    }

    /// Consumes the line end after a statement, or records what was expected instead and skips the line.
    private mutating func endStatement(_ expected: String) {
        switch token.kind {
        case .newline: advance()
        case .end: break
        default:
            _ = unexpected(expected)
            recoverAtTopLevel()
        }
    }

    /// Skips the rest of a broken top-level statement, including a body it opens.
    private mutating func recoverAtTopLevel() {
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

    private mutating func parseStatement(_ state: inout TopLevel) throws(Recover) {
        guard token.kind == .word else {
            throw unexpected("a statement (a model such as 'screen Home', a 'route', 'app', 'links', 'root' or 'window')")
        }
        let keyword = token
        let name = text
        switch name {
        case "navgraph":
            schema("the 'navgraph' line appears twice", at: keyword.location)
            throw Recover()
        case "schema":
            let line = startLine()
            advance()
            let value = try expectString("the schema URL as a string after 'schema'")
            if state.schema != nil { schema("'schema' appears twice", at: keyword.location) }
            state.schema = value
            finishLine(line, key: .statement(value.location))
            endStatement("a new line after the schema")
        case "app":
            let line = startLine()
            advance()
            let value = try expectString("the app name as a string after 'app'")
            if state.app != nil { schema("'app' appears twice", at: keyword.location) }
            state.app = value
            finishLine(line, key: .statement(value.location))
            endStatement("a new line after the app name")
        case "links":
            let line = startLine()
            let links = try parseLinks()
            if state.links != nil { schema("'links' appears twice; list every scheme and host on one line", at: keyword.location) }
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
            let line = startLine()
            advance()
            let id = try expectName("the window id after 'window'", noun: "window id")
            guard token.kind == .arrow else { throw unexpected("'->' and the window's root model after the window id") }
            advance()
            let root = try expectName("the window's root model after '->'", noun: "model id")
            state.windows.append(Window(id: id, root: root, location: keyword.location))
            finishLine(line, key: .statement(keyword.location))
            endStatement("a new line after the window's root model")
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
        default:
            if let kind = ModelKind(rawValue: name) {
                if let model = try parseModel(kind) { state.models.append(model) }
                return
            }
            syntax(
                "unknown statement \(describe(keyword))\(Self.hint(for: name, among: Self.topLevelKeywords)); expected a model "
                    + "(screen, dialog, stack, tabs, switch, split), route, app, links, root, window or schema",
                at: keyword.location)
            throw Recover()
        }
    }

    private mutating func parseLinks() throws(Recover) -> Links {
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
            } else {
                throw parser.unexpected("'scheme' or 'host' in 'links'")
            }
        }
        return links
    }

    // MARK: Models

    private static func headerFields(_ kind: ModelKind) -> [String] {
        switch kind {
        case .screen, .dialog: []
        case .stack: ["root", "path"]
        case .tabs, .switch: ["initial"]
        case .split: ["sidebar", "content", "detail"]
        }
    }

    /// `kind Name(params) fields { body }`; `nil` when the model is too broken to keep (the error is recorded).
    private mutating func parseModel(_ kind: ModelKind) throws(Recover) -> Model? {
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
        var values: [String: Located<String>] = [:]
        var path: [Located<String>] = []
        var seen: Set<String> = []
        while token.kind == .word, fields.contains(text) {
            let field = text
            let fieldLocation = token.location
            advance()
            if !seen.insert(field).inserted { schema("'\(field)' appears twice in \(owner)", at: fieldLocation) }
            switch field {
            case "path":
                path = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    try parser.expectName("a model id in the path", noun: "model id")
                }
                after = "the path"
            case "initial":
                let noun = kind == .tabs ? "tab id" : "case id"
                values[field] = try expectName("the initial \(kind == .tabs ? "tab" : "case") after 'initial'", noun: noun)
                after = "the initial \(kind == .tabs ? "tab" : "case")"
            default:
                values[field] = try expectName("a model id after '\(field)'", noun: "model id")
                after = "the \(field)"
            }
        }

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
            if !hasBody { expectations += fields.filter { !seen.contains($0) } + ["{"] }
            let list = expectations.map { "'\($0)'" } + ["a new line"]
            throw unexpected("\(list.dropLast().joined(separator: ", "))\(list.count > 1 ? " or " : "")\(list.last ?? "") after \(after)")
        }

        switch kind {
        case .screen: model.content = .screen
        case .dialog: model.content = .dialog
        case .stack:
            guard let root = values["root"] else {
                schema("\(owner) needs 'root' and the model at its root: stack \(id.value) root Home", at: keyword.location)
                return nil
            }
            model.content = .stack(StackContent(root: root, path: path))
        case .tabs:
            model.content = .tabs(TabsContent(tabs: body.tabs, initial: values["initial"]))
        case .switch:
            model.content = .switch(SwitchContent(cases: body.cases, initial: values["initial"]))
        case .split:
            guard let sidebar = values["sidebar"], let detail = values["detail"] else {
                let missing = ["sidebar", "detail"].filter { values[$0] == nil }.map { "'\($0)'" }.joined(separator: " and ")
                schema("\(owner) needs \(missing): split \(id.value) sidebar List detail Detail", at: keyword.location)
                return nil
            }
            model.content = .split(SplitContent(sidebar: sidebar, content: values["content"], detail: detail))
        }
        model.title = body.title
        model.doc = body.doc
        model.edges = body.edges
        model.lint = body.lint
        return model
    }

    /// `( name: Type, ... )`, where new lines may stand between the parameters.
    private mutating func parseParams() throws(Recover) -> [Param] {
        advance()
        skipNewlines()
        var params: [Param] = []
        if token.kind == .rightParen {
            advance()
            return params
        }
        while true {
            let name = try expectName("a parameter name", noun: "parameter name")
            guard token.kind == .colon else { throw unexpected("':' and a type after the parameter name \(Self.shown(name.value))") }
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

    static let typeNames: [String: ParamType] = ["String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid]
    private static let typeList = "Int, String, Double, Bool, UUID or enum values such as home|more"

    /// `Int`, `String?`, `home|more`, `"home"` (an enum of one value), each optionally followed by `?`.
    private mutating func parseType() throws(Recover) -> (Located<ParamType>, Bool) {
        let start = token.location
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
        var type = ParamType.string
        if atoms.count == 1, !atoms[0].quoted {
            if let scalar = Self.typeNames[atoms[0].value] {
                type = scalar
            } else {
                let name = atoms[0].value
                schema(
                    "unknown type \(Self.shown(name))\(Self.hint(for: name, among: Self.typeNames.keys.sorted())); expected \(Self.typeList)",
                    at: atoms[0].location)
            }
        } else {
            var values: [String] = []
            var seen: Set<String> = []
            for atom in atoms {
                if !Identifiers.isEnumValue(atom.value) {
                    schema("enum value \(Self.shown(atom.value)) may use only letters, digits, _, - and .", at: atom.location)
                } else if !seen.insert(atom.value).inserted {
                    schema("enum value \(Self.shown(atom.value)) is listed twice", at: atom.location)
                } else {
                    values.append(atom.value)
                }
            }
            type = .oneOf(values)
        }
        var optional = false
        if token.kind == .question {
            optional = true
            advance()
        }
        return (Located(type, at: start), optional)
    }

    // MARK: Bodies

    private enum BodyOwner {
        case model(ModelKind)
        case route

        private static let tabsStatements = ["title", "doc", "tab", "lint"]
        private static let switchStatements = ["title", "doc", "case", "lint"]
        private static let modelStatements = ["title", "doc", "lint"]
        private static let routeStatements = ["doc", "lint"]

        /// The statements other than edges that the body accepts.
        var statements: [String] {
            switch self {
            case .model(.tabs): Self.tabsStatements
            case .model(.switch): Self.switchStatements
            case .model: Self.modelStatements
            case .route: Self.routeStatements
            }
        }
    }

    private struct BodyContent {
        var title: Located<String>?
        var doc: Located<String>?
        var lint: LintSettings?
        var tabs: [Tab] = []
        var cases: [SwitchCase] = []
        var edges: [Edge] = []
    }

    /// `{ statement (newline statement)* }`; a broken statement is skipped up to its line end.
    /// `ownerLocation` is where the model or route starts: the key of the body's end among the ``lines``.
    private mutating func parseBody(_ bodyOwner: BodyOwner, owner: Owner, at ownerLocation: SourceLocation) throws(Recover) -> BodyContent {
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
                syntax("expected '}' to close the body of \(owner) opened at \(open.location), found the end of the file", at: token.location)
                throw Recover()
            default:
                break
            }
            if errors.count >= Self.maximumErrors { throw Recover() }
            let word = token.kind == .word ? text : ""
            if Self.endsBody(word) {
                syntax("expected '}' to close the body of \(owner) opened at \(open.location), found \(describe(token))", at: token.location)
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
    private mutating func parseBodyStatement(
        _ name: String, _ bodyOwner: BodyOwner, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        let allowed = bodyOwner.statements
        let isRoute: Bool
        if case .route = bodyOwner { isRoute = true } else { isRoute = false }
        guard token.kind == .word else {
            throw unexpected(isRoute ? "'doc' or 'lint' in the body of \(owner)" : "an edge (push, sheet, ...) or \(Self.quoted(allowed)) in the body of \(owner)")
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
            advance()
            let value = try expectString("the \(name) as a string after '\(name)'")
            let isTitle = name == "title"
            if (isTitle ? body.title : body.doc) != nil { schema("'\(name)' appears twice in \(owner)", at: keyword.location) }
            if isTitle { body.title = value } else { body.doc = value }
            return (isTitle ? "the title" : "the doc", value.location)
        case "lint":
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
            return ("the rule ids", keyword.location)
        case "tab":
            body.tabs.append(try parseTab())
            return ("the tab's model", keyword.location)
        case "case":
            body.cases.append(try parseCase())
            return ("the case", keyword.location)
        default:
            break
        }
        if !isRoute, let kind = EdgeKind(rawValue: name) {
            body.edges.append(try parseEdge(kind))
            return ("the edge", keyword.location)
        }
        if !isRoute, case .model(let modelKind) = bodyOwner, Self.headerFields(modelKind).contains(name) {
            syntax("'\(name)' belongs on the first line of \(owner), before '{'", at: keyword.location)
            throw Recover()
        }
        if isRoute {
            schema("\(owner) has no \(Self.shown(name)) in its body; expected 'doc' or 'lint'", at: keyword.location)
        } else {
            let edgeKinds = EdgeKind.allCases.map(\.rawValue)
            let hint = Self.hint(for: name, among: edgeKinds + allowed)
            schema(
                "unknown navigation \(Self.shown(name)) in \(owner)\(hint)\(hint.isEmpty ? "; expected one of \(edgeKinds.joined(separator: ", ")), or \(Self.quoted(allowed))" : "")",
                at: keyword.location)
        }
        throw Recover()
    }

    /// `tab id "Title"? icon "symbol"? -> Model`
    private mutating func parseTab() throws(Recover) -> Tab {
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
        guard token.kind == .arrow else {
            var options: [String] = []
            if title == nil, icon == nil { options.append("a title string") }
            if icon == nil { options.append("'icon'") }
            options.append("'->' and the tab's model")
            throw unexpected("\(options.dropLast().joined(separator: ", "))\(options.count > 1 ? " or " : "")\(options.last ?? "") after the tab \(icon != nil ? "icon" : title != nil ? "title" : "id")")
        }
        advance()
        let model = try expectName("the tab's model after '->'", noun: "model id")
        return Tab(id: id, title: title, icon: icon, model: model, location: keyword.location)
    }

    /// `case id -> Model (when "condition")?`
    private mutating func parseCase() throws(Recover) -> SwitchCase {
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
    private mutating func parseEdge(_ kind: EdgeKind) throws(Recover) -> Edge {
        let keyword = token
        advance()
        var edge = Edge(via: Located(kind, at: keyword.location), location: keyword.location)
        let via = kind.rawValue
        if let key = kind.targetKey {
            if atStatementEnd {
                let needs = switch key {
                case "to": "the model it shows: \(via) Detail"
                case "tab": "the tab: selectTab MainTabs.home"
                case "case": "the case: switch App.loggedIn"
                case "window": "the window: openWindow main"
                default: "the URL: openURL \"https://example.com\""
                }
                schema("'\(via)' needs \(needs)", at: keyword.location)
                throw Recover()
            }
            switch key {
            case "to":
                edge.target = .model(try expectName("the target model after '\(via)'", noun: "model id"))
            case "tab":
                edge.target = .tab(try expectQualified("the tab after 'selectTab'", noun: "tab reference", example: "Tabs.tab, such as MainTabs.home"))
            case "case":
                edge.target = .switchCase(try expectQualified("the case after 'switch'", noun: "case reference", example: "Switch.case, such as App.loggedIn"))
            case "window":
                edge.target = .window(try expectName("the window id after 'openWindow'", noun: "window id"))
            default:
                edge.target = .url(try expectNonEmptyString("the URL as a string after 'openURL'", what: "the URL"))
            }
        }
        while !atStatementEnd {
            if isWord("stacked") {
                if !kind.acceptsStacked {
                    schema("'stacked' applies only to sheet, fullScreenCover and popover, not to '\(via)'", at: token.location)
                }
                if edge.stacked { schema("the edge's 'stacked' appears twice", at: token.location) }
                edge.stacked = true
                advance()
            } else if isWord("when") {
                let location = token.location
                advance()
                let condition = try expectString("the condition as a string after 'when'")
                if edge.condition != nil { schema("the edge's condition appears twice", at: location) }
                edge.condition = condition
            } else if token.kind == .string {
                if edge.label != nil { schema("the edge's label appears twice", at: token.location) }
                edge.label = Located(lexer.value, at: token.location)
                advance()
            } else if kind.isBack, !edge.stacked, edge.label == nil, edge.condition == nil, token.kind == .word {
                schema("'\(via)' goes back and takes no target, found \(describe(token))", at: token.location)
                throw Recover()
            } else {
                var options = kind.acceptsStacked ? ["'stacked'"] : []
                options += ["a label string", "'when'", "a new line"]
                let place = kind.targetKey == nil ? "'\(via)'" : "the edge's target"
                throw unexpected("\(options.dropLast().joined(separator: ", ")) or \(options.last ?? "") after \(place)")
            }
        }
        return edge
    }

    // MARK: Routes

    /// `route id "pattern" -> Target (via ...)? (bind ...)? (present style)? { doc/lint }?`
    private mutating func parseRoute() throws(Recover) -> Route {
        let keyword = token
        let line = startLine()
        advance()
        let id = try expectName(
            "the route id after 'route'", noun: "route id", rule: "use letters, digits, _, - and . and start with a letter or _",
            isValid: Identifiers.isRouteIdentifier)
        let owner = Owner(kind: "route", id: id.value)
        let patternToken = token
        let pattern = try expectNonEmptyString("the pattern as a string after the route id, such as \"shop://products/{id:int}\"", what: "the pattern of \(owner)")
        guard token.kind == .arrow else { throw unexpected("'->' and the target model after the pattern") }
        advance()
        let target = try expectName("the target model after '->'", noun: "model id")
        var route = Route(id: id, pattern: pattern, target: target, location: keyword.location)
        if patternToken.kind == .string {
            route.patternColumns = EscapedText.columns(
                of: lexer.bytes[(patternToken.start + 1)..<(patternToken.end - 1)], startingAt: patternToken.location.column + 1)
        }
        var seen: Set<String> = []
        let clauses = ["via", "bind", "present"]
        while token.kind == .word, clauses.contains(text) {
            let clause = text
            let location = token.location
            advance()
            if !seen.insert(clause).inserted { schema("'\(clause)' appears twice in \(owner)", at: location) }
            switch clause {
            case "via":
                route.via = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    try parser.expectName(
                        "a waypoint (a model id, Tabs.tab or Switch.case)", noun: "waypoint",
                        rule: "write a model id, Tabs.tab or Switch.case",
                        isValid: { Identifiers.isIdentifier($0) || Identifiers.isQualified($0) })
                }
            case "bind":
                var bound = Set(route.bind.map(\.parameter.value))
                route.bind += try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    let parameter = try parser.expectQualified("a parameter as Model.param after 'bind'", noun: "bound parameter", example: "Model.param")
                    guard parser.token.kind == .equals else { throw parser.unexpected("'=' and a placeholder after \(Self.shown(parameter.value))") }
                    parser.advance()
                    let placeholder = try parser.expectName("the placeholder name after '='", noun: "placeholder name")
                    // The JSON form reports a repeated key of "bind" the same way, as a schema error.
                    if !bound.insert(parameter.value).inserted {
                        parser.schema("the key \(Self.shown(parameter.value)) appears twice in the bind of \(owner)", at: parameter.location)
                    }
                    return Route.Binding(parameter: parameter, placeholder: placeholder)
                }
            default:
                guard token.kind == .word else { throw unexpected("'sheet' or 'fullScreenCover' after 'present'") }
                if let style = PresentStyle(rawValue: text) {
                    route.present = Located(style, at: token.location)
                } else {
                    schema("unknown presentation \(describe(token)) for \(owner); expected sheet or fullScreenCover", at: token.location)
                }
                advance()
            }
        }
        var after = "the target"
        finishLine(line, key: .statement(keyword.location))
        if token.kind == .leftBrace {
            let body = try parseBody(.route, owner: owner, at: keyword.location)
            route.doc = body.doc
            route.lint = body.lint
            after = "'}'"
        }
        switch token.kind {
        case .newline: advance()
        case .end: break
        default:
            guard after == "the target" else { throw unexpected("a new line after '}'") }
            let options = clauses.filter { !seen.contains($0) }.map { "'\($0)'" } + ["'{'"]
            throw unexpected("\(options.joined(separator: ", ")) or a new line after \(seen.isEmpty ? "the target" : "the route's clauses")")
        }
        return route
    }
}
