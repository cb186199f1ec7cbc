/// What a route or an AASA component asks of the text of a URL's query or fragment: that a glob or a route's
/// language takes the whole text, or, in a query, that the first item of a key has a value one of them takes
/// (as a route reads its required items and a component its `"?"` dictionary).
struct TextCondition: Hashable {
    /// What a text or an item's value must be.
    enum Value: Hashable {
        case glob(URLGlob)
        case language(Automaton)

        var start: [Int] {
            switch self {
            case .glob(let glob): glob.start
            case .language: [0]
            }
        }

        func step(_ state: [Int], _ character: Unicode.Scalar) -> [Int] {
            switch self {
            case .glob(let glob): glob.step(state, character)
            case .language(let automaton): automaton.step(state, character)
            }
        }

        func accepts(_ state: [Int]) -> Bool {
            switch self {
            case .glob(let glob): glob.accepts(state)
            case .language(let automaton): automaton.accepts(state)
            }
        }
    }

    enum Kind: Hashable {
        case whole(Value)
        case firstItem(key: [Unicode.Scalar], value: Value)
    }

    let kind: Kind
    /// Whether the text must not be empty: a route's fragment, which a URL without one does not have.
    var nonEmpty = false

    /// In a query, `&` and `=` as the walk reads them are separators; this stands for an `&` written
    /// percent-encoded inside a key or value (`%26`), so that the walk meets every way of splitting a decoded
    /// query into items. A key that holds an `=` (`%3D`) is left out: no link carries one, and with it every
    /// `"?": "key=*"` would hand the app `?key%3D=`, which no route reads as `key`.
    static let escapedAmpersand: Unicode.Scalar = "\u{E001}"

    /// The character a key or value holds for a character of the walk.
    static func decoded(_ character: Unicode.Scalar) -> Unicode.Scalar {
        character == escapedAmpersand ? "&" : character
    }

    /// The characters the condition tells apart from others.
    var mentioned: Set<Unicode.Scalar> {
        func of(_ value: Value) -> [Unicode.Scalar] {
            switch value {
            case .glob(let glob): return glob.mentioned
            case .language(let automaton):
                return automaton.moves.flatMap { moves in
                    moves.compactMap { if case .scalar(let scalar) = $0.reads { scalar } else { nil } }
                }
            }
        }
        switch kind {
        case .whole(let value): return Set(of(value))
        case .firstItem(let key, let value): return Set(key + of(value))
        }
    }

    // A first-item state is [phase, key position, value state...]: phase 0 reads a key (the key position is
    // how much of the key it matched, -1 once it differs), 1 a value, 2 and 3 the decided true and false.
    private static let held = [2]
    private static let failed = [3]

    /// The state before the first character.
    var start: [Int] {
        switch kind {
        case .whole(let value): value.start
        case .firstItem: [0, 0]
        }
    }

    /// Whether no text that continues from `state` can meet the condition.
    func isDead(_ state: [Int]) -> Bool {
        switch kind {
        case .whole: state.isEmpty
        case .firstItem: state == Self.failed
        }
    }

    /// The state after reading `character`; with `separators`, `&` and `=` split items.
    func step(_ state: [Int], _ character: Unicode.Scalar, separators: Bool) -> [Int] {
        switch kind {
        case .whole(let value): return value.step(state, Self.decoded(character))
        case .firstItem(let key, let value):
            guard state[0] < 2 else { return state }
            let matching = state[1] == key.count && !key.isEmpty
            if separators && character == "&" {
                return matching ? decide(value, state[0] == 0 ? value.start : Array(state.dropFirst(2))) : [0, 0]
            }
            if state[0] == 0 {
                if separators && character == "=" { return matching ? [1, key.count] + value.start : [1, -1] }
                let position = state[1]
                let next = position >= 0 && position < key.count && key[position] == Self.decoded(character)
                return [0, next ? position + 1 : -1]
            }
            guard matching else { return state }
            let next = value.step(Array(state.dropFirst(2)), Self.decoded(character))
            return next.isEmpty ? Self.failed : [1, key.count] + next
        }
    }

    /// Whether a text that ends in `state` (`empty` when it has no character) meets the condition.
    func accepts(_ state: [Int], empty: Bool) -> Bool {
        if nonEmpty && empty { return false }
        switch kind {
        case .whole(let value): return value.accepts(state)
        case .firstItem(let key, let value):
            switch state[0] {
            case 0, 1:
                guard state[1] == key.count && !key.isEmpty else { return false }
                return value.accepts(state[0] == 0 ? value.start : Array(state.dropFirst(2)))
            default: return state == Self.held
            }
        }
    }

    private func decide(_ value: Value, _ valueState: [Int]) -> [Int] {
        value.accepts(valueState) ? Self.held : Self.failed
    }
}

/// The distinct conditions one walk reads, each with its place.
struct TextConditions {
    private(set) var list: [TextCondition] = []
    private var places: [TextCondition: Int] = [:]

    /// The place of `kind` in the list, added when it is new.
    mutating func index(of kind: TextCondition.Kind, nonEmpty: Bool = false) -> Int {
        let condition = TextCondition(kind: kind, nonEmpty: nonEmpty)
        if let known = places[condition] { return known }
        places[condition] = list.count
        list.append(condition)
        return list.count - 1
    }

    /// The places of what a component asks of the query: each `"?"` dictionary item, and the `"?"` string
    /// unless it takes every text.
    mutating func indices(asked component: LinkComponent) -> [Int] {
        var asked = component.queryItems.map { item in
            index(of: .firstItem(key: Array(item.key.unicodeScalars), value: .glob(item.value)))
        }
        if let query = component.query, !query.matchesEverything { asked.append(index(of: .whole(.glob(query)))) }
        return asked
    }
}
