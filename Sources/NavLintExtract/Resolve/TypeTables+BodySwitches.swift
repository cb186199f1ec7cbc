import NavLintCore

extension TypeTables {
    /// A view whose whole body switches (see ``BodySwitchReader``) is a switched root only when at least two of
    /// its cases show views the sources declare, each a screen of its own (`WelcomeView`, `HomeView`). A switch
    /// over a loading state that shows one such view beside `ProgressView()` and `Text` is content of the view:
    /// its container is dropped (the views this returns), and what its cases show stays part of the view.
    func viewsWithContentSwitches() -> [String] {
        views.compactMap { name, view in
            guard let first = view.containers.first, first.switchesBody else { return nil }
            let shown = Set(
                first.slots.compactMap { slot -> String? in
                    guard case .view(let written, _) = slot else { return nil }
                    return resolveViewName(written, from: view.location.file)
                })
            return shown.subtracting([name]).count < Self.switchedRootCaseMinimum ? name : nil
        }
    }

    /// The fewest distinct views of the sources a body's switch shows to be a switched root.
    static let switchedRootCaseMinimum = 2
}

extension ViewFacts {
    /// The view without its first container: every reference to a later container moves down by one, and one
    /// to the dropped container is content written in place.
    func droppingFirstContainer() -> ViewFacts {
        func moved(_ slot: ContentSlot) -> ContentSlot {
            guard case .container(let index) = slot else { return slot }
            return index == 0 ? .inline : .container(index - 1)
        }
        var view = self
        view.containers = containers.dropFirst().map { container in
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
