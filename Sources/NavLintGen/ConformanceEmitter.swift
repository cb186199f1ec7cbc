/// Writes the generated enum's `Equatable`, `Hashable` and `Codable` members instead of leaving them to
/// the compiler, whose synthesized ones are each one function over every case (and, for `Codable`, a
/// `CodingKeys` enum per case): at 10,000 routes `swiftc -O` could not compile them in reasonable time.
/// `==` and `hash(into:)` compare and hash the route id and the values as text, which tell values apart
/// without a `switch` per case (a `case` pattern on an enum of thousands of cases costs the optimizer time
/// in proportion to the cases), `encode(to:)` encodes the fields a switch over blocks of cases
/// (`CaseSwitch`) collects, and `init(from:)` tries blocks of case names in turn.
/// The JSON form is the synthesized one: `{"product":{"id":1,"page":2}}`, a nil optional left out.
struct ConformanceEmitter {
    let model: DeepLinkModel
    let access: String
    let values: ValueCode

    func write(into code: inout SwiftCode) {
        writeRequirement(
            """
            Whether two links are the same case with equal values: the same route and values as text (which
            tells every two values of a type apart, except that a NaN equals itself here).
            """, "static func == (lhs: Self, rhs: Self) -> Bool",
            reading(nil, ["lhs.routeID == rhs.routeID && lhs._values == rhs._values"]), into: &code)
        writeRequirement(
            "Hashes what `==` compares: the route and its values.", "func hash(into hasher: inout Hasher)",
            reading("self", ["hasher.combine(routeID)", "hasher.combine(_values)"]), into: &code)
        writeEncode(into: &code)
        writeDecode(into: &code)
    }

    /// The statements of a member that reads `self` (or, for nil, of a static member that takes values
    /// of the enum); for an enum without cases, which has no values, `switch self {}` (or nothing): code
    /// after reading a value would never run, a warning.
    func reading(_ subject: String?, _ statements: [String]) -> [String] {
        guard model.cases.isEmpty else { return statements }
        return subject.map { ["switch \($0) {}"] } ?? []
    }

    /// A member the protocol requires, with the given access, documentation and statements.
    private func writeRequirement(_ doc: String, _ declaration: String, _ body: [String], into code: inout SwiftCode) {
        code.line()
        code.doc(doc)
        code.block(access + declaration + " {") { code in
            for line in body { code.line(line) }
        }
    }

    /// `encode(to:)` encodes the case's `Matcher.Fields`, which a `switch self` over blocks of cases
    /// collects: values of Sendable types only, since the compiler's region analysis (strict concurrency)
    /// takes far longer on functions that hold many values of non-Sendable types such as containers.
    private func writeEncode(into code: inout SwiftCode) {
        writeRequirement(
            "Encodes the link as the compiler would: its case's name holding its values by label.",
            "func encode(to encoder: any Encoder) throws",
            reading("self", ["try Matcher.encode(_fields, to: encoder)"]), into: &code)
        code.line()
        let member = CaseSwitch.Member(
            declaration: "private var _fields: Matcher.Fields", name: "_fields", type: "Matcher.Fields")
        CaseSwitch(cases: model.cases).write(member, into: &code) { code, linkCase in
            let name = SwiftCode.literal(linkCase.name)
            guard !linkCase.parameters.isEmpty else {
                code.line("return Matcher.Fields(\(name))")
                return
            }
            code.line("var fields = Matcher.Fields(\(name))")
            for (index, parameter) in linkCase.parameters.enumerated() {
                let add = "fields.add(\(SwiftCode.literal(parameter.label)), v\(index))"
                code.line(parameter.isOptional ? "if let v\(index) { \(add) }" : add)
            }
            code.line("return fields")
        }
    }

    private func writeDecode(into code: inout SwiftCode) {
        writeRequirement(
            "Decodes the form `encode(to:)` writes.", "init(from decoder: any Decoder) throws",
            [
                "let (name, values) = try Matcher.decoding(decoder)",
                "guard let link = try Self._decode(name, values) else { throw Matcher.noCase(name, values) }",
                "self = link",
            ], into: &code)
        let blocks = stride(from: 0, to: model.cases.count, by: CaseSwitch.limit).map {
            model.cases[$0..<min($0 + CaseSwitch.limit, model.cases.count)]
        }
        let signature = "(_ name: String, _ values: Matcher.Decoding) throws -> Self? {"
        code.line()
        guard blocks.count > 1 else {
            code.block("private static func _decode" + signature) { code in
                writeNameSwitch(blocks.first ?? [], into: &code)
            }
            return
        }
        code.block("private static func _decode" + signature) { code in
            for index in blocks.indices { code.line("if let link = try _decode\(index)(name, values) { return link }") }
            code.line("return nil")
        }
        for (index, block) in blocks.enumerated() {
            code.line()
            code.line("@inline(never)")
            code.block("private static func _decode\(index)" + signature) { code in
                writeNameSwitch(block, into: &code)
            }
        }
    }

    /// A `switch name` that decodes the case of that name, or returns nil for other names.
    private func writeNameSwitch(_ cases: ArraySlice<DeepLinkModel.Case>, into code: inout SwiftCode) {
        guard !cases.isEmpty else {
            code.line("return nil")
            return
        }
        code.line("switch name {")
        for linkCase in cases {
            code.line("case \(SwiftCode.literal(linkCase.name)):")
            code.indented { code in
                for (index, parameter) in linkCase.parameters.enumerated() {
                    var type = values.swiftType(parameter)
                    if parameter.isOptional { type.removeLast() }
                    let decode = parameter.isOptional ? "decodeIfPresent" : "decode"
                    let key = SwiftCode.literal(parameter.label)
                    code.line("let v\(index) = try values.\(decode)(\(type).self, forKey: \(key))")
                }
                code.line("return " + DeclarationsEmitter.construction(linkCase, model: model))
            }
        }
        code.line("default:")
        code.line("  return nil")
        code.line("}")
    }
}
