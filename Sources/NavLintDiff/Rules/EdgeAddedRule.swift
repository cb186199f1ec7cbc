import NavLintRules

/// `edge-added`: a model or a group has an edge it did not have.
public struct EdgeAddedRule: Rule {
    public static let description = RuleDescription(
        id: "edge-added", category: .diff, defaultSeverity: .note,
        summary: "A model or a group has a new edge (an origin, kind and target the old version lacks).",
        rationale:
            "A new way between screens is what a navigation review looks for. An edge added to a group is one finding on the group, not one per model that includes it; the edges of a new model are part of model-added.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home", "screen Help"],
                new: ["root Home", "screen Home { sheet Help \"help\" }", "screen Help"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Help\n push Help }", "screen Help"],
                new: ["root Home", "screen Help", "screen Home { push Help\n sheet Help }"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.structure.edges.filter { $0.kind == .added }
            .compactMap { change in
                guard let edge = change.newEdge else { return nil }
                let origin = comparison.originName(change.key.origin, inOld: false)
                let text = SpecComparison.edgeText(kind: edge.kind, target: change.key.target, label: edge.label?.value)
                return inNew(
                    "\(origin) has a new edge: \(text)", at: edge.location, ids: SpecComparison.ids(of: change.key))
            }
    }
}
