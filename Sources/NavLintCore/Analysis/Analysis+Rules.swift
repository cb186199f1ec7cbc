import NavLintAppLinks
import NavLintDrift
import NavLintGraph
import NavLintModel
import NavLintRules

extension Analysis {
    /// Every diagnostic, sorted in report order. A spec past the limits of the route analysis also gets a
    /// `schema` diagnostic saying which (see ``RouteFacts/limitViolations``).
    ///
    /// A spec that limits elements to some platforms, analysed with no platform named, is checked on each
    /// platform's graph, and a finding that holds on some of them only says which (``Diagnostic/platforms``).
    ///
    /// Findings an element's inline `lint.disable` lists are left out (`InlineSilencer` decides which).
    ///
    /// - Parameter drift: compares this analysis's ``spec`` and ``graph`` with the Swift code (`check --sources`),
    ///   on its platform when it names one: the drift rules' findings are reported beside the spec rules' on the
    ///   same terms, so that a spec gets the same rule findings with sources as without.
    /// - Parameter app: the app's own configuration files (`check --info-plist --entitlements --aasa`): the
    ///   app-link rules compare the routes with them; findings in a file name that file.
    public func diagnostics(drift: ((Analysis) -> DriftComparison)? = nil, app: AppConfig? = nil) -> [Diagnostic] {
        let perPlatform = settings.platform == nil && !usage.platforms.isEmpty
        var found = perPlatform ? everyPlatformDiagnostics() : diagnostics(of: context)
        if let comparison = drift?(self) { found += diagnostics(of: comparison) }
        if let app { found += diagnostics(of: appLinks(app)) }
        found.sortInReportOrder()
        return found
    }

    /// The spec's routes beside the app's configuration.
    public func appLinks(_ config: AppConfig) -> AppLinkComparison {
        AppLinkComparison(context: context, config: config, findingUnrouted: settings.includesUnroutedComponents)
    }

    /// The app-link rules' diagnostics, unsorted.
    private func diagnostics(of comparison: AppLinkComparison) -> [Diagnostic] {
        RuleRunner(RuleCatalogue.appLinkRules, severity: settings.severity).diagnostics(of: comparison, files: [file])
    }

    /// The spec rules' diagnostics of one graph, unsorted; work refused for being past navlint's limits leaves
    /// findings missing, so it is a schema error and the check cannot pass.
    private func diagnostics(of context: LintContext) -> [Diagnostic] {
        RuleRunner(RuleCatalogue.rules, severity: settings.severity).diagnostics(of: context, files: [file])
            + context.routes.limitViolations.map { Diagnostic($0, file: file) }
    }

    /// The diagnostics of each platform's graph the spec names, merged (``PlatformLinting``), unsorted. Platforms
    /// whose specs are the same share their graph and its findings.
    private func everyPlatformDiagnostics() -> [Diagnostic] {
        buildPlatformContexts()
        var found: [Platform: [Diagnostic]] = [:]
        return PlatformLinting.merged(
            usage.platforms.map { platform in
                let (holder, context) = sharedContext(on: platform)
                if let known = found[holder] { return (platform, known) }
                let diagnostics = diagnostics(of: context)
                found[holder] = diagnostics
                return (platform, diagnostics)
            })
    }

    /// The drift rules' diagnostics, unsorted: `drift-coverage` is an error below `drift.minCompared`.
    private func diagnostics(of comparison: DriftComparison) -> [Diagnostic] {
        let runner = RuleRunner(RuleCatalogue.driftRules, severity: settings.severity)
        let found = runner.diagnostics(of: comparison, files: [file])
        let percentage = comparison.coverage.comparedPercentage
        guard let minimum = settings.driftMinimumCompared, percentage < minimum else { return found }
        return found.map { diagnostic in
            guard diagnostic.rule == DriftCoverageRule.description.id else { return diagnostic }
            var below = diagnostic
            below.severity = .error
            below.message += " (\(Int(percentage.rounded(.down)))%, below drift.minCompared \(minimum.plainText))"
            return below
        }
    }
}
