/// Writes members of the generated enum whose body is a `switch self` over every case. For an enum with
/// more than `limit` cases the switch is split into private functions of `limit` cases each (with a
/// `default`), tried in turn: the compiler cannot check or optimize one switch over thousands of cases
/// in reasonable time.
struct CaseSwitch {
    /// The most cases one generated `switch` (or literal) holds. `swiftc -O` spends time on a function
    /// that grows faster than its size; with blocks of 25 the whole file's time grows with the routes
    /// (docs/GEN.md, Large specs), with blocks of 200 it did not.
    static let limit = 25

    /// A member and the names its block functions take.
    struct Member {
        /// `public var routeID: String`.
        var declaration: String
        /// The block functions' name: `_routeID0()`, `_routeID1()`...
        var name: String
        /// The member's result; each block function returns it optional (nil for other cases).
        var type: String
        /// The block functions' parameters (`_ other: DeepLink`) and the member's arguments for them.
        var parameters = ""
        var arguments = ""
        /// Whether the member throws.
        var throwing = false
        /// Whether the cases bind their values as `v0`, `v1`...
        var binding = true
    }

    let cases: [DeepLinkModel.Case]

    /// `case .product(let v0, let v1):`
    static func pattern(_ linkCase: DeepLinkModel.Case) -> String {
        let name = "case ." + SwiftNames.escaped(linkCase.name)
        guard !linkCase.parameters.isEmpty else { return name + ":" }
        return name + "(" + linkCase.parameters.indices.map { "let v\($0)" }.joined(separator: ", ") + "):"
    }

    /// The member; `body` writes a case's statements, which return the member's result.
    func write(
        _ member: Member, into code: inout SwiftCode, _ body: (inout SwiftCode, DeepLinkModel.Case) -> Void
    ) {
        guard cases.count > Self.limit else {
            code.block(member.declaration + " {") { code in
                writeSwitch(cases[...], member, exhaustive: true, into: &code, body)
            }
            return
        }
        let blocks = stride(from: 0, to: cases.count, by: Self.limit).map {
            cases[$0..<min($0 + Self.limit, cases.count)]
        }
        let call = member.throwing ? "try " : ""
        code.block(member.declaration + " {") { code in
            for index in blocks.indices {
                code.line("if let value = \(call)\(member.name)\(index)(\(member.arguments)) { return value }")
            }
            code.line("Swift.preconditionFailure(\"every case is matched above\")")
        }
        let effects = member.throwing ? " throws" : ""
        for (index, block) in blocks.enumerated() {
            code.line()
            code.line("@inline(never)")
            code.block("private func \(member.name)\(index)(\(member.parameters))\(effects) -> \(member.type)? {") {
                code in
                writeSwitch(block, member, exhaustive: false, into: &code, body)
            }
        }
    }

    private func writeSwitch(
        _ cases: ArraySlice<DeepLinkModel.Case>, _ member: Member, exhaustive: Bool, into code: inout SwiftCode,
        _ body: (inout SwiftCode, DeepLinkModel.Case) -> Void
    ) {
        guard !cases.isEmpty else {
            code.line("switch self {}")
            return
        }
        code.line("switch self {")
        for linkCase in cases {
            code.line(member.binding ? Self.pattern(linkCase) : "case .\(SwiftNames.escaped(linkCase.name)):")
            code.indented { code in body(&code, linkCase) }
        }
        if !exhaustive {
            code.line("default:")
            code.line("  return nil")
        }
        code.line("}")
    }
}
