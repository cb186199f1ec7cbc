/// Values from a spec as messages repeat them.
public enum QuotedString {
    /// The most characters of a value that a message repeats.
    public static let excerptLimit = 64

    /// A value as a message quotes it: its ``excerpt(_:limit:)`` in double quotes.
    @inlinable public static func quoted<S: StringProtocol>(_ text: S) -> String { "\"" + excerpt(text) + "\"" }

    /// A value as a diagnostic shows it: on one line, with control characters, DEL, C1 controls and the Unicode
    /// line and paragraph separators written as the escapes a spec string uses (`\n`, `\t`, `\u0000`), and cut
    /// after `limit` characters with `…`, so that a huge or hostile value cannot make a huge message or drive a
    /// terminal. Quotes and backslashes are kept as they are.
    @inlinable public static func excerpt<S: StringProtocol>(_ text: S, limit: Int = excerptLimit) -> String {
        if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        var output = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                output += "…"
                return output
            }
            count += 1
            switch scalar.value {
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
