/// Representative strings for positions where a mixed segment takes part.
///
/// The strings the region's automata all accept fall into cells by which constraint automata accept
/// them. A breadth-first walk over the product of all the automata, reading one character of each kind,
/// reaches every cell: two strings that lead to the same product state accept the same continuations,
/// so visiting each product state once is exhaustive. Characters are tried one per kind: each
/// character the automata name, and one unnamed digit, one unnamed hex letter and one other unnamed
/// character, which every class of ``CharacterClass`` treats alike.
enum CellSearch {
    /// Up to `limit` strings that every `region` automaton accepts, the shortest of each distinct
    /// combination of accepting `constraints`; empty when there is none, nil when `budget` (product
    /// states times characters) runs out. `foldsCase` for a host, whose text is lowercased.
    static func representatives(
        region: [Automaton], constraints: [Automaton], foldsCase: Bool, limit: Int = .max, budget: inout Int
    ) -> [String]? {
        let automata = region + constraints
        let alphabet = Self.alphabet(automata, foldsCase: foldsCase)
        let start = [[Int]](repeating: [0], count: automata.count)
        var visited: Set<[[Int]]> = [start]
        var queue: [(states: [[Int]], text: String)] = [(start, "")]
        var next = 0
        var signatures = Set<[Bool]>()
        var found: [String] = []
        while next < queue.count {
            let (states, text) = queue[next]
            next += 1
            if region.indices.allSatisfy({ automata[$0].accepts(states[$0]) }) {
                let signature = constraints.indices.map { constraints[$0].accepts(states[region.count + $0]) }
                if signatures.insert(signature).inserted {
                    found.append(text)
                    if found.count >= limit { return found }
                }
            }
            budget -= alphabet.count * automata.count
            if budget < 0 { return nil }
            for character in alphabet {
                var successor: [[Int]] = []
                successor.reserveCapacity(automata.count)
                for (index, automaton) in automata.enumerated() {
                    let stepped = automaton.step(states[index], character)
                    if index < region.count && stepped.isEmpty { break }
                    successor.append(stepped)
                }
                guard successor.count == automata.count, visited.insert(successor).inserted else { continue }
                var longer = text
                longer.unicodeScalars.append(character)
                queue.append((successor, longer))
            }
        }
        return found
    }

    /// One unnamed character of each kind, then every character the automata name.
    private static func alphabet(_ automata: [Automaton], foldsCase: Bool) -> [Unicode.Scalar] {
        var named = Set<Unicode.Scalar>()
        for automaton in automata {
            for moves in automaton.moves {
                for move in moves {
                    if case .scalar(let scalar) = move.reads { named.insert(scalar) }
                }
            }
        }
        // Unnamed characters first, so that examples read like words: `@a`, `1.json`.
        var alphabet: [Unicode.Scalar] = []
        let kinds = [
            foldsCase ? "abcdef" : "abcdefABCDEF", "1234567890",
            foldsCase ? "ghijklmnopqrstuvwxyz_~!$" : "ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ_~!$",
        ]
        for kind in kinds {
            if let fresh = kind.unicodeScalars.first(where: { !named.contains($0) }) { alphabet.append(fresh) }
        }
        return alphabet + named.sorted()
    }
}
