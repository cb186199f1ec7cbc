import NavLintModel
import NavLintRules

/// `drift-edge-missing`: the code navigates from one screen to another and the spec has no such edge.
public struct DriftEdgeMissingRule: Rule {
    public static let description = RuleDescription(
        id: "drift-edge-missing", category: .drift, defaultSeverity: .warning,
        summary: "The code navigates from one screen to another (resolved) and the spec has no such edge.",
        rationale:
            "The spec's findings about reachability, context and routes miss a navigation the app performs. Add the edge; the message names the Swift code that performs it.",
        triggeringExamples: [
            DriftExamples.shop(
                """
                ↓screen Home
                screen Product(id: Int)
                """),
            // Two cases show the same screen: the edge to each is compared by its case.
            DriftExample(
                spec: DriftExamples.phasesSpec(startEdges: "switch RootSwitch.loading", marked: true),
                swift: DriftExamples.phases),
        ],
        nonTriggeringExamples: [
            DriftExample(spec: DriftExamples.agreeingSpec, swift: DriftExamples.views),
            DriftExample(
                spec: DriftExamples.phasesSpec(startEdges: "switch RootSwitch.loading\nswitch RootSwitch.retrying"),
                swift: DriftExamples.phases),
        ])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        (comparison.navigations + comparison.dialogs + comparison.containers).flatMap { navigations in
            comparison.unmatchedCodeEdges(of: navigations).filter(\.spec.isEmpty).map { target, _ in
                let (name, kind, key) = (navigations.name, target.edge.kind.rawValue, target.key)
                let source = target.edge.source?.value ?? ""
                let does =
                    navigations.isGroup
                    ? "the code's group \(name) does \(kind) \(key) (\(source)) and the spec's group"
                    : "the code does \(kind) \(key) from \(name) (\(source)) and the spec"
                let message =
                    target.edge.kind == .selectTab
                    ? "the code shows \(key) as a tab of \(name) (\(source)) and the spec has no such tab"
                    : does + Self.lacks(target, in: navigations)
                return finding(message, at: navigations.location, ids: [name], related: source)
            }
        }
    }

    /// What the spec lacks: the edge, or the edge on some of the platforms the code has it on.
    private static func lacks(_ target: DriftComparison.Target, in navigations: DriftComparison.Navigations) -> String {
        let sameKind = navigations.spec.filter { $0.key == target.key && $0.edge.kind == target.edge.kind }
        let platforms = Platform.allCases.filter { platform in
            sameKind.contains { $0.edge.platforms.includes(platform) }
        }
        guard !sameKind.isEmpty else { return " has no such edge" }
        return " has it only on " + platforms.map(\.rawValue).joined(separator: ", ")
    }
}
