import NavLintRules

/// `edge-removed`: a model or a group lost an edge.
public struct EdgeRemovedRule: Rule {
    public static let description = RuleDescription(
        id: "edge-removed", category: .diff, defaultSeverity: .note,
        summary: "A model or a group no longer has an edge of the old version.",
        rationale:
            "A way between screens is gone: the review checks that the screen is still reached where it should be. An edge removed from a group is one finding on the group; the edges of a removed model are part of model-removed.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Help \"help\" }", "screen Help"],
                new: ["root Home", "screen Home", "screen Help"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Help \"help\" }", "screen Help"],
                new: ["root Home", "screen Home { sheet Help \"help\" }", "screen Help", "screen About"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.structure.edges.filter { $0.kind == .removed }
            .compactMap { change in
                guard let edge = change.oldEdge else { return nil }
                let origin = comparison.originName(change.key.origin, inOld: true)
                let text = SpecComparison.edgeText(kind: edge.kind, target: change.key.target, label: edge.label?.value)
                return inOld(
                    "\(origin) no longer has the edge \(text)", at: edge.location,
                    ids: SpecComparison.ids(of: change.key))
            }
    }
}
