import NavLintCore

/// One view's navigations resolved: its own edges, its dialogs' edges, what it could not resolve and the
/// views it shows.
struct ViewResolution: Sendable {
    var own: [ResolvedEdge] = []
    var dialogs: [(id: String, edges: [ResolvedEdge], location: SwiftLocation, unresolved: Set<EdgeKind>?)] = []
    var notes: [ExtractionNote] = []
    /// The kinds of the sites that stayed unresolved, for drift.
    var unresolvedKinds: Set<EdgeKind> = []
    var targets: Set<String> = []
    /// The sites that became edges.
    var edgeSites = 0
    /// The edges the view's presentations left to the writes of their state stand for, at the presentations' places
    /// (see ``SiteResolver/Outcome/registered(standsFor:)``).
    var registered: [ResolvedEdge] = []

    /// A site that one reading of a call leaves unresolved is no note where another reading of the same call
    /// (a site at the same place) gives edges: `router.open(.search)` is no destination of a stack, but the
    /// tab it selects.
    private mutating func resolveAll(
        _ sites: [NavSite], of view: ViewFacts, _ resolver: SiteResolver
    ) -> [ResolvedEdge] {
        var edges: [ResolvedEdge] = []
        let outcomes = sites.map { resolver.resolve($0, in: view) }
        var placed: Set<SwiftLocation> = []
        for (site, outcome) in zip(sites, outcomes) {
            if case .edges(let found) = outcome, !found.isEmpty { placed.insert(site.location) }
        }
        for (site, outcome) in zip(sites, outcomes) {
            switch outcome {
            case .edges(var found):
                edgeSites += 1
                if site.writesNavigationState { for index in found.indices { found[index].writesState = true } }
                edges += found
                for edge in found { if case .view(let name) = edge.target { targets.insert(name) } }
            case .unresolved where placed.contains(site.location):
                break
            case .unresolved(let reason):
                notes.append(ExtractionNote(.unresolved, reason, at: site.location))
                if let kind = site.driftKind { unresolvedKinds.insert(kind) }
            case .registered(let standsFor):
                edgeSites += 1
                registered += standsFor
            case .ignored:
                break
            }
        }
        return edges
    }

    /// Resolves `view`'s sites and its dialogs' sites.
    init(_ view: ViewFacts, _ resolver: SiteResolver) {
        own = resolveAll(view.sites, of: view, resolver)
        for (index, dialog) in view.dialogs.enumerated() {
            // The dialog's unresolved kinds are kept apart too: drift compares its buttons' edges on their own.
            let (noteCount, viewKinds) = (notes.count, unresolvedKinds)
            unresolvedKinds = []
            let edges = resolveAll(dialog.sites, of: view, resolver)
            let unresolved = notes.count > noteCount ? unresolvedKinds : nil
            unresolvedKinds.formUnion(viewKinds)
            dialogs.append((SiteResolver.dialogID(of: view, index: index), edges, dialog.location, unresolved))
        }
    }
}
