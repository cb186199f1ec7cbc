/// The Graphviz attributes for each element of a diagram, shared by the DOT writer and the in-process
/// renderer so that both draw the same picture.
///
/// Values are Graphviz attribute values: text from the spec is escaped so that Graphviz's label escapes
/// (`\N`, `\G`, `\l`...) and entities stay literal text. The only HTML-like label is the legend's, built
/// from navlint's own fixed words; no element gets a `URL` or `href`, so the SVG holds spec text only as
/// escaped character data.
///
/// Ranking uses `newrank`: clusters are ranked with the whole graph, so an edge that constrains ranking
/// never ends up within one rank. dot 2.43 corrupts its heap when it frees the layout of a labelled edge
/// within one rank (a "flat" edge), so every edge that may lie flat (one that does not constrain ranking, or
/// may share a rank with its tail) carries its text as an external label instead.
enum GraphvizForm {
    typealias Attributes = [(key: String, value: String)]

    static let fontName = "Helvetica"
    /// The node that shows the diagram's title on the first rank; no spec element gets this id.
    static let titleNodeID = "navlint-title"
    /// The subgraph that keeps the title and the entry points on one rank.
    static let entryRankName = "navlint-entry-rank"

    /// The root graph's attributes. Its label, when there is a legend, is ``graphLabel(_:)`` (HTML-like):
    /// Graphviz draws a graph label outside the layout, so the legend sits below the drawing at the right
    /// and takes no room from it.
    static func graph(_ diagram: Diagram) -> Attributes {
        var result: Attributes = [
            ("rankdir", diagram.direction.rawValue),
            ("compound", "true"),
            ("newrank", diagram.attributes["newrank"] ?? "true"),
            ("fontname", fontName),
            ("fontsize", "12"),
            ("nodesep", "0.3"),
            ("ranksep", "0.45"),
            ("labelloc", "b"),
            ("labeljust", "r"),
            ("id", "navlint-diagram"),
            ("class", "navlint-diagram"),
        ]
        result += diagram.attributes.filter { $0.key != "newrank" }.sorted { $0.key < $1.key }.map {
            ($0.key, rawValue($0.value))
        }
        return result
    }

    /// The root graph's HTML-like label: the legend.
    static func graphLabel(_ diagram: Diagram) -> String? {
        diagram.legend.map(legendLabel)
    }

    /// The title node's attributes: plain text on the first rank.
    static func titleNode(_ title: String) -> Attributes {
        [
            ("id", titleNodeID), ("class", "navlint-title"), ("label", escString(title)), ("shape", "plaintext"),
            ("fontsize", "14"), ("margin", "0.05,0.02"),
        ]
    }

    /// The nodes kept on the first rank: the title, then the entry points.
    static func firstRank(_ diagram: Diagram) -> [String] {
        (diagram.title == nil ? [] : [titleNodeID]) + diagram.entryNodes
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
        if let group = node.group { result.append(("group", rawValue(group))) }
        // A banner's pointed end takes room from its text: wider side margins keep the text inside.
        if node.shape == .banner, node.attributes["margin"] == nil { result.append(("margin", "0.25,0.18")) }
        result += node.attributes.sorted { $0.key < $1.key }.map { ($0.key, rawValue($0.value)) }
        return result
    }

    /// Every cluster sets the same keys: in DOT a subgraph's attributes become defaults for the
    /// subgraphs inside it, so an unset key would be inherited. Label lines end in `\l`, so each is
    /// left-aligned like the first.
    static func cluster(_ cluster: DiagramCluster) -> Attributes {
        var styles = ["rounded"]
        if cluster.fill != nil { styles.append("filled") }
        if cluster.line != .solid { styles.append(cluster.line.rawValue) }
        return [
            ("id", cluster.id),
            ("class", cluster.classes.joined(separator: " ")),
            (
                "label",
                LabelText.escape(cluster.label, lineBreak: "\\l", replacing: ["\\": "\\\\", "&": "&amp;"]) + "\\l"
            ),
            ("labelloc", "t"),
            ("labeljust", "l"),
            ("style", styles.joined(separator: ",")),
            ("color", rawValue(cluster.color)),
            ("fontcolor", rawValue(cluster.color)),
            ("fillcolor", cluster.fill.map(rawValue) ?? "white"),
            ("penwidth", number(cluster.penWidth)),
            ("tooltip", cluster.tooltip.map(escString) ?? ""),
        ]
    }

    /// `label` for an edge laid out across ranks, `xlabel` for one that may lie within a rank (or asks for
    /// an external label), `nil` for none.
    static func labelKey(_ edge: DiagramEdge) -> String? {
        guard edge.label != nil else { return nil }
        return edge.externalLabel || !edge.constrains || edge.minimumLength == 0 ? "xlabel" : "label"
    }

    /// The forms of the diagram to lay out in turn until Graphviz ranks one without trouble: as it is; without
    /// the compass ports that keep a container's parts in order; with clusters ranked one by one; and that
    /// without ports. Graphviz 2.43 reports "trouble in init_rank" on some cycles through nested clusters,
    /// and more often when edges leave a container's anchor by compass points; a drawing it could not rank
    /// puts nodes on arbitrary ranks, so clusters overlap.
    static func rankingForms(_ diagram: Diagram) -> [Diagram] {
        let hasPorts = diagram.edges.contains { $0.tailPort != nil }
        let forms = hasPorts ? [diagram, withoutPorts(diagram)] : [diagram]
        return forms + forms.map(rankedOneByOne)
    }

    /// Whether the form ranks clusters one by one (see ``rankingForms(_:)``).
    static func ranksOneByOne(_ diagram: Diagram) -> Bool { diagram.attributes["newrank"] == "false" }

    /// Clusters ranked one by one instead of with the whole graph, which can leave any edge within one
    /// rank, so every label is external and no labelled edge can lie flat.
    private static func rankedOneByOne(_ diagram: Diagram) -> Diagram {
        var result = diagram
        result.attributes["newrank"] = "false"
        for index in result.edges.indices { result.edges[index].externalLabel = true }
        return result
    }

    /// The diagram with every edge leaving its tail wherever the layout likes.
    private static func withoutPorts(_ diagram: Diagram) -> Diagram {
        var result = diagram
        for index in result.edges.indices { result.edges[index].tailPort = nil }
        return result
    }

    /// The edge's ends as Graphviz lays them out: a reversed edge runs from `to` to `from`.
    static func ends(_ edge: DiagramEdge) -> (tail: String, head: String) {
        edge.reversed ? (edge.to, edge.from) : (edge.from, edge.to)
    }

    static func edge(_ edge: DiagramEdge) -> Attributes {
        var result: Attributes = [
            ("id", edge.id),
            ("class", edge.classes.joined(separator: " ")),
            ("style", edge.line.rawValue),
            ("color", rawValue(edge.color)),
        ]
        if edge.reversed {
            result += [("dir", "back"), ("arrowtail", rawValue(edge.arrowhead))]
        } else {
            result.append(("arrowhead", rawValue(edge.arrowhead)))
        }
        if let label = edge.label, let key = labelKey(edge) { result.append((key, escString(label))) }
        if let tooltip = edge.tooltip { result.append(("tooltip", escString(tooltip))) }
        let (tailCluster, headCluster) =
            edge.reversed ? (edge.toCluster, edge.fromCluster) : (edge.fromCluster, edge.toCluster)
        if let cluster = tailCluster { result.append(("ltail", clusterName(cluster))) }
        if let cluster = headCluster { result.append(("lhead", clusterName(cluster))) }
        if !edge.constrains { result.append(("constraint", "false")) }
        if let length = edge.minimumLength { result.append(("minlen", String(length))) }
        if let weight = edge.weight { result.append(("weight", String(weight))) }
        if let port = edge.tailPort { result.append((edge.reversed ? "headport" : "tailport", rawValue(port))) }
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

    // MARK: - Legend

    /// The legend as an HTML-like table, two entries a row. Every word and colour in it is navlint's own.
    static func legendLabel(_ legend: DiagramLegend) -> String {
        var rows = "<TR><TD COLSPAN=\"4\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
        var index = 0
        while index < legend.entries.count {
            rows += "<TR>"
            for entry in legend.entries[index..<min(index + 2, legend.entries.count)] {
                rows += sampleCell(entry.sample) + "<TD ALIGN=\"LEFT\">\(html(entry.caption))</TD>"
            }
            rows += "</TR>"
            index += 2
        }
        return "<FONT POINT-SIZE=\"9\"><TABLE BORDER=\"1\" COLOR=\"#9a9a9a\" STYLE=\"rounded\" CELLBORDER=\"0\" "
            + "CELLSPACING=\"1\" CELLPADDING=\"2\" BGCOLOR=\"white\" ID=\"navlint-legend\">\(rows)</TABLE></FONT>"
    }

    private static func sampleCell(_ sample: DiagramLegend.Sample) -> String {
        switch sample {
        case .node(let shape, let line, let color, let fill):
            let style =
                shape == .roundedBox || shape == .ellipse
                ? " STYLE=\"rounded\"" : line == .dashed ? " STYLE=\"dashed\"" : ""
            return
                "<TD BORDER=\"1\" COLOR=\"\(html(rawValue(color)))\" "
                + "BGCOLOR=\"\(html(rawValue(fill ?? "white")))\"\(style) "
                + "WIDTH=\"28\" HEIGHT=\"12\"></TD>"
        case .outline(let line, let color, let penWidth):
            let style = line == .dashed ? "rounded,dashed" : "rounded"
            return
                "<TD BORDER=\"\(max(1, Int(penWidth.rounded())))\" "
                + "COLOR=\"\(html(rawValue(color)))\" STYLE=\"\(style)\" "
                + "WIDTH=\"28\" HEIGHT=\"12\"></TD>"
        case .edge(let line, let color, let arrowhead):
            let glyphs = html(lineGlyphs(line) + arrowGlyph(arrowhead))
            return "<TD><FONT COLOR=\"\(html(rawValue(color)))\">\(glyphs)</FONT></TD>"
        case .text(let text, let color):
            return "<TD><FONT COLOR=\"\(html(rawValue(color)))\">\(html(text))</FONT></TD>"
        }
    }

    /// A short line in the edge's style, drawn with box-drawing characters.
    static func lineGlyphs(_ line: LineStyle) -> String {
        switch line {
        case .solid, .invisible: "\u{2500}\u{2500}\u{2500}"
        case .dashed: "\u{254C}\u{254C}\u{254C}"
        case .dotted: "\u{2508}\u{2508}\u{2508}"
        case .bold: "\u{2501}\u{2501}\u{2501}"
        }
    }

    /// The arrowhead as one character.
    static func arrowGlyph(_ arrowhead: String) -> String {
        switch arrowhead {
        case "none": ""
        case "empty", "onormal": "\u{25B7}"
        case "diamond": "\u{25C6}"
        case "vee": "\u{27A4}"
        case "odot": "\u{25CB}"
        default: "\u{25B6}"
        }
    }

    /// A node's HTML-like label with its picture: the picture in a cell of its drawn size, the label below.
    static func pictureLabel(_ node: DiagramNode, _ picture: NodePicture) -> String {
        let size = picture.drawnSize
        return "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"0\"><TR>"
            + "<TD FIXEDSIZE=\"TRUE\" WIDTH=\"\(size.width)\" HEIGHT=\"\(size.height)\">"
            + "<IMG SRC=\"\(html(picture.file))\" SCALE=\"TRUE\"/></TD></TR>"
            + "<TR><TD>\(html(node.label))</TD></TR></TABLE>"
    }

    static func html(_ text: String) -> String {
        LabelText.escape(text, lineBreak: "<BR/>", replacing: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])
    }

    // MARK: - Values

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
