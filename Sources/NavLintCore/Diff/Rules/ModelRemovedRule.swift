/// `model-removed`: a model of the old version is gone.
public struct ModelRemovedRule: Rule {
    public static let description = RuleDescription(
        id: "model-removed", category: .diff, defaultSeverity: .warning,
        summary: "A model (a screen, dialog or container) of the old version is gone.",
        rationale:
            "Links to it are reported by the route rules; this warns that code generated from the spec, and anything that names the model, changes.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Legacy }", "screen Legacy"],
                new: ["root Home", "screen Home"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home"],
                new: ["root Home", "screen Home { sheet Settings }", "screen Settings"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        let added = comparison.new.spec.models.map(\.id.value).filter { comparison.old.model(named: $0) == nil }
        return comparison.old.spec.models.filter { comparison.new.model(named: $0.id.value) == nil }.map { model in
            // A new model with a close id is likely the same one renamed.
            let hint = Suggestion.hint(for: model.id.value, among: added)
            return inOld("\(model.displayName) is gone\(hint)", at: model.location, ids: [model.id.value])
        }
    }
}
