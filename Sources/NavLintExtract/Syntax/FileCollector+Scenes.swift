import SwiftSyntax

extension FileCollector {
    /// Reads an app's scenes. The content a scene writes in place is read as the body of a view named after the
    /// app (`ShopApp`, then `ShopApp2`, ...), which the scene shows. The app's extensions are not merged into it:
    /// their menu commands and other scenes are not the window's content. The scenes' menu commands (`.commands {
    /// ... }`) are read as the body of a view of their own (`ShopAppCommands`).
    func readScenes(in members: MemberBlockSyntax, of app: String) {
        for (scene, content, modified) in SceneReader.scenes(in: members, lines: lines, file: facts.file) {
            var scene = scene
            scene.app = app
            if let content {
                let name = unusedViewName(app)
                let call = content.parent ?? Syntax(content)
                var view = scanView(name, members: members, at: call, sceneContent: content)
                view.isSceneContent = true
                facts.views.append(view)
                scene.content = name
            } else if let modified, let shown = scene.content {
                readSceneModifiers(modified, of: shown, members: members)
            }
            facts.scenes.append(scene)
        }
        // The menus read the app's properties, but hold none of its objects: what those objects do acts from the
        // views that hold them. The app's other functions are not menu items.
        for closure in SceneReader.commands(in: members) {
            let name = unusedViewName(app + "Commands")
            var commands = scanView(name, members: members, at: closure, sceneContent: closure, walksHelpers: false)
            (commands.heldTypes, commands.observedTypes, commands.ownedTypes) = ([], [], [])
            (commands.isMenuCommands, commands.menuCommandsApp) = (true, app)
            facts.views.append(commands)
        }
    }

    /// `base`, or `base2`, `base3`, ...: the first name no view of the file's own declarations has.
    private func unusedViewName(_ base: String) -> String {
        let taken = Set(facts.views.lazy.filter { !$0.fromExtension }.map(\.name))
        return SpecNaming.numbered(base, isTaken: taken.contains)
    }
}
