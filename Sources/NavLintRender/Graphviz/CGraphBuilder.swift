import CGraphviz
import CGraphvizShim

/// Builds the cgraph graph of a ``Diagram`` form: nodes, clusters as subgraphs, the entry rank and the
/// edges, each with the attributes ``GraphvizForm`` gives it.
enum CGraphBuilder {
    static func build(_ diagram: Diagram, into graph: UnsafeMutablePointer<Agraph_t>) {
        for (key, value) in GraphvizForm.graph(diagram) { declare(graph, kind: AGRAPH, key, value) }
        if let label = GraphvizForm.graphLabel(diagram) {
            withCString("label") { key in
                withCString(label) { navlint_set_html(UnsafeMutableRawPointer(graph), key, $0) }
            }
        }
        for (key, value) in GraphvizForm.nodeDefaults { declare(graph, kind: AGNODE, key, value) }
        for (key, value) in GraphvizForm.edgeDefaults { declare(graph, kind: AGEDGE, key, value) }

        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        func add(_ id: String, _ attributes: GraphvizForm.Attributes, to subgraph: UnsafeMutablePointer<Agraph_t>) {
            guard let created = withCString(id, { agnode(subgraph, $0, 1) }) else { return }
            nodes[id] = created
            set(UnsafeMutableRawPointer(created), attributes)
        }
        func add(_ node: DiagramNode, to subgraph: UnsafeMutablePointer<Agraph_t>) {
            add(node.id, GraphvizForm.node(node), to: subgraph)
            if let picture = node.picture, let created = nodes[node.id] {
                withCString("label") { key in
                    withCString(GraphvizForm.pictureLabel(node, picture)) {
                        navlint_set_html(UnsafeMutableRawPointer(created), key, $0)
                    }
                }
            }
        }
        if let title = diagram.title { add(GraphvizForm.titleNodeID, GraphvizForm.titleNode(title), to: graph) }
        for node in diagram.nodes { add(node, to: graph) }
        var pending = diagram.clusters.reversed().map { ($0, graph) }
        while let (cluster, parent) = pending.popLast() {
            let name = GraphvizForm.clusterName(cluster.id)
            guard let subgraph = withCString(name, { agsubg(parent, $0, 1) }) else { continue }
            set(UnsafeMutableRawPointer(subgraph), GraphvizForm.cluster(cluster))
            for node in cluster.nodes { add(node, to: subgraph) }
            pending += cluster.clusters.reversed().map { ($0, subgraph) }
        }
        func endpoint(_ id: String) -> UnsafeMutablePointer<Agnode_t>? {
            if let existing = nodes[id] { return existing }
            // As in DOT, an edge to an undeclared node creates it.
            let created = withCString(id) { agnode(graph, $0, 1) }
            nodes[id] = created
            return created
        }
        let firstRank = GraphvizForm.firstRank(diagram)
        if firstRank.count > 1, let subgraph = withCString(GraphvizForm.entryRankName, { agsubg(graph, $0, 1) }) {
            set(UnsafeMutableRawPointer(subgraph), [("rank", "same")])
            for id in firstRank {
                if let node = endpoint(id) { _ = agsubnode(subgraph, node, 1) }
            }
        }
        for edge in diagram.edges {
            let (tail, head) = GraphvizForm.ends(edge)
            guard let tail = endpoint(tail), let head = endpoint(head), let created = agedge(graph, tail, head, nil, 1)
            else { continue }
            set(UnsafeMutableRawPointer(created), GraphvizForm.edge(edge))
        }
    }

    private static func declare(_ graph: UnsafeMutablePointer<Agraph_t>, kind: Int32, _ key: String, _ value: String) {
        withCString(key) { key in withCString(value) { value in _ = agattr(graph, kind, key, value) } }
    }

    private static func set(_ object: UnsafeMutableRawPointer, _ attributes: GraphvizForm.Attributes) {
        for (key, value) in attributes {
            withCString(key) { key in
                withCString(value) { value in withCString("") { _ = agsafeset(object, key, value, $0) } }
            }
        }
    }

    /// Graphviz's API takes `char *` but copies the text; this lends it a mutable copy.
    static func withCString<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        var bytes = Array(text.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
