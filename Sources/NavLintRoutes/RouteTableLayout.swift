/// A read-only view of a ``RouteTable`` for code generators: its segment trie, each route's compiled
/// positions and query items with their ranks, and the order of the routes' rank vectors. A generator
/// reads what the table resolved instead of deriving it again from the patterns.
public struct RouteTableLayout: Sendable {
    /// What one position (or query value) accepts.
    public enum Accepts: Sendable, Hashable {
        /// One literal, percent-decoded (case-folded in a custom scheme's host).
        case literal(String)
        /// Finitely many values, sorted: an enum (case-folded in a host) or a bool.
        case values([String])
        case int, double, uuid, string
        /// Any text, the empty text included: a string placeholder in a query value.
        case text
        /// A segment mixing literal text and placeholders, as the automaton the engine matches it with.
        case mixed(MixedSegment)
    }

    /// The automaton of a segment that mixes literal text and placeholders (`@{user}`, `*.example.com`):
    /// a nondeterministic automaton over Unicode scalars without empty moves, state 0 the start. Each
    /// state names the piece of the segment that read the character leading into it, which is how a match
    /// is split into the placeholders' values (earlier placeholders take as little as they can).
    public struct MixedSegment: Sendable, Hashable {
        /// What one move reads: any scalar, an ASCII digit, a hex digit (either case) or one scalar.
        public enum Reads: Sendable, Hashable {
            case any, digit, hexDigit
            case scalar(Unicode.Scalar)
        }

        public struct Move: Sendable, Hashable {
            public let reads: Reads
            public let target: Int
        }

        /// The segment's canonical text (placeholder names dropped); equal keys accept the same strings.
        public let key: String
        /// For each state, its moves in the order the engine tries them.
        public let moves: [[Move]]
        public let accepting: [Bool]
        /// For each state, the piece that read the character leading into it (-1 for the start).
        public let piece: [Int]
        /// For each piece, its placeholder; nil for literal text and a wildcard's `*`.
        public let placeholders: [RoutePlaceholder?]

        init(_ language: SegmentLanguage) {
            key = language.key
            let automaton = language.automaton
            moves = automaton.moves.map { moves in
                moves.map { move in
                    let reads: Reads
                    switch move.reads {
                    case .any: reads = .any
                    case .digit: reads = .digit
                    case .hexDigit: reads = .hexDigit
                    case .scalar(let scalar): reads = .scalar(scalar)
                    }
                    return Move(reads: reads, target: move.target)
                }
            }
            accepting = automaton.accepting
            piece = automaton.piece
            placeholders = language.placeholders
        }
    }

    /// A node of the segment trie. The children of a bucket's root match the first position.
    public struct Node: Sendable {
        /// What the edge from the parent accepts.
        public let accepts: Accepts
        /// Children reached by a literal, sorted by literal.
        public let literalChildren: [Int]
        /// Children reached by a typed set, sorted by rank and then by set.
        public let typedChildren: [Int]
        /// Routes whose positions end here without a tail, ascending.
        public let terminals: [Int]
        /// Routes whose positions end here followed by a `{rest*}` tail, ascending.
        public let tails: [Int]
    }

    /// A matched position of a route (the host first for custom schemes).
    public struct Position: Sendable {
        public let accepts: Accepts
        /// Literal 0, enum and bool 1, int and uuid 2, double 3, string 4.
        public let rank: Int
        public let placeholder: RoutePlaceholder?
    }

    /// A query item of a route.
    public struct QueryItem: Sendable {
        public let key: String
        public let accepts: Accepts
        public let rank: Int
        public let placeholder: RoutePlaceholder?
        /// A list placeholder (`{tags:[int]}`), which collects every value of its key.
        public let isList: Bool
    }

    /// One route as the table compiled it.
    public struct Route: Sendable {
        /// `scheme:` for custom and pseudo schemes, `scheme://host` for web ones.
        public let bucket: String
        public let positions: [Position]
        /// For a custom scheme's host: case-folded value to the value as declared, where they differ.
        public let hostSpellings: [String: String]
        public let tail: RoutePlaceholder?
        /// Required items sorted by key; optional items in the order written.
        public let required: [QueryItem]
        public let optional: [QueryItem]
        /// What the route requires of the URL's fragment, if it constrains it.
        public let fragment: Position?
        /// Whether the route constrains the URL's fragment.
        public var hasFragment: Bool { fragment != nil }
        /// The index of this route's rank vector among all the table's distinct rank vectors sorted by
        /// precedence (lexicographically, a prefix before its extensions): a smaller order wins.
        public let pathOrder: Int
    }

    /// Bucket keys to the nodes of their roots, sorted by key.
    public let buckets: [(key: String, node: Int)]
    public let nodes: [Node]
    /// In the table's order.
    public let routes: [Route]
    let table: RouteTable

    public init(_ table: RouteTable) {
        self.table = table
        let trie = table.trie
        nodes = trie.nodes.indices.map { node in
            Node(
                accepts: Self.accepts(trie.edges[node]),
                literalChildren: trie.literalChildren(of: node).sorted { trie.literal(of: $0) < trie.literal(of: $1) },
                typedChildren: Self.sortedTyped(Array(trie.typedChildren(of: node)), edges: trie.edges),
                terminals: trie.terminals(at: node).sorted(),
                tails: trie.tails(at: node).sorted())
        }
        buckets = trie.literalChildren(of: Trie.root).map { (trie.literal(of: $0), $0) }.sorted { $0.key < $1.key }
        let orders = Self.pathOrders(table.compiled)
        routes = table.compiled.enumerated().map { index, route in
            Route(
                bucket: route.bucket,
                positions: route.positions.map(Self.position),
                hostSpellings: route.hostSpellings, tail: route.tail,
                required: route.required.map(Self.item), optional: route.optional.map(Self.item),
                fragment: route.fragment.map(Self.position), pathOrder: orders[index])
        }
    }

    /// Whether a route with the same rank vector as another wins over it by its query items: a strict
    /// superset of required keys, or with the same keys a smaller query rank vector in key order.
    public func queryOutranks(_ first: Int, _ second: Int) -> Bool {
        PrecedenceComparison(table.compiled[first], table.compiled[second]).winner == .first
    }

    private static func position(_ position: CompiledPosition) -> Position {
        Position(accepts: accepts(position.set), rank: position.rank, placeholder: position.placeholder)
    }

    private static func item(_ item: CompiledQueryItem) -> QueryItem {
        QueryItem(
            key: item.key, accepts: accepts(item.set), rank: item.rank, placeholder: item.position.placeholder,
            isList: item.isList)
    }

    static func accepts(_ set: ValueSet) -> Accepts {
        switch set {
        case .literal(let literal): return .literal(literal)
        case .finite(let values): return .values(values)
        case .int: return .int
        case .double: return .double
        case .uuid: return .uuid
        case .string: return .string
        case .text: return .text
        case .pattern(let language): return .mixed(MixedSegment(language))
        case .all: preconditionFailure("a route's own positions are never intersections")
        }
    }

    private static func sortedTyped(_ children: [Int], edges: [ValueSet]) -> [Int] {
        func key(_ node: Int) -> (Int, String) {
            switch edges[node] {
            case .literal(let text): return (0, text)
            case .finite(let values): return (1, values.joined(separator: "|"))
            case .int: return (2, "int")
            case .uuid: return (2, "uuid")
            case .double: return (3, "")
            case .string: return (4, "")
            case .text: return (5, "")
            case .pattern(let language): return (6, language.key)
            case .all: return (7, "")
            }
        }
        return children.sorted { key($0) < key($1) }
    }

    /// Each route's index among the distinct rank vectors, sorted with the table's own comparison.
    private static func pathOrders(_ compiled: [CompiledRoute]) -> [Int] {
        let sorted = compiled.indices.sorted { RouteTable.comparePaths(compiled[$0], compiled[$1]) < 0 }
        var orders = [Int](repeating: 0, count: compiled.count)
        var order = 0
        for (position, route) in sorted.enumerated() {
            if position > 0 && RouteTable.comparePaths(compiled[sorted[position - 1]], compiled[route]) != 0 {
                order += 1
            }
            orders[route] = order
        }
        return orders
    }
}
