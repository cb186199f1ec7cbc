import NavLintCore

/// Recovers the navigation graph of a SwiftUI app from its source text. No I/O: the caller reads the files.
public enum SwiftExtractor {
    /// Parses every file (in parallel, with swift-syntax), resolves the navigation across files and
    /// assembles the spec; `unread` files are listed as unresolved. The same sources, in any order, give the
    /// same spec and notes.
    public static func extract(_ sources: [SwiftSource], unread: [UnreadSwiftFile] = []) -> Extraction {
        let ordered = sources.sorted { $0.path < $1.path }
        let facts = ParserThreads.map(ordered, cost: \.text.utf8.count) { FileCollector.collect($0) }
        let tables = TypeTables(facts)
        // A scene showing a property (`appDelegate.rootView`) shows the view the property's type names.
        let scenes = facts.flatMap(\.scenes).map { scene in
            var scene = scene
            if scene.content == nil, let property = scene.contentProperty {
                scene.content = tables.resolve(.property(property)).flatMap(tables.resolveViewName)
            }
            scene.content = WrapperSlots.shown(by: scene, in: tables)
            return scene
        }
        var assembler = SpecAssembler(tables: tables, scenes: scenes)
        let appName = facts.lazy.compactMap(\.appName).first
        let assembled = assembler.assemble(appName: appName)
        var declared: [String: SwiftLocation] = [:]
        for view in tables.views.values { declared[SpecNaming.id(of: view.name)] = view.location }
        let notes =
            named(facts.flatMap(\.notes) + tables.strandedNotes + assembler.notes, as: ordered)
            + unread.map(\.note)
        var extraction = Extraction(
            spec: assembled.spec, notes: notes.sorted(), fileCount: ordered.count, modelSources: assembled.sources,
            declaredViews: declared, unresolvedKinds: assembled.partial, groupedEdges: assembled.grouped)
        extraction.edgeSiteCount = assembler.edgeSites
        // The facts and tables are freed where nobody waits for them (in a profile, a tenth of what the
        // calling thread did after parsing).
        Parallel.releaseInBackground((consume facts, consume tables, consume assembler))
        return extraction
    }

    /// The notes with each file named as its source's ``SwiftSource/name`` names it.
    private static func named(_ notes: [ExtractionNote], as sources: [SwiftSource]) -> [ExtractionNote] {
        var names: [String: String] = [:]
        for source in sources where source.name != source.path { names[source.path] = source.name }
        guard !names.isEmpty else { return notes }
        return notes.map { $0.renamingFiles { names[$0] ?? $0 } }
    }
}
