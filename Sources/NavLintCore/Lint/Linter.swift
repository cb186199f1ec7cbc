/// Runs the rules over a spec and turns their findings into diagnostics.
///
/// The severity of each rule comes from `severity(for:)` (the configuration): `nil` turns a rule off.
/// Inline `lint.disable` on a model or route silences a rule for findings about that element.
public struct Linter: Sendable {
    /// The severity in force for a rule, or `nil` when it is off.
    public var severity: @Sendable (RuleDescription) -> Severity?

    /// Rules run at their default severity; off-by-default rules stay off.
    public static let defaults = Linter { $0.enabledByDefault ? $0.defaultSeverity : nil }

    public init(severity: @escaping @Sendable (RuleDescription) -> Severity?) {
        self.severity = severity
    }

    /// Problems with the lint settings written in the spec: `lint.disable` naming no rule.
    public func validateInlineSettings(_ spec: Spec) -> [SpecError] {
        let known = Set(RuleCatalogue.descriptions.map(\.id))
        let settings = spec.models.compactMap(\.lint) + spec.routes.compactMap(\.lint)
        return settings.flatMap(\.disable).filter { !known.contains($0.value) }.map { id in
            var message = "lint.disable names an unknown rule \(id.value)"
            if let hint = Identifiers.suggestion(for: id.value, among: Array(known).sorted()) { message += "; did you mean \(hint)?" }
            return SpecError(.schema, message + " (navlint rules lists them)", at: id.location)
        }
    }

    /// Every diagnostic for a spec read from `file`, sorted in report order.
    public func diagnostics(for spec: Spec, file: String) -> [Diagnostic] {
        let overlaps = RuleCatalogue.description(of: RouteOverlapRule.description.id).flatMap(severity) != nil
        let context = LintContext(spec: spec, includeRouteOverlaps: overlaps)
        var disabled: [String: Set<String>] = [:]
        for model in spec.models { if let lint = model.lint { disabled[model.id.value, default: []].formUnion(lint.disable.map(\.value)) } }
        for route in spec.routes { if let lint = route.lint { disabled[route.id.value, default: []].formUnion(lint.disable.map(\.value)) } }
        let active = RuleCatalogue.rules.compactMap { rule in severity(rule.description).map { (rule, $0) } }
        let findings = Parallel.map(active.map(\.0)) { rule in rule.init().check(context) }
        var diagnostics: [Diagnostic] = []
        for ((rule, severity), found) in zip(active, findings) {
            let id = rule.description.id
            for finding in found {
                if finding.ids.contains(where: { disabled[$0]?.contains(id) == true }) { continue }
                diagnostics.append(Diagnostic(
                    rule: finding.rule, severity: severity, message: finding.message, file: file,
                    location: finding.location, ids: finding.ids))
            }
        }
        Parallel.releaseInBackground(context)
        return diagnostics.sorted()
    }
}
