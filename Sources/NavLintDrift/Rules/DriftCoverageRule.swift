import NavLintModel
import NavLintRules

/// `drift-coverage`: how much of the spec `check --sources` compared with the code, on every run.
public struct DriftCoverageRule: Rule {
    public static let description = RuleDescription(
        id: "drift-coverage", category: .drift, defaultSeverity: .note,
        summary:
            "Says how many of the spec's edges and screens were compared with the code, and which spec models' navigation extract could not follow in full.",
        rationale:
            "No drift finding means little when little was compared: a spec edge of a kind that extract could not follow in its screen's code (an unresolved sheet excuses that screen's sheets) is not judged stale. The note makes that visible on every `check --sources`; `drift: { minCompared: N }` in .navlint.yml makes it an error when the lower of the two compared percentages is below N. It stays silent only for a spec with no screens and no edges.",
        triggeringExamples: [
            DriftExample(spec: "↓" + DriftExamples.agreeingSpec, swift: DriftExamples.views)
        ],
        nonTriggeringExamples: [DriftExample(spec: DriftExamples.specStart, swift: DriftExamples.views)])

    /// How many unread models the message names.
    static let namesShown = 10

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        let coverage = comparison.coverage
        guard coverage.specScreens > 0 || coverage.specEdges > 0 else { return [] }
        var message =
            "compared \(coverage.comparedEdges) of \(coverage.specEdges) spec edges"
            + " and \(coverage.comparedScreens) of \(coverage.specScreens) spec screens with the code"
        let unread = coverage.unreadModels
        if !unread.isEmpty {
            // A long list is cut; the finding's ids still name every model.
            let more = unread.count > Self.namesShown ? " and \(unread.count - Self.namesShown) more" : ""
            message +=
                "; extract could not follow all the navigation of "
                + unread.prefix(Self.namesShown).joined(separator: ", ") + more
                + " (their spec edges of the kinds it could not follow were not judged)"
        }
        // The models it names: those extract could not read, else the first (a spec-wide note).
        let ids =
            coverage.unreadModels.isEmpty ? comparison.spec.models.prefix(1).map(\.id.value) : coverage.unreadModels
        return [finding(message, at: .start, ids: ids)]
    }
}
