import NavLintCore

/// Coordinators' navigation in the views' terms: a coordinator that pushes or presents another shows, from
/// the screen its own `toPresentable()` returns, the screen the other's returns. A call whose screens cannot
/// both be read is an unresolved note saying which one is missing.
struct CoordinatorFlows {
    /// By view, the navigations its coordinators perform from it.
    private(set) var sites: [String: [NavSite]] = [:]
    private(set) var notes: [ExtractionNote] = []

    /// `viewName` resolves a view name as written in a file to a declared view (nil when it is none).
    init(_ files: [FileFacts], viewName: (String, String) -> String?) {
        var presentables: [String: [PresentedView]] = [:]
        for file in files { presentables.append(contentsOfEach: file.presentables) }
        for file in files {
            for site in file.coordinatorSites {
                let origins = (presentables[site.owner] ?? []).compactMap { viewName($0.name, file.file) }
                add(site, from: Array(Set(origins)).sorted(), presentables: presentables) { viewName($0, file.file) }
            }
        }
    }

    private mutating func add(
        _ site: CoordinatorSite, from origins: [String], presentables: [String: [PresentedView]],
        viewName: (String) -> String?
    ) {
        let kind: EdgeKind
        let coordinator: String
        switch site.action {
        case .hide(let back, let actor):
            hide(site, back, actor: actor, presentables: presentables, viewName: viewName)
            return
        case .show(_, nil, let unread):
            unresolved(site, unread)
            return
        case .show(let shown, let type?, _):
            (kind, coordinator) = (shown, type)
        }
        guard !origins.isEmpty else {
            unresolved(
                site, "is called in \(site.owner), whose toPresentable() returns no view declared in the sources")
            return
        }
        let shown = Self.chosen(presentables[coordinator] ?? [], by: site.boolArguments).compactMap(viewName)
        guard !shown.isEmpty else {
            unresolved(site, "shows \(coordinator), whose toPresentable() returns no view declared in the sources")
            return
        }
        for origin in origins {
            for view in shown {
                let shape = ContentShape(candidates: [ViewCandidate(name: view, stacked: false)])
                let action = NavSite.Action.present(kind, .content(shape, item: nil, local: false))
                sites[origin, default: []].append(NavSite(action: action, location: site.location))
            }
        }
    }

    /// A screen taken away in a callback of a coordinator whose screen is known: a back edge from that screen.
    private mutating func hide(
        _ site: CoordinatorSite, _ kind: EdgeKind, actor: String?, presentables: [String: [PresentedView]],
        viewName: (String) -> String?
    ) {
        guard let actor else {
            unresolved(site, "takes away a screen its coordinator shows; which one depends on the stack at run time")
            return
        }
        let views = Self.chosen(presentables[actor] ?? [], by: [:]).compactMap(viewName)
        guard !views.isEmpty else {
            unresolved(
                site, "takes away the screen of \(actor), whose toPresentable() returns no view declared in the sources"
            )
            return
        }
        for view in views {
            sites[view, default: []].append(NavSite(action: .back(kind), location: site.location))
        }
    }

    /// The views returned under a Bool condition that the call's own literals decide (`isEditing: true`), or all.
    private static func chosen(_ views: [PresentedView], by literals: [String: Bool]) -> [String] {
        var seen: Set<String> = []
        return views.filter { view in
            guard let condition = view.condition, let value = literals[condition] else { return true }
            return value == view.whenTrue
        }.map(\.name).filter { seen.insert($0).inserted }
    }

    private mutating func unresolved(_ site: CoordinatorSite, _ reason: String) {
        notes.append(ExtractionNote(.unresolved, "\(site.written) " + reason, at: site.location))
    }
}
