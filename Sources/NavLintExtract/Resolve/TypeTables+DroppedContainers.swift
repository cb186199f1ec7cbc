import NavLintCore

extension TypeTables {
    /// The views without the containers read from their bodies that are none once every file is known, each
    /// replaced by what stands in for it:
    /// - a view whose whole body switches (see ``BodySwitchReader``) is a switched root only when at least two
    ///   of its cases show views the sources declare or navigation containers, each a model of its own (one,
    ///   for a scene's own view: the app's root beside its placeholders); a
    ///   switch over a loading state that shows one such view beside `ProgressView()` and `Text` is content of
    ///   the view, written in place; so is an `if` over a value the sources do not declare a `Bool`
    ///   (`items.isEmpty`), or in a view that is no root (neither shown by a scene nor a case of a switched root:
    ///   a loading flag of a detail screen);
    /// - a container a helper builds for what the view presents (a stack whose root is then presented in it, or
    ///   one in a case of a `switch` over what is presented): the presented content's, not the view's;
    /// - a type named as a stack that the sources declare (`struct AppNavigationView<Content: View>`) is that
    ///   view, read as any other, not a package's stack.
    func viewsWithoutDroppedContainers(scenes: [SceneFacts]) -> [String: ViewFacts] {
        var views = self.views
        let shown = SceneRoots.sceneViews(scenes, in: self)
        for (name, drops) in containersToDrop(roots: SceneRoots.roots(from: shown, in: self), sceneViews: shown) {
            // From the last: dropping a container moves those after it.
            for (index, replacement) in drops.sorted(by: { $0.index > $1.index }) {
                views[name] = views[name]?.droppingContainer(at: index, replacement: replacement)
            }
        }
        return views
    }

    /// See ``viewsWithoutDroppedContainers(scenes:)``.
    private func containersToDrop(
        roots: Set<String>, sceneViews: Set<String>
    ) -> [String: [(index: Int, replacement: ContentSlot)]] {
        var found: [String: [(index: Int, replacement: ContentSlot)]] = [:]
        for (name, view) in views {
            // A scene's own view that switches between the app and placeholders (a spinner while the session
            // resumes, a text when signed out) is the app's root: one case showing a model is enough there.
            let minimum = sceneViews.contains(name) ? 1 : BodySwitchReader.caseMinimum
            for (index, container) in view.containers.enumerated().reversed() {
                if container.switchesBody, isContentSwitch(container, of: view, roots: roots, minimum: minimum) {
                    found[name, default: []].append((index, .inline))
                } else if let helper = container.readInHelper, view.presentedHelpers.contains(helper) {
                    found[name, default: []].append((index, container.slots.first ?? .inline))
                } else if let type = container.unlessDeclared,
                    resolveViewName(type, from: view.location.file) != nil
                {
                    found[name, default: []].append((index, .view(type, container.location)))
                } else if let wrapper = container.splitWrapper, !wrapsSplit(wrapper, from: view.location.file) {
                    // The view handed columns is no split view: what its columns switch over selects nothing.
                    found[name, default: []].append((index, .view(wrapper, container.location)))
                    for case .container(let inner) in container.slots
                    where view.containers[inner].selection?.fillsColumn == true {
                        found[name, default: []].append((inner, .inline))
                    }
                } else if view.wrapsSplit, index == 0, container.kind == .split {
                    // Each construction of a split wrapper is the split view; the wrapper is none of its own.
                    found[name, default: []].append((index, .inline))
                }
            }
        }
        return found
    }

    /// Whether a type named at a construction handed columns is a view of the sources that wraps a split view.
    private func wrapsSplit(_ type: String, from file: String) -> Bool {
        resolveViewName(type, from: file).flatMap { views[$0]?.wrapsSplit } ?? false
    }

    private func isContentSwitch(
        _ container: ContainerFacts, of view: ViewFacts, roots: Set<String>, minimum: Int
    ) -> Bool {
        if let selection = container.selection, selection.overFlag {
            guard roots.contains(view.name), selection.type.map({ declares($0, as: "Bool") }) ?? false else {
                return true
            }
        }
        // A case holding a stack, tabs or a split (`if signedIn { TabView { ... } } else { WelcomeView() }`) shows
        // a model as much as a case holding a view of the sources does.
        let containers = container.slots.filter { if case .container = $0 { true } else { false } }.count
        let shown = SceneRoots.shownViews(container, of: view, in: self).subtracting([view.name])
        return shown.count + containers < minimum
    }
}

extension ViewFacts {
    /// The view without its container at `index`: every reference to a later container moves down by one, and
    /// one to the dropped container becomes `replacement`.
    func droppingContainer(at index: Int, replacement: ContentSlot) -> ViewFacts {
        func moved(_ slot: ContentSlot) -> ContentSlot {
            guard case .container(let other) = slot else { return slot }
            return other == index ? replacement : other > index ? .container(other - 1) : slot
        }
        var view = self
        view.containers.remove(at: index)
        view.containers = view.containers.map { container in
            var container = container
            container.slots = container.slots.map(moved)
            container.tabs = container.tabs.map { tab in
                var tab = tab
                tab.content = moved(tab.content)
                return tab
            }
            return container
        }
        view.helpers = helpers.mapValues(moved)
        return view
    }
}
