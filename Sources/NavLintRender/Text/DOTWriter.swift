/// Writes a ``Diagram`` as Graphviz DOT text.
///
/// Every id and value is quoted, so any text is safe; the output is the same for the same diagram. The
/// elements come in the order the in-process renderer creates them, so `dot` lays both out alike.
public enum DOTWriter {
    public static func write(_ diagram: Diagram) -> String {
        var out = "digraph \(quote(diagram.name)) {\n"
        let label = GraphvizForm.graphLabel(diagram).map { (key: "label", value: $0) }
        out += "  graph \(attributeList(GraphvizForm.graph(diagram), html: label));\n"
        out += "  node \(attributeList(GraphvizForm.nodeDefaults));\n"
        out += "  edge \(attributeList(GraphvizForm.edgeDefaults));\n"
        if let title = diagram.title {
            out += "  \(quote(GraphvizForm.titleNodeID)) \(attributeList(GraphvizForm.titleNode(title)));\n"
        }
        for node in diagram.nodes { write(node, indent: "  ", to: &out) }
        var pending: [(cluster: DiagramCluster, indent: String, closing: Bool)] =
            diagram.clusters.reversed().map { ($0, "  ", false) }
        while let (cluster, indent, closing) = pending.popLast() {
            if closing {
                out += "\(indent)}\n"
                continue
            }
            out += "\(indent)subgraph \(quote(GraphvizForm.clusterName(cluster.id))) {\n"
            let inner = indent + "  "
            out += "\(inner)graph \(attributeList(GraphvizForm.cluster(cluster)));\n"
            for node in cluster.nodes { write(node, indent: inner, to: &out) }
            pending.append((cluster, indent, true))
            pending += cluster.clusters.reversed().map { ($0, inner, false) }
        }
        let firstRank = GraphvizForm.firstRank(diagram)
        if firstRank.count > 1 { out += rankGroup(GraphvizForm.entryRankName, nodes: firstRank) }
        for edge in diagram.edges {
            let (tail, head) = GraphvizForm.ends(edge)
            out += "  \(quote(tail)) -> \(quote(head)) \(attributeList(GraphvizForm.edge(edge)));\n"
        }
        out += "}\n"
        return out
    }

    private static func write(_ node: DiagramNode, indent: String, to out: inout String) {
        out += "\(indent)\(quote(node.id)) \(attributeList(GraphvizForm.node(node)));\n"
    }

    private static func rankGroup(_ name: String, nodes: [String]) -> String {
        "  subgraph \(quote(name)) {\n    rank=\"same\";\n" + nodes.map { "    \(quote($0));\n" }.joined() + "  }\n"
    }

    private static func attributeList(
        _ attributes: GraphvizForm.Attributes, html: (key: String, value: String)? = nil
    )
        -> String
    {
        var items = attributes.map { "\($0.key)=\(quote($0.value))" }
        if let html { items.append("\(html.key)=<\(html.value)>") }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// A DOT double-quoted string. Values already have their backslashes paired (or removed), so only
    /// quotes need escaping; a lone trailing backslash is doubled so it cannot swallow the closing quote.
    static func quote(_ text: String) -> String {
        var body = ""
        for character in text {
            if character == "\"" { body += "\\" }
            body.append(character)
        }
        var trailing = 0
        for character in body.reversed() {
            guard character == "\\" else { break }
            trailing += 1
        }
        if trailing % 2 == 1 { body += "\\" }
        return "\"" + body + "\""
    }
}
