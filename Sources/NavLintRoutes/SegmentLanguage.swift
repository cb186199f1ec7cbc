/// The strings a segment mixing literal text and placeholders accepts (`@{user}`, `{id:int}.json`,
/// `*.example.com`), with what it needs for matching, splitting and precedence. Immutable; equal
/// segments (names aside) are equal languages.
final class SegmentLanguage: Sendable, Hashable {
    /// The canonical text of the parts, with how empty placeholders and case are treated.
    let key: String
    /// The pieces as written.
    let parts: [SegmentPart]
    let automaton: Automaton
    /// The placeholder of each piece, nil for literal text and a wildcard.
    let placeholders: [RoutePlaceholder?]
    /// How many characters of literal text the segment has: more ranks first.
    let literalLength: Int
    /// Whether a string placeholder may match empty text (in a query value).
    var allowsEmpty: Bool { key.hasPrefix("q:") }
    /// The rank of its loosest placeholder type.
    let typeRank: UInt8

    /// `caseInsensitive` for a host; `allowsEmpty` for a query value, where a string placeholder may
    /// match empty text.
    init(_ parts: [SegmentPart], caseInsensitive: Bool, allowsEmpty: Bool) {
        var builder = AutomatonBuilder()
        var placeholders: [RoutePlaceholder?] = []
        var literalLength = 0
        var typeRank: UInt8 = 0
        var key = allowsEmpty ? "q:" : caseInsensitive ? "h:" : "p:"
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let text):
                let folded = caseInsensitive ? Lexical.caseFolded(text) : text
                builder.append(.text(folded), index: index)
                literalLength += folded.unicodeScalars.count
                key += PercentCoding.encodePatternText(folded)
                placeholders.append(nil)
            case .wildcard:
                builder.append(.any(minimum: 1), index: index)
                typeRank = max(typeRank, PlaceholderType.string.rank)
                key += "*"
                placeholders.append(nil)
            case .placeholder(let placeholder):
                builder.append(Self.piece(placeholder.type, caseInsensitive, allowsEmpty), index: index)
                typeRank = max(typeRank, placeholder.type.rank)
                key += "{" + ValueSet.typeKey(placeholder.type, caseInsensitive: caseInsensitive) + "}"
                placeholders.append(placeholder)
            }
        }
        self.key = key
        self.parts = parts
        automaton = builder.build()
        self.placeholders = placeholders
        self.literalLength = literalLength
        self.typeRank = typeRank
    }

    private static func piece(
        _ type: PlaceholderType, _ caseInsensitive: Bool, _ allowsEmpty: Bool
    )
        -> AutomatonBuilder.PieceType
    {
        switch type {
        case .string: return .any(minimum: allowsEmpty ? 0 : 1)
        case .int: return .int
        case .double: return .double
        case .uuid: return .uuid
        case .bool: return .values(["false", "true"])
        case .oneOf(let values): return .values(caseInsensitive ? values.map(Lexical.caseFolded) : values)
        }
    }

    static func == (lhs: SegmentLanguage, rhs: SegmentLanguage) -> Bool { lhs === rhs || lhs.key == rhs.key }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    func contains(_ value: String) -> Bool { automaton.contains(value) }

    /// The value of each placeholder in a matching text, in order, or nil when it does not match.
    func values(in text: String) -> [(placeholder: RoutePlaceholder, text: String)]? {
        guard let split = automaton.split(text, pieces: placeholders.count) else { return nil }
        return zip(placeholders, split).compactMap { placeholder, text in placeholder.map { ($0, text) } }
    }
}

extension PlaceholderType {
    /// The precedence rank of a bare placeholder of this type: enum and bool 1, int and uuid 2,
    /// double 3, string 4 (a literal is 0, a tail 5).
    var rank: UInt8 {
        switch self {
        case .oneOf, .bool: return 1
        case .int, .uuid: return 2
        case .double: return 3
        case .string: return 4
        }
    }
}
