import NavLintModel

/// A position as LSP counts it: a 0-based line, and a 0-based character offset in UTF-16 code units.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSONOutput { .object(["line": .integer(line), "character": .integer(character)]) }

    /// The position in an LSP `Position` object; nil when it is not one.
    init?(json: JSONValue?) {
        guard let line = json?["line"]?.integer, let character = json?["character"]?.integer, line >= 0,
            character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }
}

/// A range of a document's text in UTF-8 byte offsets, end excluded.
public struct TextRange: Sendable, Hashable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    func contains(_ offset: Int) -> Bool { start <= offset && offset <= end }
}

/// The text of an open document as UTF-8 bytes with the offset of each line, converting between byte offsets,
/// LSP positions (UTF-16) and the spec's locations (1-based lines, columns counting Unicode scalars). Lines end at
/// LF, CR LF or a lone CR, as for both the DSL reader and LSP.
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    /// The byte offset at which each line starts.
    private(set) var lineStarts: [Int]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 10 {
                    starts.append(index)
                } else if byte == 13 {
                    if index < bytes.count && bytes[index] == 10 { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }

    /// The offset just past the last character of `line` (before its line break).
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line] && bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line] && bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The byte offset of an LSP position; nil past the last line. A character past the line's end is the line's
    /// end (as LSP says), and one inside a character's UTF-16 pair or UTF-8 sequence rounds down to it.
    func offset(of position: Position) -> Int? {
        guard position.line < lineStarts.count else { return nil }
        let end = lineEnd(position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end {
            let length = Self.sequenceLength(bytes[offset])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The byte offset of an LSP position, past the end clamped to the end of the text (for edits).
    func clampedOffset(of position: Position) -> Int {
        offset(of: position) ?? bytes.count
    }

    /// The LSP position of a byte offset.
    func position(ofOffset offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        let line = self.line(containing: offset)
        var index = lineStarts[line]
        var units = 0
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return Position(line: line, character: units)
    }

    /// The byte offset of a spec location (1-based line, column in Unicode scalars), clamped to its line.
    func offset(of location: SourceLocation) -> Int {
        let line = max(0, min(location.line - 1, lineStarts.count - 1))
        let end = lineEnd(line)
        var offset = lineStarts[line]
        var column = 1
        while column < location.column && offset < end {
            offset = min(end, offset + Self.sequenceLength(bytes[offset]))
            column += 1
        }
        return offset
    }

    /// The spec location of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = self.line(containing: offset)
        var index = lineStarts[line]
        var column = 1
        while index < offset {
            index += Self.sequenceLength(bytes[index])
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The 0-based line that holds `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The LSP range of a byte range.
    func json(_ range: TextRange) -> JSONOutput {
        .object(["start": position(ofOffset: range.start).json, "end": position(ofOffset: range.end).json])
    }

    /// The byte range of an LSP `Range` object; nil when it is not one, or starts past the last line.
    func range(json: JSONValue?) -> TextRange? {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]),
            let startOffset = offset(of: start)
        else { return nil }
        return TextRange(start: startOffset, end: max(startOffset, clampedOffset(of: end)))
    }

    /// Replaces the bytes of `range` with `text` (an incremental change), or the whole text when `range` is nil.
    public mutating func replace(_ range: TextRange?, with text: String) {
        guard let range else {
            self = TextDocument(text)
            return
        }
        let start = min(range.start, bytes.count)
        let end = max(start, min(range.end, bytes.count))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
