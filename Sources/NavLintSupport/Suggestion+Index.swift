extension Suggestion {
    /// Candidates prepared once for many "did you mean" look-ups: ``closest(to:)`` gives what
    /// ``Suggestion/closest(to:among:)`` gives, without comparing the word with every candidate.
    ///
    /// The lower-cased candidates are kept in a trie, and a look-up walks it with one row of the edit-distance
    /// table per trie level, leaving a branch as soon as no candidate below it can be close enough (its
    /// rows have grown past the largest distance any candidate below allows). A word is compared with the
    /// few prefixes near it, not with every name: hints for thousands of names against thousands of others
    /// stay linear in practice (`navlint diff` of a spec whose every screen was renamed).
    ///
    /// ```swift
    /// let index = Suggestion.Index(["Settings", "Profile"])
    /// index.closest(to: "settngs")  // "Settings"
    /// index.hint(for: "Profle")     // "; did you mean \"Profile\"?"
    /// ```
    public struct Index: Sendable {
        private let candidates: [String]
        /// The trie: each node's children (byte, node), the candidates that end there, and the largest
        /// distance any candidate in its subtree allows. Node 0 is the root.
        private var children: [[(byte: UInt8, node: Int)]] = [[]]
        private var ending: [[Int]] = [[]]
        private var reach: [Int] = [0]
        /// How many edits each candidate may be away: max(1, its characters / 3).
        private let limits: [Int]
        /// The longest candidate's UTF-8 length.
        private let longest: Int

        /// For each length (in lower-cased UTF-8 bytes) that candidates have, the most edits one of them allows.
        private var reachByLength: [(length: Int, reach: Int)] = []

        public init(_ candidates: [String]) {
            self.candidates = candidates
            let limits = candidates.map { max(1, $0.count / 3) }
            self.limits = limits
            longest = candidates.map(\.utf8.count).max() ?? 0
            var reach: [Int: Int] = [:]
            for (index, candidate) in candidates.enumerated() {
                let bytes = Array(candidate.lowercased().utf8)
                reach[bytes.count] = max(reach[bytes.count] ?? 0, limits[index])
                insert(bytes, index)
            }
            reachByLength = reach.map { (length: $0.key, reach: $0.value) }
        }

        private mutating func insert(_ bytes: [UInt8], _ candidate: Int) {
            var node = 0
            reach[0] = max(reach[0], limits[candidate])
            for byte in bytes {
                if let next = children[node].first(where: { $0.byte == byte })?.node {
                    node = next
                } else {
                    children.append([])
                    ending.append([])
                    reach.append(0)
                    children[node].append((byte, children.count - 1))
                    node = children.count - 1
                }
                reach[node] = max(reach[node], limits[candidate])
            }
            ending[node].append(candidate)
        }

        /// The closest candidate to `word`, as ``Suggestion/closest(to:among:)`` defines it.
        public func closest(to word: String) -> String? {
            search(word).match.map { candidates[$0] }
        }

        /// `; did you mean "x"?` for the closest candidate, or "" when none is close.
        public func hint(for word: String) -> String {
            closest(to: word).map(didYouMean) ?? ""
        }

        /// The closest candidate's position, and how many trie nodes the look-up visited (its cost).
        func search(_ word: String) -> (match: Int?, visited: Int) {
            // Lower-casing shrinks a text to no less than a third of its bytes, and a word much longer than
            // every candidate is near none of them: skipping it keeps hints linear in the word's length.
            guard !candidates.isEmpty, word.utf8.count <= 3 * (2 * longest + 1) else { return (nil, 0) }
            let bytes = Array(word.lowercased().utf8)
            // A candidate is at least as many edits away as their lengths differ: when that rules out every
            // length (ids renamed to longer ones), no walk is needed.
            guard reachByLength.contains(where: { abs($0.length - bytes.count) <= $0.reach }) else { return (nil, 0) }
            var walk = Walk(word: bytes, levels: longest + 1)
            var stack: [(node: Int, depth: Int, byte: UInt8)] = []
            for child in children[0].reversed() { stack.append((child.node, 1, child.byte)) }
            var visited = 0
            for candidate in ending[0] { walk.consider(candidate, limit: limits[candidate]) }
            while let next = stack.popLast() {
                let (node, depth, byte) = next
                visited += 1
                let bound = walk.advance(to: depth, byte: byte)
                for candidate in ending[node] { walk.consider(candidate, limit: limits[candidate]) }
                // No row below can fall under the smaller of this row's and the one before's (plus a swap).
                guard bound <= min(reach[node], walk.best?.distance ?? .max) else { continue }
                for child in children[node].reversed() { stack.append((child.node, depth + 1, child.byte)) }
            }
            return (walk.best?.candidate, visited)
        }
    }

    /// The edit-distance table of one look-up, one row per trie level, filled as the trie is walked depth
    /// first: the row of a level is valid for the path to the node last visited at that level.
    private struct Walk {
        let word: [UInt8]
        /// Rows of `word.count + 1` distances, level after level; row 0 is the empty prefix.
        private var rows: [Int]
        /// The byte of the current path at each level (index 0 unused), and each row's smallest distance.
        private var path: [UInt8] = [0]
        private var minima: [Int] = [0]
        /// The level last filled.
        private var depth = 0
        private(set) var best: (candidate: Int, distance: Int)?

        /// - Parameter levels: how many levels the walk may go down, room made for at once.
        init(word: [UInt8], levels: Int) {
            self.word = word
            rows = Array(0...word.count)
            rows.reserveCapacity((levels + 1) * (word.count + 1))
            path.reserveCapacity(levels + 1)
            minima.reserveCapacity(levels + 1)
        }

        /// Fills the row of `depth` for the path ending in `byte`; returns the least distance any longer
        /// path through it can have.
        mutating func advance(to depth: Int, byte: UInt8) -> Int {
            let width = word.count + 1
            if rows.count < (depth + 1) * width {
                rows.append(contentsOf: repeatElement(0, count: width))
                path.append(0)
                minima.append(0)
            }
            self.depth = depth
            path[depth] = byte
            let (row, above, twoAbove) = (depth * width, (depth - 1) * width, (depth - 2) * width)
            rows[row] = depth
            var least = depth
            for column in stride(from: 1, through: word.count, by: 1) {
                let cost = word[column - 1] == byte ? 0 : 1
                var distance = min(
                    rows[above + column] + 1, rows[row + column - 1] + 1, rows[above + column - 1] + cost)
                if depth > 1, column > 1, word[column - 1] == path[depth - 1], word[column - 2] == byte {
                    distance = min(distance, rows[twoAbove + column - 2] + 1)
                }
                rows[row + column] = distance
                least = min(least, distance)
            }
            minima[depth] = least
            return min(least, minima[depth - 1] + 1)
        }

        /// Takes a candidate that ends at the level last filled when it is close enough, and closer than the
        /// best so far or as close and earlier among the candidates.
        mutating func consider(_ candidate: Int, limit: Int) {
            let distance = rows[depth * (word.count + 1) + word.count]
            guard distance <= limit else { return }
            if let best, (best.distance, best.candidate) <= (distance, candidate) { return }
            best = (candidate, distance)
        }
    }
}
