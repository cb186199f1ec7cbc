/// The presentations and dialogs bound to the state of an object, or of the view that presents them (see
/// ``BoundState``), by property: a write of that property in another view (`store.isImporting = true`,
/// `appState.presentedAlert = .failed`, a write in the object's method that a view calls, or a notification's
/// handler, see ``NotificationChannels``) presents the one bound to it from the writing view, at the write. The
/// kind is the modifier's that reads the state, whatever the property's name says.
struct BoundPresentations: Sendable {
    /// A presentation or dialog of `view` bound to an object's state.
    struct Bound: Sendable {
        var view: String
        var site: NavSite
        var state: BoundState
        /// The object's type, as the app declares it.
        var object: String
    }

    private var byProperty: [String: [Bound]] = [:]
    private let names: HeldTypeNames

    init(_ tables: TypeTables) {
        self.init(views: tables.views, names: tables.heldTypeNames)
    }

    init(views: [String: ViewFacts], names: HeldTypeNames) {
        self.names = names
        for view in views.values.sorted(by: { $0.name < $1.name }) {
            for site in view.sites + view.dialogs.flatMap(\.sites) {
                guard let state = site.bound, let object = names.declaredName(state.object) else { continue }
                byProperty[state.property, default: []].append(
                    Bound(view: view.name, site: site, state: state, object: object))
            }
        }
    }

    /// The presentation a write of an object's property presents: `true` written to a flag, any case written to
    /// an item, the case a binding keys the property by; nil when none is bound to that property of that object,
    /// or when several are. A write of the writing view's own property (`destination = .share(url)`) presents only
    /// what a binding keyed by that case binds (`.sheet(item: $destination.share)`).
    func presentation(written destination: Destination, by site: NavSite, in view: String? = nil) -> Bound? {
        guard let call = site.router, let property = call.assigned, let candidates = byProperty[property] else {
            return nil
        }
        let held = call.object.flatMap(names.declaredName)
        guard let object = held ?? view.flatMap(names.declaredName) else { return nil }
        var name: String?
        if case .enumCase(_, let written) = destination { name = written }
        let flag = name == "true" || name == "false"
        let matching = candidates.filter { bound in
            guard bound.object == object else { return false }
            if let keyed = bound.state.caseName { return keyed == name }
            return held != nil && (bound.state.isFlag ? name == "true" : !flag)
        }
        return matching.count == 1 ? matching[0] : nil
    }
}
