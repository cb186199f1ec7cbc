import NavLintCore

/// The custom view modifiers of the sources that present (`sheet2(isPresented:content:)` of an `extension View`
/// whose body calls `.sheet`, itself or through a `ViewModifier`): a call of one is a presentation of its kind;
/// a call of a modifier that presents nothing is no navigation.
struct CustomPresentations {
    /// By modifier function or `ViewModifier` type name, each overload's declaration.
    private var modifiers: [String: [CustomPresentation]] = [:]
    /// The dialogs and ways back of the app's own modifiers, at each call.
    private let effects: ModifierEffects

    /// How many of the app's own modifiers one presentation is followed through.
    private static let depthLimit = 8

    init(_ files: [FileFacts]) {
        for file in files { modifiers.merge(file.presentationModifiers, uniquingKeysWith: +) }
        effects = ModifierEffects(files)
    }

    /// The kind a modifier presents, following the `ViewModifier`s it applies and the app's own modifiers it calls,
    /// each overload, breadth first (nearest first, each name once, a few steps at most): nil when none presents.
    private func kind(of name: String) -> EdgeKind? {
        var seen: Set<String> = [name]
        var level = [name]
        for _ in 0..<Self.depthLimit where !level.isEmpty {
            var next: [String] = []
            for current in level {
                for declaration in modifiers[current] ?? [] {
                    if let kind = declaration.presents { return kind }
                    for followed in declaration.follows.map(TypeTables.lastComponent)
                    where seen.insert(followed).inserted {
                        next.append(followed)
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// The view's sites with each call of a custom modifier made a presentation of its kind, or dropped.
    func resolved(_ view: ViewFacts) -> ViewFacts {
        var view = effects.applied(to: view, kind: kind(of:))
        view.sites = view.sites.compactMap(resolved)
        for index in view.dialogs.indices { view.dialogs[index].sites = view.dialogs[index].sites.compactMap(resolved) }
        return view
    }

    private func resolved(_ site: NavSite) -> NavSite? {
        guard let name = site.customModifier else { return site }
        guard let kind = kind(of: name), case .present(_, let destination) = site.action else { return nil }
        var site = site
        site.action = .present(kind, destination)
        site.customModifier = nil
        return site
    }
}
