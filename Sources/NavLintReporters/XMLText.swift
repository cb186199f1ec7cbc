/// Escaping for XML 1.0 documents.
enum XMLText {
    /// `text` as attribute content inside double quotes: markup characters as entities, tabs and line
    /// breaks as character references (attribute normalisation would turn them into spaces), and
    /// characters XML 1.0 does not allow replaced by U+FFFD.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// `text` as element content: markup characters as entities, CR as a character reference (parsers
    /// turn a literal CR into LF), and characters XML 1.0 does not allow replaced by U+FFFD.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\r": output += "&#13;"
            case "\n": output += inAttribute ? "&#10;" : "\n"
            case "\t": output += inAttribute ? "&#9;" : "\t"
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The XML declaration every navlint XML report starts with.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
}
