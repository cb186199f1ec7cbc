/// The segment tries of a table's buckets, in one array of nodes. The root's children are the
/// buckets' roots, reached by their key (`scheme:` or `scheme://host`) like literals; below them
/// each level is a fixed position of a route.
///
/// The layout is flat, so that building a table allocates almost nothing per route: nodes hold only
/// indices (what their edges accept is in `edges`), a node's children form two linked lists (literal
/// and typed children) through their `nextSibling`, and the routes that end at a node form two linked
/// lists (with and without a tail) through `nextRoute`. Lists run from the newest entry to the
/// oldest. A node's literal child is found by walking its list or, for a node with more than
/// ``scanLimit`` literal children, through one dictionary shared by all nodes.
struct Trie: Sendable {
    /// The node whose children are the buckets' roots.
    static let root = 0

    /// Nodes with at most this many literal children have them scanned rather than hashed.
    static let scanLimit = 8

    private(set) var nodes = [TrieNode()]
    /// For each node, what the edge from its parent accepts: a literal (a bucket's key for a bucket's
    /// root) or a typed set. `.string` for the root.
    private(set) var edges: [ValueSet] = [.string]
    /// The nodes where more than one route ends (with or without a tail), in the order they got a second.
    private(set) var sharedNodes: [Int] = []
    /// For each route, the next (older) route of the list it is in.
    private var nextRoute: [Int?]
    /// The literal children of the nodes that have more than `scanLimit`.
    private var hashedChildren: [LiteralEdge: Int] = [:]

    /// An empty trie for `routes` routes, with room for about `capacity` nodes.
    init(routes: Int, capacity: Int) {
        nextRoute = [Int?](repeating: nil, count: routes)
        nodes.reserveCapacity(capacity + 1)
        edges.reserveCapacity(capacity + 1)
        hashedChildren.reserveCapacity(capacity)
    }

    /// The child of `node` for a literal, if any.
    func literalChild(of node: Int, _ literal: String) -> Int? {
        if nodes[node].literalCount > Self.scanLimit {
            return hashedChildren[LiteralEdge(parent: node, literal: literal)]
        }
        var child = nodes[node].firstLiteral
        while let current = child {
            // Most literals that differ differ in length, which is quicker to compare.
            if case .literal(let text) = edges[current], text.utf8.count == literal.utf8.count, text == literal {
                return current
            }
            child = nodes[current].nextSibling
        }
        return nil
    }

    /// The literal of the edge to a node reached by a literal.
    func literal(of node: Int) -> String {
        guard case .literal(let literal) = edges[node] else { preconditionFailure("not a literal child") }
        return literal
    }

    /// The child of `node` for a literal or typed set, added if missing.
    mutating func child(of node: Int, accepting set: ValueSet) -> Int {
        guard case .literal(let literal) = set else {
            for child in typedChildren(of: node) where edges[child] == set { return child }
            let child = addNode(set, nextSibling: nodes[node].firstTyped)
            nodes[node].firstTyped = child
            return child
        }
        let count = nodes[node].literalCount
        if count <= Self.scanLimit {
            if let child = literalChild(of: node, literal) { return child }
            let child = addLiteralChild(of: node, set)
            if count == Self.scanLimit {
                for child in literalChildren(of: node) {
                    hashedChildren[LiteralEdge(parent: node, literal: self.literal(of: child))] = child
                }
            }
            return child
        }
        // One hash both finds the child and, when it is missing, reserves the next node for it.
        let next = nodes.count
        let child = Self.value(&hashedChildren[LiteralEdge(parent: node, literal: literal), default: next])
        if child == next { _ = addLiteralChild(of: node, set) }
        return child
    }

    private mutating func addLiteralChild(of node: Int, _ set: ValueSet) -> Int {
        let child = addNode(set, nextSibling: nodes[node].firstLiteral)
        nodes[node].firstLiteral = child
        nodes[node].literalCount += 1
        return child
    }

    private mutating func addNode(_ set: ValueSet, nextSibling: Int?) -> Int {
        nodes.append(TrieNode(nextSibling: nextSibling))
        edges.append(set)
        return nodes.count - 1
    }

    private static func value(_ entry: inout Int) -> Int { entry }

    /// Records a route whose fixed positions end at `node`.
    mutating func addRoute(_ route: Int, at node: Int, hasTail: Bool) {
        if hasTail {
            nextRoute[route] = nodes[node].firstTail
            nodes[node].firstTail = route
        } else {
            nextRoute[route] = nodes[node].firstTerminal
            nodes[node].firstTerminal = route
        }
        nodes[node].routeCount += 1
        if nodes[node].routeCount == 2 { sharedNodes.append(node) }
    }

    /// The children of a node reached by a literal.
    func literalChildren(of node: Int) -> Siblings { Siblings(nodes: nodes, upcoming: nodes[node].firstLiteral) }

    /// The children of a node reached by a typed set.
    func typedChildren(of node: Int) -> Siblings { Siblings(nodes: nodes, upcoming: nodes[node].firstTyped) }

    /// The children after `child` in its parent's list.
    func siblings(after child: Int) -> Siblings { Siblings(nodes: nodes, upcoming: nodes[child].nextSibling) }

    /// The routes whose fixed positions end at a node, without a tail.
    func terminals(at node: Int) -> Routes { Routes(nextRoute: nextRoute, upcoming: nodes[node].firstTerminal) }

    /// The routes whose fixed positions end at a node, followed by a tail.
    func tails(at node: Int) -> Routes { Routes(nextRoute: nextRoute, upcoming: nodes[node].firstTail) }

    /// A list of children, newest first.
    struct Siblings: Sequence, IteratorProtocol {
        fileprivate let nodes: [TrieNode]
        fileprivate var upcoming: Int?

        mutating func next() -> Int? {
            guard let current = upcoming else { return nil }
            upcoming = nodes[current].nextSibling
            return current
        }
    }

    /// A list of routes, newest first.
    struct Routes: Sequence, IteratorProtocol {
        fileprivate let nextRoute: [Int?]
        fileprivate var upcoming: Int?

        mutating func next() -> Int? {
            guard let current = upcoming else { return nil }
            upcoming = nextRoute[current]
            return current
        }
    }
}

/// A node of a trie: where its lists of children and of routes start.
struct TrieNode: Sendable {
    /// The next child of the same parent and kind (literal or typed).
    var nextSibling: Int?
    var firstLiteral: Int?
    var literalCount = 0
    var firstTyped: Int?
    /// The newest route ending here without a tail, and the newest with one.
    var firstTerminal: Int?
    var firstTail: Int?
    /// How many routes end here, with or without a tail.
    var routeCount = 0
}

/// A literal edge of a trie, as a key of its shared dictionary.
struct LiteralEdge: Hashable, Sendable {
    let parent: Int
    let literal: String
}
