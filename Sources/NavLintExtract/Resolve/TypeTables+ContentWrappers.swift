extension TypeTables {
    /// Each view written inside a wrapper (see ``ContentWrapperReader``), with the wrappers around it, outermost
    /// first, once per view and wrappers. A wrapper is chrome around the content it is handed: its own navigation
    /// (a close button's `dismiss()`) acts from the screen it wraps, as a row's acts from the screen showing it.
    func wrappedViews() -> [(wrapped: String, wrappers: [String])] {
        guard views.values.contains(where: { $0.wraps != nil }) else { return [] }
        var lists: [[ViewCandidate]] = []
        for site in views.values.flatMap({ $0.sites + $0.dialogs.flatMap(\.sites) }) + modifierSites {
            if case .present(_, .content(let shape, _, _)) = site.action { lists.append(shape.candidates) }
        }
        lists += registrations.values.joined().map(\.shape.candidates)
        lists += caseViews.values.flatMap(\.values)
        var seen: Set<[String]> = []
        return lists.compactMap { candidates in
            guard let found = wrapped(in: candidates), seen.insert([found.wrapped] + found.wrappers).inserted else {
                return nil
            }
            return found
        }
    }

    /// The first view among `candidates` that wraps nothing, with the wrappers before it; nil when none is
    /// wrapped.
    private func wrapped(in candidates: [ViewCandidate]) -> (wrapped: String, wrappers: [String])? {
        let (view, wrappers) = unwrapped(candidates, from: nil)
        guard let view, !wrappers.isEmpty else { return nil }
        return (view.name, wrappers.map(\.name))
    }

    /// The first candidate declared in the sources that wraps nothing, in a stack when a wrapper before it gives
    /// one, and the wrappers before it, outermost first (nil view when none follows them). Candidates written in
    /// `file` resolve there.
    func unwrapped(
        _ candidates: [ViewCandidate], from file: String?
    ) -> (view: ViewCandidate?, wrappers: [ViewCandidate]) {
        var wrappers: [ViewCandidate] = []
        var wrappedInStack = false
        // A type's static function that builds a view (`SettingsModule.view()`) stands for what it builds.
        let made = candidates.flatMap { candidate in
            viewFactories[candidate.name].map { built in
                built.map { ViewCandidate(name: $0.name, stacked: $0.stacked || candidate.stacked) }
            } ?? [candidate]
        }
        for candidate in made {
            guard let name = resolveViewName(candidate.name, from: file) else { continue }
            let stacked = candidate.stacked || wrappedInStack
            guard let wrapping = views[name]?.wraps else {
                return (ViewCandidate(name: name, stacked: stacked), wrappers)
            }
            wrappers.append(ViewCandidate(name: name, stacked: stacked))
            wrappedInStack = stacked || wrapping == .stacked
        }
        return (nil, wrappers)
    }
}

extension TypeTables {
    /// Whether a view is a table of destinations: its whole body switches over a value it is handed, each case a
    /// view (`SheetView(sheet:)`), so that what it shows is each case's view.
    func isDestinationTable(_ name: String) -> Bool { views[name]?.mapsCases == true }
}

extension TypeTables {
    /// The view each branch of content shows (see ``ViewCandidate/branch``), as ``firstView(_:from:)`` finds it, in
    /// order and once each: one view for content that chooses nothing.
    func branchViews(_ candidates: [ViewCandidate], from file: String?) -> [ViewCandidate] {
        var order: [Int] = []
        var branches: [Int: [ViewCandidate]] = [:]
        for candidate in candidates {
            if branches[candidate.branch] == nil { order.append(candidate.branch) }
            branches[candidate.branch, default: []].append(candidate)
        }
        var seen: Set<String> = []
        return order.compactMap { firstView(branches[$0]!, from: file) }.filter { seen.insert($0.name).inserted }
    }
}
