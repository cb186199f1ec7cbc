import NavLintCore

/// Containers and windows as spec models.
enum WindowAssembler {
    /// `root` for one window; `windows` (ids from `WindowGroup(id:)`, else `main`) for several.
    static func addWindows(to spec: inout Spec, scenes: [SceneFacts], roles: ViewRoles) {
        var shown = scenes.filter { scene in
            scene.content.flatMap { roles.tables.resolveViewName($0, from: scene.location.file) } != nil
        }
        if scenes.isEmpty {
            shown = roles.topLevel.map {
                SceneFacts(id: roles.representative($0), content: $0, location: roles.tables.views[$0]!.location)
            }
        }
        // Nothing shown: an app without windows (`"windows": []`), so that the spec stays valid.
        guard let first = shown.first else {
            spec.windows = []
            return
        }
        if shown.count == 1 {
            let root = roles.tables.resolveViewName(first.content!, from: first.location.file)!
            spec.root = Located(roles.representative(root), at: .start)
            return
        }
        var used: Set<String> = []
        spec.windows = shown.map { scene in
            let id = SpecNaming.numbered(scene.id.map(SpecNaming.id(of:)) ?? "main") { used.contains($0) }
            used.insert(id)
            let root = roles.representative(roles.tables.resolveViewName(scene.content!, from: scene.location.file)!)
            var window = Window(
                id: Located(id, at: .start), root: Located(root, at: .start), location: .start,
                source: Located(scene.location.description, at: .start))
            // A scene inside `#if os(macOS)` is a window of those platforms only, and a `Settings` scene exists on
            // macOS only.
            var platforms = roles.tables.platforms(at: scene.location)
            if scene.id == SystemCalls.settingsWindow { platforms = SystemCalls.settingsPlatforms(within: platforms) }
            window.platforms = platforms.map(SpecAssembler.platformSet)
            return window
        }
    }
}
