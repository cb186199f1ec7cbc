/// The navigation written on presented content (`.sheet { AboutView().sheet(isPresented: $debug) { DebugView() }
/// }`) made the presented view's own: the nested sheet is presented from `AboutView`, not from the view whose body
/// writes it. A fragment whose view the sources do not declare stays the presenting view's.
enum PresentedNavigation {
    static func applied(
        _ views: [String: ViewFacts], by tables: TypeTables, custom: CustomPresentations
    ) -> [String: ViewFacts] {
        guard views.values.contains(where: { !$0.presentedNavigation.isEmpty }) else { return views }
        var views = views
        var work: [(presenter: String, fragment: ViewFacts)] = []
        for name in views.keys.sorted() {
            work += views[name]!.presentedNavigation.map { (name, $0) }
            views[name]!.presentedNavigation = []
        }
        var next = 0
        while next < work.count {
            let (presenter, fragment) = work[next]
            next += 1
            let shown = tables.resolveViewName(fragment.name, from: fragment.location.file)
            let target = shown.flatMap { views[$0] == nil ? nil : $0 } ?? presenter
            work += fragment.presentedNavigation.map { (target, $0) }
            views[target]!.merge(custom.resolved(fragment))
            views[target]!.presentedNavigation = []
        }
        return views
    }
}
