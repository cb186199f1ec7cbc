/// An estimate of the work `dot` does to lay out a diagram, made before laying it out.
///
/// dot splits every edge that spans several ranks into a chain of virtual nodes, one per rank crossed,
/// and when any edge has a label it doubles the ranks and adds a virtual node for each label. Its crossing
/// minimisation and its network simplex then work on all those nodes, so their number, not the number
/// of boxes drawn, decides how long a layout takes. The estimate ranks the diagram the cheap way (longest
/// paths after breaking cycles, entry points first) and counts the virtual nodes that ranking implies.
public struct LayoutEstimate: Sendable, Equatable {
    /// Nodes drawn.
    public var nodes: Int
    /// Edges drawn or used for arranging.
    public var edges: Int
    /// Edges with a label that dot lays out as a node of its own.
    public var labelledEdges: Int
    /// Virtual nodes on the ranks that long edges cross, label nodes included.
    public var virtualNodes: Int

    /// Nodes and virtual nodes: the size of the graph dot works on.
    public var size: Int { nodes + virtualNodes }

    /// Estimates the layout of a diagram.
    public init(_ diagram: Diagram) {
        let ranked = RankedDiagram(diagram)
        let factor = ranked.labels.isEmpty ? 1 : 2
        var virtual = ranked.labels.count
        for edge in ranked.edges {
            let span = abs(ranked.ranks[edge.head] - ranked.ranks[edge.tail]) * factor
            virtual += max(0, span - 1)
        }
        nodes = ranked.index.count
        edges = diagram.edges.count
        labelledEdges = ranked.labels.count
        virtualNodes = virtual
    }
}

/// A diagram ranked the cheap way: longest paths from the sources after a depth-first search drops the
/// edges that close cycles, entry points first. What ``LayoutEstimate`` and ``ShapeEstimate`` read.
struct RankedDiagram {
    /// Node ids by position: the nodes drawn, then ids only edges name.
    let index: [String: Int]
    /// The edges that constrain ranking, between different nodes, as dot lays them out.
    let edges: [(tail: Int, head: Int, length: Int)]
    /// The edges whose label dot lays out as a node of its own: their ends and their text.
    let labels: [(tail: Int, head: Int, text: String)]
    /// The rank of each node.
    let ranks: [Int]

    init(_ diagram: Diagram) {
        var index: [String: Int] = [:]
        for node in diagram.allNodes where index[node.id] == nil { index[node.id] = index.count }
        func node(_ id: String) -> Int {
            if let existing = index[id] { return existing }
            index[id] = index.count
            return index.count - 1
        }
        var ranked: [(tail: Int, head: Int, length: Int)] = []
        var labels: [(tail: Int, head: Int, text: String)] = []
        for edge in diagram.edges {
            let (tailID, headID) = GraphvizForm.ends(edge)
            let (tail, head) = (node(tailID), node(headID))
            if let text = edge.label, GraphvizForm.labelKey(edge) == "label" { labels.append((tail, head, text)) }
            if edge.constrains, tail != head { ranked.append((tail, head, edge.minimumLength ?? 1)) }
        }
        self.index = index
        edges = ranked
        self.labels = labels
        ranks = Self.longestPathRanks(
            count: index.count, edges: ranked, first: diagram.entryNodes.compactMap { index[$0] })
    }

    /// Ranks from a depth-first search that drops the edges closing cycles, then longest paths from the sources.
    private static func longestPathRanks(
        count: Int, edges: [(tail: Int, head: Int, length: Int)], first: [Int]
    )
        -> [Int]
    {
        var outgoing = [[Int]](repeating: [], count: count)
        for (position, edge) in edges.enumerated() { outgoing[edge.tail].append(position) }
        var state = [UInt8](repeating: 0, count: count)
        var kept = [Bool](repeating: true, count: edges.count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for start in first + Array(0..<count) where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let position = outgoing[top.node][top.next]
                    let head = edges[position].head
                    if state[head] == 1 {
                        kept[position] = false
                    } else if state[head] == 0 {
                        state[head] = 1
                        stack.append((head, 0))
                    }
                } else {
                    state[top.node] = 2
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var ranks = [Int](repeating: 0, count: count)
        for tail in order.reversed() {
            for position in outgoing[tail] where kept[position] {
                let edge = edges[position]
                ranks[edge.head] = max(ranks[edge.head], ranks[tail] + edge.length)
            }
        }
        return ranks
    }
}

/// How much layout work navlint lets Graphviz attempt, and what it gives up first.
public struct LayoutBudget: Sendable, Equatable {
    /// The default for ``limit``: layouts this size take dot seconds, not minutes.
    public static let defaultLimit = 8000

    /// The largest ``LayoutEstimate/size`` attempted.
    public var limit: Int

    public init(limit: Int = LayoutBudget.defaultLimit) {
        self.limit = limit
    }

    /// A diagram that fits the budget, and notes on what was given up to make it fit.
    public struct Fitted: Sendable, Equatable {
        public var diagram: Diagram
        public var notes: [String]
    }

    /// The diagram as it is when it fits; without edge labels (kept as tooltips) when only that fits;
    /// otherwise an error that suggests drawing part of it.
    public func fit(_ diagram: Diagram) throws(DiagramError) -> Fitted {
        let estimate = LayoutEstimate(diagram)
        if estimate.size <= limit { return Fitted(diagram: diagram, notes: []) }
        var plain = diagram
        var dropped = 0
        for position in plain.edges.indices {
            guard let label = plain.edges[position].label else { continue }
            let tooltip = plain.edges[position].tooltip
            plain.edges[position].tooltip = tooltip.map { "\(label)\n\($0)" } ?? label
            plain.edges[position].label = nil
            dropped += 1
        }
        let reduced = LayoutEstimate(plain)
        guard dropped > 0, reduced.size <= limit else { throw .tooLarge(estimate, limit: limit) }
        let note =
            "the diagram is too dense for edge labels (a layout of about \(estimate.size) nodes with them, "
            + "over the limit of \(limit)); \(dropped) edge labels are left out (SVG keeps them as tooltips); "
            + "draw part of it with --focus ID --depth N to see them"
        return Fitted(diagram: plain, notes: [note])
    }
}
