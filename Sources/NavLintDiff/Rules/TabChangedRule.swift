import NavLintRules

/// `tab-changed`: a tabs model gained, lost or reordered tabs, or its initial tab changed.
public struct TabChangedRule: Rule {
    public static let description = RuleDescription(
        id: "tab-changed", category: .diff, defaultSeverity: .note,
        summary: "A tabs model gained, lost or reordered tabs, or its initial tab changed.",
        rationale:
            "The tab bar is what every user sees first: a review should see a new, gone or moved tab, and another tab at launch.",
        triggeringExamples: [
            DiffExample.lines(
                old: [
                    "root Main", "tabs Main initial home {\n tab home -> Home\n tab search -> Search\n}", "screen Home",
                    "screen Search",
                ],
                new: [
                    "root Main", "tabs Main initial home {\n tab search -> Search\n tab home -> Home\n}", "screen Home",
                    "screen Search",
                ])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: [
                    "root Main", "tabs Main initial home {\n tab home -> Home\n tab search -> Search\n}", "screen Home",
                    "screen Search",
                ],
                new: [
                    "root Main", "screen Search", "screen Home",
                    "tabs Main initial home {\n tab home -> Home\n tab search -> Search\n}",
                ])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.structure.tabs.map { change in
            var parts: [String] = []
            if !change.gained.isEmpty { parts.append("gained " + Self.tabs(change.gained)) }
            if !change.lost.isEmpty { parts.append("lost " + Self.tabs(change.lost)) }
            if change.reordered, let model = comparison.new.model(named: change.id),
                case .tabs(let content) = model.content
            {
                parts.append("reordered its tabs (now " + SpecComparison.list(content.tabs.map(\.id.value)) + ")")
            }
            if let initial = change.initial {
                parts.append("starts on tab \(initial.new ?? "none") (was \(initial.old ?? "none"))")
            }
            let name = comparison.new.model(named: change.id)?.displayName ?? change.id
            return inNew("\(name) " + SpecComparison.list(parts), at: change.newLocation, ids: [change.id])
        }
    }

    /// `tab more`, `tabs more and help`.
    private static func tabs(_ ids: [String]) -> String {
        (ids.count == 1 ? "tab " : "tabs ") + SpecComparison.list(ids)
    }
}
