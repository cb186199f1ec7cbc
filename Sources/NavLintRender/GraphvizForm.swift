/// The Graphviz attributes for each element of a diagram, shared by the DOT writer and the in-process
/// renderer so that both draw the same picture.
///
/// Values are Graphviz attribute values: text from the spec is escaped so that Graphviz's label escapes
/// (`\N`, `\G`, `\l`...) and entities stay literal text. Labels are never HTML-like and no element gets a
/// `URL` or `href`, so the SVG holds spec text only as escaped character data.
enum GraphvizForm {
    typealias Attributes = [(key: String, value: String)]

    static let fontName = "Helvetica"

    static func graph(_ diagram: Diagram) -> Attributes {
        var result: Attributes = [
            ("rankdir", diagram.direction.rawValue),
            ("compound", "true"),
            ("fontname", fontName),
            ("fontsize", "12"),
            ("nodesep", "0.3"),
            ("ranksep", "0.45"),
            ("labelloc", "t"),
            ("label", diagram.title.map(escString) ?? ""),
            ("id", "navlint-diagram"),
            ("class", "navlint-diagram"),
        ]
        result += diagram.attributes.sorted { $0.key < $1.key }.map { ($0.key, rawValue($0.value)) }
        return result
    }

    static let nodeDefaults: Attributes = [("fontname", fontName), ("fontsize", "10"), ("margin", "0.12,0.05")]
    static let edgeDefaults: Attributes = [("fontname", fontName), ("fontsize", "9"), ("fontcolor", "#444444")]

    static func node(_ node: DiagramNode) -> Attributes {
        var styles: [String] = []
        if node.shape == .roundedBox { styles.append("rounded") }
        if node.fill != nil { styles.append("filled") }
        if node.line != .solid { styles.append(node.line.rawValue) }
        var result: Attributes = [
            ("id", node.id),
            ("class", node.classes.joined(separator: " ")),
            ("label", escString(node.label)),
            ("shape", shapeName(node.shape)),
            ("style", styles.joined(separator: ",")),
            ("color", rawValue(node.color)),
        ]
        if let fill = node.fill { result.append(("fillcolor", rawValue(fill))) }
        if node.penWidth != 1 { result.append(("penwidth", number(node.penWidth))) }
        if let tooltip = node.tooltip { result.append(("tooltip", escString(tooltip))) }
        result += node.attributes.sorted { $0.key < $1.key }.map { ($0.key, rawValue($0.value)) }
        return result
    }

    /// Every cluster sets the same keys: in DOT a subgraph's attributes become defaults for the
    /// subgraphs inside it, so an unset key would be inherited.
    static func cluster(_ cluster: DiagramCluster) -> Attributes {
        var styles = ["rounded"]
        if cluster.fill != nil { styles.append("filled") }
        if cluster.line != .solid { styles.append(cluster.line.rawValue) }
        return [
            ("id", cluster.id),
            ("class", cluster.classes.joined(separator: " ")),
            ("label", escString(cluster.label)),
            ("labeljust", "l"),
            ("style", styles.joined(separator: ",")),
            ("color", rawValue(cluster.color)),
            ("fontcolor", rawValue(cluster.color)),
            ("fillcolor", cluster.fill.map(rawValue) ?? "white"),
            ("penwidth", number(cluster.penWidth)),
            ("tooltip", cluster.tooltip.map(escString) ?? ""),
        ]
    }

    static func edge(_ edge: DiagramEdge) -> Attributes {
        var result: Attributes = [
            ("id", edge.id),
            ("class", edge.classes.joined(separator: " ")),
            ("style", edge.line.rawValue),
            ("color", rawValue(edge.color)),
            ("arrowhead", rawValue(edge.arrowhead)),
        ]
        if let label = edge.label {
            // An edge that may share a rank with its tail carries its text as an external label: dot
            // 2.43 corrupts its memory when freeing the layout of a labelled edge within the top rank.
            let flat = !edge.constrains || edge.minimumLength == 0
            result.append((flat ? "xlabel" : "label", escString(label)))
        }
        if let tooltip = edge.tooltip { result.append(("tooltip", escString(tooltip))) }
        if let cluster = edge.fromCluster { result.append(("ltail", clusterName(cluster))) }
        if let cluster = edge.toCluster { result.append(("lhead", clusterName(cluster))) }
        if !edge.constrains { result.append(("constraint", "false")) }
        if let length = edge.minimumLength { result.append(("minlen", String(length))) }
        return result
    }

    /// Graphviz treats a subgraph as a cluster when its name starts with `cluster`.
    static func clusterName(_ id: String) -> String {
        id.hasPrefix("cluster") ? id : "cluster_" + id
    }

    static func shapeName(_ shape: NodeShape) -> String {
        switch shape {
        case .roundedBox, .box: "box"
        case .hexagon: "hexagon"
        case .banner: "cds"
        case .tab: "tab"
        case .ellipse: "ellipse"
        case .point: "point"
        case .text: "plaintext"
        }
    }

    /// Plain text as a Graphviz escString: backslashes and `&` are escaped (Graphviz would read
    /// escapes and entities in them), line breaks become `\n`, other control characters spaces.
    static func escString(_ text: String) -> String {
        LabelText.escape(text, lineBreak: "\\n", replacing: ["\\": "\\\\", "&": "&amp;"])
    }

    /// A value navlint chose itself (a colour, a number): control characters become spaces and
    /// backslashes are dropped, so it cannot read as an escape.
    static func rawValue(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }.filter { $0 != "\\" }))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
