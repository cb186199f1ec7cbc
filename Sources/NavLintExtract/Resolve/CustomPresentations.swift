import NavLintCore

/// The custom view modifiers of the sources that present (`sheet2(isPresented:content:)` of an `extension View`
/// whose body calls `.sheet`, itself or through a `ViewModifier`): a call of one is a presentation of its kind;
/// a call of a modifier that presents nothing is no navigation.
struct CustomPresentations {
    /// By modifier function or `ViewModifier` type name, each overload's declaration.
    private var modifiers: [String: [CustomPresentation]] = [:]
    /// The dialogs and ways back of the app's own modifiers, at each call.
    private let effects: ModifierEffects
    /// The views that only wrap content they are handed (see ``ContentWrapperReader``), by last name.
    private var wrappers: Set<String> = []

    /// How many of the app's own modifiers one presentation is followed through.
    private static let depthLimit = 8

    init(_ files: [FileFacts]) {
        for file in files {
            modifiers.append(contentsOfEach: file.presentationModifiers)
            for view in file.views where view.wraps != nil { wrappers.insert(TypeTables.lastComponent(view.name)) }
        }
        effects = ModifierEffects(files)
    }

    /// What a call of modifier `name` handed `content` presents: the kind, and the content as the modifier shows
    /// it. Content the modifier wraps in chrome (a bottom sheet's) is shown in that chrome: the wrapper comes first
    /// among the views it builds, as if the call had written it.
    private func presented(by name: String, _ content: ContentShape) -> (EdgeKind, ContentShape)? {
        guard let presentation = presentation(of: name), let kind = presentation.presents else { return nil }
        return (kind, wrapped(content, by: presentation))
    }

    /// `content` in the chrome the presentation wraps it in, if any.
    private func wrapped(_ content: ContentShape, by presentation: CustomPresentation) -> ContentShape {
        guard let wrapper = presentation.wrapper, wrappers.contains(TypeTables.lastComponent(wrapper)),
            !content.candidates.isEmpty, content.candidates.allSatisfy({ $0.branch == 0 })
        else { return content }
        var shape = content
        shape.candidates.insert(ViewCandidate(name: wrapper, stacked: false), at: 0)
        return shape
    }

    /// The declaration of the presentation a modifier makes, following the `ViewModifier`s it applies and the app's
    /// own modifiers it calls, each overload, breadth first (nearest first, each name once, a few steps at most):
    /// nil when none presents.
    private func presentation(of name: String) -> CustomPresentation? {
        var seen: Set<String> = [name]
        var level = [name]
        for _ in 0..<Self.depthLimit where !level.isEmpty {
            var next: [String] = []
            for current in level {
                for declaration in modifiers[current] ?? [] {
                    if declaration.presents != nil { return declaration }
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
        var view = effects.applied(to: view, presenting: presented(by:_:))
        view.sites = view.sites.compactMap(resolved)
        for index in view.dialogs.indices { view.dialogs[index].sites = view.dialogs[index].sites.compactMap(resolved) }
        return view
    }

    private func resolved(_ site: NavSite) -> NavSite? {
        guard let name = site.customModifier else { return site }
        guard case .present(_, var destination) = site.action else { return nil }
        let kind: EdgeKind
        if case .content(let content, let item, let local) = destination {
            guard let (presented, shape) = presented(by: name, content) else { return nil }
            (kind, destination) = (presented, .content(shape, item: item, local: local))
        } else {
            guard let presented = presentation(of: name)?.presents else { return nil }
            kind = presented
        }
        var site = site
        site.action = .present(kind, destination)
        site.customModifier = nil
        return site
    }
}
