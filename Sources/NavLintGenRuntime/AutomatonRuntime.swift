// The part of a generated matcher for segments that mix literal text and placeholders (`@{user}`,
// `{id:int}.json`, `*.example.com`): the route engine's automaton of the segment, read from the
// table `StaticTables` writes, with the engine's membership test and its split of a match into
// the pieces' texts (earlier placeholders take as little as they can). Written only for specs
// that have such segments, and copied as MatcherRuntime.swift is (see its header).

extension Matcher {
  /// A nondeterministic automaton over Unicode scalars without empty moves, state 0 the start; each
  /// state names the piece of the segment that read the character leading into it.
  struct Automaton: Sendable {
    struct Move: Sendable {
      /// -1 any scalar, -2 an ASCII digit, -3 a hex digit, else the scalar's value.
      let reads: Int
      let target: Int
    }

    let pieces: Int
    let moves: [[Move]]
    let accepting: [Bool]
    let piece: [Int]

    /// From the count of pieces, then for each state: accepting (1 or 0), piece, number of moves,
    /// and each move's class and target.
    init(_ table: [Int]) {
      pieces = table[0]
      var moves: [[Move]] = []
      var accepting: [Bool] = []
      var piece: [Int] = []
      var index = 1
      while index < table.count {
        accepting.append(table[index] == 1)
        piece.append(table[index + 1])
        let start = index + 3
        let count = table[index + 2]
        moves.append(
          (0..<count).map { move in
            Move(reads: table[start + 2 * move], target: table[start + 2 * move + 1])
          })
        index = start + 2 * count
      }
      self.moves = moves
      self.accepting = accepting
      self.piece = piece
    }

    private static func reads(_ reads: Int, _ scalar: Unicode.Scalar) -> Bool {
      switch reads {
      case -1: return true
      case -2: return scalar.value >= 0x30 && scalar.value <= 0x39
      case -3:
        let value = scalar.value | 0x20
        return (scalar.value >= 0x30 && scalar.value <= 0x39) || (value >= 0x61 && value <= 0x66)
      default: return scalar.value == UInt32(reads)
      }
    }

    private func step(_ states: [Int], _ scalar: Unicode.Scalar) -> [Int] {
      var next: [Int] = []
      for state in states {
        for move in moves[state] where Self.reads(move.reads, scalar) {
          if !next.contains(move.target) { next.append(move.target) }
        }
      }
      if next.count > 1 { next.sort() }
      return next
    }

    private func accepts(_ states: [Int]) -> Bool { states.contains { accepting[$0] } }

    func contains(_ text: String) -> Bool {
      var states = [0]
      for scalar in text.unicodeScalars {
        states = step(states, scalar)
        if states.isEmpty { return false }
      }
      return accepts(states)
    }

    /// The text each piece read, or nil when the text does not match.
    func split(_ text: String) -> [String]? {
      let scalars = Array(text.unicodeScalars)
      var live = [[0]]
      for scalar in scalars { live.append(step(live[live.count - 1], scalar)) }
      guard accepts(live[scalars.count]) else { return nil }
      var useful = [[Int]](repeating: [], count: scalars.count + 1)
      useful[scalars.count] = live[scalars.count].filter { accepting[$0] }
      for position in Swift.stride(from: scalars.count - 1, through: 0, by: -1) {
        useful[position] = live[position].filter { state in
          moves[state].contains { move in
            Self.reads(move.reads, scalars[position])
              && useful[position + 1].contains(move.target)
          }
        }
      }
      var values = [String](repeating: "", count: pieces)
      var state = 0
      for (position, scalar) in scalars.enumerated() {
        var best: Int?
        for move in moves[state]
        where Self.reads(move.reads, scalar) && useful[position + 1].contains(move.target) {
          if best.map({ piece[move.target] > piece[$0] }) ?? true { best = move.target }
        }
        guard let next = best else { return nil }
        if piece[next] >= 0 { values[piece[next]].unicodeScalars.append(scalar) }
        state = next
      }
      return values
    }
  }
}
