import NavLintCore

/// Container slots and tabs that construct a wrapper of the sources around the content they hand it
/// (`RouterView { HomeView() }`, see ``ContentWrapperReader``): a wrapper whose body is a `NavigationStack` around
/// its content is a stack of its own at each construction, rooted at the content handed there (two tabs that
/// each build `RouterView` around another screen are two stacks); a wrapper that only decorates its content
/// shows that content.
enum WrapperSlots {
    /// The views with every such slot replaced, once every file's views are known. A stack wrapper a scene shows
    /// around a view (`WindowGroup { RouterView { HomeView() } }`) has that view as its own stack's root.
    static func resolved(
        _ views: [String: ViewFacts], scenes: [SceneFacts], by tables: TypeTables
    ) -> [String: ViewFacts] {
        guard views.values.contains(where: { $0.wraps != nil }) else { return views }
        var views = views
        for scene in scenes {
            guard let written = scene.content, let handed = scene.handedView,
                let wrapper = tables.resolveViewName(written, from: scene.location.file),
                views[wrapper]?.wraps == .stacked, views[wrapper]?.containers.first?.kind == .stack
            else { continue }
            views[wrapper]?.containers[0].slots = [.view(handed, scene.location)]
        }
        var wrapped: [(content: String, wrapper: String)] = []
        // A view whose body is a stack wrapper built around another (`var body: some View { FlowStack { FirstStep()
        // } }`) is that stack, rooted at the view handed, as if its body were `NavigationStack { FirstStep() }`; a
        // view handed there that is itself handed content (`FlowStack { Themed { ... } }`) is chrome of the view,
        // which is then the root.
        for name in views.keys.sorted() {
            guard let view = views[name], view.containers.isEmpty, let location = view.bodyConstruction,
                let use = view.componentUses.first(where: { $0.location == location }),
                let wrapper = tables.resolveViewName(use.type, from: view.location.file), wrapper != name,
                views[wrapper]?.wraps == .stacked
            else { continue }
            let content = use.handedView.flatMap { tables.resolveViewName($0, from: view.location.file) }
            let root: ContentSlot
            if let content, let handed = use.handedView, let shown = views[content], shown.wraps == nil,
                shown.handedContent.isEmpty
            {
                root = .view(handed, location)
                wrapped.append((content, wrapper))
            } else {
                root = .inline
            }
            views[name]?.containers = [ContainerFacts(kind: .stack, location: location, slots: [root])]
        }
        for (name, view) in views where !view.containers.isEmpty {
            var resolved = view
            for index in view.containers.indices {
                // A stack a wrapper stands for is appended to the view's containers while its slot is replaced.
                var container = view.containers[index]
                container.mapContent { unwrapped($0, in: &resolved, by: tables, wrapped: &wrapped) }
                resolved.containers[index] = container
            }
            views[name] = resolved
        }
        // The wrapper's own navigation (a sheet it presents for its router) counts from the content it wraps.
        for (content, wrapper) in wrapped where views[content]?.embedded.contains(wrapper) == false {
            views[content]?.embedded.append(wrapper)
        }
        return views
    }

    /// What a scene shows: a wrapper that only decorates what it is handed shows that; anything else shows itself
    /// (a stack wrapper's own stack is rooted at what it is handed, see ``resolved(_:scenes:by:)``).
    static func shown(by scene: SceneFacts, in tables: TypeTables) -> String? {
        guard let written = scene.content, let handed = scene.handedView,
            tables.resolveViewName(written, from: scene.location.file).flatMap({ tables.views[$0]?.wraps }) == .bare
        else { return scene.content }
        return handed
    }

    private static func unwrapped(
        _ slot: ContentSlot, in view: inout ViewFacts, by tables: TypeTables,
        wrapped: inout [(content: String, wrapper: String)]
    ) -> ContentSlot {
        guard case .view(let written, let location) = slot,
            let wrapper = tables.resolveViewName(written, from: view.location.file),
            let wrapping = tables.views[wrapper]?.wraps,
            let handed = view.componentUses.first(where: { $0.location == location })?.handedView
        else { return slot }
        if let content = tables.resolveViewName(handed, from: view.location.file) {
            wrapped.append((content, wrapper))
        }
        switch wrapping {
        case .bare:
            return .view(handed, location)
        case .stacked:
            view.containers.append(ContainerFacts(kind: .stack, location: location, slots: [.view(handed, location)]))
            return .container(view.containers.count - 1)
        }
    }
}
