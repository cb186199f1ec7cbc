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

    /// `prefix[a, b]` (`[:]` for a dictionary without elements) on one line when it fits in 100 columns,
    /// else one element a line with trailing commas, as swift-format writes it.
    mutating func collection(_ prefix: String, _ elements: [String], dictionary: Bool) {
        let empty = dictionary ? "[:]" : "[]"
        let single = prefix + (elements.isEmpty ? empty : "[" + elements.joined(separator: ", ") + "]")
        guard depth * 2 + single.count > 100 else {
            line(single)
            return
        }
        block(prefix + "[", closing: "]") { code in
            for element in elements { code.line(element + ",") }
        }
    }

    /// The body one level in, with no lines around it (the statements of a `case`).
    mutating func indented(_ body: (inout SwiftCode) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `static func name(parameters) -> result`, whose body switches on its first parameter, `route`,
    /// over `cases` (ascending numbers), with `fallback` for other numbers. With more than `limit` cases
    /// it switches on `route / limit` to one private function per block of numbers (`name0`, `name1`...)
    /// instead, so that no function holds thousands of cases.
    mutating func routeSwitch(
        _ name: String, parameters: String, arguments: String, result: String,
        cases: [(number: Int, body: (inout SwiftCode) -> Void)], fallback: String, limit: Int = 200
    ) {
        let blocks = Dictionary(grouping: cases) { $0.number / limit }
        func write(_ signature: String, _ cases: [(number: Int, body: (inout SwiftCode) -> Void)]) {
            block("\(signature)(\(parameters)) -> \(result) {") { code in
                code.line("switch route {")
                for item in cases {
                    code.line("case \(Self.number(item.number)):")
                    code.indented(item.body)
                }
                code.line("default:")
                code.line("  " + fallback)
                code.line("}")
            }
        }
        guard cases.count > limit else {
            write("static func \(name)", cases)
            return
        }
        block("static func \(name)(\(parameters)) -> \(result) {") { code in
            code.line("switch route / \(Self.number(limit)) {")
            for number in blocks.keys.sorted() {
                code.line("case \(Self.number(number)):")
                code.line("  return \(name)\(number)(\(arguments))")
            }
            code.line("default:")
            code.line("  " + fallback)
            code.line("}")
        }
        for number in blocks.keys.sorted() {
            line()
            write("private static func \(name)\(number)", blocks[number] ?? [])
        }
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
