import NavLintCore

/// Navigation state written in the objects views hold (see ``StateWrite``). Where one view holds the object, each
/// write is a call site of that view, handing the case on as an assignment in the view would. Where several views
/// hold it (a router in the environment), or none does, each view's call of the method that writes it
/// (`router.showCompose()`) is the call site, acting from that view. The presentation that reads the state gives
/// the view. A write neither way places is an unresolved note when its name says navigation.
struct HeldStateWrites {
    /// By view, the writes of the object it holds, as its sites.
    private(set) var sites: [String: [NavSite]] = [:]
    private(set) var notes: [ExtractionNote] = []

    init(_ files: [FileFacts], views: [String: ViewFacts]) {
        var holders: [String: Set<String>] = [:]
        var calls: [String: [(view: String, call: HeldMethodCall)]] = [:]
        for (name, view) in views {
            for type in view.heldTypes { holders[TypeTables.lastComponent(type), default: []].insert(name) }
            for call in view.heldCalls {
                calls[TypeTables.lastComponent(call.type) + "." + call.method, default: []].append((name, call))
            }
        }
        let viewNames = Set(views.keys.map(TypeTables.lastComponent))
        for write in files.flatMap(\.stateWrites) {
            let owner = TypeTables.lastComponent(write.owner)
            // A view's own writes are read with its body.
            guard !viewNames.contains(owner) else { continue }
            let call = RouterCall(property: write.property, object: owner)
            let value = Destination.enumCase(type: .property(owner + "." + write.property), name: write.caseName)
            func site(at location: SwiftLocation) -> NavSite {
                var site = NavSite(action: .route(value), location: location, router: call)
                site.selectsOnly = write.isFlag
                return site
            }
            let holding = (holders[owner] ?? []).sorted()
            if holding.count == 1 {
                sites[holding[0], default: []].append(site(at: write.location))
                continue
            }
            let callers = write.method.flatMap { calls[owner + "." + $0] } ?? []
            if write.inNavigationMethod {
                for (view, caller) in callers.sorted(by: { $0.call.location < $1.call.location }) {
                    sites[view, default: []].append(site(at: caller.location))
                }
            } else {
                for view in Set(callers.map(\.view)).sorted() {
                    sites[view, default: []].append(site(at: write.location))
                }
            }
            guard callers.isEmpty, !write.isFlag, call.looksLikeNavigation else { continue }
            let who = holding.isEmpty ? "no view holds" : "several views hold"
            let uncalled = write.method.map { " and none calls \($0)()" } ?? ""
            notes.append(
                ExtractionNote(
                    .unresolved, "\(write.property) of \(owner) is written here, but \(who) a \(owner)\(uncalled)",
                    at: write.location))
        }
    }
}
