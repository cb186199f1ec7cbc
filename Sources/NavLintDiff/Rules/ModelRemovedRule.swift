import NavLintRules
import NavLintSupport

/// `model-removed`: a model of the old version is gone.
public struct ModelRemovedRule: Rule {
    public static let description = RuleDescription(
        id: "model-removed", category: .diff, defaultSeverity: .warning,
        summary: "A model (a screen, dialog or container) of the old version is gone.",
        rationale:
            "Links to it are reported by the route rules; this warns that code generated from the spec, and anything that names the model, changes. A model whose id changed while its Swift type (swift, or the id where it has none) stayed is reported once, as renamed, at its new id; the routes into it, the screens on their paths and the edges to it are then compared under its new id, so the rename alone breaks no link and changes no edge. A gone model's message suggests a new model of a close id.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Legacy }", "screen Legacy"],
                new: ["root Home", "screen Home"]),
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Legacy }", "screen Legacy"],
                new: ["root Home", "screen Home { sheet Settings }", "screen Settings { swift \"Legacy\" }"]),
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home"],
                new: ["root Home", "screen Home { sheet Settings }", "screen Settings"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        let models = comparison.structure.models
        // One index serves every hint: a change that renames many ids has as many hints to give.
        let added = Suggestion.Index(models.filter { $0.kind == .added }.compactMap(\.newID))
        // Looking for a hint costs more than the rest: the changes are worked through on every core.
        return Parallel.mapChunked(count: models.count) { index -> DiffFinding? in
            let change = models[index]
            switch change.kind {
            case .added:
                return nil
            case .removed:
                guard let id = change.oldID, let location = change.oldLocation else { return nil }
                // A new model with a close id is likely the same one renamed.
                let hint = added.hint(for: id)
                return inOld("\(change.modelKind.displayName(of: id)) is gone\(hint)", at: location, ids: [id])
            case .renamed:
                guard let oldID = change.oldID, let newID = change.newID, let location = change.newLocation
                else { return nil }
                return inNew(
                    "\(change.modelKind.displayName(of: oldID)) is renamed \(newID) (the same Swift type "
                        + "\(change.swiftType ?? newID))", at: location, ids: [oldID, newID])
            }
        }.compactMap { $0 }
    }
}
