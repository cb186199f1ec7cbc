/// One matched position of a route, ready for matching.
struct CompiledPosition: Sendable {
    let set: ValueSet
    let rank: UInt8
    let placeholder: RoutePlaceholder?

    /// "literal", "enum", "bool", "int", "uuid", "double" or "string".
    var label: String { Self.label(placeholder) }

    static func label(_ placeholder: RoutePlaceholder?) -> String {
        guard let placeholder else { return "literal" }
        if case .oneOf = placeholder.type { return "enum" }
        return placeholder.type.description
    }
}

/// One query item of a route, ready for matching.
struct CompiledQueryItem: Sendable {
    let key: String
    let set: ValueSet
    let rank: UInt8
    let placeholder: RoutePlaceholder?

    var label: String { CompiledPosition.label(placeholder) }
}

/// A route pattern lowered to what matching, precedence and analysis need. A class, so that the hot
/// loops of resolution and analysis share it instead of copying it.
final class CompiledRoute: Sendable {
    static let tailRank: UInt8 = 5

    /// `scheme:` for custom and pseudo schemes, `scheme://host` for web ones.
    let bucket: String
    let scheme: String
    let kind: RoutePattern.Kind
    /// Fixed positions: the host first for custom schemes, then the path segments.
    let positions: [CompiledPosition]
    /// For a custom scheme's host (the first position), which matches case-insensitively: lowercased
    /// value to the value as declared, where they differ.
    let hostSpellings: [String: String]
    let tail: RoutePlaceholder?
    /// Required query items sorted by key.
    let required: [CompiledQueryItem]
    let optional: [CompiledQueryItem]

    /// The keys of `required`, in order.
    var requiredKeys: [String] { required.map(\.key) }

    var count: Int { positions.count }
    var hasTail: Bool { tail != nil }

    init(_ pattern: RoutePattern) {
        kind = pattern.kind
        scheme = pattern.scheme
        var positions: [CompiledPosition] = []
        positions.reserveCapacity(1 + pattern.segments.count)
        var hostSpellings: [String: String] = [:]
        switch pattern.kind {
        case .web:
            bucket = pattern.scheme + "://" + Self.literalText(pattern.host)
        case .custom:
            bucket = pattern.scheme + ":"
            if let host = pattern.host {
                positions.append(Self.compile(host, caseInsensitive: true))
                hostSpellings = Self.spellings(host)
            }
        case .pseudo:
            bucket = pattern.scheme + ":"
        }
        self.hostSpellings = hostSpellings
        for segment in pattern.segments { positions.append(Self.compile(segment, caseInsensitive: false)) }
        self.positions = positions
        tail = pattern.tail
        var required: [CompiledQueryItem] = []
        var optional: [CompiledQueryItem] = []
        required.reserveCapacity(pattern.queryItems.count)
        for item in pattern.queryItems {
            let position = Self.compile(item.value, caseInsensitive: false)
            let compiled = CompiledQueryItem(
                key: item.key, set: position.set, rank: position.rank,
                placeholder: position.placeholder
            )
            if item.isRequired { required.append(compiled) } else { optional.append(compiled) }
        }
        if required.count > 1 { required.sort { $0.key < $1.key } }
        self.required = required
        self.optional = optional
    }

    private static func literalText(_ segment: RouteSegment?) -> String {
        if case .literal(let text) = segment { return text }
        return ""
    }

    private static func compile(_ segment: RouteSegment, caseInsensitive: Bool) -> CompiledPosition {
        switch segment {
        case .literal(let text):
            return CompiledPosition(
                set: .literal(caseInsensitive ? Lexical.caseFolded(text) : text), rank: 0, placeholder: nil)
        case .placeholder(let placeholder):
            switch placeholder.type {
            case .oneOf(let values):
                let set = ValueSet.finiteSet(caseInsensitive ? values.map(Lexical.caseFolded) : values)
                return CompiledPosition(set: set, rank: 1, placeholder: placeholder)
            case .bool:
                return CompiledPosition(set: .finite(["false", "true"]), rank: 1, placeholder: placeholder)
            case .int:
                return CompiledPosition(set: .int, rank: 2, placeholder: placeholder)
            case .uuid:
                return CompiledPosition(set: .uuid, rank: 2, placeholder: placeholder)
            case .double:
                return CompiledPosition(set: .double, rank: 3, placeholder: placeholder)
            case .string:
                return CompiledPosition(set: .string, rank: 4, placeholder: placeholder)
            }
        }
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
        }
        return spellings
    }

    /// The rank at a position of the rank vector (the tail sits at index `count`).
    func rank(at index: Int) -> UInt8 { index < positions.count ? positions[index].rank : Self.tailRank }

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
        case tie
    }

    let winner: Winner
    let reason: Reason

    /// Precedence per the route rules: the lexicographically smaller rank vector (a prefix is smaller);
    /// then a strict superset of required query keys; then, with equal keys, the smaller query rank
    /// vector in key order. Anything else is a tie.
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
            winner = .neither
            reason = .tie
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
