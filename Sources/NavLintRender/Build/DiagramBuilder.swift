import NavLintCore

/// Turns a resolved spec into a ``Diagram`` in navlint's visual language.
///
/// Containers become clusters (one sub-cluster per tab, case or split column, in spec order); screens pushed
/// from a stack are drawn inside it, unless models in other containers push them too: those are drawn once
/// outside them all. Presented models start at the top level, as they start a new context.
/// Windows and routes are the entry points on the first rank. A container slot whose model is drawn
/// elsewhere holds a small reference box with a dotted line to it. References that dangle are drawn as
/// marked "missing" boxes; repeated ids keep their first model.
public struct DiagramBuilder: Sendable {
    public var options: DiagramOptions

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// Builds the diagram of a resolved graph, or fails when the focus is unknown or the drawing would be
    /// too large. Each step is an immutable value the later ones read; one ``DiagramIDs``, passed from step
    /// to step, hands out the ids in step order.
    public func build(_ graph: NavGraph) throws(DiagramError) -> Diagram {
        let spec = graph.spec
        let style = NodeStyle(marks: FindingMarks(options.findings, graph: graph))
        var ids = DiagramIDs(graph: graph)
        let placement = Placement(graph: graph, ids: &ids)
        let visibility = try Visibility(
            graph: graph, focus: options.focus, changes: options.onlyChanged ? options.changes : nil,
            placement: placement)
        let ends = EdgeDrawing(graph: graph, placement: placement, visibility: visibility)
        let windows = WindowNodes(ends: ends, style: style, ids: &ids)
        let backEdges = BackEdges(drawn: options.showBackEdges, ends: ends, windows: windows, ids: &ids)
        let emission = ClusterEmission(
            placement: placement, visibility: visibility, backEdges: backEdges, style: style, graph: graph,
            direction: options.direction, ids: &ids)
        var edges = emission.structure + windows.edges
        edges += NavigationEdges.draw(ends: ends, windows: windows, backEdges: backEdges, ids: &ids)
        edges += NavigationEdges.references(ends: ends, ids: &ids)
        let routes = RouteNodes(ends: ends, style: style, coverage: options.coverage, ids: &ids)
        edges += routes.edges + routes.findingLinks
        var topNodes = windows.nodes + emission.nodes + routes.nodes
        var groupNodeIDs: [Int: String] = [:]
        if !spec.groups.isEmpty {
            let groups = GroupNodes(ends: ends, windows: windows, style: style, ids: &ids)
            topNodes += groups.nodes
            edges += groups.edges
            groupNodeIDs = groups.nodeIDs
        }
        topNodes += Self.looseNodes(
            edges: edges, drawnMissing: emission.drawnMissing, style: style, ids: ids, spec: spec)
        var diagram = Diagram(
            direction: options.direction, title: spec.app?.value, nodes: topNodes, clusters: emission.clusters,
            edges: edges, entryNodes: windows.nodes.map(\.id) + routes.nodes.map(\.id))
        if let changes = options.changes {
            let names = ChangeMarks.Names(
                drawn: diagram, graph: graph, ids: ids, windows: windows, groups: groupNodeIDs)
            var marks = ChangeMarks(graph: graph, names: names)
            marks.apply(changes, to: &diagram, ids: &ids)
        }
        let count = diagram.allNodes.count
        guard count <= options.maxNodes else { throw .tooManyNodes(count: count, limit: options.maxNodes) }
        diagram.edges += Self.entryEdges(diagram, ids: &ids)
        if !emission.grouped.isEmpty { Self.setGroup(emission.grouped, in: &diagram) }
        if options.overview { diagram = Overview.collapse(diagram) }
        NodePictures.attach(options.pictures, to: &diagram, graph: graph)
        diagram.attributes = Self.layoutLimits(nodeCount: count, edgeCount: diagram.edges.count)
        if options.legend { diagram.legend = Legend.make(for: diagram) }
        return diagram
    }

    /// Resolves the spec and builds its diagram (see ``build(_:)-(NavGraph)``).
    public func build(_ spec: Spec) throws(DiagramError) -> Diagram {
        try build(NavGraph(spec: spec))
    }
}
