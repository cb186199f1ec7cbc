/// Writes a ``Diagram`` as Graphviz DOT text.
///
/// Every id and value is quoted, so any text is safe; the output is the same for the same diagram.
public enum DOTWriter {
    public static func write(_ diagram: Diagram) -> String {
        var out = "digraph \(quote(diagram.name)) {\n"
        out += "  graph \(attributeList(GraphvizForm.graph(diagram)));\n"
        out += "  node \(attributeList(GraphvizForm.nodeDefaults));\n"
        out += "  edge \(attributeList(GraphvizForm.edgeDefaults));\n"
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
        for edge in diagram.edges {
            out += "  \(quote(edge.from)) -> \(quote(edge.to)) \(attributeList(GraphvizForm.edge(edge)));\n"
        }
        out += "}\n"
        return out
    }

    private static func write(_ node: DiagramNode, indent: String, to out: inout String) {
        out += "\(indent)\(quote(node.id)) \(attributeList(GraphvizForm.node(node)));\n"
    }

    private static func attributeList(_ attributes: GraphvizForm.Attributes) -> String {
        "[" + attributes.map { "\($0.key)=\(quote($0.value))" }.joined(separator: ", ") + "]"
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
