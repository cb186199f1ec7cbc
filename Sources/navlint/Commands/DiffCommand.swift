import ArgumentParser
import NavLintCommandLine
import NavLintCore
import NavLintRender
import NavLintReporters

/// `navlint diff`: the deep-link breaking changes between two versions of a spec, for CI.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Report the changes between two versions of a spec: links that break, additions, and what changed in the navigation.",
        discussion: """
            navlint diff OLD NEW compares two spec files; navlint diff --against GIT-REF [SPEC...] compares \
            each spec (by default every spec under the current folder) with itself at GIT-REF. The \
            comparison is by behaviour: URLs built from every old route's pattern (and from the new \
            routes that overlap it) are resolved under both versions, so renamed ids and reordered routes \
            change nothing, and a new route that takes over an old link is caught with that link. \
            Findings about what was removed point into OLD (REF:path with --against), all others into NEW. \
            With --against, a spec added since GIT-REF is compared with an empty spec (everything in it is \
            an addition), a spec deleted since with an empty one (its routes are removed), and a spec git \
            sees as moved with its old path. The github and sarif reports, which GitHub places on the files \
            of the pull request, put a finding in REF:path on line 1 of the spec's file in the working tree \
            (the file it was moved to, or the deleted file's path), its message ending with where it was.

            After the link rules come the structural notes: models added (or renamed, matched by their Swift \
            type), edges added, removed or changed, and tabs gained, lost, reordered or starting elsewhere; an \
            edge of a group is reported once, on the group.

            Severities and inline lint.disable come from the .navlint.yml nearest to NEW (or --config), as \
            for check; `navlint rules` lists the diff rules. The json report has check's shape.

            Exit codes: 0 nothing at or above --fail-on (default error), 1 otherwise, 2 could not run \
            (bad arguments, a missing or invalid spec, a spec that lies outside the repository, a version at \
            GIT-REF larger than --max-file-size).
            """)

    @Argument(
        help: "OLD and NEW spec files; with --against, the specs to compare (default: those under the current folder).",
        completion: .file(extensions: ["json", "nav"]))
    var specs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compare each spec with itself at this git revision (such as origin/main).", valueName: "git-ref"))
    var against: String?

    @OptionGroup var reportFormat: ReportFormatOption

    @OptionGroup var destination: ReportDestination

    @Option(
        help: ArgumentHelp(
            "The configuration file; by default the .navlint.yml nearest to the new spec.", valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("fail-on"),
        help: "The least severity that fails the run (exit code 1): error, warning or note.")
    var failOn: FailureLevel = .error

    @Flag(name: .shortAndLong, help: "Print nothing when there is nothing to report.")
    var quiet = false

    @Flag(name: .customLong("no-color"), help: "Never colour the text report (NO_COLOR does the same).")
    var noColor = false

    @OptionGroup var severityFilter: SeverityFilterOption

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    enum FailureLevel: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note

        var severity: Severity { Severity(rawValue: rawValue) ?? .error }
    }

    /// One comparison: the old and the new version, each with its name in reports and its bytes.
    struct Pair {
        var old: GitRevision.Version
        var new: GitRevision.Version
        /// Whether the old version was read from git (`REF:path`), so that it has no file to point at.
        var oldFromGit = false
    }

    func validate() throws {
        if against == nil && specs.count != 2 {
            throw ValidationError(
                "name the OLD and the NEW spec, or compare with a git revision: navlint diff --against origin/main [SPEC...]"
            )
        }
    }

    func run() throws {
        var lookup = SettingsLookup(explicitPath: config)
        let pairs = try pairs()
        var settings: [Settings] = []
        for pair in pairs {
            settings.append(try lookup.settings(forSpecIn: Self.existingFolder(of: pair.new.name)))
        }
        // Both versions of every spec are read at once: reading is the part of a diff that cannot be shared.
        let versions = try Self.analyses(of: pairs.flatMap { [$0.old, $0.new] }, settings: platform.analysisSettings())
        // Each pair's route tables read its specs alone: they are built while the graphs are.
        let specs = versions.map(\.spec)
        let tables = Analysis.buildGraphs(of: versions) {
            stride(from: 0, to: specs.count, by: 2).map { RouteTables(old: specs[$0], new: specs[$0 + 1]) }
        }
        let loaded = pairs.indices.map { index in
            (
                pair: pairs[index], old: versions[2 * index], new: versions[2 * index + 1], settings: settings[index],
                tables: tables[index]
            )
        }
        var diagnostics: [Diagnostic] = []
        for item in loaded {
            let found = item.new.diagnostics(comparedWith: item.old, tables: item.tables, by: item.settings.differ)
            let placed = [.github, .sarif].contains(reportFormat.format) && item.pair.oldFromGit
            let reported = placed ? Self.placedInWorkingTree(found, of: item.pair) : found
            // The one comparison of OLD and NEW hands its diagnostics over whole rather than copied one by one.
            if diagnostics.isEmpty { diagnostics = reported } else { diagnostics += reported }
        }
        var configurations: [String: Configuration] = [:]
        for item in loaded { configurations[item.settings.key] = item.settings.configuration }
        let rules = Configuration.rulesInForce(
            RuleCatalogue.diffRules.map { $0.description },
            under: configurations.keys.sorted().compactMap { configurations[$0] })
        let report = LintReport(
            diagnostics: diagnostics, files: loaded.flatMap { [$0.pair.old.name, $0.pair.new.name] },
            rules: rules)
        let options = ReporterOptions(
            toolVersion: NavLintVersion.current,
            colorize: destination.output == nil && reportFormat.format == .text
                && Terminal.wantsColor(noColorFlag: noColor),
            quiet: quiet,
            strict: failOn != .error)
        var text = reportFormat.format.reporter(options).render(report.filtered(severityFilter.minimumSeverity))
        if reportFormat.format == .markdown {
            for item in loaded {
                text += Self.flowchart(old: item.old, new: item.new, of: item.pair.new.name, among: loaded.count)
            }
        }
        try destination.write(text)
        // A comparison cut short by navlint's limits may miss changes: it fails like an unreadable spec.
        let status: Int32 = report.hasInputError ? 2 : report.hasDiagnostic(atLeast: failOn.severity) ? 1 : 0
        // Freeing both versions of every spec, or the findings of a large change one by one, would take a tenth of
        // a large diff: they are left to the process's end, which returns their memory at once.
        _ = Unmanaged.passRetained(KeptUntilExit((versions, tables, report)))
        if status != 0 { throw ExitCode(status) }
    }

    /// Values the process keeps until it ends, never freed.
    private final class KeptUntilExit<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The Markdown that ends a markdown report: the flowchart of what changed in the navigation of one
    /// spec, under a heading that names the spec when several were compared; empty when nothing changed.
    private static func flowchart(old: Analysis, new: Analysis, of file: String, among count: Int) -> String {
        let changes = NavigationChanges(old: old.graph, new: new.graph)
        let chart = ChangeFlowchart.markdown(changes, old: old.graph, new: new.graph)
        guard !chart.isEmpty else { return "" }
        let heading = count > 1 ? "Navigation changes in \(MarkdownReporter.cell(file))" : "Navigation changes"
        return "\n### \(heading)\n\n" + chart
    }

    /// The comparisons asked for: OLD and NEW, or each spec against itself at the git revision.
    private func pairs() throws -> [Pair] {
        guard let against else {
            let old = try FileSystem.read(specs[0], maximumSize: input.maximumFileSize)
            let new = try FileSystem.read(specs[1], maximumSize: input.maximumFileSize)
            return [Pair(old: .init(name: specs[0], bytes: old), new: .init(name: specs[1], bytes: new))]
        }
        return try pairs(against: GitRevision(ref: against))
    }
}

extension Settings {
    /// Compares specs with the diff rules at the severities this configuration gives them.
    var differ: SpecDiffer {
        let configuration = configuration
        return SpecDiffer { configuration.severity(for: $0) }
    }
}
