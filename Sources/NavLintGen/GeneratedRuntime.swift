/// The code every generated matcher holds whatever the spec: the runtime (the files of the target
/// NavLintGenRuntime, where it is compiled and unit-tested) and the route engine's `Lexical`, embedded
/// as text through the links in `Embedded/`. A runtime file's members are the lines of its
/// `extension Matcher {`, written as they land in the generated `Matcher` one level out; nothing is
/// substituted into them.
enum GeneratedRuntime {
    /// URL splitting and decoding, the precedence tie-break, conversions and percent-encoding.
    static let matcher = members(of: PackageResources.MatcherRuntime_swift)
    /// The key and containers of the `Codable` members.
    static let codable = members(of: PackageResources.CodableRuntime_swift)
    /// The automaton of segments that mix literal text and placeholders.
    static let automaton = members(of: PackageResources.AutomatonRuntime_swift)

    /// The route engine's `Lexical` enum as its source file has it (embedded from NavLintRoutes), without
    /// the file's header comment and with two-space indentation instead of four.
    static let lexical: String = {
        let source = String(decoding: PackageResources.Lexical_swift, as: UTF8.self)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
        lines = lines.drop { $0.hasPrefix("//") && !$0.hasPrefix("///") }.drop(while: \.isEmpty)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            let indentation = line.prefix { $0 == " " }.count
            return String(repeating: " ", count: indentation / 2) + line.dropFirst(indentation)
        }.joined(separator: "\n")
    }()

    /// The types the runtime and `lexical` name, keywords aside: a nested enum of one of these names would
    /// hide it inside the generated type. A test holds this list to the identifiers of the embedded text.
    static let typeNames: Set<String> = [
        "Array", "ArraySlice", "Automaton", "Bool", "CaseIterable", "CodingKey", "Context", "Decoder", "Decoding",
        "DecodingError", "Double", "Encodable", "Encoder", "ExpressibleByStringLiteral", "Fields", "Found", "Int",
        "Key", "KeyedDecodingContainer", "Lexical", "Matcher", "Move", "Parts", "RawRepresentable", "RawValue",
        "Scalar", "Sendable", "Set", "String", "Substring", "Swift", "UInt32", "UInt8", "URL", "UTF8", "UTF8View",
        "Unicode", "Value",
    ]

    /// The members of a runtime file's `extension Matcher {`, one level (two spaces) out.
    static func members(of file: [UInt8]) -> String {
        let lines = String(decoding: file, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let opening = lines.firstIndex(of: "extension Matcher {"), let closing = lines.lastIndex(of: "}"),
            opening < closing
        else { preconditionFailure("a runtime file holds its members in `extension Matcher { ... }`") }
        return lines[(opening + 1)..<closing].map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
            .joined(separator: "\n")
    }
}
