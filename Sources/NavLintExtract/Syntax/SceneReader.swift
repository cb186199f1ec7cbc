import SwiftSyntax

/// Reads an `App`'s scenes: `WindowGroup`, `WindowGroup(id:)`, `Window(_:id:)`, `Settings` and their content.
enum SceneReader {
    /// The scenes among `members`, each with its content closure when the content is written in place rather than
    /// as one view of the app (`WindowGroup { NavigationStack { HomeView() } }`, an `if` choosing the root): the
    /// closure is then read as the body of a view that the scene shows.
    static func scenes(
        in members: MemberBlockSyntax, lines: LineTable, file: String
    ) -> [(scene: SceneFacts, inPlace: ClosureExprSyntax?)] {
        let finder = SceneFinder(viewMode: .sourceAccurate)
        for member in members.members { finder.walk(member) }
        return finder.calls.map { call in
            let content = call.trailingClosure.flatMap { SyntaxReading.topExpressions($0.statements).first }
            let type = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.constructedType)
            // A `Settings` scene has no id: `SettingsLink` and `openSettings()` open it.
            let id =
                SyntaxReading.constructedType(call) == "Settings"
                ? SystemCalls.settingsWindow : SyntaxReading.stringLiteral(SyntaxReading.argument("id", of: call))
            var scene = SceneFacts(id: id, content: type, location: call.swiftLocation(lines, file: file))
            if type == nil, let content { scene.contentProperty = SyntaxReading.propertyName(of: content) }
            scene.handedView = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.handedType)
            // A window opened for a value (`WindowGroup(for: Item.self) { $item in ... }`) shows what the value
            // says: it is not read as one view.
            let inPlace =
                scene.contentProperty == nil && content != nil && call.trailingClosure?.signature == nil
                && (type.map(writtenInPlace.contains) ?? true)
            return (scene, inPlace ? call.trailingClosure : nil)
        }
    }

    /// SwiftUI's containers, which hold the scene's content rather than being it.
    private static let writtenInPlace = SyntaxReading.navigationContainers.union([
        "Group", "ZStack", "VStack", "HStack",
    ])

    private final class SceneFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = SyntaxReading.constructedType(node)
            if type == "WindowGroup" || type == "Window" || type == "UtilityWindow" || type == "Settings" {
                calls.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
