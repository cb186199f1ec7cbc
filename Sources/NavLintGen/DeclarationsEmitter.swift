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

    /// `DeepLink.product(id: v0, page: v1)`: the case built from values named `v0`, `v1`... in order.
    /// Qualified with the type's name, since the result is often optional and a case named `none`
    /// would otherwise be `Optional.none`.
    static func construction(_ linkCase: DeepLinkModel.Case, model: DeepLinkModel) -> String {
        let name = model.typeName + "." + SwiftNames.escaped(linkCase.name)
        guard !linkCase.parameters.isEmpty else { return name }
        let arguments = linkCase.parameters.enumerated().map {
            "\(SwiftNames.argumentLabel($0.element.label)): v\($0.offset)"
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    func writeBody(into code: inout SwiftCode) {
        for linkCase in model.cases {
            code.doc("`\(linkCase.pattern.text)`")
            let parameters = linkCase.parameters.map { "\(SwiftNames.escaped($0.label)): \(values.swiftType($0))" }
            let name = SwiftNames.escaped(linkCase.name)
            code.line("case " + name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))
        }
        for valueEnum in model.stateEnums + model.valueEnums { writeEnum(valueEnum, into: &code) }
        writePatterns(into: &code)
        writeRouteID(into: &code)
        writeParameters(into: &code)
        writeBindings(into: &code)
        writeURL(into: &code)
        writeInit(into: &code)
        ConformanceEmitter(model: model, access: access, values: values).write(into: &code)
    }

    /// The statements of a member that reads `self`, as ``ConformanceEmitter/reading(_:_:)`` writes them.
    private func reading(_ statements: [String]) -> String {
        ConformanceEmitter(model: model, access: access, values: values).reading("self", statements).joined(
            separator: "\n")
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
        let entries = model.cases.map {
            (key: SwiftCode.literal($0.routeID), value: SwiftCode.literal($0.pattern.text))
        }
        code.dictionary("\(access)static let patterns", type: "[String: String]", name: "_patterns", entries: entries)
    }

    private func writeMember(
        _ member: CaseSwitch.Member, into code: inout SwiftCode,
        _ body: (inout SwiftCode, DeepLinkModel.Case) -> Void
    ) {
        CaseSwitch(cases: model.cases).write(member, into: &code, body)
    }

    private func writeRouteID(into code: inout SwiftCode) {
        code.line()
        code.doc("The spec's id of the route.")
        let member = CaseSwitch.Member(
            declaration: "\(access)var routeID: String", name: "_routeID", type: "String", binding: false)
        writeMember(member, into: &code) { code, linkCase in
            code.line("return \(SwiftCode.literal(linkCase.routeID))")
        }
    }

    /// `parameters`, and `_values`, which it filters: every value as text by its key (`Parameter.valueKey`),
    /// the ignored placeholders' too, so that `==` tells apart links that differ only in those.
    private func writeParameters(into code: inout SwiftCode) {
        code.line()
        code.doc("The parameters as `navlint resolve --format json` prints them (strings without quotes).")
        code.block("\(access)var parameters: [String: String] {") { code in
            code.lines(reading(["_values.filter { !$0.key.hasPrefix(\"_\") }"]))
        }
        code.line()
        code.doc("Every value as text, an ignored placeholder's under `_` and its label.")
        let member = CaseSwitch.Member(
            declaration: "private var _values: [String: String]", name: "_values", type: "[String: String]")
        writeMember(member, into: &code, writeValuesCase)
    }

    private func writeValuesCase(_ code: inout SwiftCode, _ linkCase: DeepLinkModel.Case) {
        let required = linkCase.parameters.enumerated().filter { !$0.element.isOptional }.map { index, parameter in
            "\(SwiftCode.literal(parameter.valueKey)): \(values.text(parameter, "v\(index)"))"
        }
        let optional = linkCase.parameters.enumerated().filter { $0.element.isOptional }
        guard !optional.isEmpty else {
            code.collection("return ", required, dictionary: true)
            return
        }
        code.collection("var values: [String: String] = ", required, dictionary: true)
        for (index, parameter) in optional {
            let text = values.text(parameter, "v\(index)")
            code.line("if let v\(index) { values[\(SwiftCode.literal(parameter.valueKey))] = \(text) }")
        }
        code.line("return values")
    }

    /// `bindings`, read from a table of the routes that have `bind` entries.
    private func writeBindings(into code: inout SwiftCode) {
        code.line()
        code.doc(
            """
            The route's `bind` entries: each `Model.param` with its value, a constant (`=value`) as written
            without the `=`, `$url` as the link's `url`, a placeholder as in `parameters` (left out when it is
            absent).
            """)
        code.block("\(access)var bindings: [String: String] {") { code in
            code.lines(reading(["Matcher.bound(Self._bindings[routeID] ?? [:], parameters) { url }"]))
        }
        code.line()
        code.doc("The `bind` entries of the routes that have them, by route id.")
        let entries = model.cases.compactMap { linkCase -> (key: String, value: String)? in
            let bindings = model.bindings[linkCase.entry]
            guard !bindings.isEmpty else { return nil }
            let pairs = bindings.map { SwiftCode.literal($0.parameter) + ": " + SwiftCode.literal($0.value) }
            return (key: SwiftCode.literal(linkCase.routeID), value: "[" + pairs.joined(separator: ", ") + "]")
        }
        code.dictionary(
            "private static let _bindings", type: "[String: [String: String]]", name: "_bindingsTable",
            entries: entries)
    }

    private func writeURL(into code: inout SwiftCode) {
        code.line()
        code.doc(
            """
            The canonical URL of the link: `\(model.typeName)(url: link.url) == link` for values the pattern
            accepts (non-empty strings, finite numbers, tails without empty segments).
            """)
        writeMember(
            CaseSwitch.Member(declaration: "\(access)var url: URL", name: "_url", type: "URL"), into: &code,
            writeURLCase)
    }

    private func writeURLCase(_ code: inout SwiftCode, _ linkCase: DeepLinkModel.Case) {
        let url = URLTemplate(linkCase: linkCase, values: values)
        guard !url.pieces.isEmpty || url.query != nil || !url.fragment.isEmpty else {
            code.line("return Matcher.url(\(url.start))")
            return
        }
        code.line("var text = " + url.start)
        for piece in url.pieces { code.line("text += " + piece) }
        if let query = url.query {
            let comma = { (items: [String]) in items.count > 1 ? "," : "" }
            if query.lists.isEmpty {
                code.line("text += Matcher.query([")
                for item in query.items { code.line("  " + item + comma(query.items)) }
                code.line("])")
            } else {
                code.line("text += Matcher.query(")
                code.line(query.items.isEmpty ? "  []," : "  [")
                if !query.items.isEmpty {
                    for item in query.items { code.line("    " + item + comma(query.items)) }
                    code.line("  ],")
                }
                code.line("  lists: [")
                for list in query.lists { code.line("    " + list + comma(query.lists)) }
                code.line("  ])")
            }
        }
        for piece in url.fragment { code.line("text += " + piece) }
        code.line("return Matcher.url(text)")
    }

    private func writeInit(into code: inout SwiftCode) {
        code.line()
        code.doc(
            """
            The link a URL opens: the same route and parameters as `navlint resolve`, or nil when no route
            wins it (or an int or double in it is out of Swift's range).
            """)
        code.block("\(access)init?(url: URL) {") { code in
            code.line("guard let text = Matcher.text(of: url), let parts = Matcher.Parts(text),")
            code.line("  let route = Matcher.winner(parts),")
            code.line("  let link = Matcher.make(route, parts)")
            code.line("else { return nil }")
            code.line("self = link")
        }
    }
}

/// The pieces of a case's canonical URL: the literal start, then a piece per segment, then the query
/// and the fragment. Every placeholder, an ignored one too, is written from its value; the `*` of a
/// wildcard host is written as `www`.
struct URLTemplate {
    /// The query's items for `Matcher.query`: `("key", value)` (optional values) and the lists.
    struct Query {
        var items: [String] = []
        var lists: [String] = []
    }

    /// How the text of a position is written: a web host as it is, a custom scheme's host with the
    /// host's escaping, the rest with the path's.
    private enum Place { case webHost, customHost, path }

    /// A string literal: the scheme and the literal text up to the first placeholder.
    private(set) var start = ""
    /// String expressions appended in order.
    private(set) var pieces: [String] = []
    private(set) var query: Query?
    /// String expressions appended after the query: `#` and the fragment.
    private(set) var fragment: [String] = []

    private var literal = ""
    private let parameters: [RoutePlaceholder: (index: Int, parameter: DeepLinkModel.Parameter)]
    private let values: ValueCode

    init(linkCase: DeepLinkModel.Case, values: ValueCode) {
        self.values = values
        let numbered = linkCase.parameters.enumerated().map {
            ($0.element.placeholder, (index: $0.offset, parameter: $0.element))
        }
        parameters = Dictionary(numbered) { first, _ in first }
        let pattern = linkCase.pattern
        literal = pattern.scheme + (pattern.kind == .pseudo ? ":" : "://")
        if let host = pattern.host { write(host, pattern.kind == .web ? .webHost : .customHost) }
        for (index, segment) in pattern.segments.enumerated() {
            if pattern.kind != .pseudo || index > 0 { literal += "/" }
            write(segment, .path)
        }
        if let tail = pattern.tail {
            if pattern.kind != .pseudo || !pattern.segments.isEmpty { literal += "/" }
            append("Matcher.escapedTail(\(text(tail)))")
        }
        flush()
        if !pattern.queryItems.isEmpty { query = makeQuery(pattern.queryItems) }
        if let value = pattern.fragment {
            let path = pieces
            pieces = []
            literal = "#"
            write(value, .path)
            flush()
            fragment = pieces
            pieces = path
        }
    }

    /// The value of a placeholder as unescaped URL text: a String expression, optional for an optional
    /// query item's value.
    private func text(_ placeholder: RoutePlaceholder) -> String {
        guard let (index, parameter) = parameters[placeholder] else { return "\"\"" }
        guard parameter.isOptional else { return values.urlText(parameter.type, "v\(index)") }
        let text = values.urlText(parameter.type, "$0")
        return text == "$0" ? "v\(index)" : "v\(index).map { \(text) }"
    }

    private mutating func write(_ segment: RouteSegment, _ place: Place) {
        let parts: [SegmentPart]
        switch segment {
        case .literal(let text): parts = [.text(text)]
        case .placeholder(let placeholder): parts = [.placeholder(placeholder)]
        case .mixed(let mixed): parts = mixed
        }
        for part in parts {
            switch (part, place) {
            case (.text(let text), .webHost): literal += text
            case (.text(let text), .customHost): literal += URLText.escapedHost(text)
            case (.text(let text), .path): literal += URLText.escaped(text)
            case (.wildcard, _): literal += "www"
            case (.placeholder(let placeholder), .path): append("Matcher.escaped(\(text(placeholder)))")
            case (.placeholder(let placeholder), _): append("Matcher.escapedHost(\(text(placeholder)))")
            }
        }
    }

    /// The items of `Matcher.query`: a literal or placeholder value as it is, a mixed one joined from its
    /// pieces (nil, so left out, when an optional piece is), and each list's values.
    private func makeQuery(_ items: [RouteQueryItem]) -> Query {
        var query = Query()
        for item in items {
            let key = SwiftCode.literal(item.key)
            switch item.value {
            case .literal(let value):
                query.items.append("(\(key), \(SwiftCode.literal(value)))")
            case .placeholder(let placeholder) where placeholder.isList:
                guard let (index, parameter) = parameters[placeholder] else { continue }
                let element = values.urlText(parameter.type, "$0")
                query.lists.append(element == "$0" ? "(\(key), v\(index))" : "(\(key), v\(index).map { \(element) })")
            case .placeholder(let placeholder):
                query.items.append("(\(key), \(text(placeholder)))")
            case .mixed(let parts):
                let pieces = parts.map { part -> String in
                    switch part {
                    case .text(let value): return SwiftCode.literal(value)
                    case .placeholder(let placeholder): return text(placeholder)
                    case .wildcard: return SwiftCode.literal("www")
                    }
                }
                query.items.append("(\(key), Matcher.joined([\(pieces.joined(separator: ", "))]))")
            }
        }
        return query
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

    private static let lettersAndDigits = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    private static func escaped(_ text: String, keeping marks: String) -> String {
        let kept = lettersAndDigits.union(marks.utf8)
        return text.utf8.map { byte in
            guard !kept.contains(byte) else { return String(UnicodeScalar(byte)) }
            return (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }
}
