import NavLintCore

/// The `TabView`s whose selection is bound to state (`TabView(selection: $router.selectedTab)`, or the view's own
/// `$selection`), by property: a write of one of its tags to that property (`router.selectedTab = .profile` in any
/// view, a method of the object that writes it, the view's own `selection = .profile`) switches to that tab.
struct TabSelections: Sendable {
    /// A tab view bound to state: the view declaring it, its container index and its tabs' spec ids by tag.
    private struct Bound: Sendable {
        var view: String
        var container: Int
        /// The object's type as the app declares it; nil for the view's own state.
        var object: String?
        var tabIDs: [String: String]
        /// The file the tab view is written in.
        var file: String
    }

    private var byProperty: [String: [Bound]] = [:]
    private let tables: TypeTables

    init(_ tables: TypeTables) {
        self.tables = tables
        let viewNames = Set(tables.views.keys.map(TypeTables.lastComponent))
        for view in tables.views.values.sorted(by: { $0.name < $1.name }) {
            for (index, container) in view.containers.enumerated() where container.kind == .tabs {
                guard let state = container.tabSelection else { continue }
                var tabIDs: [String: String] = [:]
                for (tab, id) in zip(container.tabs, TabFacts.specIDs(of: container.tabs)) {
                    if let tag = tab.id { tabIDs[tag] = tabIDs[tag] ?? id }
                }
                let object =
                    viewNames.contains(TypeTables.lastComponent(state.object))
                    ? nil : tables.heldTypeNames.declaredName(state.object)
                byProperty[state.property, default: []].append(
                    Bound(
                        view: view.name, container: index, object: object, tabIDs: tabIDs,
                        file: container.location.file))
            }
        }
    }

    /// The tab switch of a write of one of a bound tab view's tags to its property: by an object's property, the
    /// tab view bound to that object's; by a view's own property (its own, or one handed down as a binding), the
    /// one tab view bound to a view's own property of that name. A value of the tags' enum that no literal names
    /// (a loop's element over its cases) switches to each tab it tags; a literal (`selection = 2`), only of a tab
    /// view written in the same file. Nil for any other write, and when several could be meant.
    func edges(writing destination: Destination, site: NavSite) -> [ResolvedEdge]? {
        guard let call = site.router, let property = call.assigned, let candidates = byProperty[property] else {
            return nil
        }
        var tags: Set<String>
        switch destination {
        case .enumCase(_, let name): tags = [name]
        case .value(let reference): tags = Set(tables.resolve(reference).flatMap { tables.enums[$0]?.cases } ?? [])
        default: return nil
        }
        let object = call.object.flatMap(tables.heldTypeNames.declaredName)
        let matching = candidates.filter { bound in
            bound.object == object && !tags.isDisjoint(with: bound.tabIDs.keys)
                && (!site.writesLiteralTag || bound.file == site.location.file)
        }
        guard matching.count == 1, let bound = matching.first else { return nil }
        return bound.tabIDs.filter { tags.contains($0.key) }.values.sorted().map { tab in
            let target = ResolvedEdge.Target.tab(view: bound.view, container: bound.container, tab: tab)
            return ResolvedEdge(kind: .selectTab, target: target, stacked: false, location: site.location)
        }
    }
}

extension TabFacts {
    /// The spec's ids of a tab view's tabs: the tag when it is an identifier, else `tab1`, `tab2`, ... by
    /// position (also for a tag used twice).
    static func specIDs(of tabs: [TabFacts]) -> [String] {
        var used: Set<String> = []
        return tabs.enumerated().map { index, tab in
            var id = tab.id.flatMap { Identifiers.isIdentifier($0) ? $0 : nil } ?? "tab\(index + 1)"
            if !used.insert(id).inserted {
                id = "tab\(index + 1)"
                used.insert(id)
            }
            return id
        }
    }
}
