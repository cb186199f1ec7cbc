/// String literals as both the JSON form and the DSL write them.
enum QuotedString {
    /// Appends `text` in double quotes with JSON escapes: `\"`, `\\`, `\b \f \n \r \t` and `\u00XX` for the other
    /// control characters. Everything else, non-ASCII included, is kept as UTF-8.
    static func append(_ text: String, to output: inout String) {
        output.append("\"")
        var runStart = text.unicodeScalars.startIndex
        var index = runStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar.value {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x00..<0x20, 0x7F:
                let hex = String(scalar.value, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escape = nil
            }
            if let escape {
                output.unicodeScalars.append(contentsOf: scalars[runStart..<index])
                output.append(escape)
                runStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[runStart..<scalars.endIndex])
        output.append("\"")
    }

    static func quoted(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }
}
