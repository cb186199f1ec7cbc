/// The automata behind ``RouteTableLayout/Accepts/mixed`` positions and the fragment a route requires: what
/// an interpreter outside Swift (the review page's script) needs, beside the layout, to match and split
/// URLs exactly as ``RouteTable`` does.
extension RouteTableLayout {
    /// What one move of an automaton reads.
    public enum Reads: Sendable, Equatable {
        case any, digit
        /// A digit or a letter a-f, either case.
        case hexDigit
        case scalar(Unicode.Scalar)
    }

    /// A nondeterministic automaton over Unicode scalars, without empty moves: state 0 starts;
    /// `piece[state]` is the index of the part that read the character leading into the state (-1 for the
    /// start). A match is split by taking, at each character, the move into the highest piece from which
    /// the rest of the text can still be accepted: earlier placeholders take as little as they can.
    public struct Machine: Sendable, Equatable {
        public struct Move: Sendable, Equatable {
            public let reads: Reads
            public let target: Int
        }

        public let moves: [[Move]]
        public let accepting: [Bool]
        public let piece: [Int]
        /// The placeholder of each part, nil for literal text and a wildcard.
        public let placeholders: [RoutePlaceholder?]
    }

    /// The automata of one route's mixed positions, query values and fragment; nil where one is not mixed.
    public struct RouteMachines: Sendable, Equatable {
        public let positions: [Machine?]
        public let required: [Machine?]
        public let optional: [Machine?]
        public let fragment: Machine?
    }

    /// The rank of a `{rest*}` tail at the position where it starts.
    public static var tailRank: Int { CompiledRoute.tailRank }

    /// The automata of the route at `index` (in the table's order).
    public func machines(ofRoute index: Int) -> RouteMachines {
        let route = table.compiled[index]
        return RouteMachines(
            positions: route.positions.map { Self.machine($0.set) },
            required: route.required.map { Self.machine($0.set) },
            optional: route.optional.map { Self.machine($0.set) },
            fragment: route.fragment.flatMap { Self.machine($0.set) })
    }

    /// The fragment the route at `index` requires, as a position; nil when it does not constrain it.
    public func fragment(ofRoute index: Int) -> Position? {
        table.compiled[index].fragment.map {
            Position(accepts: Self.accepts($0.set), rank: $0.rank, placeholder: $0.placeholder)
        }
    }

    private static func machine(_ set: ValueSet) -> Machine? {
        guard case .pattern(let language) = set else { return nil }
        let moves = language.automaton.moves.map { moves in
            moves.map { move in
                let reads: Reads =
                    switch move.reads {
                    case .any: .any
                    case .digit: .digit
                    case .hexDigit: .hexDigit
                    case .scalar(let scalar): .scalar(scalar)
                    }
                return Machine.Move(reads: reads, target: move.target)
            }
        }
        return Machine(
            moves: moves, accepting: language.automaton.accepting, piece: language.automaton.piece,
            placeholders: language.placeholders)
    }
}
