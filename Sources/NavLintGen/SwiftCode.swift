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

    /// `static func name(parameters) -> result` (no result for nil), whose body switches on its parameter
    /// `subject` over `cases` (ascending numbers), with `fallback` for other numbers. With more than `limit`
    /// cases it switches on `subject / limit` to one private function per block of numbers (`name0`,
    /// `name1`...) instead, so that no function holds thousands of cases.
    mutating func routeSwitch(
        _ name: String, parameters: String, arguments: String, result: String?,
        cases: [(number: Int, body: (inout SwiftCode) -> Void)], fallback: String, subject: String = "route",
        limit: Int = CaseSwitch.limit
    ) {
        let blocks = Dictionary(grouping: cases) { $0.number / limit }
        let arrow = result.map { " -> " + $0 } ?? ""
        func write(_ signature: String, _ cases: [(number: Int, body: (inout SwiftCode) -> Void)]) {
            block("\(signature)(\(parameters))\(arrow) {") { code in
                code.line("switch \(subject) {")
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
        block("static func \(name)(\(parameters))\(arrow) {") { code in
            code.line("switch \(subject) / \(Self.number(limit)) {")
            for number in blocks.keys.sorted() {
                code.line("case \(Self.number(number)):")
                code.line("  " + (result == nil ? "" : "return ") + "\(name)\(number)(\(arguments))")
            }
            code.line("default:")
            code.line("  " + fallback)
            code.line("}")
        }
        for number in blocks.keys.sorted() {
            line()
            line("@inline(never)")
            write("private static func \(name)\(number)", blocks[number] ?? [])
        }
    }

    /// `declaration = [key: value, ...]` (`prefix` is `private static let literals4`, `type`
    /// `[String: Int]`), one entry a line. With more than `limit` entries the dictionary is filled at run
    /// time by private functions `name0(_:)`, `name1(_:)`... of `limit` entries each: `swiftc -O` takes
    /// far longer on one literal of thousands of elements than on many small functions.
    mutating func dictionary(
        _ prefix: String, type: String, name: String, entries: [(key: String, value: String)],
        limit: Int = CaseSwitch.limit
    ) {
        guard entries.count > limit else {
            guard !entries.isEmpty else {
                line("\(prefix): \(type) = [:]")
                return
            }
            line("\(prefix): \(type) = [")
            for entry in entries { line("  \(entry.key): \(entry.value)" + (entries.count > 1 ? "," : "")) }
            line("]")
            return
        }
        let blocks = stride(from: 0, to: entries.count, by: limit).map { entries[$0..<min($0 + limit, entries.count)] }
        line("\(prefix): \(type) = \(name)()")
        line()
        block("private static func \(name)() -> \(type) {") { code in
            code.line("var table: \(type) = [:]")
            code.line("table.reserveCapacity(\(Self.number(entries.count)))")
            for index in blocks.indices { code.line("\(name)\(index)(&table)") }
            code.line("return table")
        }
        for (index, entries) in blocks.enumerated() {
            line()
            line("@inline(never)")
            block("private static func \(name)\(index)(_ table: inout \(type)) {") { code in
                for entry in entries { code.line("table[\(entry.key)] = \(entry.value)") }
            }
        }
    }

    /// A documentation comment; each line of `text` becomes a `///` line, its content escaped as
    /// ``commentText(_:)`` escapes it.
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line("/// " + Self.commentText(String(part)))
        }
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
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// Text from the spec or the command line for a comment: what could end the comment's line (a line
    /// feed, carriage return or other line break) or hide in it (controls, format characters) is written
    /// as a string literal writes it (`\n`, `\u{202E}`), so it stays on its line and visible.
    static func commentText(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// The escaping of ``literal(_:)``; without `quotes`, quotes and backslashes are kept as they are.
    private static func escaped(_ text: String, quotes: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: output += "\\\""
            case "\\" where quotes: output += "\\\\"
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
        return output
    }
}
