/// Reads the navgraph DSL (`*.nav`), the form of a spec that people write and review, into a ``Spec``.
///
/// The grammar is described in `docs/DSL.md`. Reading is strict, and splits errors the way the JSON reader
/// does: text that does not follow the grammar is a `syntax` error (an unknown statement, a string or a
/// brace where a name belongs, a missing `}`, a bad escape); well-formed text with a wrong value is a
/// `schema` error (an id that is not an identifier, a reference not written `Tabs.tab`, an unknown edge kind
/// or type, `stacked` on a push, a repeated field or bind key, both `root` and `window`). Every error names a
/// 1-based line and column, the column counted in Unicode scalars; LF, CR LF and a lone CR each end a line.
/// After an error the reader skips to the next line and goes on, so that one run reports most problems (at
/// most ``maximumErrors``); invalid UTF-8, a NUL byte or an unsupported version stop it at once.
///
/// Locations mirror the JSON reader: a model's `id` is its name token and its location the kind keyword; an
/// edge's location is its keyword; a route's `pattern` is the string token (its opening quote).
public enum NavDSLReader {
    /// The most errors one read reports.
    public static let maximumErrors = NavDSLCursor.maximumErrors

    /// Parses DSL text given as bytes (UTF-8); throws every error found, in source order.
    public static func read(_ bytes: [UInt8]) throws(SpecErrors) -> Spec {
        if let error = NavDSLLexer.validate(bytes) {
            throw SpecErrors([error])
        }
        let parser = NavDSLParser(bytes)
        let spec = parser.parseSpec()
        if let spec, parser.errors.isEmpty { return spec }
        throw SpecErrors(parser.sortedErrors)
    }

    /// Parses DSL text.
    public static func read(_ text: String) throws(SpecErrors) -> Spec {
        try read(Array(text.utf8))
    }

    /// Parses DSL text and keeps its comments, attached to the statements they belong to, so that
    /// ``NavDSLWriter/write(_:comments:)`` can write them back. Throws the errors ``read(_:)`` throws.
    public static func readWithComments(_ bytes: [UInt8]) throws(SpecErrors) -> (spec: Spec, comments: NavDSLComments) {
        if let error = NavDSLLexer.validate(bytes) {
            throw SpecErrors([error])
        }
        let parser = NavDSLParser(bytes, collectsComments: true)
        guard let spec = parser.parseSpec(), parser.errors.isEmpty else { throw SpecErrors(parser.sortedErrors) }
        return (spec, NavDSLComments(attaching: parser.comments, to: parser.lines))
    }

    /// Parses DSL text and keeps its comments.
    public static func readWithComments(_ text: String) throws(SpecErrors) -> (spec: Spec, comments: NavDSLComments) {
        try readWithComments(Array(text.utf8))
    }

    /// Whether `bytes` looks like DSL text: after a byte order mark, blank lines and `#` or `//` comment
    /// lines, it starts with the word `navgraph`. JSON never does, so a reader that was handed DSL text
    /// under a JSON name can say so instead of reporting an unexpected character.
    public static func looksLikeDSL(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
            default:
                let word = Array("navgraph".utf8)
                guard bytes[index...].starts(with: word) else { return false }
                let after = index + word.count
                return after == bytes.count || !NavDSLLexer.isWordStart(bytes[after])
            }
        }
        return false
    }
}

/// A comment of a `.nav` file: `# ...` or `// ...` to the end of its line.
public struct NavDSLComment: Sendable, Equatable {
    /// The comment as written, from its `#` or `//`, without trailing spaces.
    public var text: String
    /// Where the comment starts in the file it was read from.
    public var location: SourceLocation
    /// Whether a blank line stood before it (kept when the comment is written back).
    public var blankLineBefore: Bool
    /// Whether a blank line stood after it (kept when the comment is written back).
    public var blankLineAfter: Bool

    /// A comment with its text as written, from `#` or `//`.
    public init(
        _ text: String, at location: SourceLocation, blankLineBefore: Bool = false, blankLineAfter: Bool = false
    ) {
        self.text = text
        self.location = location
        self.blankLineBefore = blankLineBefore
        self.blankLineAfter = blankLineAfter
    }
}

/// The comments that belong to one line of a `.nav` file: those on lines of their own above it, and the one
/// at its end.
public struct NavDSLAttachedComments: Sendable, Equatable {
    /// Own-line comments before the line, in order.
    public var leading: [NavDSLComment]
    /// The comment after the line's last token.
    public var trailing: NavDSLComment?

    /// The comments of one line.
    public init(leading: [NavDSLComment] = [], trailing: NavDSLComment? = nil) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Whether the line has no comments.
    public var isEmpty: Bool { leading.isEmpty && trailing == nil }

    var count: Int { leading.count + (trailing == nil ? 0 : 1) }
}

/// The comments of a `.nav` file, attached to the statements they belong to, as
/// ``NavDSLReader/readWithComments(_:)`` finds them and ``NavDSLWriter/write(_:comments:)`` writes them.
///
/// The ``Spec`` has no place for comments, so they are kept beside it, keyed by the location the spec records
/// for each line: the version for the `navgraph` line; the value for `schema`, `app`, `root`, `title` and
/// `doc` lines; the statement's own location for `links`, `window`, models, routes, tabs, cases, edges and
/// `lint` lines. A comment on a line of its own leads the next line of the same body (or of the file); a
/// comment after code trails that line. The comments of a statement that spans lines (a parameter list, a list
/// after a comma) lead that statement, in order, since the canonical layout writes it on one line.
public struct NavDSLComments: Sendable, Equatable {
    /// Comments of statements and body lines, by the location the spec records for the line.
    public var lines: [SourceLocation: NavDSLAttachedComments]
    /// Comments of the `windows` line (an app that declares no windows), which has no location in the spec.
    public var windowsLine: NavDSLAttachedComments
    /// Comments that close a body, by the location of its model or route: those on lines of their own
    /// after its last line, and the one after its `}`.
    public var bodyEnds: [SourceLocation: NavDSLAttachedComments]
    /// Comments after the last statement of the file.
    public var end: [NavDSLComment]

    /// Comments attached by hand; ``NavDSLReader/readWithComments(_:)`` attaches those of a file.
    public init(
        lines: [SourceLocation: NavDSLAttachedComments] = [:],
        windowsLine: NavDSLAttachedComments = NavDSLAttachedComments(),
        bodyEnds: [SourceLocation: NavDSLAttachedComments] = [:], end: [NavDSLComment] = []
    ) {
        self.lines = lines
        self.windowsLine = windowsLine
        self.bodyEnds = bodyEnds
        self.end = end
    }

    /// How many comments there are.
    public var count: Int {
        lines.values.reduce(0) { $0 + $1.count } + windowsLine.count + bodyEnds.values.reduce(0) { $0 + $1.count }
            + end.count
    }

    /// Whether there are no comments.
    public var isEmpty: Bool { count == 0 }

    /// Attaches comments to the statements and body lines the parser recorded; both are in source order.
    init(attaching comments: [NavDSLLexer.Comment], to lines: [NavDSLCursor.Line]) {
        self.init()
        for raw in comments {
            let comment = NavDSLComment(
                raw.text, at: raw.location, blankLineBefore: raw.blankLineBefore, blankLineAfter: raw.blankLineAfter)
            let line = raw.location.line
            // The first recorded line that starts on or after the comment's line.
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].first < line { low = middle + 1 } else { high = middle }
            }
            let next = low
            // A statement that started on an earlier line and is still going: the comment stands inside it.
            // Otherwise a comment after code trails the line that starts there (the outermost, such as the model
            // of `screen A { push B }`, or a `}`), and a comment on a line of its own leads the next line.
            if next > 0, lines[next - 1].last >= line {
                var moved = comment
                moved.blankLineBefore = false
                moved.blankLineAfter = false
                attach(moved, to: lines[next - 1].key, trailing: false, inside: true)
            } else if !raw.ownLine, next < lines.count, lines[next].first == line {
                attach(comment, to: lines[next].key, trailing: true)
            } else if raw.ownLine, next < lines.count {
                attach(comment, to: lines[next].key, trailing: false)
            } else {
                end.append(comment)
            }
        }
        if !end.isEmpty { end[end.count - 1].blankLineAfter = false }
    }

    /// Adds `comment` to the line of `key`. A comment `inside` a statement that spans lines goes above it, and
    /// takes the comment at the end of its first line along, so that they stay in order.
    private mutating func attach(
        _ comment: NavDSLComment, to key: NavDSLCursor.Line.Key?, trailing: Bool, inside: Bool = false
    ) {
        func add(_ attached: inout NavDSLAttachedComments) {
            if inside, let first = attached.trailing {
                attached.leading.append(first)
                attached.trailing = nil
            }
            if trailing, attached.trailing == nil {
                attached.trailing = comment
            } else {
                attached.leading.append(comment)
            }
        }
        switch key {
        case nil: end.append(comment)
        case .statement(let location): add(&lines[location, default: NavDSLAttachedComments()])
        case .windows: add(&windowsLine)
        case .bodyEnd(let location): add(&bodyEnds[location, default: NavDSLAttachedComments()])
        }
    }
}
