/// Writes a ``Diagram`` as a Mermaid flowchart, as GitHub renders in Markdown.
///
/// Clusters become subgraphs; ids derive from the diagram's ids; labels are quoted with Mermaid's
/// entity codes for quotes, `#`, `<`, `>`, `&` and backquotes, so text from a spec is shown as written.
public enum MermaidWriter {
    public static func write(_ diagram: Diagram) -> String {
        var ids = IDTable()
        var out = "flowchart \(diagram.direction == .leftToRight ? "LR" : "TD")\n"
        var styledNodes: [(className: String, style: String, ids: [String])] = []
        var clusterStyles: [String] = []

        func emit(_ node: DiagramNode, indent: String) {
            let id = ids.id(for: node.id)
            out += indent + id + shape(node) + "\n"
            let className = node.classes.filter { $0 != "navlint-node" }.joined(separator: "_")
                .replacingDashes()
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

        var linkStyles: [(style: String, indices: [Int])] = []
        for (index, edge) in diagram.edges.enumerated() {
            let arrow = switch edge.line {
            case .solid: "-->"
            case .dashed, .dotted: "-.->"
            case .bold: "==>"
            case .invisible: "~~~"
            }
            let label = edge.line == .invisible ? "" : edge.label.map { "|\"\(escape($0))\"|" } ?? ""
            out += "  \(ids.id(for: edge.from)) \(arrow)\(label) \(ids.id(for: edge.to))\n"
            let style = edgeStyle(edge)
            if let existing = linkStyles.firstIndex(where: { $0.style == style }) {
                linkStyles[existing].indices.append(index)
            } else {
                linkStyles.append((style, [index]))
            }
        }

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
        return out
    }

    /// Mermaid ids from diagram ids: `-` becomes `_`; a clash gets a numeric suffix.
    private struct IDTable {
        var assigned: [String: String] = [:]
        var used: Set<String> = []

        mutating func id(for diagramID: String) -> String {
            if let existing = assigned[diagramID] { return existing }
            var base = ""
            for scalar in diagramID.unicodeScalars {
                let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                base.unicodeScalars.append(safe ? scalar : "_")
            }
            if base.isEmpty || !(base.unicodeScalars.first?.properties.isAlphabetic ?? false) { base = "n_" + base }
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)_\(counter)"
                counter += 1
            }
            used.insert(candidate)
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

    private static func dash(_ line: LineStyle) -> String? {
        switch line {
        case .dashed: "stroke-dasharray:6"
        case .dotted: "stroke-dasharray:2"
        case .solid, .bold, .invisible: nil
        }
    }

    private static func nodeStyle(_ node: DiagramNode) -> String {
        if node.shape == .text { return "fill:none,stroke:none,color:\(color(node.color))" }
        if node.shape == .point { return "fill:#ffffff,stroke:#bbbbbb" }
        var parts = [
            "fill:\(node.fill.map(color) ?? "none")", "stroke:\(color(node.color))",
            "stroke-width:\(GraphvizForm.number(node.line == .bold ? max(node.penWidth, 2) : node.penWidth))px",
        ]
        if let dash = dash(node.line) { parts.append(dash) }
        return parts.joined(separator: ",")
    }

    private static func clusterStyle(_ cluster: DiagramCluster) -> String {
        var parts = [
            "fill:\(cluster.fill.map(color) ?? "none")", "stroke:\(color(cluster.color))",
            "stroke-width:\(GraphvizForm.number(cluster.line == .bold ? max(cluster.penWidth, 2) : cluster.penWidth))px",
        ]
        if let dash = dash(cluster.line) { parts.append(dash) }
        return parts.joined(separator: ",")
    }

    private static func edgeStyle(_ edge: DiagramEdge) -> String {
        var parts = ["stroke:\(color(edge.color))", "stroke-width:\(edge.line == .bold ? "2.5" : "1.2")px"]
        if let dash = dash(edge.line) { parts.append(dash) }
        return parts.joined(separator: ",")
    }

    /// A colour as CSS: navlint's own values, reduced to characters that cannot end a style.
    private static func color(_ value: String) -> String {
        let kept = value.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "#") }
        return kept.isEmpty ? "none" : String(String.UnicodeScalarView(kept))
    }

    /// Label text for a Mermaid quoted string; line breaks become `<br/>`, the only markup written.
    static func escape(_ text: String) -> String {
        LabelText.escape(
            text, lineBreak: "<br/>",
            replacing: ["\"": "#34;", "#": "#35;", "&": "#38;", "<": "#60;", ">": "#62;", "`": "#96;"])
    }
}

private extension String {
    func replacingDashes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "-" ? "_" : $0 }))
    }
}
