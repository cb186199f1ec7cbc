import NavLintCore

/// A drawing of a navigation graph, independent of the tool that lays it out.
///
/// Nodes and clusters nest; edges join node ids. Labels and tooltips are plain text: every writer
/// escapes them for its own output, so text from a spec never becomes markup.
public struct Diagram: Sendable, Equatable {
    /// The direction ranks run in.
    public enum Direction: String, Sendable, CaseIterable, Equatable {
        /// Top to bottom (`TB`).
        case topToBottom = "TB"
        /// Left to right (`LR`).
        case leftToRight = "LR"
    }

    public var name: String
    public var direction: Direction
    /// A caption for the whole drawing (the app's name), if any.
    public var title: String?
    /// Extra Graphviz graph attributes (`nslimit`, `ranksep`, ...), written as given.
    public var attributes: [String: String]
    /// Nodes outside every cluster.
    public var nodes: [DiagramNode]
    /// Top-level clusters.
    public var clusters: [DiagramCluster]
    public var edges: [DiagramEdge]
    /// Nodes drawn on the first rank, alone: the entry points (windows and routes).
    public var entryNodes: [String]
    /// What the marks in the drawing mean, drawn below it; `nil` for none.
    public var legend: DiagramLegend?
    /// In a drawing of a change: what the nodes of removed models (ghosts), groups, windows and URLs stand
    /// for, by node id, so that an edge between them can be named.
    public var changeNames: [String: String] = [:]

    public init(
        name: String = "navlint", direction: Direction = .topToBottom, title: String? = nil,
        attributes: [String: String] = [:], nodes: [DiagramNode] = [], clusters: [DiagramCluster] = [],
        edges: [DiagramEdge] = [], entryNodes: [String] = [], legend: DiagramLegend? = nil
    ) {
        self.name = name
        self.direction = direction
        self.title = title
        self.attributes = attributes
        self.nodes = nodes
        self.clusters = clusters
        self.edges = edges
        self.entryNodes = entryNodes
        self.legend = legend
    }

    /// Every node, clusters' nodes included, in drawing order.
    public var allNodes: [DiagramNode] { nodes + allClusters.flatMap(\.nodes) }

    /// Every cluster, nested ones included, in drawing order.
    public var allClusters: [DiagramCluster] {
        var result: [DiagramCluster] = []
        var stack = Array(clusters.reversed())
        while let current = stack.popLast() {
            result.append(current)
            stack += current.clusters.reversed()
        }
        return result
    }
}

/// The outline of a node.
public enum NodeShape: String, Sendable, CaseIterable, Equatable {
    /// A box with rounded corners: screens.
    case roundedBox
    /// A plain box: missing references.
    case box
    /// A hexagon: dialogs.
    case hexagon
    /// A pointed banner: route entry points.
    case banner
    /// A folder tab: windows.
    case tab
    /// An ellipse: external URLs.
    case ellipse
    /// A tiny dot: where edges to a container end before being clipped at its border.
    case point
    /// Text without an outline: legend captions.
    case text
}

/// How a line or outline is drawn.
public enum LineStyle: String, Sendable, CaseIterable, Equatable {
    case solid, dashed, dotted, bold
    /// Not drawn; for edges that only arrange nodes (the legend's rows).
    case invisible = "invis"
}

/// One box, dialog, route or other mark in a diagram.
public struct DiagramNode: Sendable, Equatable {
    /// Unique in the diagram; derived from the spec id (`model-ProductDetail`), used as the SVG id.
    public var id: String
    /// Plain text; lines separated by `\n`.
    public var label: String
    public var shape: NodeShape
    /// Style classes (`navlint-screen`, `navlint-error`), in the SVG's `class` attribute.
    public var classes: [String] = []
    public var line: LineStyle = .solid
    /// Outline colour (`#rrggbb` or a colour name).
    public var color: String = "black"
    /// Fill colour, or `nil` for none.
    public var fill: String?
    public var penWidth: Double = 1
    /// Plain text shown on hover.
    public var tooltip: String?
    /// The cluster this node stands for, when it is a container's anchor.
    public var anchorOf: String?
    /// Nodes of one group keep the edges between them uncrossed (Graphviz's `group`): a container's anchor
    /// and its parts share one, so that the parts keep their order.
    public var group: String?
    /// Extra Graphviz attributes, written as given; never filled from spec text.
    public var attributes: [String: String] = [:]
    /// A screenshot drawn above the label.
    public var picture: NodePicture?
}

/// A group of nodes drawn inside one border: a container, a tab, a case, a column, the legend.
public struct DiagramCluster: Sendable, Equatable {
    /// Unique in the diagram (`cluster-MainTabs`, `cluster-MainTabs-tab-home`), used as the SVG id.
    public var id: String
    /// Drawn at the top of the border; plain text.
    public var label: String
    /// The nodes drawn directly inside the border.
    public var nodes: [DiagramNode] = []
    /// The clusters nested inside it.
    public var clusters: [DiagramCluster] = []
    /// Plain text shown on hover over the cluster's background.
    public var tooltip: String?
    /// Style classes of the cluster's SVG group (`navlint-stack`, `navlint-tab`).
    public var classes: [String] = []
    /// How the border is drawn.
    public var line: LineStyle = .solid
    /// Border colour (`#rrggbb` or a colour name).
    public var color: String = "black"
    /// Background colour inside the border, or `nil` for none.
    public var fill: String?
    /// Width of the border.
    public var penWidth: Double = 1

}

/// What an edge of a diagram stands for.
public enum DiagramEdgeKind: Sendable, Hashable, CustomStringConvertible {
    /// A navigation written in the spec.
    case navigation(EdgeKind)
    /// A route entry point leading to its target.
    case route
    /// A `present` route showing its target over whatever is on top.
    case presentRoute
    /// A window leading to its root model.
    case windowRoot
    /// A container holding a model drawn elsewhere.
    case contains
    /// Two elements one finding is about (both routes of an ambiguous pair).
    case finding
    /// A model or group including a group, drawn once as a group node.
    case includes
    /// Not drawn: keeps a container's parts in order below it.
    case structure

    /// The name used in class names: `push`, `route`, `contains`.
    public var description: String {
        switch self {
        case .navigation(let name): name.rawValue
        case .route: "route"
        case .presentRoute: "present-route"
        case .windowRoot: "window-root"
        case .contains: "contains"
        case .finding: "finding"
        case .includes: "includes"
        case .structure: "structure"
        }
    }
}

/// One line between two nodes.
public struct DiagramEdge: Sendable, Equatable {
    /// Unique in the diagram (`edge-Home-push-ProductList`), used as the SVG id.
    public var id: String
    public var from: String
    public var to: String
    public var kind: DiagramEdgeKind
    /// Plain text; lines separated by `\n`.
    public var label: String?
    public var classes: [String] = []
    public var line: LineStyle = .solid
    public var color: String = "black"
    /// Graphviz arrowhead name (`normal`, `vee`, `empty`, `dot`, `odot`).
    public var arrowhead: String = "normal"
    public var tooltip: String?
    /// Clip the edge at this cluster's border when it starts at the cluster's anchor.
    public var fromCluster: String?
    /// Clip the edge at this cluster's border when it ends at the cluster's anchor.
    public var toCluster: String?
    /// Whether the edge takes part in ranking.
    public var constrains: Bool = true
    /// The least number of ranks between the ends; 0 lets both ends share a rank. `nil`: one rank.
    public var minimumLength: Int?
    /// Laid out from `to` to `from`, the arrow still pointing at `to`: a back edge then ranks like the
    /// forward edge it undoes, so it keeps an ordinary label and stays near its ends.
    public var reversed: Bool = false
    /// How strongly the layout keeps the ends close; `nil`: Graphviz's default (1).
    public var weight: Int?
    /// Where the edge leaves `from`: a compass point (`sw`, `s`, `se`), so that edges from one node keep
    /// their order.
    public var tailPort: String?
    /// Draw the label beside the line (Graphviz's `xlabel`) instead of giving it room in the layout.
    public var externalLabel: Bool = false

}

/// The legend: one entry per kind of mark a drawing uses, in navlint's own words.
public struct DiagramLegend: Sendable, Equatable {
    /// How an entry's sample is drawn.
    public enum Sample: Sendable, Equatable {
        /// A small box in a node's colours.
        case node(shape: NodeShape, line: LineStyle, color: String, fill: String?)
        /// A short line in an edge's style.
        case edge(line: LineStyle, color: String, arrowhead: String)
        /// A box outline, as clusters and marked elements are drawn.
        case outline(line: LineStyle, color: String, penWidth: Double)
        /// A few characters, as drawn in the diagram.
        case text(String, color: String)
    }

    /// One sample and what it means.
    public struct Entry: Sendable, Equatable {
        public var sample: Sample
        public var caption: String

        public init(sample: Sample, caption: String) {
            self.sample = sample
            self.caption = caption
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }
}
