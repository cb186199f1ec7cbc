/// A JSON document to be written, with object members kept in the order they are given.
///
/// navlint writes JSON itself rather than through Foundation so that key order, number format and
/// escaping are fixed: the same value always gives the same bytes. Strings are written as UTF-8 with
/// only `"`, `\` and control characters escaped (`/` and non-ASCII characters stay as they are).
public indirect enum JSONOutput: Sendable, Equatable {
    case object([Member])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    /// A finite number, written the shortest way that reads back exactly (`0.75`, `2.5`).
    case number(Double)
    case bool(Bool)
    case null

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONOutput

        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in the order given.
    public static func object(_ pairs: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONOutput {
        .array(values.map { .string($0) })
    }

    /// The value pretty-printed with two-space indentation, without a trailing newline.
    /// Empty arrays and objects are written as `[]` and `{}`.
    public func prettyPrinted() -> String {
        var output = ""
        write(into: &output, indentation: 0)
        return output
    }

    /// The value on one line with no spaces, for JSON Lines output.
    public func compact() -> String {
        var output = ""
        writeCompact(into: &output)
        return output
    }

    private func writeCompact(into output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += JSONOutput.quoted(member.key) + ":"
                member.value.writeCompact(into: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.writeCompact(into: &output)
            }
            output += "]"
        default:
            write(into: &output, indentation: 0)
        }
    }

    private func write(into output: inout String, indentation: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: " ", count: indentation + 2)
                output += JSONOutput.quoted(member.key)
                output += ": "
                member.value.write(into: &output, indentation: indentation + 2)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indentation) + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: " ", count: indentation + 2)
                element.write(into: &output, indentation: indentation + 2)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indentation) + "]"
        case .string(let value):
            output += JSONOutput.quoted(value)
        case .integer(let value):
            output += String(value)
        case .number(let value):
            output += JSONOutput.format(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// A number as JSON: integral values without a fraction, others in Swift's shortest round-trip form,
    /// and `null` for values JSON cannot hold (infinities, NaN).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A JSON string literal for `text`, quotes included, with the Unicode line and paragraph separators
    /// escaped too (so the output can be embedded in JavaScript).
    public static func quoted(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &output, escapingLineSeparators: true)
        return output
    }

    /// Appends `text` in double quotes with JSON escapes: `\"`, `\\`, `\b \f \n \r \t` and `\u00xx` for the
    /// other control characters and DEL, and `\u2028` and `\u2029` when `escapingLineSeparators`. Everything
    /// else, non-ASCII included, is kept as UTF-8. The one JSON string escaper: reports, the JSON spec form
    /// and the DSL's strings all use it.
    public static func appendQuoted(_ text: String, to output: inout String, escapingLineSeparators: Bool = false) {
        output += "\""
        let utf8 = text.utf8
        let needsEscape = { (byte: UInt8) in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
                || (escapingLineSeparators && byte == 0xE2)
        }
        guard utf8.contains(where: needsEscape) else {
            output += text
            output += "\""
            return
        }
        var runStart = utf8.startIndex
        var index = runStart
        while index < utf8.endIndex {
            let byte = utf8[index]
            if needsEscape(byte), let escape = escape(at: index, in: utf8) {
                output += text[runStart..<index]
                output += escape.text
                runStart = utf8.index(index, offsetBy: escape.length)
                index = runStart
            } else {
                index = utf8.index(after: index)
            }
        }
        output += text[runStart..<utf8.endIndex]
        output += "\""
    }

    /// The escape for the character at `index` (whose first byte needs one) and its length in bytes; nil
    /// for a 0xE2 that does not start U+2028 or U+2029.
    private static func escape(
        at index: String.UTF8View.Index, in utf8: String.UTF8View
    ) -> (text: String, length: Int)? {
        let byte = utf8[index]
        switch byte {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case 0x08: return ("\\b", 1)
        case 0x0C: return ("\\f", 1)
        case 0x0A: return ("\\n", 1)
        case 0x0D: return ("\\r", 1)
        case 0x09: return ("\\t", 1)
        case 0xE2:
            var next = utf8.index(after: index)
            guard next < utf8.endIndex, utf8[next] == 0x80 else { return nil }
            next = utf8.index(after: next)
            guard next < utf8.endIndex, utf8[next] == 0xA8 || utf8[next] == 0xA9 else { return nil }
            return (utf8[next] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default: return ("\\u" + hex4(UInt32(byte)), 1)
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
