import CGraphviz
import CGraphvizShim
import Foundation

/// Draws a ``Diagram`` with Graphviz's C libraries: the `dot` layout, then SVG, PNG or PDF.
///
/// The graph is built in process; the layout and the render run in a forked child (see
/// `navlint_render_isolated`), so that a crash inside Graphviz or a layout that runs past the time limit
/// becomes an error instead of taking navlint down or keeping it waiting.
public enum GraphvizRenderer {
    /// The image formats Graphviz renders.
    public enum Format: String, Sendable, CaseIterable {
        case svg, png, pdf
    }

    /// A rendered image and what Graphviz warned about while drawing it, in navlint's words.
    public struct Rendering: Sendable, Equatable {
        public var bytes: [UInt8]
        /// Graphviz's warnings and non-fatal errors, translated into what they mean for the drawing and what
        /// to do (see `GraphvizMessages.advice`); Graphviz's own text never appears but in a quote.
        public var warnings: [String]
    }

    /// The default wall-clock limit for layout and render, in seconds.
    public static let defaultTimeout = 60.0

    /// How a Graphviz context finds its plugins; only tests use anything but the installed configuration.
    enum PluginLoading {
        /// The plugins listed in Graphviz's configuration file (`dot -c` writes it).
        case configured
        /// No plugins at all, as when the configuration file is missing.
        case none
    }

    /// A failure the layout process provokes on purpose, for tests of the isolation.
    enum Fault {
        case none, abort, hang
    }

    /// Lays the diagram out with `dot` and renders it within `timeout` seconds (see ``draw(_:format:timeout:)``).
    public static func render(
        _ diagram: Diagram, format: Format, timeout: Double = defaultTimeout
    ) throws(GraphvizError) -> Rendering {
        try draw(diagram, format: format, timeout: timeout).rendering
    }

    /// A rendering and the form of the diagram it was drawn from.
    struct Drawn {
        var rendering: Rendering
        /// The diagram as laid out: one of ``GraphvizForm/rankingForms(_:)``.
        var form: Diagram
    }

    /// Lays the diagram out with `dot` and renders it within `timeout` seconds. When Graphviz cannot rank
    /// the clusters (or crashes trying), it draws the diagram again in the next of
    /// ``GraphvizForm/rankingForms(_:)`` and keeps the first that ranks; a form other than the last is given
    /// up as soon as dot reports that it cannot rank it. A drawing with clusters ranked one by one says so
    /// among the warnings. When no form ranks, the last drawing is kept with the advice.
    static func draw(
        _ diagram: Diagram, format: Format, timeout: Double = defaultTimeout
    ) throws(GraphvizError) -> Drawn {
        let started = Date()
        var firstError: GraphvizError?
        var unranked: Drawn?
        var stopped: Diagram?
        let forms = GraphvizForm.rankingForms(diagram)
        for (position, form) in forms.enumerated() {
            let left = max(1, timeout - Date().timeIntervalSince(started))
            let last = position == forms.count - 1
            do {
                var rendering = try render(
                    form, format: format, engine: "dot", plugins: .configured, timeout: left, stopUnranked: !last)
                if GraphvizForm.ranksOneByOne(form) { rendering.warnings.insert(fallbackNote, at: 0) }
                guard rendering.warnings.contains(GraphvizMessages.rankingAdvice) else {
                    return Drawn(rendering: rendering, form: form)
                }
                if rendering.bytes.isEmpty {
                    stopped = stopped ?? form
                } else {
                    unranked = Drawn(rendering: rendering, form: form)
                }
            } catch .crashed(let signal) {
                firstError = firstError ?? .crashed(signal: signal)
            } catch {
                throw firstError ?? error
            }
        }
        if let unranked { return unranked }
        if let stopped, firstError != nil {
            // The last form crashed: the first that could not be ranked is drawn after all, with the advice.
            let left = max(1, timeout - Date().timeIntervalSince(started))
            let rendering = try render(stopped, format: format, engine: "dot", plugins: .configured, timeout: left)
            return Drawn(rendering: rendering, form: stopped)
        }
        throw firstError ?? .failed(stage: "layout", message: rankingTrouble)
    }

    /// How Graphviz reports that `newrank` could not rank a graph.
    static let rankingTrouble = "trouble in init_rank"
    static let fallbackNote =
        "the clusters could not be ranked together (a cycle through nested containers); "
        + "the diagram is drawn with clusters ranked one by one and edge labels beside the lines"

    /// Starts loading the `dot` layout, the plugins for `format` and the fonts on another thread, so that
    /// this overlaps with reading and checking the spec; the next ``render(_:format:timeout:)`` in that
    /// format uses the result. Call ``finishPreparing()`` before the process ends.
    public static func prepare(_ format: Format) {
        preparations.lock()
        defer { preparations.unlock() }
        guard pending == nil else { return }
        let preparation = Preparation(format: format)
        pending = preparation
        Thread.detachNewThread { preparation.run() }
    }

    /// Waits until a preparation started with ``prepare(_:)`` has finished; nothing to do without one.
    public static func finishPreparing() {
        preparations.lock()
        let preparation = pending
        preparations.unlock()
        preparation?.wait()
    }

    /// Graphviz keeps its state (error handler, plugin tables) in globals: one render at a time.
    private static let lock = NSLock()
    private static let preparations = NSLock()
    nonisolated(unsafe) private static var pending: Preparation?

    /// A Graphviz context with its plugins and fonts loaded, made on another thread.
    private final class Preparation: @unchecked Sendable {
        let format: Format
        private let finished = DispatchSemaphore(value: 0)
        private var done = false
        /// The loaded context, or why loading failed; taken by the render that uses it.
        var outcome: Result<OpaquePointer, GraphvizError>?

        init(format: Format) {
            self.format = format
        }

        func run() {
            GraphvizRenderer.lock.lock()
            navlint_capture_begin()
            if let context = GraphvizRenderer.newContext(for: format) {
                do {
                    try GraphvizRenderer.loadPlugins(context, engine: "dot", format: format)
                    outcome = .success(context)
                } catch {
                    gvFreeContext(context)
                    outcome = .failure(error)
                }
            }
            navlint_capture_end()
            GraphvizRenderer.lock.unlock()
            finished.signal()
        }

        func wait() {
            if done { return }
            finished.wait()
            done = true
        }
    }

    /// The prepared context for `format`, if ``prepare(_:)`` made one; it is the caller's from then on.
    /// A preparation for another format is waited for and dropped.
    private static func takePrepared(_ format: Format) throws(GraphvizError) -> OpaquePointer? {
        preparations.lock()
        let preparation = pending
        pending = nil
        preparations.unlock()
        guard let preparation else { return nil }
        preparation.wait()
        switch preparation.outcome {
        case .success(let context) where preparation.format == format: return context
        case .success(let context):
            gvFreeContext(context)
            return nil
        case .failure(let error) where preparation.format == format: throw error
        case .failure, nil: return nil
        }
    }

    static func render(
        _ diagram: Diagram, format: Format, engine: String, plugins: PluginLoading, timeout: Double = defaultTimeout,
        fault: Fault = .none, stopUnranked: Bool = false
    ) throws(GraphvizError) -> Rendering {
        let prepared = plugins == .configured && engine == "dot" ? try takePrepared(format) : nil
        lock.lock()
        defer { lock.unlock() }
        navlint_capture_begin()
        defer { navlint_capture_end() }

        let context: OpaquePointer? =
            switch plugins {
            case .configured: prepared ?? newContext(for: format)
            case .none: gvContextPlugins(nil, 0)
            }
        guard let context else { throw .failed(stage: "context", message: capturedText()) }
        defer { gvFreeContext(context) }
        if prepared == nil { try loadPlugins(context, engine: engine, format: format) }
        navlint_capture_clear()

        guard let graph = withCString(diagram.name, { navlint_agopen_directed($0) }) else {
            throw .failed(stage: "graph", message: capturedText())
        }
        defer { agclose(graph) }
        build(diagram, into: graph)

        var result = navlint_isolated_result()
        let milliseconds = timeout > 0 ? Int(min(timeout, 1e6) * 1000) : 0
        engine.withCString { engine in
            format.rawValue.withCString { name in
                navlint_render_isolated(
                    context, graph, engine, name, milliseconds, fault.cValue, stopUnranked ? 1 : 0, &result)
            }
        }
        defer { navlint_isolated_result_free(&result) }
        return try rendering(of: result, diagram: diagram, format: format, engine: engine, timeout: timeout)
    }

    /// The rendering an isolated run produced, or the error that stopped it.
    private static func rendering(
        of result: navlint_isolated_result, diagram: Diagram, format: Format, engine: String, timeout: Double
    ) throws(GraphvizError) -> Rendering {
        let messages = result.messages.map { String(cString: $0) } ?? ""
        let printed = GraphvizMessages(printedBy: result.standard_error.map { String(cString: $0) } ?? "")
        switch result.status {
        case NAVLINT_ISOLATED_OK:
            var bytes =
                result.data.map { data in
                    data.withMemoryRebound(to: UInt8.self, capacity: result.length) {
                        Array(UnsafeBufferPointer(start: $0, count: result.length))
                    }
                } ?? []
            if format == .pdf { bytes = DeterministicPDF.normalised(bytes) }
            return Rendering(bytes: bytes, warnings: GraphvizMessages(messages).merged(with: printed).advice)
        case NAVLINT_ISOLATED_LAYOUT_FAILED:
            throw classify(stage: "layout", name: engine, message: GraphvizMessages(messages).errorText)
        case NAVLINT_ISOLATED_RENDER_FAILED:
            throw classify(stage: "render", name: format.rawValue, message: GraphvizMessages(messages).errorText)
        case NAVLINT_ISOLATED_TIMED_OUT:
            throw .timedOut(seconds: timeout, nodes: diagram.allNodes.count, edges: diagram.edges.count)
        case NAVLINT_ISOLATED_CRASHED:
            let last = printed.entries.last.map { ": \($0.text)" } ?? ""
            throw .crashed(signal: String(cString: strsignal(result.signal)) + last)
        case NAVLINT_ISOLATED_EXITED:
            throw .exited(status: Int(result.exit_status))
        default:
            throw .failed(stage: "isolation", message: String(cString: strerror(result.system_error)))
        }
    }

    /// Lays out and renders a one-node graph in this process, so that the plugins for the engine and the
    /// format are loaded before the fork (and Pango has finished setting up fontconfig on its own thread),
    /// and a missing plugin is reported before any real work.
    /// A new context for drawing `format`. SVG gets one with only the dot layout and the core SVG
    /// renderer when their libraries can be found: Graphviz then sizes text with its built-in Helvetica
    /// metrics, so the drawing is the same whatever fonts the machine has, and no font setup runs first.
    /// Other formats need Cairo and Pango, from the plugins Graphviz's configuration lists.
    private static func newContext(for format: Format) -> OpaquePointer? {
        if format == .svg, let context = navlint_svg_context() { return context }
        return gvContext()
    }

    private static func loadPlugins(_ context: OpaquePointer, engine: String, format: Format) throws(GraphvizError) {
        guard let graph = withCString("navlint-warm-up", { navlint_agopen_directed($0) }) else {
            throw .failed(stage: "graph", message: capturedText())
        }
        defer { agclose(graph) }
        _ = withCString("a") { agnode(graph, $0, 1) }
        guard withCString(engine, { gvLayout(context, graph, $0) }) == 0 else {
            throw classify(stage: "layout", name: engine, message: GraphvizMessages(capturedText()).errorText)
        }
        defer { gvFreeLayout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = withCString(format.rawValue) { gvRenderData(context, graph, $0, &data, &length) }
        if let data { gvFreeRenderData(data) }
        guard rendered == 0 else {
            throw classify(stage: "render", name: format.rawValue, message: GraphvizMessages(capturedText()).errorText)
        }
    }

    // MARK: - Building the cgraph graph

    private static func build(_ diagram: Diagram, into graph: UnsafeMutablePointer<Agraph_t>) {
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
    private static func withCString<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        var bytes = Array(text.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    // MARK: - Errors

    private static func capturedText() -> String { String(cString: navlint_capture_text()) }

    /// A missing or half-registered plugin shows as "... not recognized" or "renderer for png is unavailable".
    static func classify(stage: String, name: String, message: String) -> GraphvizError {
        if message.contains("not recognized") || message.contains("is unavailable") {
            return .pluginMissing(kind: stage == "layout" ? "layout" : "output format", name: name, message: message)
        }
        return .failed(stage: stage, message: message)
    }
}

extension GraphvizRenderer.Fault {
    fileprivate var cValue: navlint_fault {
        switch self {
        case .none: NAVLINT_FAULT_NONE
        case .abort: NAVLINT_FAULT_ABORT
        case .hang: NAVLINT_FAULT_HANG
        }
    }
}

/// Why Graphviz could not draw a diagram.
public enum GraphvizError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Graphviz knows no plugin for the layout engine or output format: its plugin configuration is
    /// missing or incomplete.
    case pluginMissing(kind: String, name: String, message: String)
    /// Graphviz reported an error while building, laying out or rendering the graph.
    case failed(stage: String, message: String)
    /// Layout and render did not finish within the time limit.
    case timedOut(seconds: Double, nodes: Int, edges: Int)
    /// Graphviz crashed while laying out or rendering (in the separate process navlint runs it in).
    case crashed(signal: String)
    /// Graphviz ended its process itself, as it does when memory runs out.
    case exited(status: Int)

    public var description: String {
        switch self {
        case .pluginMissing(let kind, let name, let message):
            "Graphviz has no plugin for the \(kind) '\(name)' (\(firstLine(message))). Its plugin "
                + "configuration is probably missing or incomplete: run `dot -c` as root (e.g. `sudo dot -c`) to "
                + "register the installed plugins, or reinstall Graphviz."
        case .failed(let stage, let message):
            "Graphviz failed during \(stage)" + (message.isEmpty ? "" : ": \(message)")
        case .timedOut(let seconds, let nodes, let edges):
            "Graphviz did not finish laying out the diagram (\(nodes) nodes, \(edges) edges) within "
                + "\(GraphvizForm.number(seconds)) s and was stopped; draw part of it with --focus ID --depth N, "
                + "or allow more time with --timeout SECONDS"
        case .crashed(let signal):
            "Graphviz crashed while laying out the diagram (\(signal)); nothing was written. This is a bug in "
                + "Graphviz: draw part of the graph with --focus ID --depth N, or export it with --format dot"
        case .exited(let status):
            "Graphviz stopped while laying out the diagram (exit status \(status), usually out of memory); "
                + "nothing was written. Draw part of the graph with --focus ID --depth N"
        }
    }

    private func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        let trimmed = line.count > 160 ? String(line.prefix(160)) + "…" : line
        return trimmed.isEmpty ? "no details" : trimmed
    }
}
