import NavLintCore

extension TypeTables {
    /// A value read as of the type `Route.KeySettings` (`NavigationLink(value: Route.KeySettings(keypair: k))`)
    /// that is a case of the declared enum `Route`, written with a capital as some apps name their cases; nil for
    /// any other destination. An enum cannot declare a nested type and a case of one name, so the enum decides.
    func capitalisedCase(_ destination: Destination) -> Destination? {
        guard case .value(.named(let written)) = destination else { return nil }
        let name = Self.lastComponent(written)
        guard name.count < written.count, let owner = resolveEnumName(String(written.dropLast(name.count + 1))),
            enums[owner]?.cases.contains(name) == true
        else { return nil }
        return .enumCase(type: .named(owner), name: name)
    }

    /// The navigation written in an extension of a type that is no view (a view modifier of `extension View`,
    /// a destination enum's view builder): it has no screen to act from, and says so.
    static func stranded(_ fragment: ViewFacts) -> [ExtractionNote] {
        let reason =
            isViewModifier(fragment)
            ? "in a view modifier of extension View, which extract does not follow to the views that apply it"
            : "in an extension of \(fragment.name), which is no View type, so it has no screen to act from"
        return (fragment.sites + fragment.dialogs.flatMap(\.sites)).filter { site in
            guard !site.speculative else { return false }
            // A presentation of a binding's item in a view modifier is followed (see routerPresentations), and so
            // is one of the content its callers hand it (see CustomPresentations).
            if isViewModifier(fragment), case .present(_, .content(let shape, let item, false)) = site.action {
                if case .named = item { return false }
                if shape.candidates.isEmpty, shape.helperCalls.isEmpty { return false }
            }
            // A modifier's dialogs and ways back are followed to where it is applied (see ModifierEffects).
            if isViewModifier(fragment) {
                switch site.action {
                case .dialog, .back: return false
                default: break
                }
            }
            return true
        }.map { ExtractionNote(.unresolved, "navigation " + reason, at: $0.location) }
    }

    /// The last names of the protocols the sources declare, and of those that refine `View`, directly or through
    /// each other.
    static func viewProtocols(_ files: [FileFacts]) -> (declared: Set<String>, refiningView: Set<String>) {
        var parents: [String: Set<String>] = [:]
        for file in files {
            for (name, inherited) in file.protocols {
                parents[lastComponent(name), default: []].formUnion(inherited.map(lastComponent))
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

    static func isViewModifier(_ fragment: ViewFacts) -> Bool {
        fragment.name == "View" || fragment.name == "SwiftUI.View"
    }
}
