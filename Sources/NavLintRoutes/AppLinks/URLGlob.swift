/// A pattern of an `apple-app-site-association` file (`/p/*`, `/help/?*`, `en`): `*` matches any run
/// of characters (none included, across `/`), `?` exactly one, everything else itself. Matched against
/// the percent-decoded component, so the text given is decoded already.
package struct URLGlob: Sendable, Hashable, CustomStringConvertible {
    enum Token: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case one
        case run
    }

    /// The pattern as given.
    package let text: String
    package let caseSensitive: Bool
    let tokens: [Token]

    package init(_ text: String, caseSensitive: Bool) {
        self.text = text
        self.caseSensitive = caseSensitive
        tokens = text.unicodeScalars.map { scalar in
            switch scalar {
            case "*": .run
            case "?": .one
            default: .literal(caseSensitive ? scalar : Self.folded(scalar))
            }
        }
    }

    /// A glob written percent-encoded (an AASA's default): its escapes decoded, nil when one is not two hex
    /// digits or they do not form UTF-8 text.
    package init?(percentEncoded text: String, caseSensitive: Bool) {
        guard let decoded = try? PercentCoding.decode(Array(text.utf8)) else { return nil }
        self.init(decoded, caseSensitive: caseSensitive)
    }

    package var description: String { text }

    /// Whether the glob matches every text: only `*` runs.
    package var matchesEverything: Bool { tokens.allSatisfy { $0 == .run } }

    /// The start: position 0 and the positions after the runs that follow it.
    var start: [Int] { closure([0]) }

    func accepts(_ state: [Int]) -> Bool { state.last == tokens.count }

    /// The positions reached from `state` by reading `character`, sorted and distinct.
    func step(_ state: [Int], _ character: Unicode.Scalar) -> [Int] {
        var next: [Int] = []
        let folded = caseSensitive ? character : Self.folded(character)
        for position in state where position < tokens.count {
            switch tokens[position] {
            case .run: next.append(position)
            case .one: next.append(position + 1)
            case .literal(let scalar): if scalar == folded { next.append(position + 1) }
            }
        }
        return closure(next)
    }

    /// Whether the glob matches the whole text: a two-pointer match that goes back to the last `*` on a
    /// mismatch, without building position sets.
    package func matches(_ text: String) -> Bool { matches(scalars: Array(text.unicodeScalars)) }

    /// ``matches(_:)`` of a text already split into its scalars, for a text matched against many globs.
    package func matches(scalars characters: [Unicode.Scalar]) -> Bool {
        var (next, token, lastRun, runStart) = (0, 0, -1, 0)
        while next < characters.count {
            if token < tokens.count && reads(tokens[token], characters[next]) {
                next += 1
                token += 1
            } else if token < tokens.count && tokens[token] == .run {
                lastRun = token
                runStart = next
                token += 1
            } else if lastRun >= 0 {
                runStart += 1
                next = runStart
                token = lastRun + 1
            } else {
                return false
            }
        }
        while token < tokens.count && tokens[token] == .run { token += 1 }
        return token == tokens.count
    }

    /// Whether a token other than a run reads the character.
    private func reads(_ token: Token, _ character: Unicode.Scalar) -> Bool {
        switch token {
        case .one: true
        case .run: false
        case .literal(let scalar): scalar == (caseSensitive ? character : Self.folded(character))
        }
    }

    /// The characters the glob names, in both cases where it ignores case.
    var mentioned: [Unicode.Scalar] {
        tokens.flatMap { token -> [Unicode.Scalar] in
            guard case .literal(let scalar) = token else { return [] }
            return caseSensitive ? [scalar] : [scalar] + Self.upper(scalar)
        }
    }

    private func closure(_ positions: [Int]) -> [Int] {
        var result: [Int] = []
        for position in positions {
            var current = position
            result.append(current)
            while current < tokens.count && tokens[current] == .run {
                current += 1
                result.append(current)
            }
        }
        result.sort()
        var distinct: [Int] = []
        for position in result where distinct.last != position { distinct.append(position) }
        return distinct
    }

    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = String(scalar).lowercased().unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    private static func upper(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let upper = String(scalar).uppercased().unicodeScalars
        return upper.count == 1 && upper.first! != scalar ? [upper.first!] : []
    }
}
