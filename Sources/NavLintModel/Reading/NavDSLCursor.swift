import NavLintSupport

/// The token stream the parts of the DSL parser share: the current token, the errors recorded so far, the
/// statements and body lines met (for attaching comments), and the readers of names, strings and lists that
/// every part of the grammar uses.
///
/// Messages repeat at most ``QuotedString/excerptLimit`` characters of a token.
final class NavDSLCursor {
    /// Signals that the current statement cannot go on; the error is already recorded.
    struct Recover: Error {}

    static let maximumErrors = SpecErrors.maximumCount

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

    var lexer: NavDSLLexer
    var token: NavDSLToken
    /// The line of the last token consumed, line ends aside.
    var previousTokenLine = 1
    var errors: [InputError] = []
    /// Statements and body lines in source order; empty unless comments are collected.
    var lines: [Line] = []
    /// Set when a body ends early at a top-level keyword: the next statement starts at the current token.
    var resumeAtCurrentToken = false

    init(_ bytes: [UInt8], collectsComments: Bool = false) {
        lexer = NavDSLLexer(bytes, collectsComments: collectsComments)
        token = lexer.next()
    }

    /// The comments met, in source order.
    var comments: [NavDSLLexer.Comment] { lexer.comments }

    /// Errors in source order (stable for errors at the same place), at most ``maximumErrors``.
    var sortedErrors: [InputError] {
        SpecErrors.inSourceOrder(errors)
    }

    // MARK: Tokens

    func advance() {
        if token.kind != .newline { previousTokenLine = token.location.line }
        token = lexer.next()
    }

    /// Starts recording a statement or body line at the current token; returns its index for ``finishLine(_:key:)``.
    func startLine() -> Int {
        guard lexer.collectsComments else { return 0 }
        lines.append(Line(key: nil, first: token.location.line, last: token.location.line))
        return lines.count - 1
    }

    /// Ends the line started at `index`: its key, and its last token so far.
    func finishLine(_ index: Int, key: Line.Key) {
        guard lexer.collectsComments else { return }
        lines[index].key = key
        lines[index].last = max(lines[index].first, previousTokenLine)
    }

    /// Records the closing `}` (the current token) of the body of the model or route at `owner`.
    func recordBodyEnd(of owner: SourceLocation) {
        guard lexer.collectsComments else { return }
        lines.append(Line(key: .bodyEnd(owner), first: token.location.line, last: token.location.line))
    }

    var text: String { lexer.text(of: token) }

    /// Whether the current token is the word `word`, compared without building a string.
    func isWord(_ word: StaticString) -> Bool {
        token.kind == .word
            && lexer.bytes[token.start..<token.end].elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// A line end, a closing brace or the end of the file: where a statement stops.
    var atStatementEnd: Bool {
        token.kind == .newline || token.kind == .rightBrace || token.kind == .end
    }

    func skipNewlines() {
        if token.kind == .newline { advance() }
    }

    /// A value in single quotes for a message, escaped and shortened.
    static func shown<S: StringProtocol>(_ value: S) -> String { "'\(QuotedString.excerpt(value))'" }

    /// The current token as messages name it.
    var describeToken: String { describe(token) }

    func describe(_ token: NavDSLToken) -> String {
        switch token.kind {
        case .word, .variable: return "'\(lexer.excerpt(of: token))'"
        case .string: return "a string"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
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
    struct Owner: CustomStringConvertible {
        var kind: String
        var id: String
        var description: String { "\(kind) \(NavDSLCursor.shown(id))" }
    }

    // MARK: Errors

    /// Records a syntax error, unless one was just recorded at the same place (the first says it better).
    func syntax(_ message: String, at location: SourceLocation) {
        if let last = errors.last, last.kind == .syntax, last.location == location { return }
        errors.append(InputError(.syntax, message, at: location))
    }

    func schema(_ message: String, at location: SourceLocation) {
        errors.append(InputError(.schema, message, at: location))
    }

    /// Records that the current token is not what the grammar expects here.
    func unexpected(_ expected: String) -> Recover {
        if token.kind == .invalid {
            syntax(lexer.value, at: token.location)
        } else {
            syntax("expected \(expected), found \(describe(token))", at: token.location)
        }
        return Recover()
    }

    /// A word naming a case of `Value` by its raw value (`sheet` after `present`): the located case and the token
    /// consumed, or nil after the schema error `unknown(describeToken)`; any other token is a syntax error.
    func expectCase<Value: RawRepresentable>(
        _ expected: @autoclosure () -> String, unknown: (String) -> String
    ) throws(Recover) -> Located<Value>? where Value.RawValue == String {
        guard token.kind == .word else { throw unexpected(expected()) }
        defer { advance() }
        guard let value = Value(rawValue: text) else {
            schema(unknown(describeToken), at: token.location)
            return nil
        }
        return Located(value, at: token.location)
    }

    static func quoted(_ words: [String]) -> String {
        let items = words.map { shown($0) }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    // MARK: Values

    func expectString(_ expected: @autoclosure () -> String) throws(Recover) -> Located<String> {
        guard token.kind == .string else { throw unexpected(expected()) }
        let value = Located(lexer.value, at: token.location)
        advance()
        return value
    }

    func expectNonEmptyString(
        _ expected: @autoclosure () -> String, what: @autoclosure () -> String
    ) throws(Recover) -> Located<String> {
        let value = try expectString(expected())
        if value.value.isEmpty { schema("\(what()) must not be empty", at: value.location) }
        return value
    }

    /// A bare word that should pass `isValid`; `noun` names it in messages ("model id").
    ///
    /// A word that fails `isValid` is well-formed text with a wrong value: a `schema` error, as in the JSON
    /// form, and reading goes on with it. Another kind of token where a name belongs is a `syntax` error.
    func expectName(
        _ expected: @autoclosure () -> String, noun: @autoclosure () -> String,
        rule: @autoclosure () -> String = "use letters, digits and _ and do not start with a digit",
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

    func expectQualified(
        _ expected: @autoclosure () -> String, noun: @autoclosure () -> String, example: @autoclosure () -> String
    ) throws(Recover) -> Located<String> {
        try expectName(expected(), noun: noun(), rule: "write it as \(example())", isValid: Identifiers.isQualified)
    }

    /// A scheme, host or rule id: a bare word or a string; never empty.
    func expectWordOrString(
        _ expected: @autoclosure () -> String, what: @autoclosure () -> String
    ) throws(Recover) -> Located<String> {
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
    func parseList<T>(_ item: () throws(Recover) -> T) throws(Recover) -> [T] {
        var items = [try item()]
        while token.kind == .comma {
            advance()
            skipNewlines()
            items.append(try item())
        }
        return items
    }

    /// `source "path.swift:LINE:COL"` at the end of a tab, an edge or a window line, when present.
    func parseSource() throws(Recover) -> Located<String>? {
        guard isWord("source") else { return nil }
        advance()
        return try expectNonEmptyString("the Swift location as a string after 'source'", what: "the Swift location")
    }
}

/// A parser of one part of the DSL's grammar, reading from the cursor it shares with the other parts.
protocol NavDSLGrammarPart {
    var cursor: NavDSLCursor { get }
}

extension NavDSLGrammarPart {
    typealias Recover = NavDSLCursor.Recover
    typealias Owner = NavDSLCursor.Owner
}
