import NavLintRoutes

/// Writes the public API of the generated enum: its cases, nested enums, `patterns`, `routeID`,
/// `parameters`, `url` and `init?(url:)`.
struct DeclarationsEmitter {
    let model: DeepLinkModel
    let access: String
    let values: ValueCode

    init(model: DeepLinkModel, access: String) {
        self.model = model
        self.access = access
        values = ValueCode(model: model)
    }

    /// `.product(id: v0, page: v1)`: the case built from values named `v0`, `v1`... in order.
    static func construction(_ linkCase: DeepLinkModel.Case, model: DeepLinkModel) -> String {
        let name = "." + SwiftNames.escaped(linkCase.name)
        guard !linkCase.parameters.isEmpty else { return name }
        let arguments = linkCase.parameters.enumerated().map { "\($0.element.label): v\($0.offset)" }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `case .product(let v0, let v1):`
    private static func pattern(_ linkCase: DeepLinkModel.Case) -> String {
        let name = "case ." + SwiftNames.escaped(linkCase.name)
        guard !linkCase.parameters.isEmpty else { return name + ":" }
        return name + "(" + linkCase.parameters.indices.map { "let v\($0)" }.joined(separator: ", ") + "):"
    }

    func writeBody(into code: inout SwiftCode) {
        for linkCase in model.cases {
            code.doc("`\(linkCase.pattern.text)`")
            let parameters = linkCase.parameters.map { "\($0.label): \(values.swiftType($0))" }
            let name = SwiftNames.escaped(linkCase.name)
            code.line("case " + name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))
        }
        for valueEnum in model.stateEnums + model.valueEnums { writeEnum(valueEnum, into: &code) }
        writePatterns(into: &code)
        writeRouteID(into: &code)
        writeParameters(into: &code)
        writeURL(into: &code)
        writeInit(into: &code)
    }

    private func writeEnum(_ valueEnum: DeepLinkModel.ValueEnum, into code: inout SwiftCode) {
        code.line()
        code.doc(valueEnum.doc)
        code.block("\(access)enum \(valueEnum.typeName): String, CaseIterable, Sendable, Codable {") { code in
            for item in valueEnum.cases {
                let name = SwiftNames.escaped(item.name)
                code.line(
                    item.name == item.rawValue ? "case \(name)" : "case \(name) = \(SwiftCode.literal(item.rawValue))")
            }
        }
    }

    private func writePatterns(into code: inout SwiftCode) {
        code.line()
        code.doc("The spec's route ids and their patterns.")
        guard !model.cases.isEmpty else {
            code.line("\(access)static let patterns: [String: String] = [:]")
            return
        }
        code.line("\(access)static let patterns: [String: String] = [")
        for linkCase in model.cases {
            let comma = model.cases.count > 1 ? "," : ""
            code.line("  \(SwiftCode.literal(linkCase.routeID)): \(SwiftCode.literal(linkCase.pattern.text))\(comma)")
        }
        code.line("]")
    }

    /// A `switch self` over every case, or for an enum without cases a body that cannot be reached.
    /// Enums with more cases than this are matched with `if case` in turn instead of `switch self`:
    /// the compiler cannot prove a `switch` over a few hundred cases exhaustive in reasonable time.
    static let switchLimit = 200

    /// A `switch self` over every case (for an enum without cases, a body that cannot be reached), or
    /// for a large enum an `if case` per case and a trap after them, which no value reaches.
    private func writeSwitch(
        into code: inout SwiftCode, binding: Bool = true, _ body: (inout SwiftCode, DeepLinkModel.Case) -> Void
    ) {
        guard !model.cases.isEmpty else {
            code.line("switch self {}")
            return
        }
        guard model.cases.count <= Self.switchLimit else {
            for linkCase in model.cases {
                let pattern = binding ? Self.pattern(linkCase) : "case .\(SwiftNames.escaped(linkCase.name)):"
                code.block("if " + pattern.dropLast() + " = self {") { code in body(&code, linkCase) }
            }
            code.line("preconditionFailure(\"every case is matched above\")")
            return
        }
        code.line("switch self {")
        for linkCase in model.cases {
            code.line(binding ? Self.pattern(linkCase) : "case .\(SwiftNames.escaped(linkCase.name)):")
            code.indented { code in body(&code, linkCase) }
        }
        code.line("}")
    }

    private func writeRouteID(into code: inout SwiftCode) {
        code.line()
        code.doc("The spec's id of the route.")
        code.block("\(access)var routeID: String {") { code in
            writeSwitch(into: &code, binding: false) { code, linkCase in
                code.line("return \(SwiftCode.literal(linkCase.routeID))")
            }
        }
    }

    private func writeParameters(into code: inout SwiftCode) {
        code.line()
        code.doc("The parameters as `navlint resolve --format json` prints them (strings without quotes).")
        code.block("\(access)var parameters: [String: String] {") { code in
            writeSwitch(into: &code) { code, linkCase in
                let required = linkCase.parameters.enumerated().filter { !$0.element.isOptional }.map {
                    index, parameter in
                    "\(SwiftCode.literal(parameter.name)): \(values.text(parameter.type, "v\(index)"))"
                }
                let optional = linkCase.parameters.enumerated().filter { $0.element.isOptional }
                let dictionary = required.isEmpty ? "[:]" : "[" + required.joined(separator: ", ") + "]"
                guard !optional.isEmpty else {
                    code.line("return " + dictionary)
                    return
                }
                code.line("var parameters: [String: String] = " + dictionary)
                for (index, parameter) in optional {
                    let text = values.text(parameter.type, "v\(index)")
                    code.line("if let v\(index) { parameters[\(SwiftCode.literal(parameter.name))] = \(text) }")
                }
                code.line("return parameters")
            }
        }
    }

    private func writeURL(into code: inout SwiftCode) {
        code.line()
        code.doc(
            """
            The canonical URL of the link: `\(model.typeName)(url: link.url) == link` for values the pattern
            accepts (non-empty strings, finite numbers, tails without empty segments).
            """)
        code.block("\(access)var url: URL {") { code in
            writeSwitch(into: &code) { code, linkCase in
                let url = URLTemplate(linkCase: linkCase, values: values)
                guard !url.pieces.isEmpty || url.query != nil else {
                    code.line("return Matcher.url(\(url.start))")
                    return
                }
                code.line("var text = " + url.start)
                for piece in url.pieces { code.line("text += " + piece) }
                if let query = url.query {
                    code.line("text += Matcher.query([")
                    for item in query { code.line("  " + item + (query.count > 1 ? "," : "")) }
                    code.line("])")
                }
                code.line("return Matcher.url(text)")
            }
        }
    }

    private func writeInit(into code: inout SwiftCode) {
        code.line()
        code.doc(
            """
            The link a URL opens: the same route and parameters as `navlint resolve`, or nil when no route
            wins it (or an int or double in it is out of Swift's range).
            """)
        code.block("\(access)init?(url: URL) {") { code in
            code.line("guard let parts = Matcher.Parts(url.absoluteString),")
            code.line("  let route = Matcher.winner(parts),")
            code.line("  let link = Matcher.make(route, parts)")
            code.line("else { return nil }")
            code.line("self = link")
        }
    }
}

/// The pieces of a case's canonical URL: the literal start, then a piece per segment, then the query.
struct URLTemplate {
    /// A string literal: the scheme and the literal text up to the first placeholder.
    private(set) var start = ""
    /// String expressions appended in order.
    private(set) var pieces: [String] = []
    /// `("key", value)` items for `Matcher.query`, or nil without a query.
    private(set) var query: [String]?

    private var literal = ""

    init(linkCase: DeepLinkModel.Case, values: ValueCode) {
        let pattern = linkCase.pattern
        let byName = Dictionary(linkCase.parameters.enumerated().map { ($0.element.name, $0) }) { first, _ in first }
        func value(_ placeholder: RoutePlaceholder, host: Bool) -> String {
            guard let (index, parameter) = byName[placeholder.name] else { return "\"\"" }
            let text = values.urlText(parameter.type, "v\(index)")
            if placeholder.isTail { return "Matcher.escapedTail(\(text))" }
            return host ? "Matcher.escapedHost(\(text))" : "Matcher.escaped(\(text))"
        }
        literal = pattern.scheme + (pattern.kind == .pseudo ? ":" : "://")
        if let host = pattern.host {
            switch host {
            case .literal(let text): literal += pattern.kind == .web ? text : URLText.escapedHost(text)
            case .placeholder(let placeholder): append(value(placeholder, host: true))
            case .mixed: break  // refused: see SwiftGenerator.unsupportedForms
            }
        }
        for (index, segment) in pattern.segments.enumerated() {
            if pattern.kind != .pseudo || index > 0 { literal += "/" }
            switch segment {
            case .literal(let text): literal += URLText.escaped(text)
            case .placeholder(let placeholder): append(value(placeholder, host: false))
            case .mixed: break  // refused: see SwiftGenerator.unsupportedForms
            }
        }
        if let tail = pattern.tail {
            if pattern.kind != .pseudo || !pattern.segments.isEmpty { literal += "/" }
            append(value(tail, host: false))
        }
        flush()
        guard !pattern.queryItems.isEmpty else { return }
        query = pattern.queryItems.map { item in
            let key = SwiftCode.literal(item.key)
            switch item.value {
            case .literal(let text): return "(\(key), \(SwiftCode.literal(text)))"
            case .placeholder(let placeholder):
                guard let (index, parameter) = byName[placeholder.name] else { return "(\(key), nil)" }
                guard parameter.isOptional else { return "(\(key), \(values.urlText(parameter.type, "v\(index)")))" }
                let text = values.urlText(parameter.type, "$0")
                return text == "$0" ? "(\(key), v\(index))" : "(\(key), v\(index).map { \(text) })"
            case .mixed: return "(\(key), nil)"  // refused: see SwiftGenerator.unsupportedForms
            }
        }
    }

    private mutating func append(_ expression: String) {
        flush()
        pieces.append(expression)
    }

    private mutating func flush() {
        guard !literal.isEmpty else { return }
        if start.isEmpty && pieces.isEmpty {
            start = SwiftCode.literal(literal)
        } else {
            pieces.append(SwiftCode.literal(literal))
        }
        literal = ""
    }
}

/// Percent-encoding of literal URL text at generation time, the same as the generated
/// `Matcher.escaped` and `Matcher.escapedHost` do at run time.
enum URLText {
    static func escaped(_ text: String) -> String { escaped(text, keeping: "-._~!$'()*,;:@") }

    static func escapedHost(_ text: String) -> String { escaped(text, keeping: "-._~") }

    private static func escaped(_ text: String, keeping marks: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in text.utf8 {
            let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if letter || (byte >= 0x30 && byte <= 0x39) || marks.utf8.contains(byte) {
                output.append(byte)
            } else {
                output += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
