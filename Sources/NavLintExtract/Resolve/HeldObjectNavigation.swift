/// The navigation written in a class of the app or an extension of one that is no view (a view model, a store:
/// `router.present(for: .detail)` in `MonitorViewModel`) acts from the view that holds the object: the one view
/// that makes it (`@StateObject var model: MonitorViewModel`), else the one that observes it (`@ObservedObject`,
/// `@Environment`), else the one view that holds it at all. Its writes of navigation state are
/// ``HeldStateWrites``'. An object that no one view holds has no one screen to act from: what an extension of it
/// navigates is stranded (see ``StrandedNavigation``), and its own class says nothing.
struct HeldObjectNavigation {
    /// By a held type's last name, the one view that holds it.
    private var holders: [String: String] = [:]

    init(_ views: [String: ViewFacts]) {
        var owning: [String: Set<String>] = [:]
        var observing: [String: Set<String>] = [:]
        var holding: [String: Set<String>] = [:]
        for (name, view) in views {
            for type in view.ownedTypes { owning[TypeTables.lastComponent(type), default: []].insert(name) }
            for type in view.observedTypes { observing[TypeTables.lastComponent(type), default: []].insert(name) }
            for type in view.heldTypes { holding[TypeTables.lastComponent(type), default: []].insert(name) }
        }
        for (type, views) in holding {
            let candidates = owning[type] ?? observing[type] ?? views
            if candidates.count == 1, let only = candidates.first { holders[type] = only }
        }
    }

    /// The view that holds the type a fragment of facts belongs to, if one view does.
    func holder(of fragment: ViewFacts) -> String? { holder(ofType: fragment.name) }

    /// The view that holds a type, if one view does.
    func holder(ofType type: String) -> String? { holders[TypeTables.lastComponent(type)] }

    /// Whether state a view binds is that of an object shared by several views (an app state in the environment),
    /// rather than the binding view's own: its own property, or one of the object that belongs to it (its view
    /// model).
    func isShared(_ state: BoundState) -> Bool {
        let object = TypeTables.lastComponent(state.object)
        let view = TypeTables.lastComponent(state.boundIn)
        return object != view && holder(ofType: object).map(TypeTables.lastComponent) != view
    }

    /// The fragment's navigation as its holder's (see ``isNavigation(_:)``), without the state it writes (read where
    /// a presentation reads that state) and without the views it builds.
    static func navigation(of fragment: ViewFacts, heldBy holder: String) -> ViewFacts {
        var moved = ViewFacts(name: holder, location: fragment.location, params: [], ownProperties: [])
        moved.fromExtension = true
        moved.dialogs = fragment.dialogs
        moved.sites = fragment.sites.filter(isNavigation)
        moved.heldCalls = fragment.heldCalls
        return moved
    }

    /// Whether a site of an object is navigation wherever it acts from: a presentation, a dialog, a URL or window
    /// opened, a case handed to a router's navigating method (`router.present(sheet: .report)`, not
    /// `fields.append(.total)`), a way back through another object (`router.dismiss()`, not the object's own
    /// `dismiss()` of a toast). A value handed on (`path.append(place)`) and a path emptied are the object's own
    /// routing, which its callers' calls perform.
    static func isNavigation(_ site: NavSite) -> Bool {
        guard !site.selectsOnly else { return false }
        switch site.action {
        case .route(.enumCase): return site.router.map { $0.assigned == nil && $0.isRouterMethod } ?? false
        case .route: return false
        case .back:
            // `router.dismissSheet()`, `presenter.dismiss()` of a declared holder; not `self?.dismiss()` of its own.
            if case .declared = site.throughObject { return true }
            return site.backMethod != nil
        case .present, .dialog, .openURL, .openWindow: return true
        }
    }
}
