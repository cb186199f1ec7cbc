/// The walk of each bucket's trie against itself behind ``RouteAnalysis/overlappingPairs(_:among:limit:)``:
/// from each pair of nodes that some URL reaches both of, it pairs their routes and descends into the
/// pairs of children whose values intersect. A tail route also pairs with every route below the node
/// where its fixed positions end.
struct OverlapWalk {
    let trie: Trie
    /// Which routes take part.
    let included: [Bool]
    /// At most this many pairs are collected; `complete` turns false when more were found.
    let candidateLimit: Int
    private(set) var pairs: [RouteAnalysis.PairKey] = []
    private(set) var complete = true
    /// Pairs of nodes still to visit.
    private var work: [(Int, Int)] = []
    /// Scratch lists, reused from one step to the next.
    private var here: [Int] = []
    private var there: [Int] = []
    private var stack: [Int] = []

    init(trie: Trie, included: [Bool], candidateLimit: Int) {
        self.trie = trie
        self.included = included
        self.candidateLimit = candidateLimit
    }

    mutating func run() {
        work = trie.literalChildren(of: Trie.root).map { ($0, $0) }
        while let (left, right) = work.popLast() {
            if pairs.count >= candidateLimit {
                complete = false
                return
            }
            if left == right { visit(left) } else { visit(left, right) }
        }
    }

    private mutating func add(_ first: Int, _ second: Int) {
        if pairs.count < candidateLimit { pairs.append(RouteAnalysis.PairKey(first, second)) } else { complete = false }
    }

    /// Replaces `list` with the included routes that end at `node`.
    private func collectRoutes(at node: Int, into list: inout [Int]) {
        list.removeAll(keepingCapacity: true)
        for route in trie.terminals(at: node) where included[route] { list.append(route) }
        for route in trie.tails(at: node) where included[route] { list.append(route) }
    }

    /// Pairs the included tail routes at `tailNode` with every included route under `node` (not at it).
    private mutating func pairTails(at tailNode: Int, with node: Int) {
        guard trie.tails(at: tailNode).contains(where: { included[$0] }) else { return }
        here.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stack += trie.literalChildren(of: node)
        stack += trie.typedChildren(of: node)
        while let next = stack.popLast() {
            for route in trie.terminals(at: next) where included[route] { here.append(route) }
            for route in trie.tails(at: next) where included[route] { here.append(route) }
            stack += trie.literalChildren(of: next)
            stack += trie.typedChildren(of: next)
        }
        for tail in trie.tails(at: tailNode) where included[tail] {
            for index in here.indices { add(tail, here[index]) }
        }
    }

    /// A node against itself: its routes pair with each other, and its children with themselves and
    /// with the typed children that accept their values.
    private mutating func visit(_ node: Int) {
        if trie.nodes[node].routeCount > 1 {
            collectRoutes(at: node, into: &there)
            for (offset, first) in there.enumerated() {
                for second in there[(offset + 1)...] { add(first, second) }
            }
        }
        pairTails(at: node, with: node)
        for child in trie.literalChildren(of: node) {
            work.append((child, child))
            let literal = trie.literal(of: child)
            for other in trie.typedChildren(of: node) where trie.edges[other].contains(literal) {
                work.append((child, other))
            }
        }
        for child in trie.typedChildren(of: node) {
            work.append((child, child))
            for other in trie.siblings(after: child) where trie.edges[child].intersection(trie.edges[other]) != nil {
                work.append((child, other))
            }
        }
    }

    /// Two distinct nodes that some URL reaches both of: their routes pair up, and so do their
    /// children whose values intersect.
    private mutating func visit(_ left: Int, _ right: Int) {
        collectRoutes(at: left, into: &here)
        if !here.isEmpty {
            collectRoutes(at: right, into: &there)
            for first in here {
                for second in there { add(first, second) }
            }
        }
        pairTails(at: left, with: right)
        pairTails(at: right, with: left)
        if trie.nodes[left].literalCount > 0 && trie.nodes[right].literalCount > 0 {
            if trie.nodes[left].literalCount <= trie.nodes[right].literalCount {
                for child in trie.literalChildren(of: left) {
                    if let match = trie.literalChild(of: right, trie.literal(of: child)) { work.append((child, match)) }
                }
            } else {
                for child in trie.literalChildren(of: right) {
                    if let match = trie.literalChild(of: left, trie.literal(of: child)) { work.append((match, child)) }
                }
            }
        }
        for edge in trie.typedChildren(of: right) {
            for child in trie.literalChildren(of: left) where trie.edges[edge].contains(trie.literal(of: child)) {
                work.append((child, edge))
            }
        }
        for edge in trie.typedChildren(of: left) {
            for child in trie.literalChildren(of: right) where trie.edges[edge].contains(trie.literal(of: child)) {
                work.append((edge, child))
            }
            for other in trie.typedChildren(of: right) where trie.edges[edge].intersection(trie.edges[other]) != nil {
                work.append((edge, other))
            }
        }
    }
}
