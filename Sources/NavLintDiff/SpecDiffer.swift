import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintRules
import NavLintSupport

/// Compares two versions of a spec with the diff rules and turns their findings into diagnostics
/// (through ``RuleRunner``).
///
/// Severities come from `severity(for:)` (the configuration; `nil` turns a rule off). An inline
/// `lint.disable` silences a finding as in ``Analysis/diagnostics(drift:)``, read from the version the finding
/// points into: a route that may go away can carry `lint disable route-removed` in the release before.
public struct SpecDiffer: Sendable {
    public var severity: @Sendable (RuleDescription) -> Severity?

    /// The rules of `navlint diff`, which compare two versions of a spec.
    public static let rules: [any Rule<SpecComparison>.Type] = [
        LinkRemovedRule.self,
        RouteRemovedRule.self,
        RouteRetargetedRule.self,
        RouteParamNarrowedRule.self,
        RouteParamRequiredRule.self,
        RouteNowAmbiguousRule.self,
        RouteParamRenamedRule.self,
        ModelParamAddedRule.self,
        ModelRemovedRule.self,
        RouteAddedRule.self,
        RouteWidenedRule.self,
        RouteReplacedRule.self,
        ModelAddedRule.self,
        EdgeAddedRule.self,
        EdgeRemovedRule.self,
        EdgeChangedRule.self,
        TabChangedRule.self,
    ]

    /// Rules run at their default severity.
    public static let defaults = SpecDiffer { $0.enabledByDefault ? $0.defaultSeverity : nil }

    public init(severity: @escaping @Sendable (RuleDescription) -> Severity?) {
        self.severity = severity
    }

    /// Every diagnostic of the change from `old` (read from `oldFile`, resolved as `oldGraph`) to `new` (from
    /// `newFile`, resolved as `newGraph`), sorted; `tables` are their route tables when built already.
    public func diagnostics(
        old: Spec, oldGraph: NavGraph, oldFile: String, new: Spec, newGraph: NavGraph, newFile: String,
        tables: RouteTables? = nil
    ) -> [Diagnostic] {
        let runner = RuleRunner(Self.rules, severity: severity)
        guard !runner.isEmpty else { return [] }
        let comparison = SpecComparison(old: old, oldGraph: oldGraph, new: new, newGraph: newGraph, tables: tables)
        var diagnostics = runner.diagnostics(of: comparison, files: [oldFile, newFile])
        if comparison.unresolvedURLs > 0 {
            // Like check past its analysis limits: findings may be missing, so the run cannot pass.
            let message =
                "\(comparison.unresolvedURLs) witness URLs match more than \(VersionComparison.matchLimit) routes "
                + "each, too many to rank, so their links were not compared and changes may be unreported; "
                + "make the patterns more specific (literals, typed placeholders) so that fewer routes share URLs"
            let location = new.routes.first?.pattern.location ?? new.version.location
            diagnostics.append(Diagnostic(InputError(.schema, message, at: location), file: newFile))
        }
        // Both versions' tables and graphs are freed where nobody waits for them.
        Parallel.releaseInBackground(consume comparison)
        diagnostics.sortInReportOrder()
        return diagnostics
    }
}
