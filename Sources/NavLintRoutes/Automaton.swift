/// What one move of an ``Automaton`` reads.
enum CharacterClass: Hashable, Sendable {
    case any
    case digit
    /// A digit or a letter a-f, either case.
    case hexDigit
    case scalar(Unicode.Scalar)

    func matches(_ character: Unicode.Scalar) -> Bool {
        switch self {
        case .any: return true
        case .digit: return character.value >= 0x30 && character.value <= 0x39
        case .hexDigit: return character.isASCII && Lexical.isHexDigit(UInt8(character.value))
        case .scalar(let scalar): return scalar == character
        }
    }
}

/// A nondeterministic automaton without empty moves over Unicode scalars: the strings one position of
/// a route accepts. State 0 is the start. Each state records which piece of its segment read the
/// character that led into it, so that a match can be split into the placeholders' values.
struct Automaton: Sendable, Hashable {
    struct Move: Hashable, Sendable {
        let reads: CharacterClass
        let target: Int
    }

    let moves: [[Move]]
    let accepting: [Bool]
    /// For each state, the index of the piece that read the character leading into it (-1 for the start).
    let piece: [Int]

    /// The states reached from `states` by reading `character`, sorted and distinct.
    func step(_ states: [Int], _ character: Unicode.Scalar) -> [Int] {
        var next: [Int] = []
        for state in states {
            for move in moves[state] where move.reads.matches(character) && !next.contains(move.target) {
                next.append(move.target)
            }
        }
        if next.count > 1 { next.sort() }
        return next
    }

    func accepts(_ states: [Int]) -> Bool { states.contains { accepting[$0] } }

    func contains(_ text: String) -> Bool {
        if moves.count <= 64 { return containsSmall(text) }
        var states = [0]
        for character in text.unicodeScalars {
            states = step(states, character)
            if states.isEmpty { return false }
        }
        return accepts(states)
    }

    /// ``contains(_:)`` for an automaton of at most 64 states, with the states as the bits of a word.
    private func containsSmall(_ text: String) -> Bool {
        var states: UInt64 = 1
        for character in text.unicodeScalars {
            var next: UInt64 = 0
            var rest = states
            while rest != 0 {
                let state = rest.trailingZeroBitCount
                rest &= rest - 1
                for move in moves[state] where move.reads.matches(character) { next |= 1 << UInt64(move.target) }
            }
            if next == 0 { return false }
            states = next
        }
        var rest = states
        while rest != 0 {
            if accepting[rest.trailingZeroBitCount] { return true }
            rest &= rest - 1
        }
        return false
    }

    /// The text each piece read, for a text the automaton accepts; earlier placeholders take as little as
    /// they can. Nil when the text does not match.
    func split(_ text: String, pieces: Int) -> [String]? {
        let characters = Array(text.unicodeScalars)
        var live = [[0]]
        live.reserveCapacity(characters.count + 1)
        for character in characters {
            live.append(step(live[live.count - 1], character))
        }
        guard accepts(live[characters.count]) else { return nil }
        var useful = [[Int]](repeating: [], count: characters.count + 1)
        useful[characters.count] = live[characters.count].filter { accepting[$0] }
        for position in stride(from: characters.count - 1, through: 0, by: -1) {
            useful[position] = live[position].filter { state in
                moves[state].contains { move in
                    move.reads.matches(characters[position]) && useful[position + 1].contains(move.target)
                }
            }
        }
        var values = [String](repeating: "", count: pieces)
        var state = 0
        for (position, character) in characters.enumerated() {
            var best: Int?
            for move in moves[state] where move.reads.matches(character) && useful[position + 1].contains(move.target) {
                if best.map({ piece[move.target] > piece[$0] }) ?? true { best = move.target }
            }
            guard let next = best else { return nil }
            if piece[next] >= 0 { values[piece[next]].unicodeScalars.append(character) }
            state = next
        }
        return values
    }
}

/// Builds an ``Automaton`` piece by piece, with empty moves that ``build()`` removes.
struct AutomatonBuilder {
    private var moves: [[Automaton.Move]] = [[]]
    private var empty: [[Int]] = [[]]
    private var piece: [Int] = [-1]
    /// The state where the next piece starts.
    private(set) var end = 0

    /// The automaton of one piece alone.
    static func single(_ pieceType: PieceType) -> Automaton {
        var builder = AutomatonBuilder()
        builder.append(pieceType, index: 0)
        return builder.build()
    }

    /// What a piece of a segment accepts.
    enum PieceType {
        case text(String)
        case values([String])
        /// Any text of at least `minimum` (0 or 1) characters.
        case any(minimum: Int)
        case int, double, uuid
    }

    private mutating func state(_ index: Int) -> Int {
        moves.append([])
        empty.append([])
        piece.append(index)
        return moves.count - 1
    }

    private mutating func move(_ from: Int, _ reads: CharacterClass, _ to: Int) {
        moves[from].append(Automaton.Move(reads: reads, target: to))
    }

    private mutating func chain(_ text: String, from start: Int, index: Int) -> Int {
        var current = start
        for character in text.unicodeScalars {
            let next = state(index)
            move(current, .scalar(character), next)
            current = next
        }
        return current
    }

    private mutating func digits(from start: Int, index: Int) -> Int {
        let digits = state(index)
        move(start, .digit, digits)
        move(digits, .digit, digits)
        return digits
    }

    /// Appends a piece after the current end; `index` is the piece's number, for splitting matches.
    mutating func append(_ type: PieceType, index: Int) {
        let start = end
        switch type {
        case .text(let text):
            end = chain(text, from: start, index: index)
        case .values(let values):
            end = state(index)
            for value in values { empty[chain(value, from: start, index: index)].append(end) }
        case .any(let minimum):
            let loop = state(index)
            move(start, .any, loop)
            move(loop, .any, loop)
            if minimum == 0 { empty[start].append(loop) }
            end = loop
        case .int, .double:
            let sign = state(index)
            move(start, .scalar("-"), sign)
            let whole = digits(from: start, index: index)
            move(sign, .digit, whole)
            guard case .double = type else {
                end = whole
                return
            }
            let dot = state(index)
            move(whole, .scalar("."), dot)
            let fraction = digits(from: dot, index: index)
            end = state(index)
            empty[whole].append(end)
            empty[fraction].append(end)
        case .uuid:
            var current = start
            for group in [8, 4, 4, 4, 12] {
                if current != start {
                    let dash = state(index)
                    move(current, .scalar("-"), dash)
                    current = dash
                }
                for _ in 0..<group {
                    let next = state(index)
                    move(current, .hexDigit, next)
                    current = next
                }
            }
            end = current
        }
    }

    /// The automaton accepting what the pieces appended so far accept, in order, without empty moves.
    func build() -> Automaton {
        var closures: [[Int]] = []
        closures.reserveCapacity(moves.count)
        for state in moves.indices {
            var closure = [state]
            var next = 0
            while next < closure.count {
                for target in empty[closure[next]] where !closure.contains(target) { closure.append(target) }
                next += 1
            }
            closures.append(closure)
        }
        return Automaton(
            moves: closures.map { closure in closure.flatMap { moves[$0] } },
            accepting: closures.map { $0.contains(end) },
            piece: piece
        )
    }
}
