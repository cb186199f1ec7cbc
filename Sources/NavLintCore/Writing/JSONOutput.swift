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

    /// A JSON string literal for `text`, quotes included.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                output += "\\u" + hex4(scalar.value)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
        return output
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
