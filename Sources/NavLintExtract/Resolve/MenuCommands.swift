/// An app's menu commands act from its main window: the root view of the app's first scene other than `Settings`
/// and `MenuBarExtra` embeds its scenes' `.commands { ... }`, so what a menu item presents, opens or writes is
/// navigation of that screen, and the views and `Commands` types the menus build (`UninstallCommand()`) are its
/// components, not screens of their own. A `Commands` type that no menu builds belongs to the app when the sources
/// have one.
enum MenuCommands {
    /// `views` with each app's menu commands embedded in its main window's root view.
    static func embedded(
        in views: [String: ViewFacts], scenes: [SceneFacts], by tables: TypeTables
    ) -> [String: ViewFacts] {
        let commands = views.values.filter(\.isMenuCommands).sorted { $0.name < $1.name }
        guard !commands.isEmpty else { return views }
        var roots: [String: String] = [:]
        for scene in scenes where !SystemCalls.isMacOSScene(scene.id) {
            guard let app = scene.app, roots[app] == nil,
                let root = scene.content.flatMap({ tables.resolveViewName($0, from: scene.location.file) }),
                views[root] != nil
            else { continue }
            roots[app] = root
        }
        let built = Set(views.values.flatMap { view in view.embedded.compactMap { tables.resolveViewName($0) } })
        let soleApp = Set(roots.keys).count == 1 ? roots.values.first : nil
        var views = views
        for menu in commands {
            let root = menu.menuCommandsApp.flatMap { roots[$0] } ?? (built.contains(menu.name) ? nil : soleApp)
            guard let root, views[root]?.embedded.contains(menu.name) == false else { continue }
            views[root]?.embedded.append(menu.name)
        }
        return views
    }
}
