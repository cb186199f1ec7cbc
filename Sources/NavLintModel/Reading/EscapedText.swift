/// Where the characters of a string written with escapes stand in the source. Both forms write strings
/// with the same escapes (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`, surrogate pairs).
enum EscapedText {
    /// The source column of each character (Unicode scalar) of the decoded text, and then of the closing
    /// quote; nil when the text has no escape, since each character then takes one column.
    /// - Parameters:
    ///   - raw: the bytes between the quotes, already validated.
    ///   - column: the column of the first of them.
    static func columns<Raw: RandomAccessCollection<UInt8>>(of raw: Raw, startingAt column: Int) -> [Int]?
    where Raw.Index == Int {
        guard raw.contains(UInt8(ascii: "\\")) else { return nil }
        var columns: [Int] = []
        var column = column
        var index = raw.startIndex
        while index < raw.endIndex {
            columns.append(column)
            let byte = raw[index]
            if byte == UInt8(ascii: "\\") {
                // \uXXXX takes six columns, a surrogate pair twelve; other escapes two.
                var width = raw[index + 1] == UInt8(ascii: "u") ? 6 : 2
                if width == 6, index + 7 < raw.endIndex, raw[index + 6] == UInt8(ascii: "\\"),
                    raw[index + 7] == UInt8(ascii: "u"),
                    let high = UInt32(String(decoding: raw[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
                    (0xD800...0xDBFF).contains(high)
                {
                    width = 12
                }
                index += width
                column += width
            } else {
                index += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                column += 1
            }
        }
        columns.append(column)
        return columns
    }
}
