/// The set of strings one position of a route accepts. Literals, enums and `bool` are finite sets;
/// `int`, `double`, `uuid`, `string` and `text` are the infinite lexical types; a segment that mixes
/// literal text and placeholders is a regular language of its own.
///
/// Every non-empty string falls into exactly one lexical class (int, non-integral double, uuid, other),
/// and the lexical types are unions of classes: int = {int}, double = {int, double}, uuid = {uuid},
/// string = everything. The analysis relies on this: two strings of one class that no finite set
/// mentions are accepted by exactly the same lexical sets. Where a mixed segment takes part, it works
/// on automata instead (``CellSearch``).
enum ValueSet: Hashable, Sendable {
    /// One non-empty value (a literal), kept apart from `finite` to spare an array per literal.
    case literal(String)
    /// Sorted, distinct, non-empty values.
    case finite([String])
    case int, double, uuid, string
    /// Any text, the empty text included: a string placeholder in a query value.
    case text
    /// A segment mixing literal text and placeholders.
    case pattern(SegmentLanguage)
    /// The strings every member accepts: a non-empty intersection involving a mixed segment, of at
    /// least two infinite members.
    case all([ValueSet])

    static func finiteSet<S: Sequence>(_ values: S) -> ValueSet where S.Element == String {
        .finite(Array(Set(values)).sorted())
    }

    func contains(_ value: String) -> Bool {
        switch self {
        case .literal(let literal):
            return literal == value
        case .finite(let values):
            if values.count <= 8 { return values.contains(value) }
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < values.count && values[low] == value
        case .int: return Lexical.isInt(value)
        case .double: return Lexical.isDouble(value)
        case .uuid: return Lexical.isUUID(value)
        case .string: return !value.isEmpty
        case .text: return true
        case .pattern(let language): return language.contains(value)
        case .all(let members): return members.allSatisfy { $0.contains(value) }
        }
    }

    /// The strings both sets accept, or nil when there are none.
    func intersection(_ other: ValueSet) -> ValueSet? {
        switch (self, other) {
        case (.literal(let literal), _):
            return other.contains(literal) ? self : nil
        case (_, .literal(let literal)):
            return contains(literal) ? other : nil
        case (.finite(let values), _):
            let kept = values.filter { other.contains($0) }
            return kept.isEmpty ? nil : .finite(kept)
        case (_, .finite(let values)):
            let kept = values.filter { self.contains($0) }
            return kept.isEmpty ? nil : .finite(kept)
        case (.text, _): return other
        case (_, .text): return self
        case (.string, .pattern(let language)) where !language.allowsEmpty: return other
        case (.pattern(let language), .string) where !language.allowsEmpty: return self
        case (.pattern, _), (_, .pattern), (.all, _), (_, .all): return Self.conjunction(self, other)
        case (.string, _): return other
        case (_, .string): return self
        case (.int, .int), (.int, .double), (.double, .int): return .int
        case (.double, .double): return .double
        case (.uuid, .uuid): return .uuid
        default: return nil
        }
    }

    /// The intersection of two infinite sets, one of them mixed, or nil when it is empty.
    private static func conjunction(_ first: ValueSet, _ second: ValueSet) -> ValueSet? {
        var members: [ValueSet] = []
        for member in first.members + second.members where !members.contains(member) { members.append(member) }
        if members.count == 1 { return members[0] }
        // A search that runs out of budget keeps the intersection: taking it for non-empty only makes the
        // analysis look further, and the witness searches have budgets of their own.
        var budget = Self.emptinessBudget
        let found = CellSearch.representatives(
            region: members.flatMap(\.automata), constraints: [], foldsCase: false, limit: 1, budget: &budget
        )
        return found?.isEmpty == true ? nil : .all(members)
    }

    /// Product states times characters allowed for deciding whether an intersection is empty.
    static let emptinessBudget = 2_000_000

    private var members: [ValueSet] {
        if case .all(let members) = self { return members }
        return [self]
    }

    /// Whether the set is (or involves) a mixed segment, which the analysis handles with automata.
    var isMixed: Bool {
        switch self {
        case .pattern, .all: return true
        default: return false
        }
    }

    /// Automata that together accept exactly this set.
    var automata: [Automaton] {
        switch self {
        case .literal(let literal): return [AutomatonBuilder.single(.text(literal))]
        case .finite(let values): return [AutomatonBuilder.single(.values(values))]
        case .int: return [Self.intAutomaton]
        case .double: return [Self.doubleAutomaton]
        case .uuid: return [Self.uuidAutomaton]
        case .string: return [Self.stringAutomaton]
        case .text: return [Self.textAutomaton]
        case .pattern(let language): return [language.automaton]
        case .all(let members): return members.flatMap(\.automata)
        }
    }

    private static let intAutomaton = AutomatonBuilder.single(.int)
    private static let doubleAutomaton = AutomatonBuilder.single(.double)
    private static let uuidAutomaton = AutomatonBuilder.single(.uuid)
    private static let stringAutomaton = AutomatonBuilder.single(.any(minimum: 1))
    private static let textAutomaton = AutomatonBuilder.single(.any(minimum: 0))

    var finiteValues: [String]? {
        switch self {
        case .literal(let literal): return [literal]
        case .finite(let values): return values
        default: return nil
        }
    }

    /// A placeholder type as the canonical key of a mixed segment spells it: enum values sorted.
    static func typeKey(_ type: PlaceholderType, caseInsensitive: Bool) -> String {
        guard case .oneOf(let values) = type else { return type.description }
        let listed = Set(caseInsensitive ? values.map(Lexical.caseFolded) : values).sorted()
        return listed.map(PercentCoding.encodePatternText).joined(separator: "|")
    }
}

/// Percent-decoding and -encoding of URL components.
enum PercentCoding {
    enum DecodingFailure: Error {
        /// A `%` at this UTF-8 offset within the component is not followed by two hex digits.
        case badEscape(utf8Offset: Int)
        /// The decoded bytes are not UTF-8.
        case notUTF8
    }

    /// Decodes `%XX` escapes. `+` stays a plus sign.
    static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) throws(DecodingFailure) -> String
    where Bytes.Index == Int {
        guard bytes.contains(UInt8(ascii: "%")) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { throw .badEscape(utf8Offset: index - bytes.startIndex) }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw .notUTF8 }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// Encodes everything except unreserved characters and `!$'()*,;:@`, for a URL path segment or
    /// query value.
    static func encodeURLComponent(_ text: String) -> String {
        encode(text) { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                UInt8(ascii: "@"):
                return false
            default:
                return true
            }
        }
    }

    /// Encodes only what would change the meaning of a pattern: delimiters, braces, `|`, `%`,
    /// spaces, control characters, `*` and brackets. Other characters stay readable.
    static func encodePatternText(_ text: String) -> String {
        encode(text) { byte in
            switch byte {
            case 0...0x20, 0x7F, UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),
                UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"),
                UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"):
                return true
            default:
                return false
            }
        }
    }

    private static func encode(_ text: String, needsEscape: (UInt8) -> Bool) -> String {
        guard text.utf8.contains(where: needsEscape) else {
            return text
        }
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in text.utf8 {
            if needsEscape(byte) {
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
