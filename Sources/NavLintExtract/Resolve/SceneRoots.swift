/// The views an app starts from: those its scenes show, and the cases of a switch over state that such a view's
/// whole body is (see ``TypeTables/viewsWithoutDroppedContainers(scenes:)``).
enum SceneRoots {
    /// The views of the sources a container's slots show.
    static func shownViews(_ container: ContainerFacts, of view: ViewFacts, in tables: TypeTables) -> Set<String> {
        Set(
            container.slots.compactMap { slot -> String? in
                guard case .view(let written, _) = slot else { return nil }
                return tables.resolveViewName(written, from: view.location.file)
            })
    }

    /// The views the scenes show, and the views those that pass through to another are (see ``PassThroughs``).
    static func sceneViews(_ scenes: [SceneFacts], in tables: TypeTables) -> Set<String> {
        let shown = Set(
            scenes.compactMap { scene in
                scene.content.flatMap { tables.resolveViewName($0, from: scene.location.file) }
            })
        let passing = PassThroughs.targets(of: PassThroughs.direct(of: tables.views, resolve: tables.resolveViewName))
        return shown.union(shown.compactMap { passing[$0] })
    }

    /// The views a flag may switch between as roots (a loading flag deeper in the app only swaps content): those
    /// a scene shows, and the cases of a switch over state such a view's whole body is.
    static func roots(from sceneViews: Set<String>, in tables: TypeTables) -> Set<String> {
        var roots = sceneViews
        var pending = Array(roots)
        while let name = pending.popLast() {
            guard let view = tables.views[name], let container = view.containers.first, container.switchesBody else {
                continue
            }
            for shown in shownViews(container, of: view, in: tables).subtracting(roots) {
                roots.insert(shown)
                pending.append(shown)
            }
        }
        return roots
    }
}
