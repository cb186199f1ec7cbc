/// The rules of `check --sources`: where the spec and the Swift code disagree. They compare the spec with
/// the graph `extract` recovers from the code, so they run in the CLI beside the spec rules; their ids,
/// severities and texts live here so that configurations, baselines and reports treat them like any rule.
public enum DriftRules {
    public static let screenMissing = RuleDescription(
        id: "drift-screen-missing", category: .drift, defaultSeverity: .warning,
        summary:
            "The code shows a screen (a View type reached by navigation, a tab, a stack root or a window) that the spec does not have.",
        rationale:
            "A screen added to the app and not to the spec is invisible to every other check. Add it to the spec (extract prints it), or map an existing model to it with \"swift\"."
    )
    public static let screenStale = RuleDescription(
        id: "drift-screen-stale", category: .drift, defaultSeverity: .error,
        summary: "A spec screen maps to no View type in the code (by its id, or by its \"swift\" key).",
        rationale:
            "The screen was renamed or removed in the code. Rename or remove it in the spec, or set \"swift\" to the type's current name."
    )
    public static let edgeMissing = RuleDescription(
        id: "drift-edge-missing", category: .drift, defaultSeverity: .warning,
        summary: "The code navigates from one screen to another (resolved) and the spec has no such edge.",
        rationale:
            "The spec's findings about reachability, context and routes miss a navigation the app performs. Add the edge; the message names the Swift code that performs it."
    )
    public static let edgeStale = RuleDescription(
        id: "drift-edge-stale", category: .drift, defaultSeverity: .warning,
        summary:
            "A spec edge has no counterpart in the code, and every navigation of its screen in the code was resolved.",
        rationale:
            "The navigation was removed from the app, so the spec promises a path that no longer exists. Remove the edge. Screens with navigation extract could not resolve are not judged."
    )
    public static let edgeKind = RuleDescription(
        id: "drift-edge-kind", category: .drift, defaultSeverity: .error,
        summary:
            "The spec and the code both go from one screen to another, in different ways (a spec sheet, a code push).",
        rationale:
            "Context rules (push outside a stack, modal traps, back navigation) depend on the kind; a wrong kind gives wrong findings. Make the spec say what the code does."
    )
    public static let param = RuleDescription(
        id: "drift-param", category: .drift, defaultSeverity: .error,
        summary: "A screen's parameter name or type differs between the spec and the code's initialiser.",
        rationale:
            "Routes feed screens their parameters by name and type; a parameter renamed or retyped in the code breaks the deep links the spec checks."
    )

    /// Every drift rule, in the order `navlint rules` lists them.
    public static let descriptions: [RuleDescription] = [
        screenMissing, screenStale, edgeMissing, edgeStale, edgeKind, param,
    ]
}

extension Linter {
    /// Drift findings as diagnostics of `file`: at the severity the configuration gives each rule (none when
    /// it is off), without those that the spec's `lint.disable` silences, sorted in report order.
    public func diagnostics(forDrift findings: [Finding], in graph: NavGraph, file: String) -> [Diagnostic] {
        let silencer = InlineSilencer(graph: graph)
        var diagnostics: [Diagnostic] = []
        for finding in findings where !silencer.silences(finding, in: graph) {
            guard let rule = DriftRules.descriptions.first(where: { $0.id == finding.rule }),
                let severity = severity(rule)
            else {
                continue
            }
            diagnostics.append(Diagnostic(finding, severity: severity, file: file))
        }
        return diagnostics.sorted()
    }
}
