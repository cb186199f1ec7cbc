import NavLintCore

/// Containers that show what the view's callers hand it: a tab view of the app's own whose tabs are stacks rooted at
/// the views its caller hands it (`TabView(libraryView: { LibraryView() }, settingsView: settingsView)`, each tab
/// `NavigationView(content: libraryView)`). Each such slot shows the view the constructions of the view hand for
/// its property, read from a closure, an initialiser (`OfflineView.init`) or a function of the building view. When
/// constructions hand different views (the same tab view built online with `LibraryView`, offline with
/// `OfflineView`), the slot shows the first construction's and a note names the others. A slot that some
/// construction fills with content extract cannot name (`route.destination`) is content written in place, and so
/// is the content of a wrapper, which each construction stands for (see ``WrapperSlots``).
enum HandedSlots {
    /// A view shown through a handed property, at the construction that hands it.
    private typealias Shown = (view: String, location: SwiftLocation)

    static func resolved(
        _ views: [String: ViewFacts], by tables: TypeTables, notes: inout [ExtractionNote]
    ) -> [String: ViewFacts] {
        let holders = views.filter { _, view in
            view.containers.contains { $0.content.contains(where: \.isHanded) }
        }
        guard !holders.isEmpty else { return views }
        let shown = handedViews(to: holders, among: views, by: tables)
        var views = views
        for name in holders.keys.sorted() {
            var noted: Set<String> = []
            for index in views[name]!.containers.indices {
                views[name]!.containers[index].mapContent { slot in
                    guard case .handed(let property) = slot else { return slot }
                    guard holders[name]?.wraps == nil, let handed = shown[name]?[property], let first = handed.first
                    else { return .inline }
                    if noted.insert(property).inserted, let note = note(name, property, handed) { notes.append(note) }
                    return .view(first.view, first.location)
                }
            }
        }
        return views
    }

    /// By holder, by property, the views its constructions hand, in the order they are written; a property some
    /// construction hands no view of the sources for has none.
    private static func handedViews(
        to holders: [String: ViewFacts], among views: [String: ViewFacts], by tables: TypeTables
    ) -> [String: [String: [Shown]]] {
        var shown: [String: [String: [Shown]]] = [:]
        var unnamed: Set<[String]> = []
        for view in views.values {
            for use in view.componentUses {
                guard let holder = tables.resolveViewName(use.type, from: view.location.file),
                    let parameters = holders[holder]?.handedContent
                else { continue }
                for parameter in parameters {
                    guard let built = builtView(for: parameter, in: use, among: parameters, by: view),
                        let resolved = tables.resolveViewName(built, from: view.location.file)
                    else {
                        unnamed.insert([holder, parameter.property])
                        continue
                    }
                    shown[holder, default: [:]][parameter.property, default: []].append((resolved, use.location))
                }
            }
        }
        for key in unnamed { shown[key[0]]?[key[1]] = nil }
        return shown.mapValues { $0.mapValues { $0.sorted { $0.location < $1.location } } }
    }

    /// The view a construction hands for a parameter (see ``HandedContent/builtView(for:in:among:)``), else what
    /// the building view's own function or property named there builds (`settingsView: settingsView`).
    private static func builtView(
        for parameter: HandedParameter, in use: ComponentUse, among parameters: [HandedParameter], by view: ViewFacts
    ) -> String? {
        if let built = HandedContent.builtView(for: parameter, in: use, among: parameters) { return built }
        guard let helper = use.handedHelpers[parameter.label], case .view(let built, _)? = view.helpers[helper] else {
            return nil
        }
        return built
    }

    /// The note for a property whose constructions hand different views: the spec shows the first.
    private static func note(_ holder: String, _ property: String, _ handed: [Shown]) -> ExtractionNote? {
        let first = handed[0]
        let others = handed.dropFirst().filter { $0.view != first.view }
        guard !others.isEmpty else { return nil }
        // Another construction is named by its file's name and line: the note's own place gives the folder.
        let listed = others.map {
            "\($0.view) at \($0.location.file.split(separator: "/").last ?? ""):\($0.location.line)"
        }
        .joined(separator: ", ")
        return ExtractionNote(
            .note,
            "\(holder) shows what its callers hand for \(property): \(first.view) here, also \(listed); the spec "
                + "shows \(first.view)",
            at: first.location)
    }
}

extension ContentSlot {
    var isHanded: Bool {
        if case .handed = self { return true }
        return false
    }
}
