/// Writes a ``Diagram`` as a Mermaid flowchart, as GitHub renders in Markdown.
///
/// Clusters become subgraphs, and edges to or from a container end at its subgraph; only where Mermaid
/// cannot draw that (an edge between a subgraph and something inside it) does an invisible anchor node
/// stand in. Ids derive from the diagram's ids; labels are quoted with Mermaid's entity codes for quotes,
/// `#`, `%`, `<`, `>`, `&` and backquotes, so text from a spec is shown as written and a `%%{init}%%` in it
/// is not read as a directive.
public enum MermaidWriter {
    /// The most characters of Mermaid text GitHub renders (Mermaid's default `maxTextSize`).
    public static let gitHubLimit = 50_000

    public static func write(_ diagram: Diagram) -> String {
        var ids = IDTable()
        let layout = Layout(diagram)
        var out = "flowchart \(diagram.direction == .leftToRight ? "LR" : "TD")\n"
        var styledNodes: [(className: String, style: String, ids: [String])] = []
        var clusterStyles: [String] = []

        func emit(_ node: DiagramNode, indent: String) {
            if node.anchorOf != nil, !layout.anchorsDrawn.contains(node.id) { return }
            let id = ids.id(for: node.id)
            out += indent + id + shape(node) + "\n"
            let className = node.classes.filter { $0 != "navlint-node" }.joined(separator: "_").replacingDashes()
            let style = nodeStyle(node)
            if let index = styledNodes.firstIndex(where: { $0.className == className && $0.style == style }) {
                styledNodes[index].ids.append(id)
            } else {
                styledNodes.append((className, style, [id]))
            }
        }

        for node in diagram.nodes { emit(node, indent: "  ") }
        var pending: [(cluster: DiagramCluster, indent: String, closing: Bool)] =
            diagram.clusters.reversed().map { ($0, "  ", false) }
        while let (cluster, indent, closing) = pending.popLast() {
            if closing {
                out += indent + "end\n"
                continue
            }
            let id = ids.id(for: cluster.id)
            out += "\(indent)subgraph \(id)[\"\(escape(cluster.label))\"]\n"
            clusterStyles.append("  style \(id) \(clusterStyle(cluster))\n")
            for node in cluster.nodes { emit(node, indent: indent + "  ") }
            pending.append((cluster, indent, true))
            pending += cluster.clusters.reversed().map { ($0, indent + "  ", false) }
        }
        if let legend = diagram.legend {
            let id = ids.id(for: "navlint-legend")
            let lines = ["Legend"] + legend.entries.map { "\(glyph($0.sample)) \($0.caption)" }
            out += "  \(id)[\"\(lines.map(escape).joined(separator: "<br/>"))\"]\n"
            styledNodes.append(("navlint_legend", "fill:#ffffff,stroke:#9a9a9a,color:#333333", [id]))
        }

        let linkStyles = writeEdges(of: diagram, layout: layout, ids: &ids, to: &out)
        writeStyles(nodes: styledNodes, clusters: clusterStyles, links: linkStyles, to: &out)
        return out
    }

    /// Writes the drawn edges; returns their styles, each with the indices of the edges that have it.
    private static func writeEdges(
        of diagram: Diagram, layout: Layout, ids: inout IDTable, to out: inout String
    ) -> [(style: String, indices: [Int])] {
        var linkStyles: [(style: String, indices: [Int])] = []
        var index = 0
        for edge in diagram.edges where edge.line != .invisible {
            let dashed = edge.line == .dashed || edge.line == .dotted
            let arrow =
                switch (dashed, edge.line == .bold, edge.arrowhead == "none") {
                case (true, _, false): "-.->"
                case (true, _, true): "-.-"
                case (false, true, false): "==>"
                case (false, true, true): "==="
                case (false, false, false): "-->"
                case (false, false, true): "---"
                }
            let label = edge.label.map { "|\"\(escape($0))\"|" } ?? ""
            let from = ids.id(for: layout.end(edge.from, of: edge))
            let to = ids.id(for: layout.end(edge.to, of: edge))
            out += "  \(from) \(arrow)\(label) \(to)\n"
            let style = edgeStyle(edge)
            if let existing = linkStyles.firstIndex(where: { $0.style == style }) {
                linkStyles[existing].indices.append(index)
            } else {
                linkStyles.append((style, [index]))
            }
            index += 1
        }

        return linkStyles
    }

    /// Writes the node classes, the cluster styles and the link styles.
    private static func writeStyles(
        nodes styledNodes: [(className: String, style: String, ids: [String])], clusters clusterStyles: [String],
        links linkStyles: [(style: String, indices: [Int])], to out: inout String
    ) {
        var definedClasses: Set<String> = []
        var classNumber: [String: Int] = [:]
        for group in styledNodes {
            var name = group.className.isEmpty ? "navlint" : group.className
            if definedClasses.contains(name) {
                classNumber[name, default: 1] += 1
                name += "_\(classNumber[name] ?? 2)"
            }
            definedClasses.insert(name)
            out += "  classDef \(name) \(group.style)\n"
            out += "  class \(group.ids.joined(separator: ",")) \(name)\n"
        }
        out += clusterStyles.joined()
        for group in linkStyles {
            out += "  linkStyle \(group.indices.map(String.init).joined(separator: ",")) \(group.style)\n"
        }
    }

    /// Where each container's edges end: at its subgraph, or at its anchor node where Mermaid cannot link
    /// a subgraph to something inside it.
    private struct Layout {
        /// The cluster id of each anchor node.
        var anchorCluster: [String: String] = [:]
        /// The clusters around each node, innermost last.
        var nodeChain: [String: [String]] = [:]
        /// Each cluster and the clusters around it, innermost last.
        var clusterChain: [String: [String]] = [:]
        /// Anchors that edges need as nodes.
        var anchorsDrawn: Set<String> = []

        init(_ diagram: Diagram) {
            var pending = diagram.clusters.map { ($0, [String]()) }
            while let (cluster, outer) = pending.popLast() {
                let chain = outer + [cluster.id]
                clusterChain[cluster.id] = chain
                for node in cluster.nodes { nodeChain[node.id] = chain }
                pending += cluster.clusters.map { ($0, chain) }
            }
            for node in diagram.allNodes {
                if let cluster = node.anchorOf, clusterChain[cluster] != nil { anchorCluster[node.id] = cluster }
            }
            for edge in diagram.edges where edge.line != .invisible {
                for end in [edge.from, edge.to] where anchorCluster[end] != nil && !canUseSubgraph(end, of: edge) {
                    anchorsDrawn.insert(end)
                }
            }
        }

        /// Whether the edge can end at the subgraph of the container whose anchor is `end`.
        func canUseSubgraph(_ end: String, of edge: DiagramEdge) -> Bool {
            guard let cluster = anchorCluster[end], edge.from != edge.to else { return false }
            let other = end == edge.from ? edge.to : edge.from
            let otherChain = anchorCluster[other].flatMap { clusterChain[$0] } ?? nodeChain[other] ?? []
            if otherChain.contains(cluster) { return false }
            if let otherCluster = anchorCluster[other], clusterChain[cluster]?.contains(otherCluster) == true {
                return false
            }
            return true
        }

        /// The diagram id an edge end is drawn at: a node, or a container's subgraph.
        func end(_ node: String, of edge: DiagramEdge) -> String {
            guard let cluster = anchorCluster[node], canUseSubgraph(node, of: edge) else { return node }
            return cluster
        }
    }

    /// Mermaid ids from diagram ids: `-` becomes `_`; a clash gets a numeric suffix.
    private struct IDTable {
        var assigned: [String: String] = [:]
        var registry = NodeID.Registry(separator: "_")

        mutating func id(for diagramID: String) -> String {
            if let existing = assigned[diagramID] { return existing }
            var base = NodeID.sanitise(diagramID, keep: NodeID.isLetterOrDigit, replacement: { _ in "_" })
            if base.isEmpty || !(base.unicodeScalars.first?.properties.isAlphabetic ?? false) { base = "n_" + base }
            let candidate = registry.claim(base)
            assigned[diagramID] = candidate
            return candidate
        }
    }

    private static func shape(_ node: DiagramNode) -> String {
        let text = "\"\(escape(node.label))\""
        return switch node.shape {
        case .roundedBox: "(\(text))"
        case .box, .text: "[\(text)]"
        case .hexagon: "{{\(text)}}"
        case .banner: ">\(text)]"
        case .tab: "[[\(text)]]"
        case .ellipse: "([\(text)])"
        case .point: "((\" \"))"
        }
    }

    /// A legend sample as characters.
    private static func glyph(_ sample: DiagramLegend.Sample) -> String {
        switch sample {
        case .node(let shape, _, _, _):
            switch shape {
            case .roundedBox: "\u{25A2}"
            case .hexagon: "\u{2B21}"
            case .banner: "\u{25B7}"
            case .tab: "\u{25AD}"
            case .ellipse: "\u{25EF}"
            case .box, .point, .text: "\u{25A1}"
            }
        case .outline(let line, _, _): line == .dashed ? "\u{2B1A}" : "\u{25A2}"
        case .edge(let line, _, let arrowhead): GraphvizForm.lineGlyphs(line) + GraphvizForm.arrowGlyph(arrowhead)
        case .text(let text, _): text
        }
    }

    private static func dash(_ line: LineStyle) -> String? {
        switch line {
        case .dashed: "stroke-dasharray:6"
        case .dotted: "stroke-dasharray:2"
        case .solid, .bold, .invisible: nil
        }
    }

    private static func nodeStyle(_ node: DiagramNode) -> String {
        if node.shape == .text { return "fill:none,stroke:none,color:\(color(node.color))" }
        if node.shape == .point { return "fill:none,stroke:none" }
        return boxStyle(fill: node.fill, color: node.color, line: node.line, penWidth: node.penWidth)
    }

    private static func clusterStyle(_ cluster: DiagramCluster) -> String {
        boxStyle(fill: cluster.fill, color: cluster.color, line: cluster.line, penWidth: cluster.penWidth)
    }

    /// The fill, stroke, stroke width and dashes of a node or a subgraph.
    private static func boxStyle(fill: String?, color stroke: String, line: LineStyle, penWidth: Double) -> String {
        var parts = [
            "fill:\(fill.map(color) ?? "none")", "stroke:\(color(stroke))",
            "stroke-width:\(GraphvizForm.number(line == .bold ? max(penWidth, 2) : penWidth))px",
        ]
        if let dash = dash(line) { parts.append(dash) }
        return parts.joined(separator: ",")
    }

    private static func edgeStyle(_ edge: DiagramEdge) -> String {
        var parts = ["stroke:\(color(edge.color))", "stroke-width:\(edge.line == .bold ? "2.5" : "1.2")px"]
        if let dash = dash(edge.line) { parts.append(dash) }
        return parts.joined(separator: ",")
    }

    /// A colour as CSS: navlint's own values, reduced to characters that cannot end a style.
    private static func color(_ value: String) -> String {
        let kept = value.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "#")
        }
        return kept.isEmpty ? "none" : String(String.UnicodeScalarView(kept))
    }

    /// Label text for a Mermaid quoted string; line breaks become `<br/>`, the only markup written.
    static func escape(_ text: String) -> String {
        LabelText.escape(
            text, lineBreak: "<br/>",
            replacing: ["\"": "#34;", "#": "#35;", "%": "#37;", "&": "#38;", "<": "#60;", ">": "#62;", "`": "#96;"])
    }
}

extension String {
    fileprivate func replacingDashes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "-" ? "_" : $0 }))
    }
}
