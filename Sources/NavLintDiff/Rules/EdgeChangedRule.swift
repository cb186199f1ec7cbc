import NavLintRules

/// `edge-changed`: an edge between the same two places changed its kind, label, `when` or `platforms`.
public struct EdgeChangedRule: Rule {
    public static let description = RuleDescription(
        id: "edge-changed", category: .diff, defaultSeverity: .note,
        summary: "An edge keeps its origin and target but changes its kind, label, when or platforms.",
        rationale:
            "A push that becomes a sheet, or an edge limited to fewer platforms, changes how users move through the app without adding or removing a way; the note says what it was and what it is.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { push Detail \"open\" }", "screen Detail"],
                new: ["root Home", "screen Home { sheet Detail \"open\" }", "screen Detail"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { push Detail \"open\" }", "screen Detail"],
                new: ["root Home", "screen Home { push Detail \"open\" source \"Home.swift:3:5\" }", "screen Detail"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.structure.edges.filter { $0.kind == .changed }.compactMap { change in
            guard let old = change.oldEdge, let new = change.newEdge, let oldKey = change.oldKey else { return nil }
            let origin = comparison.originName(change.key.origin, inOld: false)
            let text = SpecComparison.edgeText(kind: old.kind, target: oldKey.target, label: old.label?.value)
            let stories = change.aspects.map { $0.story(old: old, new: new) }
            return inNew(
                "\(origin) changed the edge \(text): \(stories.joined(separator: ", "))", at: new.location,
                ids: SpecComparison.ids(of: change.key))
        }
    }
}
