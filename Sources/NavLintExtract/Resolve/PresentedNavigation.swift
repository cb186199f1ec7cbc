/// The navigation written on presented content (`.sheet { AboutView().sheet(isPresented: $debug) { DebugView() }
/// }`) made the presented view's own: the nested sheet is presented from `AboutView`, not from the view whose body
/// writes it. So is what the callbacks handed to the presented view do (see
/// ``PresentedContentReader/readCallbacks(_:shows:walked:scanner:)``). A fragment whose view the sources do not declare
/// stays the presenting view's.
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
            var (presenter, fragment) = work[next]
            next += 1
            let shown = tables.resolveViewName(fragment.name, from: fragment.location.file)
            let target = shown.flatMap { views[$0] == nil ? nil : $0 } ?? presenter
            work += fragment.presentedNavigation.map { (target, $0) }
            // What the presenter's functions handed to the view do acts from it, but the presenter's own `dismiss`.
            if target != presenter, !fragment.handedSpans.isEmpty {
                let handed = { (site: NavSite) in
                    site.action != .back(.dismiss) && fragment.handedSpans.contains { $0.contains(site.location) }
                }
                fragment.sites += views[presenter]!.sites.filter(handed)
                views[presenter]!.sites.removeAll(where: handed)
            }
            views[target]!.merge(custom.resolved(fragment))
            views[target]!.presentedNavigation = []
        }
        return views
    }
}
