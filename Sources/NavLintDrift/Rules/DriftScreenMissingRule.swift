import NavLintModel
import NavLintRules

/// `drift-screen-missing`: the code shows a screen the spec does not have.
public struct DriftScreenMissingRule: Rule {
    public static let description = RuleDescription(
        id: "drift-screen-missing", category: .drift, defaultSeverity: .warning,
        summary:
            "The code shows a screen (a View type reached by navigation, a tab, a stack root or a window) that the spec does not have.",
        rationale:
            "A screen added to the app and not to the spec is invisible to every other check. Add it to the spec (extract prints it), or map an existing model to it with \"swift\".",
        triggeringExamples: [
            DriftExample(
                spec: """
                    navgraph 1
                    root HomeStack
                    ↓stack HomeStack root Home
                    screen Home
                    """,
                swift: DriftExamples.views)
        ],
        nonTriggeringExamples: [
            DriftExamples.shop(
                """
                screen Home { push Item }
                screen Item(id: Int) { swift "Product" }
                """)
        ])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        let location = comparison.spec.models.first?.location ?? .start
        return comparison.unmatchedCodeScreens.map { model in
            let source = model.source?.value ?? ""
            return finding(
                "the code shows screen \(model.id.value) (\(source)) and the spec does not have it", at: location,
                ids: [model.id.value], related: source)
        }
    }
}
