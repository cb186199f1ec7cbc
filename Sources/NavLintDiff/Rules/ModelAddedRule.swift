import NavLintRules

/// `model-added`: the new version has a model the old one has not.
public struct ModelAddedRule: Rule {
    public static let description = RuleDescription(
        id: "model-added", category: .diff, defaultSeverity: .note,
        summary: "A model (a screen, dialog or container) is new.",
        rationale:
            "An addition breaks nothing; the note lists it so that a review sees every screen the change brings. A model renamed with its Swift type kept is reported once, by model-removed, not as added.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home"],
                new: ["root Home", "screen Home { sheet Settings }", "screen Settings"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["root Home", "screen Home { sheet Legacy }", "screen Legacy"],
                new: ["root Home", "screen Home { sheet Settings }", "screen Settings { swift \"Legacy\" }"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.structure.models.filter { $0.kind == .added }.compactMap { change in
            guard let id = change.newID, let location = change.newLocation else { return nil }
            return inNew("\(change.modelKind.displayName(of: id)) is new", at: location, ids: [id])
        }
    }
}
