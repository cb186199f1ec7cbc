import NavLintModel
import NavLintRules

/// `drift-edge-kind`: the spec and the code both go from one screen to another, in different ways.
public struct DriftEdgeKindRule: Rule {
    public static let description = RuleDescription(
        id: "drift-edge-kind", category: .drift, defaultSeverity: .error,
        summary:
            "The spec and the code both go from one screen to another, in different ways (a spec sheet, a code push).",
        rationale:
            "Context rules (push outside a stack, modal traps, back navigation) depend on the kind; a wrong kind gives wrong findings. Make the spec say what the code does.",
        triggeringExamples: [
            DriftExamples.shop(
                """
                screen Home { ↓sheet Product }
                screen Product(id: Int)
                """)
        ],
        nonTriggeringExamples: [DriftExample(spec: DriftExamples.agreeingSpec, swift: DriftExamples.views)])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        (comparison.navigations + comparison.dialogs).flatMap { navigations in
            comparison.unmatchedCodeEdges(of: navigations).compactMap { target, spec in
                guard let other = spec.first else { return nil }
                let subject = navigations.isGroup ? "group \(navigations.name)" : navigations.name
                let source = target.edge.source?.value ?? ""
                return finding(
                    "\(subject) → \(target.key) is \(other.edge.kind.rawValue) in the spec"
                        + " and \(target.edge.kind.rawValue) in the code (\(source))",
                    at: other.edge.location, ids: [navigations.name], related: source)
            }
        }
    }
}
