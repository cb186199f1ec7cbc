import NavLintModel
import NavLintRules
import NavLintSupport

/// `drift-screen-stale`: a spec screen maps to no View type in the code.
public struct DriftScreenStaleRule: Rule {
    public static let description = RuleDescription(
        id: "drift-screen-stale", category: .drift, defaultSeverity: .error,
        summary: "A spec screen maps to no View type in the code (by its id, or by its \"swift\" key).",
        rationale:
            "The screen was renamed or removed in the code. Rename or remove it in the spec, or set \"swift\" to the type's current name.",
        triggeringExamples: [
            DriftExamples.shop(
                """
                screen Home { push Product }
                screen Product(id: Int)
                ↓screen Basket
                """)
        ],
        nonTriggeringExamples: [
            DriftExamples.shop(
                """
                screen Home { push Product }
                screen Product(id: Int)
                screen Basket { swift "Cart" }
                """)
        ])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        let declared = comparison.code.declaredViews.keys.sorted()
        return comparison.screens.filter { $0.declaration == nil }.map { screen in
            finding(
                "screen \(screen.model.id.value) maps to no View type in the code"
                    + " (\(screen.swiftName) is not declared)" + Suggestion.hint(for: screen.codeID, among: declared),
                at: screen.model.location, ids: [screen.model.id.value])
        }
    }
}
