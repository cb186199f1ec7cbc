import NavLintSupport

/// A strict JSON parser (RFC 8259) that records the line and column of every value.
///
/// Foundation's decoders give no positions, and navlint's messages must point at the exact value, so
/// this parser is navlint's own. It reads the bytes once into a ``JSONDocument``: a flat list of nodes
/// in document order, so that a large file costs one growing array rather than a tree of small ones.
/// It validates UTF-8 inside strings, rejects trailing commas, comments and NUL bytes, and bounds
/// nesting so that hostile input cannot exhaust the stack.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let defaultMaximumDepth = 128

    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var nodes: [JSONDocument.Node] = []
    var position = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `position` (they occur only inside strings, which
    /// count them as they pass them), so that a value's column is known without counting characters.
    var continuationBytes = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document into a tree of values. Throws a `syntax` ``InputError`` at the first
    /// malformed character.
    public static func parse(_ input: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(InputError) -> JSONValue
    {
        let document = try parseDocument(input, maximumDepth: maximumDepth)
        return document.value(at: JSONDocument.root)
    }

    /// Parses one JSON document into its flat form. Throws a `syntax` ``InputError`` at the first
    /// malformed character.
    public static func parseDocument(
        _ input: [UInt8], maximumDepth: Int = defaultMaximumDepth
    ) throws(InputError) -> JSONDocument {
        let result: Result<[JSONDocument.Node], InputError> = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
            // Pretty-printed specs take about 14 bytes a value and compact ones about 6: room for one
            // value in 8 bytes spares most files a copy of the nodes as they grow.
            parser.nodes.reserveCapacity(max(16, buffer.count / 8))
            do throws(InputError) {
                try parser.parseDocument()
                return .success(parser.nodes)
            } catch {
                return .failure(error)
            }
        }
        return JSONDocument(bytes: input, nodes: try result.get())
    }

    // MARK: Document

    private mutating func parseDocument() throws(InputError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        skipWhitespace()
        guard position < bytes.count else {
            throw InputError(
                .syntax,
                bytes.isEmpty
                    ? "the file is empty; expected a JSON object" : "expected a JSON value, found the end of the file",
                at: location())
        }
        try parseValue(depth: 0)
        skipWhitespace()
        if position < bytes.count {
            throw error("expected the end of the file after the top-level value, found \(describeCurrent())")
        }
    }

    /// Appends a node for a value starting at the current location; returns its index.
    private mutating func appendNode(_ kind: JSONDocument.Kind, flag: Bool = false, start: Int = 0, end: Int = 0) -> Int
    {
        let column = position - lineStart - continuationBytes + 1
        nodes.append(
            JSONDocument.Node(
                kind: kind, flag: flag, line: Int32(truncatingIfNeeded: line),
                column: Int32(truncatingIfNeeded: column),
                start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
                next: Int32(truncatingIfNeeded: nodes.count + 1), count: 0))
        return nodes.count - 1
    }

    private mutating func parseValue(depth: Int) throws(InputError) {
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            try parseString()
        case UInt8(ascii: "t"):
            _ = appendNode(.true)
            try expectWord("true")
        case UInt8(ascii: "f"):
            _ = appendNode(.false)
            try expectWord("false")
        case UInt8(ascii: "n"):
            _ = appendNode(.null)
            try expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
        default:
            throw error(
                "expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    /// Starts an object or an array at its opening bracket: checks the depth, records the node and steps over
    /// the bracket. Returns nil when the container closes at once (`{}`, `[]`), its node already finished.
    private mutating func openContainer(
        _ kind: JSONDocument.Kind, closer: UInt8, depth: Int
    ) throws(InputError) -> Int? {
        try checkDepth(depth)
        let node = appendNode(kind)
        position += 1
        skipWhitespace()
        guard peek() != closer else {
            position += 1
            finish(node, count: 0)
            return nil
        }
        return node
    }

    /// Records a finished container's element count and where the nodes after it start.
    private mutating func finish(_ node: Int, count: Int32) {
        nodes[node].count = count
        nodes[node].next = Int32(truncatingIfNeeded: nodes.count)
    }

    private mutating func parseObject(depth: Int) throws(InputError) {
        guard let node = try openContainer(.object, closer: UInt8(ascii: "}"), depth: depth) else { return }
        var count: Int32 = 0
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}") {
                    throw error("expected a key after ',', found '}' (trailing commas are not allowed in JSON)")
                }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyNode = nodes.count
            try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error(
                    "expected ':' after the key \"\(QuotedString.excerpt(keyText(keyNode)))\", found "
                        + "\(describeCurrent())"
                )
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count else {
                throw error(
                    "expected a value for \"\(QuotedString.excerpt(keyText(keyNode)))\", found the end of the file")
            }
            try parseValue(depth: depth)
            count += 1
            guard try separator(after: node, count: count, closer: UInt8(ascii: "}"), key: keyNode) else { return }
        }
    }

    /// After a member (whose `key` node it names) or an element: skips a `,` and says that another follows,
    /// or at `closer` finishes the container with its `count` items; anything else is an error.
    @inline(__always)
    private mutating func separator(after node: Int, count: Int32, closer: UInt8, key: Int?) throws(InputError) -> Bool
    {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closer:
            position += 1
            finish(node, count: count)
            return false
        default:
            let item = key.map { "the value of \"\(QuotedString.excerpt(keyText($0)))\"" } ?? "an array element"
            throw error(
                "expected ',' or '\(Character(UnicodeScalar(closer)))' after \(item), found \(describeCurrent())")
        }
    }

    /// The text of a key already parsed, for messages.
    private func keyText(_ node: Int) -> String {
        JSONDocument.decodeString(bytes, node: nodes[node])
    }

    private mutating func parseArray(depth: Int) throws(InputError) {
        guard let node = try openContainer(.array, closer: UInt8(ascii: "]"), depth: depth) else { return }
        var count: Int32 = 0
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("expected a value or ']', found the end of the file") }
            if bytes[position] == UInt8(ascii: "]") {
                throw error("expected a value after ',', found ']' (trailing commas are not allowed in JSON)")
            }
            try parseValue(depth: depth)
            count += 1
            guard try separator(after: node, count: count, closer: UInt8(ascii: "]"), key: nil) else { return }
        }
    }

    private func checkDepth(_ depth: Int) throws(InputError) {
        if depth > maximumDepth {
            throw error(
                "arrays and objects are nested more than \(maximumDepth) levels deep; a navgraph spec needs far fewer")
        }
    }

    // MARK: Scalars

    /// Validates a string and appends its node; the text is decoded only when it is asked for.
    private mutating func parseString() throws(InputError) {
        let openingQuote = position
        let node = appendNode(.string)
        position += 1
        let contentStart = position
        var hasEscapes = false
        while true {
            skipPlainStringBytes()
            guard position < bytes.count else {
                position = openingQuote
                throw error("this string is never closed; expected '\"' before the end of the file")
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                nodes[node].start = Int32(truncatingIfNeeded: contentStart)
                nodes[node].end = Int32(truncatingIfNeeded: position)
                nodes[node].flag = hasEscapes
                position += 1
                return
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try validateEscape()
            case 0:
                throw error("a NUL byte is not allowed in a string; write it as \\u0000 if it is meant")
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error(
                    "a line break is not allowed inside a string; expected '\"' to close the string or \\n to mean a "
                        + "line break"
                )
            case ..<0x20:
                throw error(
                    "control character U+\(hex(byte, width: 4)) is not allowed in a string; escape it as "
                        + "\\u\(hex(byte, width: 4))"
                )
            case ..<0x80:
                position += 1
            default:
                let length = try validateUTF8Sequence()
                position += length
                continuationBytes += length - 1
            }
        }
    }

    /// Skips string bytes that need no check (ASCII other than quotes, backslashes and control
    /// characters), eight at a time, up to the first byte that does; the caller checks that one.
    private mutating func skipPlainStringBytes() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // The high bit of each byte that is zero. A borrow can mark a byte above a zero one too, never one
        // below it, so the lowest mark is always the first zero byte.
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }
        while position + 8 <= bytes.count {
            // In little-endian order the lowest byte is the first in memory, on any machine.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let special =
                word & highBits | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
                | (word &- ones &* 0x20) & ~word & highBits
            guard special == 0 else {
                position += special.trailingZeroBitCount / 8
                return
            }
            position += 8
        }
    }

    private mutating func parseNumber() throws(InputError) {
        let node = appendNode(.number)
        let start = SourceLocation(line: Int(nodes[node].line), column: Int(nodes[node].column))
        let begin = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error("numbers cannot have leading zeros")
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit after the decimal point")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit in the exponent")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        nodes[node].start = Int32(truncatingIfNeeded: begin)
        nodes[node].end = Int32(truncatingIfNeeded: position)
        nodes[node].flag = isInteger
        guard JSONDocument.number(bytes, node: nodes[node]).isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<position]), as: UTF8.self)
            throw InputError(.syntax, "the number \(text) is out of range", at: start)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(InputError) {
        let length = word.utf8CodeUnitCount
        let matches =
            position + length <= bytes.count
            && (0..<length).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches else {
            throw error(
                "expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        position += length
    }

    // MARK: Positions and messages

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // LF, CR LF and a lone CR each end a line, as in the DSL.
                if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "\n")
                {
                    position += 1
                }
                position += 1
                line += 1
                lineStart = position
                continuationBytes = 0
                skipIndentation()
            default:
                return
            }
        }
    }

    /// Skips the spaces that indent a line, eight at a time.
    private mutating func skipIndentation() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        guard let base = bytes.baseAddress else { return }
        while position + 8 <= bytes.count {
            // In little-endian order the lowest byte is the first in memory, on any machine.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            guard word == spaces else {
                position += (word ^ spaces).trailingZeroBitCount / 8
                return
            }
            position += 8
        }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
