import NavLintCore

/// The app's own view modifiers followed into their declarations (see ``ModifierEffect``): a call of one that
/// shows a dialog is that dialog of the calling view, and one whose body takes a way back (a back button's
/// `dismiss()`) is that way back, both at the call.
struct ModifierEffects {
    private var effects: [String: [ModifierEffect]] = [:]
    /// The `ViewModifier`s read as components (see ``ViewFacts/isModifierType``), by name.
    private var components: Set<String> = []

    /// How many `ViewModifier`s a modifier is followed through at most.
    private static let applicationLimit = 4

    init(_ files: [FileFacts]) {
        for file in files {
            effects.append(contentsOfEach: file.modifierEffects)
            components.formUnion(file.views.lazy.filter(\.isModifierType).map(\.name))
        }
    }

    /// The view with each call of a modifier that has an effect made the dialogs, presentations and way back it
    /// gives; `presenting` tells what one of the app's own presenting modifiers, called in another's body with
    /// content, presents: its kind, and the content as it shows it (see ``CustomPresentations``).
    func applied(
        to view: ViewFacts, presenting: (String, ContentShape) -> (EdgeKind, ContentShape)?
    ) -> ViewFacts {
        guard !effects.isEmpty, !view.modifierCalls.isEmpty else { return view }
        var view = view
        for call in view.modifierCalls {
            let (effect, applied) = effect(of: call)
            view.embedded += applied
            guard let effect else { continue }
            for kind in effect.dialogs {
                view.sites.append(NavSite(action: .dialog(view.dialogs.count), location: call.location))
                view.dialogs.append(DialogFacts(kind: kind, location: call.location))
            }
            let custom = effect.customCalls.compactMap { call in
                presenting(call.name, call.shape).map { ModifierEffect.Presentation(kind: $0, shape: $1) }
            }
            for presentation in effect.presentations + custom {
                let shown = Destination.content(presentation.shape, item: nil, local: false)
                view.sites.append(NavSite(action: .present(presentation.kind, shown), location: call.location))
            }
            if let back = effect.back { view.sites.append(NavSite(action: .back(back), location: call.location)) }
        }
        view.modifierCalls = []
        return view
    }

    /// What a call applies: the first overload of its name that takes its labels, with the effects of the
    /// `ViewModifier`s it applies added; and those of the modifiers that are read as components (`.whatsNew()` whose
    /// body is `modifier(WhatsNewSheet())`), whose own navigation is the calling view's, as a subview's is.
    private func effect(of call: ModifierCall) -> (effect: ModifierEffect?, components: [String]) {
        guard var effect = effects[call.name]?.first(where: { $0.accepts(call.labels) }) else { return (nil, []) }
        var found: [String] = []
        var applied = effect.applies
        for _ in 0..<Self.applicationLimit {
            guard let type = applied.map(TypeTables.lastComponent) else { break }
            if components.contains(type) { found.append(type) }
            guard let inner = effects[type]?.first else { break }
            // A modifier handed no state shows its dialogs and presentations itself, as a component.
            if inner.takesState {
                effect.dialogs += inner.dialogs
                effect.presentations += inner.presentations
                effect.customCalls += inner.customCalls
            }
            effect.back = effect.back ?? inner.back
            effect.takesState = effect.takesState || inner.takesState
            applied = inner.applies
        }
        if !effect.takesState {
            effect.dialogs = []
            effect.presentations = []
            effect.customCalls = []
        }
        let none = effect.dialogs.isEmpty && effect.presentations.isEmpty && effect.customCalls.isEmpty
        return (none && effect.back == nil ? nil : effect, found)
    }
}
