/// The shape a diagram will have once `dot` lays it out, estimated without laying it out, top to bottom
/// and left to right.
///
/// The estimate ranks the diagram as ``LayoutEstimate`` does and sizes each box from its text as Graphviz
/// does (each character as wide as Helvetica sets it, ``HelveticaWidths``; the node margins; the 0.75 by 0.5
/// inch minimum). Along a rank, the boxes, virtual nodes and label nodes on it and the clusters that span it
/// sit side by side; a cluster is as wide as its widest rank. Across the ranks, each rank is as deep as its
/// deepest box, and ranks are `ranksep` apart; the legend, two entries a row, lies below the drawing. That
/// is what decides whether a drawing is far outside 1:3 to 3:1; it is not precise enough to tell a drawing
/// near those bounds from one just inside them (see ``DrawingShape``).
struct ShapeEstimate {
    /// Width over height of the drawing, top to bottom.
    let topToBottom: Double
    /// Width over height of the drawing, left to right.
    let leftToRight: Double
    /// The legend's height over the height of the rest of the drawing, top to bottom and left to right.
    private let legendShares: (topToBottom: Double, leftToRight: Double)

    /// Width over height in `direction`.
    func ratio(_ direction: Diagram.Direction) -> Double {
        direction == .topToBottom ? topToBottom : leftToRight
    }

    /// The legend's height (below the drawing) over the height of the rest of the drawing in `direction`:
    /// Graphviz's `ratio` shapes the drawing without it, and the legend is added after.
    func legendShare(_ direction: Diagram.Direction) -> Double {
        direction == .topToBottom ? legendShares.topToBottom : legendShares.leftToRight
    }

    /// Box sizes in points, as Graphviz's `graph`, `node` and `cluster` defaults make them.
    private enum Points {
        static let inch = 72.0
        static let nodeSeparation = 0.3 * inch
        static let rankSeparation = 0.45 * inch
        static let clusterMargin = 8.0
        static let clusterLabel = 16.0
    }

    /// A box: its size along the rank and across it.
    private struct Box {
        var along = 0.0
        var across = 0.0
    }

    /// What lies on each rank of one cluster (or of the top level): boxes side by side.
    private struct Level {
        var rows: [Int: Box] = [:]

        mutating func add(_ box: Box, at rank: Int) {
            var row = rows[rank] ?? Box()
            row.along += box.along + Points.nodeSeparation
            row.across = max(row.across, box.across)
            rows[rank] = row
        }

        /// The level drawn as a cluster inside its parent: its widest rank and margins.
        var extent: Double { (rows.values.map(\.along).max() ?? 0) + 2 * Points.clusterMargin }
    }

    init(_ diagram: Diagram) {
        let ranked = RankedDiagram(diagram)
        let factor = ranked.labels.isEmpty ? 1 : 2
        var sizes = [(width: Double, height: Double)](repeating: (0, 0), count: ranked.index.count)
        for node in diagram.allNodes { sizes[ranked.index[node.id] ?? 0] = Self.size(of: node) }
        let clusterOf = Self.clusters(of: diagram, index: ranked.index)
        var extras: [(cluster: Int?, rank: Int, size: (width: Double, height: Double))] = []
        for edge in ranked.edges {
            let (low, high) = (ranked.ranks[edge.tail] * factor, ranked.ranks[edge.head] * factor)
            let cluster = Self.common(clusterOf.chain[edge.tail], clusterOf.chain[edge.head])
            for rank in stride(from: min(low, high) + 1, to: max(low, high), by: 1) {
                extras.append((cluster, rank, (2, 2)))
            }
        }
        for label in ranked.labels {
            let rank = ranked.ranks[label.tail] + ranked.ranks[label.head]
            let cluster = Self.common(clusterOf.chain[label.tail], clusterOf.chain[label.head])
            extras.append((cluster, rank, Self.textSize(label.text, fontSize: 9)))
        }
        let legend = diagram.legend.map { Self.legendHeight(entries: $0.entries.count) } ?? 0
        func shape(_ direction: Diagram.Direction) -> (width: Double, height: Double) {
            let topToBottom = direction == .topToBottom
            func box(_ size: (width: Double, height: Double)) -> Box {
                topToBottom ? Box(along: size.width, across: size.height) : Box(along: size.height, across: size.width)
            }
            var levels = [Level](repeating: Level(), count: clusterOf.parents.count + 1)
            for (node, rank) in ranked.ranks.enumerated() {
                levels[(clusterOf.chain[node].last ?? -1) + 1].add(box(sizes[node]), at: rank * factor)
            }
            for extra in extras { levels[(extra.cluster ?? -1) + 1].add(box(extra.size), at: extra.rank) }
            // Children come after their parents, so the innermost clusters are folded in first.
            for cluster in clusterOf.parents.indices.reversed() {
                let child = levels[cluster + 1]
                let extent = child.extent
                for (rank, row) in child.rows {
                    levels[(clusterOf.parents[cluster] ?? -1) + 1].add(Box(along: extent, across: row.across), at: rank)
                }
            }
            let top = levels[0]
            let along = top.rows.values.map(\.along).max() ?? 0
            let separation = Points.rankSeparation / Double(factor)
            var across = top.rows.values.reduce(0) { $0 + $1.across } + separation * Double(max(0, top.rows.count - 1))
            // A cluster's label sits at its top: across the ranks top to bottom, along them left to right.
            let label = topToBottom ? Points.clusterLabel : 0
            across += Double(clusterOf.depth) * (2 * Points.clusterMargin + label)
            let (width, height) = topToBottom ? (along, across) : (across, along)
            return (max(1, width), max(1, height))
        }
        let (tall, wide) = (shape(.topToBottom), shape(.leftToRight))
        topToBottom = tall.width / (tall.height + legend)
        leftToRight = wide.width / (wide.height + legend)
        legendShares = (legend / tall.height, legend / wide.height)
    }

    /// The legend's height below the drawing: a title row and two entries a row, each row a line of 9-point
    /// text with the table's padding.
    private static func legendHeight(entries: Int) -> Double {
        Double(1 + (entries + 1) / 2) * 15 + 8
    }

    /// The clusters of a diagram, parents before children: each one's parent, the chain of clusters around
    /// each node (outermost first), and the deepest nesting.
    private static func clusters(
        of diagram: Diagram, index: [String: Int]
    ) -> (parents: [Int?], chain: [[Int]], depth: Int) {
        var parents: [Int?] = []
        var chain = [[Int]](repeating: [], count: index.count)
        var depth = 0
        var pending = diagram.clusters.reversed().map { ($0, [Int]()) }
        while let (cluster, outer) = pending.popLast() {
            let position = parents.count
            parents.append(outer.last)
            let inner = outer + [position]
            depth = max(depth, inner.count)
            for node in cluster.nodes { if let at = index[node.id] { chain[at] = inner } }
            pending += cluster.clusters.reversed().map { ($0, inner) }
        }
        return (parents, chain, depth)
    }

    /// The innermost cluster two chains share.
    private static func common(_ first: [Int], _ second: [Int]) -> Int? {
        zip(first, second).prefix { $0 == $1 }.last?.0
    }

    /// A node's size in points: its text with the node's margins, at least 0.75 by 0.5 inch.
    private static func size(of node: DiagramNode) -> (width: Double, height: Double) {
        if node.shape == .point { return (4, 4) }
        let text = textSize(node.label, fontSize: 10)
        let margins = node.shape == .banner ? (0.25, 0.18) : (0.12, 0.05)
        var width = max(0.75 * Points.inch, text.width + 2 * margins.0 * Points.inch)
        let height = max(0.5 * Points.inch, text.height + 2 * margins.1 * Points.inch)
        if node.shape == .hexagon || node.shape == .ellipse { width *= 1.4 }
        return (width, height)
    }

    /// Text in Helvetica at `fontSize`: its widest line's width and its lines' height.
    private static func textSize(_ text: String, fontSize: Double) -> (width: Double, height: Double) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { HelveticaWidths.width(of: $0, fontSize: fontSize) }.max() ?? 0
        return (widest, Double(lines.count) * fontSize * 1.2)
    }
}
