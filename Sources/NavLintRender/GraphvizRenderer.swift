import CGraphviz
import CGraphvizShim
import Foundation

/// Draws a ``Diagram`` with Graphviz's C libraries, in process: the `dot` layout, then SVG, PNG or PDF.
public enum GraphvizRenderer {
    /// The image formats Graphviz renders.
    public enum Format: String, Sendable, CaseIterable {
        case svg, png, pdf
    }

    /// How a Graphviz context finds its plugins; only tests use anything but the installed configuration.
    enum PluginLoading {
        /// The plugins listed in Graphviz's configuration file (`dot -c` writes it).
        case configured
        /// No plugins at all, as when the configuration file is missing.
        case none
    }

    /// Lays the diagram out with `dot` and renders it; Graphviz's messages become the thrown error.
    public static func render(_ diagram: Diagram, format: Format) throws(GraphvizError) -> [UInt8] {
        try render(diagram, format: format, engine: "dot", plugins: .configured)
    }

    /// Graphviz keeps its state (error handler, plugin tables) in globals: one render at a time.
    private static let lock = NSLock()

    static func render(
        _ diagram: Diagram, format: Format, engine: String, plugins: PluginLoading
    ) throws(GraphvizError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        navlint_capture_begin()
        defer { navlint_capture_end() }

        let context: OpaquePointer? = switch plugins {
        case .configured: gvContext()
        case .none: gvContextPlugins(nil, 0)
        }
        guard let context else { throw .failed(stage: "context", message: capturedErrors()) }
        defer { gvFreeContext(context) }

        guard let graph = withCString(diagram.name, { navlint_agopen_directed($0) }) else {
            throw .failed(stage: "graph", message: capturedErrors())
        }
        defer { agclose(graph) }
        build(diagram, into: graph)

        let laidOut = withCString(engine) { gvLayout(context, graph, $0) }
        guard laidOut == 0 else { throw classify(stage: "layout", name: engine) }
        defer { gvFreeLayout(context, graph) }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = withCString(format.rawValue) { gvRenderData(context, graph, $0, &data, &length) }
        guard rendered == 0, let data else {
            if let data { gvFreeRenderData(data) }
            throw classify(stage: "render", name: format.rawValue)
        }
        defer { gvFreeRenderData(data) }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    // MARK: - Building the cgraph graph

    private static func build(_ diagram: Diagram, into graph: UnsafeMutablePointer<Agraph_t>) {
        for (key, value) in GraphvizForm.graph(diagram) { declare(graph, kind: AGRAPH, key, value) }
        for (key, value) in GraphvizForm.nodeDefaults { declare(graph, kind: AGNODE, key, value) }
        for (key, value) in GraphvizForm.edgeDefaults { declare(graph, kind: AGEDGE, key, value) }

        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        func add(_ node: DiagramNode, to subgraph: UnsafeMutablePointer<Agraph_t>) {
            guard let created = withCString(node.id, { agnode(subgraph, $0, 1) }) else { return }
            nodes[node.id] = created
            set(UnsafeMutableRawPointer(created), GraphvizForm.node(node))
        }
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
        for edge in diagram.edges {
            guard let tail = endpoint(edge.from), let head = endpoint(edge.to),
                let created = agedge(graph, tail, head, nil, 1)
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
    private static func withCString<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        var bytes = Array(text.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    // MARK: - Errors

    /// The error lines Graphviz reported since the capture began, without its "Error: " prefixes.
    private static func capturedErrors() -> String {
        let text = String(cString: navlint_capture_text())
        var lines: [String] = []
        var inError = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("Error: ") {
                inError = true
                lines.append(String(line.dropFirst("Error: ".count)))
            } else if line.hasPrefix("Warning: ") {
                inError = false
            } else if inError {
                lines.append(String(line))
            }
        }
        let errors = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return errors.isEmpty ? text.trimmingCharacters(in: .whitespacesAndNewlines) : errors
    }

    private static func classify(stage: String, name: String) -> GraphvizError {
        let message = capturedErrors()
        if message.contains("not recognized") {
            return .pluginMissing(kind: stage == "layout" ? "layout" : "output format", name: name, message: message)
        }
        return .failed(stage: stage, message: message)
    }
}

/// Why Graphviz could not draw a diagram.
public enum GraphvizError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Graphviz knows no plugin for the layout engine or output format: its plugin configuration is
    /// missing or incomplete.
    case pluginMissing(kind: String, name: String, message: String)
    /// Graphviz reported an error while building, laying out or rendering the graph.
    case failed(stage: String, message: String)

    public var description: String {
        switch self {
        case .pluginMissing(let kind, let name, let message):
            "Graphviz has no plugin for the \(kind) '\(name)' (\(firstLine(message))). Its plugin "
                + "configuration is probably missing: run `dot -c` as root (e.g. `sudo dot -c`) to register the "
                + "installed plugins, or reinstall Graphviz."
        case .failed(let stage, let message):
            "Graphviz failed during \(stage)" + (message.isEmpty ? "" : ": \(message)")
        }
    }

    private func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        let trimmed = line.count > 160 ? String(line.prefix(160)) + "…" : line
        return trimmed.isEmpty ? "no details" : trimmed
    }
}
