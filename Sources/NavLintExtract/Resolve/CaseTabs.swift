import NavLintCore

/// The tabs a loop over an enum's cases builds (`ForEach(Screen.allCases)`, see ``TabFacts/caseTable``), one per
/// case, once every file's case mappings are known.
enum CaseTabs {
    /// The views with each loop's tab replaced by one tab per case that the enum maps to a view, in the order of
    /// the cases (a table no mapping reads stays one dynamic tab), and the views that such loops hand each case
    /// (see ``cased(_:in:table:by:)``).
    static func expanded(
        _ views: [String: ViewFacts], by tables: TypeTables
    ) -> (views: [String: ViewFacts], casedTabViews: Set<String>) {
        var views = views
        var casedTabViews: Set<String> = []
        for name in views.keys {
            for index in views[name]!.containers.indices where views[name]!.containers[index].kind == .tabs {
                let tabs = views[name]!.containers[index].tabs
                guard tabs.contains(where: { $0.caseTable != nil }) else { continue }
                var expanded: [TabFacts] = []
                for tab in tabs {
                    guard let table = tab.caseTable.flatMap(tables.resolveEnumName), tables.caseViews[table] != nil
                    else {
                        var dynamic = tab
                        dynamic.id = "dynamic"
                        expanded.append(tab.caseTable == nil ? tab : dynamic)
                        continue
                    }
                    guard tab.caseArgument != nil else {
                        expanded += tables.mappedViews(of: table).map { caseName, view in
                            TabFacts(id: caseName, content: .view(view.name, tab.location), location: tab.location)
                        }
                        continue
                    }
                    guard let cased = cased(tab, in: &views[name]!, table: table, by: tables) else {
                        expanded.append(tab)
                        continue
                    }
                    expanded += cased.tabs
                    casedTabViews.insert(cased.builder)
                    for view in cased.shown where views[view]?.embedded.contains(cased.builder) == false {
                        views[view]!.embedded.append(cased.builder)
                    }
                }
                views[name]!.containers[index].tabs = expanded
            }
        }
        return (views, casedTabViews)
    }

    /// The tabs of a loop that builds a view handed each case of the enum `table` (`ForEach(AppTab.allCases) {
    /// TabRoot(tab: $0) }`) when that view shows what the enum maps its value to (see ``CasedContent``): a tab per
    /// case the enum maps to a view, in the order of the cases, showing that view, in a stack of its own (a
    /// container appended to `owner`, the view the tabs are in) where the handed view builds one around it; with
    /// the handed view (`builder`), whose own navigation counts from each view shown. Nil when the loop builds no
    /// such view, or when no case maps to a view.
    private static func cased(
        _ tab: TabFacts, in owner: inout ViewFacts, table: String, by tables: TypeTables
    ) -> (tabs: [TabFacts], builder: String, shown: [String])? {
        guard case .view(let written, _) = tab.content,
            let builder = tables.resolveViewName(written, from: tab.location.file),
            let cased = tables.views[builder]?.casedContent, cased.label == tab.caseArgument,
            tables.resolveEnumName(cased.type) == table
        else { return nil }
        var tabs: [TabFacts] = []
        var stacks: [ContainerFacts] = []
        var shown: [String] = []
        for (caseName, view) in tables.mappedViews(of: table) {
            var content = ContentSlot.view(view.name, tab.location)
            if cased.stacked && !view.stacked {
                stacks.append(ContainerFacts(kind: .stack, location: tab.location, slots: [content]))
                content = .container(owner.containers.count + stacks.count - 1)
            }
            tabs.append(TabFacts(id: caseName, content: content, location: tab.location))
            if let name = tables.resolveViewName(view.name, from: tab.location.file) { shown.append(name) }
        }
        guard !tabs.isEmpty else { return nil }
        owner.containers += stacks
        return (tabs, builder, shown)
    }
}
