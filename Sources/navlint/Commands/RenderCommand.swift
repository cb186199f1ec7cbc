import ArgumentParser
import NavLintCommandLine
import NavLintCore
import NavLintPictures
import NavLintRender

/// `navlint render`: draw the navigation graph.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Draw the navigation graph as SVG, PNG or PDF (through Graphviz), as DOT or Mermaid text, or as an interactive HTML review page.",
        discussion: """
            Containers are drawn as clusters, screens and dialogs in distinct shapes, each kind of edge in \
            its own style, windows and routes as entry points on the first rank. Models and routes with \
            findings are outlined and name the rule; --coverage colours routes by whether a URL list hits \
            them. The format comes from --format or the output file's extension (.svg .png .pdf .dot .gv \
            .mmd); when both are given they must agree. Graphviz runs in a separate process with a time \
            limit, so a crash or a runaway layout ends with an error, never a hang. HTML (.html) is one \
            self-contained review page: the SVG drawing with search, selection, the path from a window root and \
            URL resolution in the page; past the drawing's budget it shows containers collapsed. With \
            --against GIT-REF or --compare OLD it draws what changed since that version: added models and \
            edges green, changed ones amber, removed ones as dashed red ghosts; the page lists every change, \
            and an image, DOT or Mermaid draws only the changed models, their neighbours and the path from a \
            root to them (--full draws all).
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The file to write (atomically); without it, text formats go to standard output.", valueName: "file"))
    var output: String?

    @Option(name: .shortAndLong, help: "svg, png, pdf, dot, mermaid or html.")
    var format: RenderFormat?

    @Option(
        help: ArgumentHelp(
            "Lay the graph out top to bottom (TB) or left to right (LR); by default TB, or LR when that keeps an image within 1:3 to 3:1."
        ))
    var direction: Direction?

    @Flag(name: .customLong("back-edges"), help: "Draw pop, popToRoot, dismiss and dismissWindow edges too.")
    var backEdges = false

    @Option(help: ArgumentHelp("Draw only the neighbourhood of this model.", valueName: "id"))
    var focus: String?

    @Option(help: ArgumentHelp("With --focus: how many hops around the model to draw.", valueName: "n"))
    var depth: Int = 2

    @Flag(
        help: ArgumentHelp(
            "Draw each container that holds no other container as one node with counts, and the edges between two nodes as one line with counts."
        ))
    var overview = false

    @Option(help: ArgumentHelp("Colour routes by whether the URLs in this file hit them.", valueName: "file"))
    var coverage: String?

    @Flag(name: .customLong("no-findings"), help: "Do not mark models and routes that have findings.")
    var noFindings = false

    @Flag(name: .customLong("no-legend"), help: "Leave out the legend.")
    var noLegend = false

    @Option(
        help: ArgumentHelp(
            "The configuration that sets which findings are marked; by default the spec's nearest .navlint.yml (its folder or above).",
            valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("max-nodes"),
        help: ArgumentHelp(
            "Refuse to draw more nodes than this (large graphs take Graphviz long); use --focus instead.",
            valueName: "n"))
    var maxNodes: Int = DiagramOptions.defaultMaxNodes

    @Option(
        name: .customLong("max-layout-size"),
        help: ArgumentHelp(
            "Refuse images whose estimated layout (nodes plus a node per rank each edge crosses, labels doubling it) is larger; edge labels are dropped first.",
            valueName: "n"))
    var maxLayoutSize: Int = LayoutBudget.defaultLimit

    @Option(help: ArgumentHelp("Stop Graphviz after this many seconds of layout and render.", valueName: "seconds"))
    var timeout: Double = GraphvizRenderer.defaultTimeout

    @Option(
        name: .customLong("screenshots"),
        help: ArgumentHelp(
            "Match the PNG and JPEG pictures under this folder to screens (swift-snapshot-testing's names or plain ones); repeatable; overrides `screenshots:` in .navlint.yml.",
            valueName: "folder"))
    var screenshots: [String] = []

    @Flag(help: "Draw each screen's picture in its node in SVG, PNG and PDF too (the HTML page always shows them).")
    var thumbnails = false

    @Flag(help: "Name every picture under --screenshots that matches no screen, instead of counting them.")
    var verbose = false

    @Option(
        name: .customLong("thumb-width"),
        help: ArgumentHelp("Scale the pictures down to this many pixels wide.", valueName: "pixels"))
    var thumbWidth: Int = Thumbnail.defaultWidth

    @Option(
        help: ArgumentHelp(
            "Draw what changed since the spec's version at this git revision (such as origin/main).",
            valueName: "git-ref"))
    var against: String?

    @Option(help: ArgumentHelp("Draw what changed since this older version of the spec.", valueName: "old-spec"))
    var compare: String?

    @Flag(
        help: ArgumentHelp(
            "With --against or --compare: draw the whole spec in an image, DOT or Mermaid, not only the changed models, their neighbours and the path from a root to them."
        ))
    var full = false

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    @OptionGroup(title: "App configuration (marks the routes iOS does not hand to the app)") var app: AppConfigOptions

    enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
        case svg, png, pdf, dot, mermaid, html

        init?(fileName: String) {
            let lowered = fileName.lowercased()
            let byExtension: [(String, RenderFormat)] = [
                (".svg", .svg), (".png", .png), (".pdf", .pdf), (".dot", .dot), (".gv", .dot), (".mmd", .mermaid),
                (".mermaid", .mermaid), (".html", .html), (".htm", .html),
            ]
            guard let match = byExtension.first(where: { lowered.hasSuffix($0.0) }) else { return nil }
            self = match.1
        }

        var isBinary: Bool { self == .png || self == .pdf }
    }

    enum Direction: String, ExpressibleByArgument, CaseIterable {
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // Graphviz's own names for the directions, which users type.
        case TB, LR
    }

    func validate() throws {
        if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if !(16...Thumbnail.maximumWidth).contains(thumbWidth) {
            throw ValidationError("--thumb-width must be between 16 and \(Thumbnail.maximumWidth) pixels")
        }
        if maxNodes < 1 { throw ValidationError("--max-nodes must be at least 1") }
        if maxLayoutSize < 1 { throw ValidationError("--max-layout-size must be at least 1") }
        if !(timeout > 0 && timeout <= 86_400) {
            throw ValidationError("--timeout must be more than 0 and at most 86400 seconds")
        }
        if resolvedFormat == nil {
            throw ValidationError(
                "name the format with --format (svg, png, pdf, dot, mermaid, html) or give the output file one of the extensions .svg .png .pdf .dot .gv .mmd .html"
            )
        }
        if let format, let output, let implied = RenderFormat(fileName: output), implied != format {
            throw ValidationError(
                "--format \(format.rawValue) does not match the extension of \(output), which means "
                    + "\(implied.rawValue); change one of them "
                    + "(an extension navlint does not know is fine with --format)"
            )
        }
        if against != nil && compare != nil {
            throw ValidationError("give --against GIT-REF or --compare OLD, not both")
        }
        if full && against == nil && compare == nil {
            throw ValidationError(
                "--full only applies to the drawing of a change: add --against GIT-REF or --compare OLD")
        }
        if output == nil, resolvedFormat?.isBinary == true {
            throw ValidationError("\(resolvedFormat!.rawValue) is binary; write it to a file with -o")
        }
    }

    private var resolvedFormat: RenderFormat? { format ?? output.flatMap(RenderFormat.init(fileName:)) }

    /// Fits the diagram to the layout budget and draws it, in the other direction too when --direction is
    /// not given and the drawing would be more than three times as wide as tall (or the reverse); notes and
    /// the layout's warnings go to standard error.
    private func draw(
        _ options: DiagramOptions, graph: NavGraph, as format: GraphvizRenderer.Format
    ) throws -> DrawingShape.Result {
        do {
            let result = try DrawingShape.render(
                direction: options.direction, flexible: direction == nil, format: format,
                budget: LayoutBudget(limit: maxLayoutSize), timeout: timeout
            ) { (chosen: Diagram.Direction) throws(DiagramError) -> Diagram in
                var shaped = options
                shaped.direction = chosen
                return try DiagramBuilder(options: shaped).build(graph)
            }
            result.notes.forEach(Terminal.warning)
            result.rendering.warnings.forEach(Terminal.warning)
            return result
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }

    /// The DOT text of the drawing the SVG is: the direction, ranking form and `ratio` its layout chose.
    /// When Graphviz cannot draw the diagram, the diagram as built, with a warning.
    private func dotText(_ diagram: Diagram, options: DiagramOptions, graph: NavGraph) -> [UInt8] {
        do {
            return Array(DOTWriter.write(try draw(options, graph: graph, as: .svg).diagram).utf8)
        } catch {
            let reason = (error as? CommandFailure)?.message ?? String(describing: error)
            Terminal.warning("the DOT text is the diagram before layout, not fitted to a shape: \(reason)")
            return Array(DOTWriter.write(diagram).utf8)
        }
    }

    /// The diagram as Mermaid text.
    private func mermaid(_ diagram: Diagram) -> [UInt8] {
        let text = MermaidWriter.write(diagram)
        if text.count > MermaidWriter.gitHubLimit {
            Terminal.warning(
                "the Mermaid text has \(text.count) characters, more than the \(MermaidWriter.gitHubLimit) "
                    + "GitHub renders; draw part of it with --focus ID --depth N or --overview"
            )
        }
        return Array(text.utf8)
    }

    /// The app's own files, when given: routes iOS does not hand to the app are then marked too. A file that
    /// cannot be read stops the drawing.
    private func appConfig(_ settings: Settings) throws -> AppConfig? {
        let config = app.files(for: settings).map { AppConfigOptions.read($0, maximumSize: input.maximumFileSize) }
        if let error = config?.errors.first { throw CommandFailure(error.description) }
        return config
    }

    func run() throws {
        if let format = resolvedFormat.flatMap({
            GraphvizRenderer.Format(rawValue: $0 == .html || $0 == .dot ? "svg" : $0.rawValue)
        }) {
            // Graphviz loads its plugins and fonts while the spec is read and checked.
            GraphvizRenderer.prepare(format)
        }
        defer { GraphvizRenderer.finishPreparing() }
        // The configuration is read first, so that the spec is analysed once, under its settings.
        let settings = try Settings.load(explicitPath: config, startingAt: SpecFiles.folder(of: spec))
        let analysis = try SpecInput.load(
            spec, options: input, settings: platform.analysisSettings(settings.analysisSettings))
        var options = DiagramOptions()
        options.direction = direction == .LR ? .leftToRight : .topToBottom
        options.showBackEdges = backEdges
        options.legend = !noLegend
        options.maxNodes = maxNodes
        options.overview = overview
        if let focus { options.focus = DiagramOptions.Focus(id: focus, depth: depth) }
        // The findings `check` reports for this graph: each platform's when no platform is named.
        if !noFindings { options.mark(analysis.diagnostics(app: try appConfig(settings))) }
        let older = try olderVersion()
        if let older {
            options.changes = changes(since: older, in: analysis, settings: settings)
            // An image of a change shows its neighbourhood; the page, --full and --focus show what they say.
            options.onlyChanged = resolvedFormat != .html && !full && focus == nil
            if options.onlyChanged && options.changes?.isEmpty == true {
                Terminal.warning("nothing changed since the older version, so the drawing is empty; --full draws all")
            }
        }
        if let coverage {
            let list = try FileSystem.read(coverage, maximumSize: input.maximumFileSize)
            let report = CoverageReport(resolver: analysis.resolver, list: String(decoding: list, as: UTF8.self))
            options.coverage = Dictionary(uniqueKeysWithValues: report.routes.map { ($0.id, $0.hits) })
        }
        let resolved = analysis.graph
        // The drawing's limits are checked, and the models it draws found, before any picture is read.
        let pictures = try pictures(settings: settings, options: options, graph: resolved)
        defer { pictures?.remove() }
        options.pictures = pictures?.pictures ?? [:]
        let bytes: [UInt8]
        if resolvedFormat == .html {
            bytes = try page(options, analysis: analysis, older: older?.graph)
        } else if let image = GraphvizRenderer.Format(rawValue: resolvedFormat!.rawValue) {
            let result = try draw(options, graph: resolved, as: image)
            bytes =
                image == .svg ? SVGPictures.embed(result.rendering.bytes, of: result.diagram) : result.rendering.bytes
        } else {
            let diagram: Diagram
            do {
                diagram = try DiagramBuilder(options: options).build(resolved)
            } catch {
                throw CommandFailure(error.description)
            }
            bytes =
                resolvedFormat == .mermaid ? mermaid(diagram) : dotText(diagram, options: options, graph: resolved)
        }
        try write(bytes)
    }

    /// The review page of the analysis's spec; on the page of a change, `older` is the older version's graph.
    private func page(_ options: DiagramOptions, analysis: Analysis, older: NavGraph?) throws -> [UInt8] {
        let drawing = try htmlDrawing(options, graph: analysis.graph)
        let page = ReviewPage(resolver: analysis.resolver, options: options, drawing: drawing, older: older)
        return Array(page.html().utf8)
    }

    /// The review page's drawing: the SVG drawn as `-o .svg` draws it, or the collapsed view when the diagram
    /// is past the node or layout budget.
    private func htmlDrawing(_ options: DiagramOptions, graph: NavGraph) throws -> ReviewPage.Drawing {
        let diagram: Diagram
        do {
            diagram = try DiagramBuilder(options: options).build(graph)
            _ = try LayoutBudget(limit: maxLayoutSize).fit(diagram)
        } catch {
            return .overBudget(reason: error.description)
        }
        let result = try draw(options, graph: graph, as: .svg)
        let svg = SVGPictures.embed(result.rendering.bytes, of: result.diagram)
        return .diagram(diagram, svg: String(decoding: svg, as: UTF8.self))
    }

    /// The screenshots to draw: for the page always, for SVG, PNG and PDF with --thumbnails, never for text;
    /// only those of the models the drawing shows (none on a page past the drawing's budget). The folders are
    /// --screenshots, else the configuration's `screenshots:` (relative to its folder).
    private func pictures(settings: Settings, options: DiagramOptions, graph: NavGraph) throws -> RenderPictures? {
        guard resolvedFormat == .html || (thumbnails && resolvedFormat != .dot && resolvedFormat != .mermaid) else {
            return nil
        }
        let configured = (settings.configuration.screenshots ?? []).map { folder in
            folder.hasPrefix("/") ? folder : SpecFiles.folder(of: settings.path ?? spec) + "/" + folder
        }
        let folders = screenshots.isEmpty ? configured : screenshots
        guard !folders.isEmpty || graph.spec.models.contains(where: { $0.screenshot != nil }) else { return nil }
        guard let drawn = try modelsDrawn(options, graph: graph) else { return nil }
        return try RenderPictures(
            spec: graph.spec, specPath: self.spec, folders: folders, verbose: verbose,
            width: thumbWidth, encoding: resolvedFormat?.isBinary == true ? .png : .jpeg, drawn: drawn)
    }

    /// The ids of the models whose nodes would show a picture, found by building the diagram with a stand-in
    /// picture on every model, so that no picture is read first. An image past --max-nodes or the layout
    /// budget fails here, as drawing it would; a page past them shows no pictures (nil).
    private func modelsDrawn(_ options: DiagramOptions, graph: NavGraph) throws -> Set<String>? {
        var standIn = options
        standIn.pictures = Dictionary(
            graph.spec.models.map { ($0.id.value, NodePicture(file: $0.id.value, width: 1, height: 1, href: "")) },
            uniquingKeysWith: { first, _ in first })
        do {
            let diagram = try DiagramBuilder(options: standIn).build(graph)
            _ = try LayoutBudget(limit: maxLayoutSize).fit(diagram)
            return Set(diagram.allNodes.compactMap { $0.picture?.file })
        } catch {
            guard resolvedFormat == .html else { throw CommandFailure(String(describing: error)) }
            Terminal.note("the page shows no pictures (none were read): \(error.description)")
            return nil
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        if let output {
            try FileSystem.writeAtomically(bytes, to: output)
        } else {
            Terminal.write(String(decoding: bytes, as: UTF8.self))
        }
    }
}
