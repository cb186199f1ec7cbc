/// A breadth-first walk of a route language read beside AASA globs, one character at a time, so that the
/// first text found of each kind is a shortest one. Exact: the characters tried are one of each class
/// that the language's moves and the globs' literals tell apart.
struct GlobProduct {
    /// A place of the walk: the language's states (one state of a nondeterministic walk, or the set of a
    /// determinized one), each glob's state (in its ``GlobDFA``), and whether the text read so far ends in `/`.
    struct Node: Hashable {
        var states: [Int]
        var globs: [Int]
        var afterSlash: Bool
    }

    /// The most places one walk visits; past it the answer is unknown.
    static let nodeBudget = 100_000
    /// The most glob steps one walk takes (places times characters times globs), so that an AASA file of
    /// many components cannot make one walk long; past it the answer is unknown.
    static let stepBudget = 250_000

    /// The glob steps this walk may take.
    let steps: Int

    /// The places a walk may visit: ``nodeBudget``, less where each place costs many glob steps.
    var placeBudget: Int { min(Self.nodeBudget, steps / max(alphabet.count * globs.count, 1)) }

    let language: Automaton
    let globs: [URLGlob]
    /// Each glob determinized over the alphabet as the walk reaches its states.
    let automata: [GlobDFA]
    /// In a path, a placeholder never takes `/` and a text never holds an empty segment.
    let pathMode: Bool
    let alphabet: [Unicode.Scalar]

    /// For a small language, the targets of each state on each character of the alphabet, worked out once.
    let transitions: [[[Int]]]?

    init(language: Automaton, globs: [URLGlob], pathMode: Bool, steps: Int = stepBudget) {
        self.steps = steps
        self.language = language
        self.globs = globs
        self.pathMode = pathMode
        let alphabet = Self.alphabet(language: language, globs: globs, pathMode: pathMode)
        self.alphabet = alphabet
        automata = globs.map { GlobDFA($0, alphabet: alphabet) }
        transitions = language.moves.count > 512 ? nil : Self.table(language, alphabet, pathMode: pathMode)
    }

    /// The targets of each state on each character of the alphabet, distinct.
    private static func table(_ language: Automaton, _ alphabet: [Unicode.Scalar], pathMode: Bool) -> [[[Int]]] {
        var table = [[[Int]]](repeating: [[Int]](repeating: [], count: alphabet.count), count: language.moves.count)
        for state in language.moves.indices {
            for move in language.moves[state] {
                for (index, character) in alphabet.enumerated() where move.reads.matches(character) {
                    if pathMode && character == "/" && move.reads == .any { continue }
                    if !table[state][index].contains(move.target) { table[state][index].append(move.target) }
                }
            }
        }
        return table
    }

    /// One character of each class that no move or glob tells apart, in ``readingOrder(_:)``.
    static func alphabet(language: Automaton, globs: [URLGlob], pathMode: Bool) -> [Unicode.Scalar] {
        var mentioned = Set<Unicode.Scalar>()
        for moves in language.moves {
            for move in moves { if case .scalar(let scalar) = move.reads { mentioned.insert(scalar) } }
        }
        for glob in globs { mentioned.formUnion(glob.mentioned) }
        if pathMode { mentioned.insert("/") }
        return alphabet(mentioning: mentioned)
    }

    /// The characters `mentioned`, and one character of each class of those not mentioned that a move can
    /// tell apart (a digit, a hex letter, another character), in ``readingOrder(_:)``.
    static func alphabet(mentioning mentioned: Set<Unicode.Scalar>) -> [Unicode.Scalar] {
        var result = mentioned
        for candidates in ["0123456789", "abcdefABCDEF", "ghijklmnopqrstuvwxyz_~"] {
            if let fresh = candidates.unicodeScalars.first(where: { !mentioned.contains($0) }) { result.insert(fresh) }
        }
        if !result.contains(where: { !Lexical.isHexDigit(UInt8(truncatingIfNeeded: $0.value)) && $0 != "/" }) {
            result.insert("\u{E000}")
        }
        return result.sorted { Self.readingOrder($0) < Self.readingOrder($1) }
    }

    /// Letters first, then digits, then the rest, so that witnesses read as words where they can.
    private static func readingOrder(_ scalar: Unicode.Scalar) -> (Int, UInt32) {
        switch scalar.value {
        case 0x61...0x7A: (0, scalar.value)
        case 0x41...0x5A: (1, scalar.value)
        case 0x30...0x39: (2, scalar.value)
        default: (3, scalar.value)
        }
    }

    /// The states a nondeterministic walk's states move to on the alphabet's character at `index`.
    private func reached(from states: [Int], _ index: Int, _ character: Unicode.Scalar) -> [Int] {
        if let transitions, states.count == 1 { return transitions[states[0]][index] }
        return Set(states.flatMap { targets(of: $0, character) }).sorted()
    }

    /// The states a language state moves to on `character`.
    func targets(of state: Int, _ character: Unicode.Scalar) -> [Int] {
        Self.targets(of: state, character, in: language, pathMode: pathMode)
    }

    static func targets(of state: Int, _ character: Unicode.Scalar, in language: Automaton, pathMode: Bool) -> [Int] {
        language.moves[state].compactMap { move in
            if pathMode && character == "/" && move.reads == .any { return nil }
            return move.reads.matches(character) ? move.target : nil
        }
    }

    /// Walks the product from the start. `deterministic` keeps the set of language states, else each
    /// state apart. `visit` sees each new place with a way to spell the text that reached it, and stops
    /// the walk by returning true. False when the budget ran out first.
    func walk(
        deterministic: Bool, budget: Int? = nil, dead: (Node) -> Bool = { _ in false },
        visit: (Node, () -> String) -> Bool
    ) -> Bool {
        let limit = min(budget ?? placeBudget, placeBudget)
        guard limit > 0 else { return false }
        let start = Node(states: [0], globs: globs.map { _ in 0 }, afterSlash: false)
        var nodes = [start]
        var parents: [(node: Int, character: Unicode.Scalar)] = [(-1, " ")]
        var seen: [Node: Int] = [start: 0]
        func spelling(_ index: Int) -> String {
            var scalars: [Unicode.Scalar] = []
            var current = index
            while current > 0 {
                scalars.append(parents[current].character)
                current = parents[current].node
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars.reversed())
            return String(text)
        }
        var next = 0
        while next < nodes.count {
            let node = nodes[next]
            let index = next
            next += 1
            if visit(node, { spelling(index) }) { return true }
            for successor in successors(of: node, deterministic: deterministic)
            where seen[successor.node] == nil && !dead(successor.node) {
                guard nodes.count < limit else { return false }
                seen[successor.node] = nodes.count
                nodes.append(successor.node)
                parents.append((index, successor.character))
            }
        }
        return true
    }

    private func successors(of node: Node, deterministic: Bool) -> [(node: Node, character: Unicode.Scalar)] {
        var result: [(Node, Unicode.Scalar)] = []
        for (index, character) in alphabet.enumerated() {
            if pathMode && character == "/" && node.afterSlash { continue }
            let reached = deterministic ? [] : self.reached(from: node.states, index, character)
            if !deterministic && reached.isEmpty { continue }
            let globs = zip(automata, node.globs).map { automaton, state in automaton.step(state, index) }
            let afterSlash = character == "/"
            if deterministic {
                var states: [Int] = []
                for state in node.states { states += targets(of: state, character) }
                states = Array(Set(states)).sorted()
                result.append((Node(states: states, globs: globs, afterSlash: afterSlash), character))
            } else {
                for target in reached {
                    result.append((Node(states: [target], globs: globs, afterSlash: afterSlash), character))
                }
            }
        }
        return result
    }
}

/// Which globs a text of a language matches, with the shortest such text.
package struct GlobMatchSet: Sendable, Hashable {
    /// For each glob, whether it matches.
    package let matches: [Bool]
    /// A shortest text of the language that the globs match so.
    package let witness: String
}

extension GlobProduct {
    /// Every combination of matches some text of the language gives, shortest witness first; nil past
    /// the budget.
    func matchSets() -> [GlobMatchSet]? {
        var found: [GlobMatchSet] = []
        var kinds = Set<[Bool]>()
        let finished = walk(deterministic: false) { node, spelling in
            guard node.states.contains(where: { language.accepting[$0] }) else { return false }
            let matches = zip(automata, node.globs).map { automaton, state in automaton.accepting[state] }
            if kinds.insert(matches).inserted { found.append(GlobMatchSet(matches: matches, witness: spelling())) }
            return kinds.count == 1 << min(globs.count, 20)
        }
        return finished ? found : nil
    }

    /// A shortest text the first glob matches, no other glob does and the language (determinized) does
    /// not accept: `.some(nil)` when there is none, nil past the budget. A path starts with `/` and never
    /// ends in one but the root.
    func firstUncovered() -> String?? {
        var witness: String?
        let target = automata[0]
        let targetIsDead = { (node: Node) in target.isDead(node.globs[0]) }
        // Each place of a determinized walk steps every state of the language: the budget shares out the work.
        let budget = min(Self.nodeBudget, max(1_000, 4_000_000 / max(language.moves.count, 1)))
        let finished = walk(deterministic: true, budget: budget, dead: targetIsDead) { node, spelling in
            guard target.accepting[node.globs[0]] else { return false }
            guard !zip(automata, node.globs).dropFirst().contains(where: { $0.accepting[$1] }) else { return false }
            guard !node.states.contains(where: { language.accepting[$0] }) else { return false }
            let text = spelling()
            if pathMode && (!text.hasPrefix("/") || (node.afterSlash && text != "/")) { return false }
            witness = text
            return true
        }
        return finished ? .some(witness) : nil
    }
}

/// A glob determinized over a walk's alphabet, state by state as the walk reaches them: state 0 is the start,
/// each state a set of the glob's positions. A class, so that one walk's steps share what they work out.
final class GlobDFA {
    let glob: URLGlob
    let alphabet: [Unicode.Scalar]
    private(set) var positions: [[Int]] = []
    private(set) var accepting: [Bool] = []
    private var ids: [[Int]: Int] = [:]
    /// For each state and character of the alphabet, the next state; -1 where not yet worked out.
    private var next: [[Int]] = []

    init(_ glob: URLGlob, alphabet: [Unicode.Scalar]) {
        self.glob = glob
        self.alphabet = alphabet
        _ = state(of: glob.start)
    }

    func isDead(_ state: Int) -> Bool { positions[state].isEmpty }

    func step(_ current: Int, _ character: Int) -> Int {
        let known = next[current][character]
        if known >= 0 { return known }
        let reached = state(of: glob.step(positions[current], alphabet[character]))
        next[current][character] = reached
        return reached
    }

    private func state(of set: [Int]) -> Int {
        if let known = ids[set] { return known }
        ids[set] = positions.count
        positions.append(set)
        accepting.append(glob.accepts(set))
        next.append([Int](repeating: -1, count: alphabet.count))
        return positions.count - 1
    }
}
