import SwiftSyntax

/// Reads an `App`'s scenes: `WindowGroup`, `WindowGroup(id:)`, `Window(_:id:)` and their content.
enum SceneReader {
    static func scenes(in members: MemberBlockSyntax, lines: LineTable, file: String) -> [SceneFacts] {
        let finder = SceneFinder(viewMode: .sourceAccurate)
        for member in members.members { finder.walk(member) }
        return finder.calls.map { call in
            let content = call.trailingClosure.flatMap { SyntaxReading.topExpressions($0.statements).first }
            let type = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.constructedType)
            var scene = SceneFacts(
                id: SyntaxReading.stringLiteral(SyntaxReading.argument("id", of: call)), content: type,
                location: call.swiftLocation(lines, file: file))
            if type == nil, let content { scene.contentProperty = SyntaxReading.propertyName(of: content) }
            return scene
        }
    }

    private final class SceneFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = SyntaxReading.constructedType(node)
            if type == "WindowGroup" || type == "Window" || type == "UtilityWindow" {
                calls.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
