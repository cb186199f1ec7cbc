import NavLintSupport

/// One token of the navgraph DSL.
struct NavDSLToken {
    enum Kind: Equatable {
        /// A run of `[A-Za-z0-9_]` then `[A-Za-z0-9_.+-]`: keywords, ids, `Tabs.tab`, numbers, hosts, rule ids;
        /// also `*`.
        case word
        /// `$` then a run of `[A-Za-z0-9_]`: `$url`, the whole URL, which only a route's `bind` takes.
        case variable
        /// A double-quoted string; ``NavDSLLexer/value`` holds the decoded text.
        case string
        case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
        case comma, colon, pipe, question, equals, arrow
        /// One or more line ends (LF, CR LF or a lone CR), with the blank and comment-only lines between them.
        case newline
        case end
        /// Text the lexer cannot use; ``NavDSLLexer/value`` holds the message.
        case invalid
    }

    var kind: Kind
    /// Byte offsets of the token's text.
    var start: Int
    var end: Int
    var location: SourceLocation
}

/// Splits DSL text into tokens, tracking 1-based lines and columns counted in Unicode scalars.
///
/// A line ends at LF, at CR LF or at a lone CR. Comments are skipped like spaces; when
/// ``collectsComments`` is set they are also kept, in source order, in ``comments``.
/// The input must have passed ``NavDSLLexer/validate(_:)``: valid UTF-8 without NUL bytes.
struct NavDSLLexer {
    /// One comment as the lexer met it.
    struct Comment {
        /// The text from `#` or `//` to the end of the line, without trailing spaces and tabs.
        var text: String
        var location: SourceLocation
        /// Whether nothing but spaces stands before it on its line.
        var ownLine: Bool
        /// Whether a blank line separates it from the text before it (always false at the start of the file).
        var blankLineBefore: Bool
        /// Whether a blank line separates it from the text after it (false at the end of the file).
        var blankLineAfter = false
    }

    let bytes: [UInt8]
    private var position: Int
    private var line = 1
    private var column = 1
    /// The decoded text of the last string token, or the message of the last invalid token.
    private(set) var value = ""
    /// Whether ``comments`` is filled.
    let collectsComments: Bool
    private(set) var comments: [Comment] = []
    /// The last line that held a token or a comment; 0 before the first.
    private var lastContentLine = 0
    /// Whether the last token or comment met was a comment (whose `blankLineAfter` is still open).
    private var lastContentWasComment = false

    init(_ bytes: [UInt8], collectsComments: Bool = false) {
        self.bytes = bytes
        self.collectsComments = collectsComments
        // A UTF-8 byte order mark is not part of the text.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The text of a token as written.
    func text(of token: NavDSLToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The text of a token for a message: escaped and shortened (see ``QuotedString/excerpt(_:limit:)``).
    func excerpt(of token: NavDSLToken) -> String {
        // Decoding a few bytes more than the limit is enough to know whether the text is longer.
        let end = min(token.end, token.start + 4 * (QuotedString.excerptLimit + 1))
        let shown = QuotedString.excerpt(String(decoding: bytes[token.start..<end], as: UTF8.self))
        return end < token.end && !shown.hasSuffix("…") ? shown + "…" : shown
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// Whether a line ends at `offset`: LF, or CR (alone or before LF).
    @inline(__always)
    private func isLineEnd(at offset: Int) -> Bool {
        guard let current = byte(at: offset) else { return false }
        return current == Self.lineFeed || current == Self.carriageReturn
    }

    /// Moves past one byte; continuation bytes of a multi-byte scalar do not count as columns. A CR starts
    /// a new line unless an LF follows it (then the LF does).
    @inline(__always)
    private mutating func step() {
        let current = bytes[position]
        position += 1
        if current == Self.lineFeed || (current == Self.carriageReturn && byte(at: position) != Self.lineFeed) {
            line += 1
            column = 1
        } else if current & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Skips spaces, tabs and comments, stopping at a line end or a token. The CR of a CR LF is a space.
    private mutating func skipSpaceAndComments() {
        while let current = byte(at: position) {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
                column += 1
            case Self.carriageReturn where byte(at: position + 1) == Self.lineFeed:
                position += 1
                column += 1
            case UInt8(ascii: "#"):
                skipComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipToLineEnd() {
        while position < bytes.count, !isLineEnd(at: position) { step() }
    }

    private mutating func skipComment() {
        let start = position
        let startLocation = location
        skipToLineEnd()
        guard collectsComments else { return }
        var end = position
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let ownLine = lastContentLine != startLocation.line
        let blankLineBefore = lastContentLine > 0 && lastContentLine < startLocation.line - 1
        noteContent(on: startLocation.line)
        comments.append(
            Comment(
                text: String(decoding: bytes[start..<end], as: UTF8.self), location: startLocation, ownLine: ownLine,
                blankLineBefore: blankLineBefore))
        lastContentWasComment = true
    }

    /// Records that a token or comment stands on `contentLine`; closes the blank-line question of the comment
    /// before it.
    @inline(__always)
    private mutating func noteContent(on contentLine: Int) {
        guard collectsComments else { return }
        if lastContentWasComment, !comments.isEmpty {
            comments[comments.count - 1].blankLineAfter = contentLine > comments[comments.count - 1].location.line + 1
            lastContentWasComment = false
        }
        lastContentLine = contentLine
    }

    mutating func next() -> NavDSLToken {
        skipSpaceAndComments()
        let start = position
        let startLocation = location
        guard let current = byte(at: position) else {
            return NavDSLToken(kind: .end, start: start, end: start, location: startLocation)
        }
        func token(_ kind: NavDSLToken.Kind, length: Int = 1) -> NavDSLToken {
            for _ in 0..<length { step() }
            return NavDSLToken(kind: kind, start: start, end: position, location: startLocation)
        }
        if current == Self.lineFeed || current == Self.carriageReturn {
            while isLineEnd(at: position) {
                step()
                skipSpaceAndComments()
            }
            return NavDSLToken(kind: .newline, start: start, end: start + 1, location: startLocation)
        }
        noteContent(on: startLocation.line)
        if let kind = Self.punctuation(current) { return token(kind) }
        switch current {
        case UInt8(ascii: "-") where byte(at: position + 1) == UInt8(ascii: ">"):
            return token(.arrow, length: 2)
        case UInt8(ascii: "\""):
            return lexString()
        case UInt8(ascii: "*"):
            // The waypoint `*` ("on top of the current stack") is a word of its own.
            return token(.word)
        case UInt8(ascii: "$") where byte(at: position + 1).map(Self.isWordStart) == true:
            // `$url`, the whole URL a route binds: a token of its own, which no other place takes.
            var length = 1
            while let next = byte(at: position + length), Self.isWordStart(next) { length += 1 }
            return token(.variable, length: length)
        default:
            if Self.isWordStart(current) {
                // Words are ASCII: each byte is one column.
                var end = position + 1
                while let next = byte(at: end) {
                    if next == UInt8(ascii: "."), byte(at: end + 1) == UInt8(ascii: "*") {
                        end += 2  // a waypoint wildcard, `MainTabs.*`, ends the word
                        break
                    } else if Self.isWordStart(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "+") {
                        end += 1
                    } else if next == UInt8(ascii: "-"), byte(at: end + 1) != UInt8(ascii: ">") {
                        end += 1
                    } else {
                        break
                    }
                }
                column += end - position
                position = end
                return NavDSLToken(kind: .word, start: start, end: position, location: startLocation)
            }
            return lexUnexpectedCharacter()
        }
    }

    /// The token of a one-character punctuation mark; nil for another byte.
    private static func punctuation(_ byte: UInt8) -> NavDSLToken.Kind? {
        switch byte {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: "|"): .pipe
        case UInt8(ascii: "?"): .question
        case UInt8(ascii: "="): .equals
        default: nil
        }
    }

    private mutating func lexUnexpectedCharacter() -> NavDSLToken {
        let start = position
        let startLocation = location
        let length = Self.scalarLength(leadByte: bytes[position])
        let end = min(start + length, bytes.count)
        let character = String(decoding: bytes[start..<end], as: UTF8.self)
        let message: String
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            message = "unexpected control character \(Self.codePoint(scalar.value))"
        } else if character == "-" {
            message = "unexpected character '-'" + Suggestion.didYouMean("->")
        } else {
            message = "unexpected character '\(QuotedString.excerpt(character))'"
        }
        while position < end { step() }
        value = message
        return NavDSLToken(kind: .invalid, start: start, end: end, location: startLocation)
    }

    /// A string on one line with JSON escapes. On error, the token is invalid and the rest of the line is skipped.
    private mutating func lexString() -> NavDSLToken {
        let start = position
        let startLocation = location
        step()
        var contentStart = position
        var decoded: [UInt8] = []
        var escaped = false
        func failure(_ message: String, at errorLocation: SourceLocation) -> NavDSLToken {
            skipToLineEnd()
            value = message
            return NavDSLToken(kind: .invalid, start: start, end: position, location: errorLocation)
        }
        while true {
            guard let current = byte(at: position), current != Self.lineFeed, current != Self.carriageReturn else {
                return failure(
                    "unterminated string: the closing '\"' is missing before the end of the line", at: startLocation)
            }
            switch current {
            case UInt8(ascii: "\""):
                if escaped {
                    decoded.append(contentsOf: bytes[contentStart..<position])
                    value = String(decoding: decoded, as: UTF8.self)
                } else {
                    value = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                }
                step()
                return NavDSLToken(kind: .string, start: start, end: position, location: startLocation)
            case UInt8(ascii: "\\"):
                escaped = true
                decoded.append(contentsOf: bytes[contentStart..<position])
                let escapeLocation = location
                step()
                if let message = lexEscape(into: &decoded) {
                    return failure(message, at: escapeLocation)
                }
                contentStart = position
            case 0..<0x20, 0x7F:
                return failure(
                    "control character \(Self.codePoint(UInt32(current))) in a string; write it as an escape such as "
                        + "\\t or \\u0009",
                    at: location)
            default:
                step()
            }
        }
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D,
        UInt8(ascii: "t"): 0x09,
    ]

    /// Decodes the escape after a backslash; returns a message when it is invalid.
    private mutating func lexEscape(into decoded: inout [UInt8]) -> String? {
        guard let current = byte(at: position), current != Self.lineFeed, current != Self.carriageReturn else {
            return "unterminated escape at the end of the line"
        }
        if let replacement = Self.simpleEscapes[current] {
            decoded.append(replacement)
            step()
            return nil
        }
        guard current == UInt8(ascii: "u") else {
            let shown = String(
                decoding: bytes[position..<min(position + Self.scalarLength(leadByte: current), bytes.count)],
                as: UTF8.self)
            return
                "invalid escape '\\\(QuotedString.excerpt(shown))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r "
                + "\\t \\uXXXX"
        }
        step()
        guard let high = lexHex4() else { return "expected four hex digits after '\\u'" }
        var scalarValue = high
        if (0xD800...0xDBFF).contains(high) {
            guard byte(at: position) == UInt8(ascii: "\\"), byte(at: position + 1) == UInt8(ascii: "u") else {
                return
                    "the escape \\u\(Self.hex4(high)) is the first half of a surrogate pair; the second half is missing"
            }
            step()
            step()
            guard let low = lexHex4() else { return "expected four hex digits after '\\u'" }
            guard (0xDC00...0xDFFF).contains(low) else {
                return "the escape \\u\(Self.hex4(low)) does not complete the surrogate pair \\u\(Self.hex4(high))"
            }
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            return "the escape \\u\(Self.hex4(high)) is a lone second half of a surrogate pair"
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { return "invalid Unicode escape" }
        decoded.append(contentsOf: String(Character(scalar)).utf8)
        return nil
    }

    private mutating func lexHex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let current = byte(at: position) else { return nil }
            let digit: UInt32
            switch current {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(current - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(current - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(current - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * 16 + digit
            step()
        }
        return value
    }

    // MARK: Character classes

    static func isWordStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// Whether `text` reads back as a single word token.
    static func isWord<S: StringProtocol>(_ text: S) -> Bool {
        if text == "*" { return true }
        if text.hasSuffix(".*") { return isWord(text.dropLast(2)) && !text.dropLast(2).hasSuffix(".*") }
        var iterator = text.utf8.makeIterator()
        guard let first = iterator.next(), isWordStart(first) else { return false }
        while let byte = iterator.next() {
            guard
                isWordStart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            else {
                return false
            }
        }
        return true
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func codePoint(_ value: UInt32) -> String { "U+\(hex4(value))" }
}
