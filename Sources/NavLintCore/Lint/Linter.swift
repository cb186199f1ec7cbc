import NavLintRoutes

/// Runs the rules over a spec and turns their findings into diagnostics (through ``RuleRunner``).
///
/// The severity of each rule comes from `severity(for:)` (the configuration): `nil` turns a rule off.
/// Inline `lint.disable` on a model or route silences a rule for findings about that element; see
/// ``diagnostics(for:file:)`` for how a finding's ids are matched to elements.
public struct Linter: Sendable {
    /// The severity in force for a rule, or `nil` when it is off.
    public var severity: @Sendable (RuleDescription) -> Severity?
    /// The platform whose graph is checked; `nil` checks every platform's (see ``diagnostics(for:file:)``).
    public var platform: Platform?
    /// Below this percentage of the spec compared with the code, `drift-coverage` is an error
    /// (`drift.minCompared`; see ``DriftCoverage/comparedPercentage``).
    public var driftMinimumCompared: Double?

    /// Rules run at their default severity; off-by-default rules stay off.
    public static let defaults = Linter { $0.enabledByDefault ? $0.defaultSeverity : nil }

    public init(severity: @escaping @Sendable (RuleDescription) -> Severity?) {
        self.severity = severity
    }

    /// Problems with the lint settings written in the spec: `lint.disable` naming no rule.
    public func validateInlineSettings(_ spec: Spec) -> [InputError] {
        let known = Set(RuleCatalogue.allDescriptions.map(\.id))
        let settings = spec.models.compactMap(\.lint) + spec.routes.compactMap(\.lint)
        return settings.flatMap(\.disable).filter { !known.contains($0.value) }.map { id in
            var message = "lint.disable names an unknown rule \(id.value)"
            message += Suggestion.hint(for: id.value, among: Array(known).sorted())
            return InputError(.schema, message + " (navlint rules lists them)", at: id.location)
        }
    }

    /// Every diagnostic for a spec read from `file`, sorted: what ``Analysis/diagnostics(drift:)`` gives.
    public func diagnostics(for spec: Spec, file: String, drift: DriftComparison? = nil) -> [Diagnostic] {
        Analysis(spec: spec, file: file, linter: self).diagnostics(
            drift: drift.map { comparison in { _ in comparison } })
    }

    /// The drift rules' diagnostics for a spec compared with its Swift code, unsorted.
    func diagnostics(forDrift comparison: DriftComparison, file: String) -> [Diagnostic] {
        let found = RuleRunner(RuleCatalogue.driftRules, severity: severity).diagnostics(of: comparison, files: [file])
        let percentage = comparison.coverage.comparedPercentage
        guard let minimum = driftMinimumCompared, percentage < minimum else { return found }
        return found.map { diagnostic in
            guard diagnostic.rule == DriftCoverageRule.description.id else { return diagnostic }
            var below = diagnostic
            below.severity = .error
            below.message += " (\(Int(percentage.rounded(.down)))%, below drift.minCompared \(minimum.formatted))"
            return below
        }
    }

    /// The resolved spec these settings lint: route overlaps are looked for only when `route-overlap` is on.
    /// With a ``platform``, the graph is that platform's.
    public func context(for spec: Spec) -> LintContext { Analysis(spec: spec, file: "", linter: self).context }

    /// Whether `route-overlap` is on, so that route overlaps are looked for.
    var includesRouteOverlaps: Bool {
        RuleCatalogue.description(of: RouteOverlapRule.description.id).flatMap(severity) != nil
    }

    /// Every diagnostic for a spec already resolved (see ``context(for:)``), as ``diagnostics(for:file:)``.
    public func diagnostics(for context: LintContext, file: String) -> [Diagnostic] {
        unsortedDiagnostics(for: context, file: file).sorted()
    }

    private func unsortedDiagnostics(for context: LintContext, file: String) -> [Diagnostic] {
        // Work refused for being past navlint's limits leaves findings missing: a schema error, so the check
        // cannot pass.
        RuleRunner(RuleCatalogue.rules, severity: severity).diagnostics(of: context, files: [file])
            + context.routes.limitViolations.map { Diagnostic($0, file: file) }
    }
}
