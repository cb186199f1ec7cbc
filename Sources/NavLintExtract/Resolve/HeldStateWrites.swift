import NavLintCore

/// Navigation state written in the objects views hold (see ``StateWrite``): each write is a call site of the
/// one view that holds the object, handing the case on as an assignment in the view would; the presentation
/// that reads the state gives the view. A write no single view can be found for is an unresolved note when
/// its name says navigation.
struct HeldStateWrites {
    /// By view, the writes of the object it holds, as its sites.
    private(set) var sites: [String: [NavSite]] = [:]
    private(set) var notes: [ExtractionNote] = []

    init(_ files: [FileFacts], views: [String: ViewFacts]) {
        var holders: [String: Set<String>] = [:]
        for (name, view) in views {
            for type in view.heldTypes { holders[TypeTables.lastComponent(type), default: []].insert(name) }
        }
        let viewNames = Set(views.keys.map(TypeTables.lastComponent))
        for write in files.flatMap(\.stateWrites) {
            let owner = TypeTables.lastComponent(write.owner)
            // A view's own writes are read with its body.
            guard !viewNames.contains(owner) else { continue }
            let call = RouterCall(property: write.property)
            let holding = (holders[owner] ?? []).sorted()
            guard holding.count == 1 else {
                guard call.looksLikeNavigation else { continue }
                let who = holding.isEmpty ? "no view holds" : "several views hold"
                notes.append(
                    ExtractionNote(
                        .unresolved, "\(write.property) of \(owner) is written here, but \(who) a \(owner)",
                        at: write.location))
                continue
            }
            let value = Destination.enumCase(type: .property(owner + "." + write.property), name: write.caseName)
            sites[holding[0], default: []].append(
                NavSite(action: .route(value), location: write.location, router: call))
        }
    }
}
