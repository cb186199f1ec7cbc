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
    /// up as soon as dot reports that it cannot rank it. The first two forms are laid out at the same time,
    /// each in a process of its own, and the second is stopped unread when the first ranks: the drawing is the
    /// same as laying them out in turn, without waiting for the first to fail. A drawing with clusters ranked
    /// one by one says so among the warnings. When no form ranks, the last drawing is kept with the advice.
    static func draw(
        _ diagram: Diagram, format: Format, timeout: Double = defaultTimeout
    ) throws(GraphvizError) -> Drawn {
        let started = Date()
        var choice = FormChoice()
        let forms = GraphvizForm.rankingForms(diagram)
        let batches = [Array(forms.prefix(2))] + forms.dropFirst(2).map { [$0] }
        var position = 0
        for batch in batches {
            let layouts = batch.indices.map { offset in
                Layout(diagram: batch[offset], stopUnranked: position + offset < forms.count - 1)
            }
            position += batch.count
            let left = max(1, timeout - Date().timeIntervalSince(started))
            let outcomes = try render(layouts, format: format, engine: "dot", plugins: .configured, timeout: left) {
                FormChoice.triesNextForm(after: $0)
            }
            for (form, outcome) in zip(batch, outcomes) {
                if let drawn = try choice.consider(outcome, of: form) { return drawn }
            }
        }
        guard let stopped = choice.redrawFirstStopped() else { return try choice.finished() }
        // The last form crashed: the first that could not be ranked is drawn after all, with the advice.
        let left = max(1, timeout - Date().timeIntervalSince(started))
        let rendering = try render(stopped, format: format, engine: "dot", plugins: .configured, timeout: left)
        return Drawn(rendering: rendering, form: stopped)
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
        let layout = Layout(diagram: diagram, stopUnranked: stopUnranked)
        let outcomes = try render(
            [layout], format: format, engine: engine, plugins: plugins, timeout: timeout, fault: fault
        ) { _ in false }
        return try outcomes[0].get()
    }

    /// A form to lay out, and whether its layout stops as soon as dot reports that it cannot rank it.
    struct Layout {
        var diagram: Diagram
        var stopUnranked: Bool
    }

    /// Lays out and renders every layout at the same time, each in a child process of its own (see
    /// `navlint_isolated_start`), and collects their outcomes in order for as long as `collectsNext` asks
    /// for the next one; the children left are stopped unread. Errors in setting Graphviz up are thrown.
    static func render(
        _ layouts: [Layout], format: Format, engine: String, plugins: PluginLoading, timeout: Double,
        fault: Fault = .none, collectsNext: (Result<Rendering, GraphvizError>) -> Bool
    ) throws(GraphvizError) -> [Result<Rendering, GraphvizError>] {
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

        var runs: [navlint_isolated_run] = []
        defer {
            for index in runs.indices { navlint_isolated_cancel(&runs[index]) }
        }
        for layout in layouts {
            runs.append(try start(layout, context: context, format: format, engine: engine, timeout: timeout, fault))
        }
        var outcomes: [Result<Rendering, GraphvizError>] = []
        for (index, layout) in layouts.enumerated() {
            var result = navlint_isolated_result()
            navlint_isolated_finish(&runs[index], &result)
            defer { navlint_isolated_result_free(&result) }
            let outcome = Result { () throws(GraphvizError) in
                try rendering(of: result, diagram: layout.diagram, format: format, engine: engine, timeout: timeout)
            }
            outcomes.append(outcome)
            if !collectsNext(outcome) { break }
        }
        return outcomes
    }

    /// Builds the layout's graph and starts its child; the graph is closed once the child has its copy.
    private static func start(
        _ layout: Layout, context: OpaquePointer, format: Format, engine: String, timeout: Double, _ fault: Fault
    ) throws(GraphvizError) -> navlint_isolated_run {
        navlint_capture_clear()
        guard let graph = CGraphBuilder.withCString(layout.diagram.name, { navlint_agopen_directed($0) }) else {
            throw .failed(stage: "graph", message: capturedText())
        }
        defer { agclose(graph) }
        CGraphBuilder.build(layout.diagram, into: graph)
        var run = navlint_isolated_run()
        let milliseconds = timeout > 0 ? Int(min(timeout, 1e6) * 1000) : 0
        engine.withCString { engine in
            format.rawValue.withCString { name in
                navlint_isolated_start(
                    context, graph, engine, name, milliseconds, fault.cValue, layout.stopUnranked ? 1 : 0, &run)
            }
        }
        return run
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

    /// A new context for drawing `format`. SVG gets one with only the dot layout and the core SVG
    /// renderer when their libraries can be found: Graphviz then sizes text with its built-in Helvetica
    /// metrics, so the drawing is the same whatever fonts the machine has, and no font setup runs first.
    /// Other formats need Cairo and Pango, from the plugins Graphviz's configuration lists.
    private static func newContext(for format: Format) -> OpaquePointer? {
        if format == .svg, let context = navlint_svg_context() { return context }
        return gvContext()
    }

    /// Lays out and renders a one-node graph in this process, so that the plugins for the engine and the
    /// format are loaded before the fork (and Pango has finished setting up fontconfig on its own thread),
    /// and a missing plugin is reported before any real work.
    private static func loadPlugins(_ context: OpaquePointer, engine: String, format: Format) throws(GraphvizError) {
        guard let graph = CGraphBuilder.withCString("navlint-warm-up", { navlint_agopen_directed($0) }) else {
            throw .failed(stage: "graph", message: capturedText())
        }
        defer { agclose(graph) }
        _ = CGraphBuilder.withCString("a") { agnode(graph, $0, 1) }
        guard CGraphBuilder.withCString(engine, { gvLayout(context, graph, $0) }) == 0 else {
            throw classify(stage: "layout", name: engine, message: GraphvizMessages(capturedText()).errorText)
        }
        defer { gvFreeLayout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = CGraphBuilder.withCString(format.rawValue) { gvRenderData(context, graph, $0, &data, &length) }
        if let data { gvFreeRenderData(data) }
        guard rendered == 0 else {
            throw classify(stage: "render", name: format.rawValue, message: GraphvizMessages(capturedText()).errorText)
        }
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
