/// One matched position of a route, ready for matching.
struct CompiledPosition: Sendable {
    let set: ValueSet
    /// Precedence: lower wins. See ``CompiledRoute/rank(typeRank:literalLength:)``.
    let rank: Int
    /// The placeholder of a position that is one; nil for a literal or a mixed segment.
    let placeholder: RoutePlaceholder?

    /// "literal", "enum", "bool", "int", "uuid", "double", "string", or for a mixed segment its loosest
    /// type "with text" ("int with text").
    var label: String {
        if case .pattern(let language) = set {
            let names = ["literal", "enum", "int", "double", "string"]
            return names[Int(min(language.typeRank, 4))] + " with text"
        }
        guard let placeholder else { return "literal" }
        if case .oneOf = placeholder.type { return "enum" }
        return placeholder.type.description
    }

    /// The placeholders of the position, in order.
    var placeholders: [RoutePlaceholder] {
        if case .pattern(let language) = set { return language.placeholders.compactMap { $0 } }
        return placeholder.map { [$0] } ?? []
    }

    /// The typed value of each placeholder of the position for a value it accepts.
    func values(of text: String, spellings: [String: String]) -> [(RoutePlaceholder, TypedValue)] {
        if case .pattern(let language) = set {
            return (language.values(in: text) ?? []).map { placeholder, text in
                (placeholder, RouteTable.typedValue(text, type: placeholder.type, spellings: [:]))
            }
        }
        guard let placeholder else { return [] }
        return [(placeholder, RouteTable.typedValue(text, type: placeholder.type, spellings: spellings))]
    }

    /// A literal, placeholder or mixed segment as matched: `caseInsensitive` in a host, `inQuery` in a
    /// query value (where a string may be empty).
    init(_ segment: RouteSegment, caseInsensitive: Bool, inQuery: Bool) {
        switch segment {
        case .literal(let text):
            self.init(set: .literal(caseInsensitive ? Lexical.caseFolded(text) : text), rank: 0, placeholder: nil)
        case .mixed(let parts):
            let language = SegmentLanguage(parts, caseInsensitive: caseInsensitive, allowsEmpty: inQuery)
            let rank = CompiledRoute.rank(typeRank: language.typeRank, literalLength: language.literalLength)
            self.init(set: .pattern(language), rank: rank, placeholder: nil)
        case .placeholder(let placeholder):
            let set: ValueSet
            switch placeholder.type {
            case .oneOf(let values): set = ValueSet.finiteSet(caseInsensitive ? values.map(Lexical.caseFolded) : values)
            case .bool: set = .finite(["false", "true"])
            case .int: set = .int
            case .uuid: set = .uuid
            case .double: set = .double
            case .string: set = inQuery ? .text : .string
            }
            self.init(set: set, rank: CompiledRoute.rank(typeRank: placeholder.type.rank), placeholder: placeholder)
        }
    }

    init(set: ValueSet, rank: Int, placeholder: RoutePlaceholder?) {
        self.set = set
        self.rank = rank
        self.placeholder = placeholder
    }
}

/// One query item of a route, ready for matching.
struct CompiledQueryItem: Sendable {
    let key: String
    let position: CompiledPosition
    /// True for a list placeholder, which takes every value of its key that fits.
    let isList: Bool

    var set: ValueSet { position.set }
    var rank: Int { position.rank }
    var label: String { position.label }
}

/// A route pattern lowered to what matching, precedence and analysis need. A class, so that the hot
/// loops of resolution and analysis share it instead of copying it.
final class CompiledRoute: Sendable {
    static let tailRank = rank(typeRank: 5)

    /// The rank of a position: a literal 0; else by type (enum, bool 1; int, uuid 2; double 3; string 4;
    /// tail 5), and within a type a segment with literal text before a bare placeholder, longer text first.
    static func rank(typeRank: UInt8, literalLength: Int? = nil) -> Int {
        guard typeRank > 0 || literalLength != nil else { return 0 }
        let bare = 1 << 31
        let withText = literalLength.map { bare - 1 - min($0, bare - 1) } ?? bare
        return Int(typeRank) << 32 + withText
    }

    /// `scheme:`: the bucket of the route's trie.
    let bucket: String
    let scheme: String
    let kind: RoutePattern.Kind
    /// Fixed positions: the host first for custom and web schemes, then the path segments.
    let positions: [CompiledPosition]
    /// For a custom scheme's host (the first position), which matches case-insensitively: lowercased
    /// value to the value as declared, where they differ.
    let hostSpellings: [String: String]
    let tail: RoutePlaceholder?
    /// Whether the route ends in a tail (kept apart from `tail`, which a test would copy).
    let hasTail: Bool
    /// Required query items sorted by key.
    let required: [CompiledQueryItem]
    /// Optional items and lists.
    let optional: [CompiledQueryItem]
    /// The fragment the route requires, if it constrains one.
    let fragment: CompiledPosition?

    /// Whether a position, query item or the fragment mixes literal text and placeholders.
    let hasMixed: Bool

    /// The keys of `required`, in order.
    var requiredKeys: [String] { required.map(\.key) }

    var count: Int { positions.count }

    init(_ pattern: RoutePattern) {
        kind = pattern.kind
        scheme = pattern.scheme
        bucket = pattern.scheme + ":"
        var positions: [CompiledPosition] = []
        positions.reserveCapacity(1 + pattern.segments.count)
        var hostSpellings: [String: String] = [:]
        if let host = pattern.host {
            positions.append(CompiledPosition(host, caseInsensitive: true, inQuery: false))
            if pattern.kind == .custom { hostSpellings = Self.spellings(host) }
        }
        self.hostSpellings = hostSpellings
        for segment in pattern.segments {
            positions.append(CompiledPosition(segment, caseInsensitive: false, inQuery: false))
        }
        self.positions = positions
        tail = pattern.tail
        hasTail = pattern.tail != nil
        var required: [CompiledQueryItem] = []
        var optional: [CompiledQueryItem] = []
        required.reserveCapacity(pattern.queryItems.count)
        for item in pattern.queryItems {
            let position = CompiledPosition(item.value, caseInsensitive: false, inQuery: true)
            let isList = position.placeholder?.isList ?? false
            let compiled = CompiledQueryItem(key: item.key, position: position, isList: isList)
            if item.isRequired { required.append(compiled) } else { optional.append(compiled) }
        }
        if required.count > 1 { required.sort { $0.key < $1.key } }
        self.required = required
        self.optional = optional
        fragment = pattern.fragment.map { CompiledPosition($0, caseInsensitive: false, inQuery: false) }
        hasMixed =
            positions.contains { $0.set.isMixed } || (required + optional).contains { $0.set.isMixed }
            || fragment?.set.isMixed == true
    }

    /// Lowercased value to the value as declared, for the values of a case-insensitive segment that
    /// have uppercase letters.
    private static func spellings(_ segment: RouteSegment) -> [String: String] {
        var spellings: [String: String] = [:]
        switch segment {
        case .literal(let text):
            let key = Lexical.caseFolded(text)
            if key != text { spellings[key] = text }
        case .placeholder(let placeholder):
            guard case .oneOf(let values) = placeholder.type else { break }
            for value in values where Lexical.caseFolded(value) != value {
                spellings[Lexical.caseFolded(value)] = value
            }
        case .mixed:
            break
        }
        return spellings
    }

    /// The rank at a position of the rank vector (the tail sits at index `count`).
    func rank(at index: Int) -> Int { index < positions.count ? positions[index].rank : Self.tailRank }

    /// Length of the rank vector: the fixed positions plus one for a tail.
    var rankLength: Int { positions.count + (hasTail ? 1 : 0) }

    /// The required query value set for a key, if the route requires it.
    func requirement(_ key: String) -> CompiledQueryItem? {
        var low = 0
        var high = required.count
        while low < high {
            let middle = (low + high) / 2
            if required[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < required.count && required[low].key == key ? required[low] : nil
    }

    func matchesQuery(_ query: [String: String]) -> Bool {
        for item in required {
            guard let value = query[item.key], item.set.contains(value) else { return false }
        }
        return true
    }

    /// Whether a URL's fragment (nil when it has none) satisfies the route.
    func matchesFragment(_ value: String?) -> Bool {
        guard let fragment else { return true }
        guard let value else { return false }
        return fragment.set.contains(value)
    }
}

/// Which of two routes wins the URLs both match, and why.
struct PrecedenceComparison {
    enum Winner { case first, second, neither }
    enum Reason: Equatable {
        /// The rank vectors differ first at this index.
        case position(Int)
        /// One rank vector is a prefix of the other: the shorter (exact) route wins at this index.
        case exactBeatsTail(Int)
        case moreQueryItems
        case queryValue(String)
        /// Equal otherwise, one constrains the fragment and the other does not, or more tightly.
        case fragment
        case tie
    }

    let winner: Winner
    let reason: Reason

    /// Precedence per the route rules: the lexicographically smaller rank vector (a prefix is smaller);
    /// then a strict superset of required query keys; then, with equal keys, the smaller query rank
    /// vector in key order; then a route that constrains the fragment, or with a lower fragment rank.
    /// Anything else is a tie.
    init(_ first: CompiledRoute, _ second: CompiledRoute) {
        let shared = min(first.rankLength, second.rankLength)
        for index in 0..<shared {
            let a = first.rank(at: index)
            let b = second.rank(at: index)
            if a != b {
                winner = a < b ? .first : .second
                reason = .position(index)
                return
            }
        }
        if first.rankLength != second.rankLength {
            winner = first.rankLength < second.rankLength ? .first : .second
            reason = .exactBeatsTail(shared)
            return
        }
        if first.required.elementsEqual(second.required, by: { $0.key == $1.key }) {
            for (a, b) in zip(first.required, second.required) where a.rank != b.rank {
                winner = a.rank < b.rank ? .first : .second
                reason = .queryValue(a.key)
                return
            }
            let (a, b) = (first.fragment?.rank ?? Int.max, second.fragment?.rank ?? Int.max)
            winner = a == b ? .neither : a < b ? .first : .second
            reason = a == b ? .tie : .fragment
            return
        }
        if Self.isStrictSuperset(first.required, of: second.required) {
            winner = .first
            reason = .moreQueryItems
        } else if Self.isStrictSuperset(second.required, of: first.required) {
            winner = .second
            reason = .moreQueryItems
        } else {
            winner = .neither
            reason = .tie
        }
    }

    /// Whether `big` requires every key of `small` and more. Both sorted by key, keys distinct.
    static func isStrictSuperset(_ big: [CompiledQueryItem], of small: [CompiledQueryItem]) -> Bool {
        guard big.count > small.count else { return false }
        var index = 0
        for item in small {
            while index < big.count && big[index].key < item.key { index += 1 }
            guard index < big.count, big[index].key == item.key else { return false }
            index += 1
        }
        return true
    }
}
