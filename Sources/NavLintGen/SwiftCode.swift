/// Swift source text written line by line with two-space indentation (swift-format's default), and
/// string literals for any text.
struct SwiftCode {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "  ", count: depth) + content }
        text += "\n"
    }

    /// Each line of `text` at the current indentation, plus its own.
    mutating func lines(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) { line(String(part)) }
    }

    /// `opening`, the body one level in, and `closing` (`}` by default).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftCode) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// `guard condition else { return nil }`, broken over lines as swift-format breaks it when it is
    /// longer than 100 columns.
    mutating func guardElseReturnNil(_ condition: String) {
        let indentation = depth * 2
        let opening = "guard " + condition + " else {"
        if indentation + opening.count + " return nil }".count <= 100 {
            line(opening + " return nil }")
        } else if indentation + opening.count <= 100 {
            block(opening) { code in code.line("return nil") }
        } else {
            line("guard " + condition)
            line("else { return nil }")
        }
    }

    /// The body one level in, with no lines around it (the statements of a `case`).
    mutating func indented(_ body: (inout SwiftCode) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// A documentation comment; each line of `text` becomes a `///` line.
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) { line("/// " + part) }
    }

    /// An integer literal, its digits grouped by three with `_` from five digits on, as swift-format
    /// asks (`2_147_483_645`).
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        guard digits.count >= 5 else { return String(value) }
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "_" }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A Swift string literal for `text`: quotes, backslashes and invisible characters (controls,
    /// format characters, separators other than the space, combining marks) are escaped; everything else is kept.
    static func literal(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\0": output += "\\0"
            case " ": output += " "
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse,
                    .unassigned, .nonspacingMark, .enclosingMark:
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
