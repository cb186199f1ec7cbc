import NavLintModel

/// Where a value or element that starts at a byte offset ends, read from the text: the spec's values carry where
/// they start, and the editor needs whole ranges.
struct TokenExtent {
    let document: TextDocument
    let format: SpecFormat

    /// The range of the name or value at `offset`: inside the quotes of a string, else a DSL word (letters, digits,
    /// `_ . + - *`, ending before `->`).
    func token(at offset: Int) -> TextRange {
        let bytes = document.bytes
        guard offset < bytes.count else { return TextRange(start: bytes.count, end: bytes.count) }
        if bytes[offset] == UInt8(ascii: "\"") {
            let close = closingQuote(after: offset)
            return TextRange(start: offset + 1, end: max(offset + 1, close))
        }
        var end = offset
        while end < bytes.count, Self.isWordByte(bytes[end]) {
            if bytes[end] == UInt8(ascii: "-") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ">") {
                break
            }
            end += 1
        }
        return TextRange(start: offset, end: end)
    }

    /// The whole element that starts at `offset`: a bracketed JSON value or a key with its value, a DSL statement
    /// with its body, or else the token there (a string with its quotes).
    func element(at offset: Int) -> TextRange {
        let bytes = document.bytes
        guard offset < bytes.count else { return TextRange(start: bytes.count, end: bytes.count) }
        switch format {
        case .json:
            return jsonValue(at: offset)
        case .nav:
            let line = document.line(containing: offset)
            let before = bytes[document.lineStarts[line]..<offset]
            guard before.allSatisfy({ $0 == 32 || $0 == 9 }) else { return quotedToken(at: offset) }
            return statement(at: offset, line: line)
        }
    }

    private func quotedToken(at offset: Int) -> TextRange {
        let token = token(at: offset)
        guard document.bytes[offset] == UInt8(ascii: "\"") else { return token.end > offset ? token : single(offset) }
        return TextRange(start: offset, end: min(document.bytes.count, token.end + 1))
    }

    private func single(_ offset: Int) -> TextRange {
        TextRange(start: offset, end: min(document.bytes.count, offset + 1))
    }

    private func jsonValue(at offset: Int) -> TextRange {
        let bytes = document.bytes
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return TextRange(start: offset, end: matchingClose(from: offset))
        case UInt8(ascii: "\""):
            let string = quotedToken(at: offset)
            var next = string.end
            while next < bytes.count, [9, 10, 13, 32].contains(bytes[next]) { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return string }
            next += 1
            while next < bytes.count, [9, 10, 13, 32].contains(bytes[next]) { next += 1 }
            guard next < bytes.count else { return string }
            return TextRange(start: offset, end: jsonValue(at: next).end)
        default:
            return quotedToken(at: offset)
        }
    }

    /// A DSL statement: its line, and its `{ ... }` body when the line opens one.
    private func statement(at offset: Int, line: Int) -> TextRange {
        let end = document.lineEnd(line)
        if let open = unclosedBrace(from: offset, to: end) {
            return TextRange(start: offset, end: matchingClose(from: open))
        }
        var trimmed = end
        while trimmed > offset, [9, 32].contains(document.bytes[trimmed - 1]) { trimmed -= 1 }
        return TextRange(start: offset, end: max(trimmed, offset + 1))
    }

    /// The offset of a `{` on the line that the line does not close, outside strings and comments.
    private func unclosedBrace(from offset: Int, to end: Int) -> Int? {
        let bytes = document.bytes
        var opens: [Int] = []
        var index = offset
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = closingQuote(after: index)
            case UInt8(ascii: "#"): index = end
            case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"): index = end
            case UInt8(ascii: "{"): opens.append(index)
            case UInt8(ascii: "}"): _ = opens.popLast()
            default: break
            }
            index += 1
        }
        return opens.first
    }

    /// The offset just past the bracket that closes the one at `open`, skipping strings (and DSL comments); the
    /// end of the text when none does.
    private func matchingClose(from open: Int) -> Int {
        let bytes = document.bytes
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = closingQuote(after: index)
            case UInt8(ascii: "#") where format == .nav:
                while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return bytes.count
    }

    /// The offset of the quote that closes the string opened at `open` (or the line's end when none does).
    private func closingQuote(after open: Int) -> Int {
        let bytes = document.bytes
        var index = open + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""), 10, 13: return index
            default: index += 1
            }
        }
        return bytes.count
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "*"):
            true
        default:
            byte >= 0x80
        }
    }
}
