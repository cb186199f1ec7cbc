import NavLintCore

/// What the tables say of extensions that are no view: the navigation written in them, which has no screen to act
/// from, and the protocols through which a type may be a view.
enum StrandedNavigation {
    /// The navigation written in an extension of a type that is no view (a view modifier of `extension View`,
    /// a destination enum's view builder): it has no screen to act from, and says so.
    /// A class's own navigation that no one view holds says nothing: much of what its methods call only looks like
    /// navigation (`fields.append(.fee(...))`, `database.close()`), and a view's call of a method says the rest.
    static func notes(_ fragment: ViewFacts) -> [ExtractionNote] {
        guard !fragment.isObject else { return [] }
        let isModifier = fragment.isViewModifier
        let reason =
            isModifier
            ? "in a view modifier of extension View, which extract does not follow to the views that apply it"
            : "in an extension of \(fragment.name), which is no View type, so it has no screen to act from"
        return (fragment.sites + fragment.dialogs.flatMap(\.sites)).filter { site in
            guard !site.speculative else { return false }
            // A presentation of a binding's item in a view modifier is followed (see routerPresentations), and so
            // is one of the content its callers hand it (see CustomPresentations).
            if isModifier, case .present(_, .content(let shape, let item, false)) = site.action {
                if case .named = item { return false }
                if shape.showsHandedContent || shape.candidates.isEmpty && shape.helperCalls.isEmpty { return false }
            }
            // A modifier's dialogs and ways back are followed to where it is applied (see ModifierEffects).
            if isModifier {
                switch site.action {
                case .dialog, .back: return false
                default: break
                }
            }
            return true
        }.map { ExtractionNote(.unresolved, "navigation " + reason, at: $0.location) }
    }

    /// The edges of views that no screen shows, embeds or applies (a row built only in a type that is no view, a
    /// modifier no view applies), by view: a note at each call site not `written` as a screen's edge nor `said`
    /// already, which counts it as unresolved, as one of no screen is. A view with an edge that may be placed where
    /// its component is built (see ``SpecAssembler/placedAtUses(_:of:in:)``) is left to that.
    static func unshown(
        _ edges: [String: [ResolvedEdge]], of views: [String: ViewFacts], shown: Set<String>,
        written: Set<SwiftLocation>, said: inout Set<SwiftLocation>
    ) -> [ExtractionNote] {
        var notes: [ExtractionNote] = []
        for name in views.keys.sorted() where !shown.contains(name) {
            let own = edges[name, default: []]
            guard !own.isEmpty, !own.contains(where: { $0.unlessHandedClosure || $0.passedCase != nil }) else {
                continue
            }
            let what = views[name]?.isModifierType == true ? "the view modifier \(name)" : name
            let reason = "navigation in \(what), which no screen extract could read shows, embeds or applies"
            for location in own.map(\.location).sorted() where !written.contains(location) {
                guard said.insert(location).inserted else { continue }
                notes.append(ExtractionNote(.unresolved, reason, at: location))
            }
        }
        return notes
    }

    /// The last names of the protocols the sources declare, and of those that refine `View`, directly or through
    /// each other.
    static func viewProtocols(_ files: [FileFacts]) -> (declared: Set<String>, refiningView: Set<String>) {
        var parents: [String: Set<String>] = [:]
        for file in files {
            for (name, inherited) in file.protocols {
                parents[TypeTables.lastComponent(name), default: []].formUnion(inherited.map(TypeTables.lastComponent))
            }
        }
        var refining: Set<String> = []
        var grew = true
        // Each round adds at least one protocol, so this ends after at most as many rounds as there are protocols.
        while grew {
            grew = false
            for (name, inherited) in parents where !refining.contains(name) {
                guard !inherited.isDisjoint(with: SyntaxReading.viewProtocols) || !inherited.isDisjoint(with: refining)
                else { continue }
                refining.insert(name)
                grew = true
            }
        }
        return (Set(parents.keys), refining)
    }
}
