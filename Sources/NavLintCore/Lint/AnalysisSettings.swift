import NavLintAppLinks
import NavLintModel
import NavLintRules
import NavLintSupport

/// The settings an ``Analysis`` runs under: the severity of each rule, the platform whose graph is analysed and
/// the share of the spec drift must compare.
public struct AnalysisSettings: Sendable {
    /// The severity in force for a rule (the configuration's), or `nil` when it is off.
    public var severity: @Sendable (RuleDescription) -> Severity?
    /// The platform whose graph is checked; `nil` checks every platform's (see ``Analysis/diagnostics(drift:)``).
    public var platform: Platform?
    /// Below this percentage of the spec compared with the code, `drift-coverage` is an error
    /// (`drift.minCompared`; see ``DriftCoverage/comparedPercentage``).
    public var driftMinimumCompared: Double?

    /// Rules run at their default severity; off-by-default rules stay off.
    public static let defaults = AnalysisSettings { $0.enabledByDefault ? $0.defaultSeverity : nil }

    public init(severity: @escaping @Sendable (RuleDescription) -> Severity?) {
        self.severity = severity
    }

    /// Problems with the lint settings written in the spec: `lint.disable` naming no rule.
    public func validateInlineSettings(_ spec: Spec) -> [InputError] {
        // By index: a model or route copied whole costs a dozen reference counts.
        let settings =
            spec.models.indices.compactMap { spec.models[$0].lint }
            + spec.routes.indices.compactMap { spec.routes[$0].lint }
        // Most specs disable nothing: the catalogue of every family's rules is made only for one that does.
        guard settings.contains(where: { !$0.disable.isEmpty }) else { return [] }
        let known = Set(RuleCatalogue.allDescriptions.map(\.id))
        return settings.flatMap(\.disable).filter { !known.contains($0.value) }.map { id in
            var message = "lint.disable names an unknown rule \(id.value)"
            message += Suggestion.hint(for: id.value, among: Array(known).sorted())
            return InputError(.schema, message + " (navlint rules lists them)", at: id.location)
        }
    }

    /// Whether `route-overlap` is on, so that route overlaps are looked for.
    var includesRouteOverlaps: Bool {
        RuleCatalogue.description(of: RouteOverlapRule.description.id).flatMap(severity) != nil
    }

    /// Whether `aasa-unrouted` is on, so that the AASA components' unrouted paths are looked for.
    var includesUnroutedComponents: Bool { severity(AASAUnroutedRule.description) != nil }
}
