import NavLintRoutes

/// One spec as every command works on it: read from its bytes, checked for its inline settings, taken to the
/// platform the ``Linter`` names, then resolved and checked on demand. Each product (the lint context, the
/// resolver, the findings) is made at most once per analysis, and products share what they can: the resolver
/// reads the lint context when their route work is the same (`route-overlap` off).
///
/// Not thread-safe: one analysis belongs to one thread; the work inside runs on every core.
public final class Analysis {
    /// The file the spec was read from, as diagnostics name it.
    public let file: String
    /// The rules' severities and the platform whose graph is analysed.
    public let linter: Linter
    /// The spec as read, every platform's elements in it.
    public let readSpec: Spec
    /// The spec on ``Linter/platform``, or ``readSpec`` when the linter names none.
    public let spec: Spec

    private var builtContext: LintContext?
    private var builtResolver: LinkResolver?
    private var builtGraph: NavGraph?

    /// The analysis of a spec already read.
    public init(spec: Spec, file: String, linter: Linter = .defaults) {
        self.file = file
        self.linter = linter
        readSpec = spec
        self.spec = linter.platform.map { spec.filtered(for: $0) } ?? spec
    }

    /// Reads a spec from `bytes` in the form `file`'s name states, else the one the bytes show
    /// (``SpecFormat/init(fileName:bytes:)``); throws its syntax and schema errors, and a
    /// `lint.disable` that names no rule.
    public convenience init(reading bytes: [UInt8], file: String, linter: Linter = .defaults) throws(SpecErrors) {
        self.init(spec: try Self.spec(reading: bytes, file: file, linter: linter), file: file, linter: linter)
    }

    /// Reads several specs at once, spread over the cores (`navlint diff` reads both versions so): for each
    /// input, in order, its analysis or the errors that stop reading it, as ``init(reading:file:linter:)``.
    public static func reading(
        _ inputs: [(bytes: [UInt8], file: String)], linter: Linter = .defaults
    ) -> [Result<Analysis, SpecErrors>] {
        let specs = Parallel.map(Array(inputs.indices)) { index in
            Result { () throws(SpecErrors) in
                try spec(reading: inputs[index].bytes, file: inputs[index].file, linter: linter)
            }
        }
        return zip(specs, inputs).map { spec, input in
            spec.map { Analysis(spec: $0, file: input.file, linter: linter) }
        }
    }

    /// The spec in `bytes`, read in its form (``SpecFormat/init(fileName:bytes:)``), with its inline settings
    /// validated.
    private static func spec(reading bytes: [UInt8], file: String, linter: Linter) throws(SpecErrors) -> Spec {
        let spec = try SpecReader.read(bytes, format: SpecFormat(fileName: file, bytes: bytes))
        let settingErrors = linter.validateInlineSettings(spec)
        if !settingErrors.isEmpty { throw SpecErrors(settingErrors) }
        return spec
    }

    /// The same spec analysed under another linter; nothing has to be read again.
    public func under(_ linter: Linter) -> Analysis { Analysis(spec: readSpec, file: file, linter: linter) }

    deinit {
        // Tearing down a large context takes a while: the caller does not wait for it.
        if let builtContext { Parallel.releaseInBackground(builtContext) }
    }

    /// The resolved spec the rules read: graph, route facts and parameter feeds, with route overlaps looked
    /// for only when `route-overlap` is on.
    public var context: LintContext {
        if let builtContext { return builtContext }
        let context = LintContext(spec: spec, includeRouteOverlaps: linter.includesRouteOverlaps)
        builtContext = context
        return context
    }

    /// The resolved graph: the lint context's when one was built, else the graph alone.
    public var graph: NavGraph {
        if let context = builtContext ?? builtResolver?.context { return context.graph }
        if let builtGraph { return builtGraph }
        let graph = NavGraph(spec: spec)
        builtGraph = graph
        return graph
    }

    /// Answers about URLs: which route wins, with what values, along which path.
    public var resolver: LinkResolver {
        if let builtResolver { return builtResolver }
        let resolver = linter.includesRouteOverlaps ? LinkResolver(spec: spec) : LinkResolver(context: context)
        builtResolver = resolver
        return resolver
    }

    /// The compiled route table, in the order of the routes whose patterns parse.
    public var routeTable: RouteTable { (builtResolver?.context ?? context).routes.table }

    /// Every diagnostic, sorted in report order. A spec that limits elements to some platforms, analysed with
    /// no platform named, is checked on each platform's graph, and a finding that holds on some of them only
    /// says which. `drift` compares the spec as read with its Swift code (`check --sources`): the drift rules'
    /// findings join the spec rules' on the same terms, which are the same with sources as without.
    public func diagnostics(drift: ((Spec) -> DriftComparison)? = nil) -> [Diagnostic] {
        let diagnostics =
            linter.platform == nil && spec.usesPlatforms
            ? linter.platformDiagnostics(for: spec, file: file) : linter.diagnostics(for: context, file: file)
        guard let comparison = drift?(readSpec) else { return diagnostics }
        return (diagnostics + linter.diagnostics(forDrift: comparison, file: file)).sorted()
    }

    /// The diff rules' diagnostics for the change from `old` to this version, sorted.
    public func diagnostics(comparedWith old: Analysis, by differ: SpecDiffer) -> [Diagnostic] {
        differ.diagnostics(old: old.spec, oldFile: old.file, new: spec, newFile: file)
    }
}
