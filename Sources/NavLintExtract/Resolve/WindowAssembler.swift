import NavLintCore

/// Containers and windows as spec models.
enum WindowAssembler {
    /// The scenes that show a view of the sources, with the window id of each when there are several (nil for the
    /// one scene of an app with one window): ids from `WindowGroup(id:)` (or a value window's type), else `main`,
    /// numbered where they repeat.
    /// A scene that exists on no platform (a `Settings` scene, macOS only, inside `#if os(iOS)`) shows nothing.
    static func shownScenes(_ scenes: [SceneFacts], tables: TypeTables) -> [(scene: SceneFacts, id: String?)] {
        numbered(
            scenes.filter { scene in
                scene.content.flatMap { tables.resolveViewName($0, from: scene.location.file) } != nil
                    && platforms(of: scene, tables: tables) != []
            })
    }

    /// The platforms a scene exists on; nil for every one. A scene inside `#if os(macOS)` is a window of those
    /// platforms only, and a `Settings` or `MenuBarExtra` scene exists on macOS only.
    private static func platforms(of scene: SceneFacts, tables: TypeTables) -> Set<Platform>? {
        let platforms = tables.platforms(at: scene.location)
        return SystemCalls.isMacOSScene(scene.id) ? SystemCalls.settingsPlatforms(within: platforms) : platforms
    }

    /// Each scene with its window id, when there are several or the one is the `Settings` window (which
    /// `SettingsLink` and `openSettings` open by its id).
    private static func numbered(_ shown: [SceneFacts]) -> [(scene: SceneFacts, id: String?)] {
        guard shown.count > 1 || shown.first?.id == SystemCalls.settingsWindow else { return shown.map { ($0, nil) } }
        var used: Set<String> = []
        return shown.map { scene in
            let id = SpecNaming.numbered(scene.id.map(SpecNaming.id(of:)) ?? "main") { used.contains($0) }
            used.insert(id)
            return (scene, id)
        }
    }

    /// `root` for one window; `windows` (see ``shownScenes(_:tables:)``) for several.
    static func addWindows(to spec: inout Spec, scenes: [SceneFacts], roles: ViewRoles) {
        // Without scenes, the views no other shows stand for the windows.
        let shown =
            scenes.isEmpty
            ? numbered(
                roles.topLevel.map {
                    SceneFacts(id: roles.representative($0), content: $0, location: roles.tables.views[$0]!.location)
                })
            : shownScenes(scenes, tables: roles.tables)
        // Nothing shown: an app without windows (`"windows": []`), so that the spec stays valid.
        guard let first = shown.first?.scene else {
            spec.windows = []
            return
        }
        if shown.count == 1, shown[0].id == nil {
            let root = roles.tables.resolveViewName(first.content!, from: first.location.file)!
            spec.root = Located(roles.representative(root), at: .start)
            return
        }
        spec.windows = shown.map { scene, id in
            let root = roles.representative(roles.tables.resolveViewName(scene.content!, from: scene.location.file)!)
            var window = Window(
                id: Located(id!, at: .start), root: Located(root, at: .start), location: .start,
                source: Located(scene.location.description, at: .start))
            window.platforms = platforms(of: scene, tables: roles.tables).map(SpecAssembler.platformSet)
            return window
        }
    }
}
