import Foundation
import NavLintRoutes
import NavLintTestSupport

extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// URLs for a spec's patterns: valid ones built from the patterns with random values, mutations of
/// them (case, escapes, extra and missing parts, repeated and empty keys), and hostile text.
struct RandomURLs {
    let patterns: [RoutePattern]
    var random: SeededGenerator

    static let words = [
        "a", "new", "x-y", "caf\u{E9}", "\u{65E5}\u{672C}", "a b", "a+b", "%", "50%25", "q=1", "\u{1F600}", "Z",
    ]
    static let ints = [
        "0", "7", "-5", "007", "-0", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "123456789012345678901234567890", "1.5", "+5", "-", "1e3",
    ]
    static let doubles = [
        "0.5", "-2.25", "3", "10.0", "1.", ".5", "1e5", "0.1000000000000000055511151231257827",
        String(repeating: "9", count: 400), String(repeating: "9", count: 400) + ".5", "-0.0",
    ]
    static let uuids = [
        "0f0f0f0f-0000-1111-2222-333344445555", "ABCDEF01-2345-6789-ABCD-EF0123456789",
        "0f0f0f0f-0000-1111-2222-33334444555", "0f0f0f0f00001111-2222-333344445555",
        "g0f0f0f0-0000-1111-2222-333344445555",
    ]

    init(patterns: [RoutePattern], seed: UInt64) {
        self.patterns = patterns
        random = SeededGenerator(seed: seed)
    }

    mutating func make(_ count: Int) -> [String] {
        (0..<count).map { _ in
            switch random.below(10) {
            case 0..<4: return valid()
            case 4..<8: return mutate(valid())
            default: return hostile()
            }
        }
    }

    mutating func valid() -> String {
        guard !patterns.isEmpty else { return hostile() }
        let pattern = random.pick(patterns)
        var text = random.chance(20) ? pattern.scheme.uppercased() : pattern.scheme
        text += pattern.kind == .pseudo ? ":" : "://"
        if let host = pattern.host { text += segment(host, host: true) }
        for (index, segment) in pattern.segments.enumerated() {
            if pattern.kind != .pseudo || index > 0 { text += "/" }
            text += self.segment(segment, host: false)
        }
        if pattern.tail != nil {
            for _ in 0..<random.below(4) { text += "/" + escape(random.pick(Self.words)) }
        }
        var items: [String] = []
        for item in pattern.queryItems {
            let optional = item.value.placeholders.contains(where: \.isOptional)
            let count = item.value.placeholders.contains(where: \.isList) ? random.below(4) : 1
            for _ in 0..<count where !(optional && random.chance(40)) {
                items.append(escape(item.key) + "=" + segment(item.value, host: false))
            }
        }
        if random.chance(30) { items.append("extra=" + escape(random.pick(Self.words))) }
        if random.chance(15), let first = items.first { items.append(first) }
        items.shuffle(using: &random)
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        if let fragment = pattern.fragment, !random.chance(10) { text += "#" + segment(fragment, host: false) }
        return text
    }

    private mutating func segment(_ segment: RouteSegment, host: Bool) -> String {
        switch segment {
        case .literal(let literal):
            return escape(host && random.chance(30) ? literal.uppercased() : literal)
        case .placeholder(let placeholder):
            return escape(value(placeholder.type))
        case .mixed(let parts):
            return parts.map { part in
                switch part {
                case .text(let text): return escape(text)
                case .placeholder(let placeholder): return escape(value(placeholder.type))
                case .wildcard: return escape(random.pick(Self.words))
                }
            }.joined()
        }
    }

    private mutating func value(_ type: PlaceholderType) -> String {
        switch type {
        case .string: return random.pick(Self.words + ["42", "true", "0f0f0f0f-0000-1111-2222-333344445555"])
        case .int: return random.pick(Self.ints)
        case .double: return random.pick(Self.doubles + Self.ints)
        case .bool: return random.pick(["true", "false", "TRUE", "yes"])
        case .uuid: return random.pick(Self.uuids)
        case .oneOf(let values):
            let value = random.pick(values)
            return random.chance(15) ? value.uppercased() : value
        }
    }

    /// Percent-encodes what a URL cannot hold, and now and then a character that it can.
    private mutating func escape(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            let plain =
                (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if plain && !random.chance(5) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += String(format: random.chance(50) ? "%%%02X" : "%%%02x", byte)
            }
        }
        return output
    }

    mutating func mutate(_ url: String) -> String {
        var characters = Array(url)
        let edits = [
            "//", "/", "#frag", "?", "&&", "=", "%", "%zz", "%C3", "%00", "%2F", "\u{E9}", " ", "&q=", "&=x",
            "/extra", "..", "%2e", "+", "\u{1F600}", ":", "@", "[", "%25",
        ]
        for _ in 0...random.below(3) {
            guard !characters.isEmpty else { break }
            let position = random.below(characters.count + 1)
            switch random.below(4) {
            case 0:
                characters.insert(contentsOf: Array(random.pick(edits)), at: position)
            case 1 where position < characters.count:
                characters.remove(at: position)
            case 2 where position < characters.count:
                let character = characters[position]
                characters[position] = Character(
                    character.isUppercase ? character.lowercased() : character.uppercased())
            default:
                characters.append(contentsOf: Array(random.pick(edits)))
            }
        }
        return String(characters)
    }

    private mutating func hostile() -> String {
        let alphabet = Array("abcAZ09:/?#&=%-._~+@[]{}|\\ \u{E9}\u{65E5}\u{1F600}")
        let schemes = patterns.map(\.scheme) + ["http", "https", "", "1x", "x"]
        var text = random.pick(schemes) + random.pick([":", "://", ":///", ":/", ""])
        for _ in 0..<random.below(40) { text.append(random.pick(alphabet)) }
        return text
    }
}
