import NavLintModel
import NavLintRules

/// `drift-edge-stale`: a spec edge that the code, whose navigation was all resolved, does not perform.
public struct DriftEdgeStaleRule: Rule {
    public static let description = RuleDescription(
        id: "drift-edge-stale", category: .drift, defaultSeverity: .warning,
        summary:
            "A spec edge has no counterpart in the code, and every navigation of its screen in the code was resolved.",
        rationale:
            "The navigation was removed from the app, so the spec promises a path that no longer exists. Remove the edge. Screens with navigation extract could not resolve are not judged.",
        triggeringExamples: [
            DriftExamples.shop(
                """
                screen Home {
                  push Product
                  ↓sheet Cart
                }
                screen Product(id: Int)
                screen Cart
                """)
        ],
        nonTriggeringExamples: [
            DriftExamples.shop(
                """
                screen Home {
                  push Product
                  sheet Basket
                }
                screen Product(id: Int)
                screen Basket
                """)
        ])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        (comparison.navigations + comparison.containers).flatMap { navigations -> [Finding] in
            guard let reached = navigations.codeReaches else { return [] }
            let (name, source) = (navigations.name, navigations.codeSource)
            return navigations.judged.filter { !reached.contains($0.key) && !comparison.isStaleScreen($0.key) }.map {
                let (kind, key) = ($0.edge.kind.rawValue, $0.key)
                let message =
                    $0.edge.kind == .selectTab
                    ? "\(name) shows \(key) as a tab in the spec, and the code of \(name) (\(source)) has no such tab"
                    : navigations.isGroup
                        ? "group \(name) does \(kind) \(key) in the spec,"
                            + " and the code's group \(name) (\(source)) has no such destination"
                        : "\(name) does \(kind) \(key) in the spec,"
                            + " and the code of \(name) (\(source)) never navigates there"
                return finding(message, at: $0.edge.location, ids: [name], related: source)
            }
        }
    }
}
