import NavLintDiff
import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintSupport

/// One spec as every command works on it: read from its bytes, checked for its inline settings, taken to the
/// platform the ``AnalysisSettings`` name, then resolved and checked on demand. The analysis owns what it
/// builds: each product (the lint context, or one per platform for a spec checked on each; the graph; the
/// resolver; the findings) is made at most once, and what the rules, drift, diff, render and gen read is taken
/// from it. The resolver reads the lint context when their route work is the same (`route-overlap` off).
///
/// Not thread-safe: one analysis belongs to one thread; the work inside runs on every core.
public final class Analysis {
    /// The file the spec was read from, as diagnostics name it.
    public let file: String
    /// The rules' severities and the platform whose graph is analysed.
    public let settings: AnalysisSettings
    /// The spec as read, every platform's elements in it.
    public let readSpec: Spec
    /// The spec on ``AnalysisSettings/platform``, or ``readSpec`` when the settings name none.
    public let spec: Spec

    private var builtContext: LintContext?
    private var builtResolver: LinkResolver?
    private var builtGraph: NavGraph?
    /// By platform, the lint context of its graph, for a spec checked on each platform's; only the first of the
    /// platforms whose specs are the same has one (see ``sharedContext(on:)``).
    private var platformContexts: [Platform: LintContext] = [:]
    /// What the spec uses of the optional keys: which platforms it names, and which of them see the same spec.
    private(set) lazy var usage = SpecUsage(of: spec)
    /// How many lint contexts and graphs alone this analysis built, for tests: each is built once.
    private(set) var built = (contexts: 0, graphs: 0)

    /// The analysis of a spec already read.
    public convenience init(spec: Spec, file: String, settings: AnalysisSettings = .defaults) {
        self.init(spec: spec, usage: nil, file: file, settings: settings)
    }

    /// The analysis of a spec already read, with what it uses of the optional keys when reading found it.
    private init(spec: Spec, usage: SpecUsage?, file: String, settings: AnalysisSettings) {
        self.file = file
        self.settings = settings
        readSpec = spec
        self.spec = settings.platform.map { spec.filtered(for: $0) } ?? spec
        // The usage read describes the spec as read, which is the analysed one unless a platform filtered it.
        if let usage, settings.platform == nil { self.usage = usage }
    }

    /// Reads a spec from `bytes` in the form `file`'s name states, else the one the bytes show
    /// (``SpecFormat/init(fileName:bytes:)``); throws its syntax and schema errors, and a
    /// `lint.disable` that names no rule.
    public convenience init(
        reading bytes: [UInt8], file: String, settings: AnalysisSettings = .defaults
    ) throws(SpecErrors) {
        let read = try Self.spec(reading: bytes, file: file, settings: settings)
        self.init(spec: read.spec, usage: read.usage, file: file, settings: settings)
    }

    /// Reads several specs at once, spread over the cores (`navlint diff` reads both versions so): for each
    /// input, in order, its analysis or the errors that stop reading it, as ``init(reading:file:settings:)``.
    public static func reading(
        _ inputs: [(bytes: [UInt8], file: String)], settings: AnalysisSettings = .defaults
    ) -> [Result<Analysis, SpecErrors>] {
        // Each spec's decoding spreads over the cores itself: once one spec is read, its core helps with another.
        let specs = Parallel.mapUnnested(Array(inputs.indices)) { index in
            Result { () throws(SpecErrors) in
                try spec(reading: inputs[index].bytes, file: inputs[index].file, settings: settings)
            }
        }
        return zip(specs, inputs).map { read, input in
            read.map { Analysis(spec: $0.spec, usage: $0.usage, file: input.file, settings: settings) }
        }
    }

    /// The spec in `bytes`, read in its form (``SpecFormat/init(fileName:bytes:)``), with its inline settings
    /// validated.
    private static func spec(
        reading bytes: [UInt8], file: String, settings: AnalysisSettings
    ) throws(SpecErrors) -> (spec: Spec, usage: SpecUsage) {
        let read = try SpecReader.readWithUsage(bytes, format: SpecFormat(fileName: file, bytes: bytes))
        let settingErrors = settings.validateInlineSettings(read.spec)
        if !settingErrors.isEmpty { throw SpecErrors(settingErrors) }
        return read
    }

    deinit {
        // Tearing down a large context takes a while: the caller does not wait for it. The contexts are taken out
        // of the stored properties first, which would otherwise keep the last references whenever the background
        // thread is quicker than the end of this deinit.
        let contexts = (builtContext, platformContexts)
        (builtContext, platformContexts) = (nil, [:])
        Parallel.releaseInBackground(contexts)
    }

    /// The resolved spec the rules read: graph, route facts and parameter feeds, with route overlaps looked
    /// for only when `route-overlap` is on.
    public var context: LintContext {
        if let builtContext { return builtContext }
        let context = makeContext(of: spec, usage: usage)
        builtContext = context
        return context
    }

    /// The resolved graph: the lint context's when one was built, else the graph alone.
    public var graph: NavGraph {
        if let context = builtContext ?? builtResolver?.context { return context.graph }
        if let builtGraph { return builtGraph }
        let graph = NavGraph(spec: spec, usage: usage)
        built.graphs += 1
        builtGraph = graph
        return graph
    }

    /// Builds the graphs of analyses that have none yet at once, spread over the cores (`navlint diff` compares
    /// two versions' graphs): each analysis keeps its own, as ``graph`` would build it.
    public static func buildGraphs(of analyses: [Analysis]) {
        buildGraphs(of: analyses) {}
    }

    /// ``buildGraphs(of:)`` while `work`, which reads no graph, runs beside them (`navlint diff` builds the route
    /// tables of both versions so); returns what `work` gives. `work`, the longer, runs in the foreground, where its
    /// parallel maps spread over every core; the graphs are built beside it, one a core.
    public static func buildGraphs<Result: Sendable>(
        of analyses: [Analysis], beside work: @escaping @Sendable () -> Result
    ) -> Result {
        let missing = analyses.filter { $0.builtContext == nil && $0.builtResolver == nil && $0.builtGraph == nil }
        let specs = missing.map { (spec: $0.spec, usage: $0.usage) }
        let (result, graphs) = Parallel.beside(
            work, background: { Parallel.map(specs) { NavGraph(spec: $0.spec, usage: $0.usage) } })
        for (analysis, graph) in zip(missing, graphs) {
            analysis.built.graphs += 1
            analysis.builtGraph = graph
        }
        return result
    }

    /// `platform`'s lint context, for a spec checked on each platform's (no platform named), and the first
    /// platform the spec names whose spec is the same, which holds it: a spec that limits one edge to five of six
    /// platforms has two graphs, not five. A platform whose spec leaves nothing out reads ``context``.
    func sharedContext(on platform: Platform) -> (holder: Platform, context: LintContext) {
        let holder = usage.platformSharingSpec(with: platform)
        if let known = platformContexts[holder] { return (holder, known) }
        let context = usage.leavesNothingOut(on: holder) ? self.context : makeContext(of: spec.filtered(for: holder))
        platformContexts[holder] = context
        return (holder, context)
    }

    /// Builds the lint contexts of every platform the spec names that ``sharedContext(on:)`` has not built yet,
    /// at once, spread over the cores: each graph is built on one core, so one platform's graph would leave the
    /// others idle. Platforms that see the same spec share one; one whose spec leaves nothing out builds
    /// ``context``.
    func buildPlatformContexts() {
        var holders: [Platform] = []
        for platform in usage.platforms {
            let holder = usage.platformSharingSpec(with: platform)
            if platformContexts[holder] == nil, !holders.contains(holder) { holders.append(holder) }
        }
        let wholeSpec = holders.first { usage.leavesNothingOut(on: $0) }
        let missing = holders.filter { $0 != wholeSpec || builtContext == nil }
        guard missing.count > 1 else { return }
        let (spec, overlaps, wholeUsage) = (self.spec, settings.includesRouteOverlaps, usage)
        let contexts = Parallel.map(missing) { platform in
            platform == wholeSpec
                ? LintContext(spec: spec, includeRouteOverlaps: overlaps, usage: wholeUsage)
                : LintContext(spec: spec.filtered(for: platform), includeRouteOverlaps: overlaps)
        }
        for (platform, context) in zip(missing, contexts) {
            built.contexts += 1
            if platform == wholeSpec { builtContext = context }
            platformContexts[platform] = context
        }
        if let wholeSpec, let builtContext { platformContexts[wholeSpec] = builtContext }
    }

    /// A new lint context of `spec`; `usage` is what `spec` uses of the optional keys, when known.
    private func makeContext(of spec: Spec, usage: SpecUsage? = nil, includeRouteOverlaps: Bool? = nil) -> LintContext {
        built.contexts += 1
        return LintContext(
            spec: spec, includeRouteOverlaps: includeRouteOverlaps ?? settings.includesRouteOverlaps, usage: usage)
    }

    /// Answers about URLs: which route wins, with what values, along which path.
    public var resolver: LinkResolver {
        if let builtResolver { return builtResolver }
        // Resolving never reads route overlaps: with them looked for, the resolver has a context without.
        let resolver = LinkResolver(
            context: settings.includesRouteOverlaps
                ? makeContext(of: spec, usage: usage, includeRouteOverlaps: false) : context)
        builtResolver = resolver
        return resolver
    }

    /// The compiled route table, in the order of the routes whose patterns parse.
    public var routeTable: RouteTable { (builtResolver?.context ?? context).routes.table }

    /// The diff rules' diagnostics for the change from `old` to this version, sorted; the comparison reads both
    /// analyses' graphs, and `tables` when the two versions' route tables were built already.
    public func diagnostics(
        comparedWith old: Analysis, tables: RouteTables? = nil, by differ: SpecDiffer
    )
        -> [Diagnostic]
    {
        differ.diagnostics(
            old: old.spec, oldGraph: old.graph, oldFile: old.file, new: spec, newGraph: graph, newFile: file,
            tables: tables)
    }
}
