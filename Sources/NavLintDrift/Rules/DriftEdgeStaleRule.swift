import NavLintModel
import NavLintRules

/// `drift-edge-stale`: a spec edge the code does not perform, where the code left nothing of its kind unresolved.
public struct DriftEdgeStaleRule: Rule {
    public static let description = RuleDescription(
        id: "drift-edge-stale", category: .drift, defaultSeverity: .warning,
        summary:
            "A spec edge has no counterpart in the code, and no navigation of its kind in its screen's code was left unresolved.",
        rationale:
            "The navigation was removed from the app, so the spec promises a path that no longer exists. Remove the edge. A navigation extract could not resolve excuses only the screen's spec edges of its kind (an unresolved sheet, its sheets; never a push), and never hides a code edge the spec lacks (`drift-edge-missing`).",
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
        (comparison.navigations + comparison.dialogs + comparison.containers).flatMap { navigations -> [Finding] in
            let (name, source, reached) = (navigations.name, navigations.codeSource, navigations.codeReaches)
            let stale = navigations.judged.filter { navigations.isStale($0) && !comparison.isStaleScreen($0.key) }
            return stale.map {
                let (kind, key) = ($0.edge.kind.rawValue, $0.key)
                let other = (reached[key] ?? []).map(\.rawValue).sorted()
                let never =
                    other.isEmpty ? "never navigates there" : "goes there only by " + other.joined(separator: ", ")
                let message =
                    $0.edge.kind == .selectTab
                    ? "\(name) shows \(key) as a tab in the spec, and the code of \(name) (\(source)) has no such tab"
                    : navigations.isGroup
                        ? "group \(name) does \(kind) \(key) in the spec,"
                            + " and the code's group \(name) (\(source)) has no such destination"
                        : "\(name) does \(kind) \(key) in the spec, and the code of \(name) (\(source)) " + never
                return finding(message, at: $0.edge.location, ids: [name], related: source)
            }
        }
    }
}
