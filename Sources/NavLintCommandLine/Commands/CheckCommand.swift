import ArgumentParser
import NavLintCore
import NavLintReporters

/// `check`'s name and help, the same in navlint and navlint-spec (a generic type cannot store them).
enum CheckHelp {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check navgraph specs for navigation and deep-link problems.",
        discussion: """
            Folders are searched for *.navgraph.json and *.nav files; with no path, the current folder. \
            Each spec is checked with the .navlint.yml nearest to it (in its folder or above), or with the \
            file --config names (`navlint rules` lists the rule ids).

            The json report is {"version": 1, "diagnostics": [{"rule", "severity", "message", "file", \
            "line", "column", "ids"}], "summary": {"files", "errors", "warnings", "notes"}}, with the \
            diagnostics sorted by file, line, column and rule.

            --min-severity leaves lower severities out of every report format (and its summary); the exit \
            code still follows every finding, so `--min-severity error` hides warnings and notes but a run \
            with an error still fails.

            Exit codes: 0 nothing at error severity (with --strict: no warning either), 1 findings that \
            fail the run, 2 could not run (bad arguments, unreadable files or folders, an invalid \
            configuration or baseline, specs with syntax or schema errors, output that could not be \
            written). When the run fails before it can check anything, --format sarif -o FILE still \
            writes a SARIF file that says why.
            """)
}

/// `navlint check`: lint spec files and report in the format CI reads. `Comparer` compares the specs with
/// Swift code (`--sources`, `sources:`): the full navlint's reads it; the slim navlint-spec's cannot.
package struct CheckCommand<Comparer: SourcesComparer>: ParsableCommand {
    package static var configuration: CommandConfiguration { CheckHelp.configuration }

    @Argument(help: "Spec files or folders to check.", completion: .file(extensions: ["json", "nav"]))
    var paths: [String] = []

    @OptionGroup var reportFormat: ReportFormatOption

    @OptionGroup var destination: ReportDestination

    @Option(
        help: ArgumentHelp(
            "The configuration file for every spec; by default each spec's nearest .navlint.yml (its folder or above).",
            valueName: "file"))
    var config: String?

    @Flag(help: "Warnings fail the run too (exit code 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing when there is nothing to report.")
    var quiet = false

    @Option(help: ArgumentHelp("Report only findings that are not recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record every current finding in this baseline file, then exit 0 (not written when a spec cannot be read).",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the text report (NO_COLOR does the same).")
    var noColor = false

    @Option(
        help: ArgumentHelp(
            "When the check passes, write a one-line comment to this file (a stamp for build systems).",
            valueName: "file"))
    var stamp: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Compare the specs with the Swift code in these files or folders (drift rules); overrides `sources:` "
                + "in .navlint.yml.",
            valueName: "path"))
    var sources: [String] = []

    @OptionGroup var severityFilter: SeverityFilterOption

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    @OptionGroup(title: "App configuration") var app: AppConfigOptions

    @Flag(help: "Also say on standard error which domains of https routes have no AASA file to judge them by.")
    var verbose = false

    package init() {}

    package func run() throws {
        let outcome: Outcome
        do {
            outcome = try checkFiles()
        } catch let failure as CommandFailure {
            writeFailureReport(failure.message)
            throw failure
        }
        var report = LintReport(diagnostics: outcome.diagnostics, files: outcome.files, rules: outcome.rules)
        report.drift = outcome.drift
        let options = ReporterOptions(
            toolVersion: NavLintVersion.current,
            colorize: destination.output == nil && reportFormat.format == .text
                && Terminal.wantsColor(noColorFlag: noColor),
            quiet: quiet,
            strict: strict)
        let text = reportFormat.format.reporter(options).render(report.filtered(severityFilter.minimumSeverity))
        try destination.write(text)
        if outcome.unreadable {
            if let writeBaseline {
                Terminal.error(
                    "the baseline \(writeBaseline) was not written: a spec could not be read; "
                        + "fix its syntax or schema errors and write the baseline again"
                )
            }
            throw ExitCode(2)
        }
        if writeBaseline != nil { return }
        let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
        if let stamp {
            let checked = outcome.files.count == 1 ? "1 file" : "\(outcome.files.count) files"
            try FileSystem.writeAtomically(Array("// navlint check passed: \(checked)\n".utf8), to: stamp)
        }
    }

    /// What checking the files found, before it is reported.
    struct Outcome {
        var files: [String]
        /// After the baselines.
        var diagnostics: [Diagnostic]
        /// The rules as the configurations in force set them.
        var rules: [RuleDescription]
        /// Whether some spec had syntax or schema errors.
        var unreadable: Bool
        /// What `--sources` compared, over every spec read; `nil` without sources.
        var drift: DriftCoverage?
    }

    /// Finds the specs and their configurations, lints each spec, writes the baseline when asked and
    /// applies the baselines in force.
    private func checkFiles() throws -> Outcome {
        let files = try SpecFiles.resolve(paths)
        var lookup = SettingsLookup(explicitPath: config)
        let settings = try files.map { try lookup.settings(forSpecIn: SpecFiles.folder(of: $0)) }
        var diagnostics: [[Diagnostic]] = []
        var unreadable = false
        var drift: DriftCoverage?
        var code = Comparer(maximumFileSize: input.maximumSwiftFileSize)
        var uncompared = false
        var appConfigs: [Configuration.AppFiles: AppConfig] = [:]
        for (file, setting) in zip(files, settings) {
            let bytes = try FileSystem.read(file, maximumSize: input.maximumFileSize)
            let comparer = try driftComparer(for: setting, from: &code, uncompared: &uncompared)
            var analysisSettings = setting.analysisSettings
            analysisSettings.platform = platform.platform
            let appConfig = app.files(for: setting).map { files in
                if let read = appConfigs[files] { return read }
                let read = AppConfigOptions.read(files, maximumSize: input.maximumFileSize)
                appConfigs[files] = read
                return read
            }
            let checked = Self.check(
                bytes, file: file, settings: analysisSettings, sources: comparer, app: appConfig, verbose: verbose,
                coverage: &drift)
            switch checked {
            case .checked(let found):
                diagnostics.append(found)
            case .unreadable(let errors):
                unreadable = true
                diagnostics.append(errors)
            }
        }
        if let writeBaseline, !unreadable {
            try BaselineFiles.write(diagnostics.flatMap { $0 }, of: files, to: writeBaseline)
        }
        let reported = try BaselineFiles.filter(diagnostics, of: files) { baseline ?? settings[$0].baselinePath }
        var configurations: [String: Configuration] = [:]
        for setting in settings { configurations[setting.key] = setting.configuration }
        let rules = Configuration.rulesInForce(
            RuleCatalogue.descriptions, under: configurations.keys.sorted().compactMap { configurations[$0] })
        return Outcome(files: files, diagnostics: reported, rules: rules, unreadable: unreadable, drift: drift)
    }

    /// How to compare a spec with its code: `--sources` when given, else its configuration's `sources:`, else
    /// nil (no drift check). A tool that cannot read Swift refuses `--sources` and checks a spec whose
    /// configuration names sources without drift, saying so once a run (`uncompared`), so that a build
    /// does not fail merely because CI also compares the code.
    private func driftComparer(
        for setting: Settings, from code: inout Comparer, uncompared: inout Bool
    ) throws(CommandFailure) -> DriftComparer? {
        let paths = sources.isEmpty ? setting.sourcePaths : sources
        guard !paths.isEmpty else { return nil }
        if let comparer = try code.comparison(withCodeAt: paths) { return comparer }
        if !sources.isEmpty { throw CommandFailure.onlyInFullNavLint("check --sources") }
        if !uncompared {
            uncompared = true
            Terminal.note(
                "note: \(setting.path ?? ".navlint.yml") names sources:, but navlint-spec (the slim navlint of "
                    + "the SwiftPM plugins) cannot read Swift code, so the specs were checked without the drift "
                    + "rules; `navlint check` from a full navlint compares them")
        }
        return nil
    }

    /// With `--format sarif -o FILE`, a run that fails before it can report still leaves a SARIF file
    /// that says why, so a later upload step has one to send (code scanning shows the error).
    private func writeFailureReport(_ message: String) {
        guard reportFormat.format == .sarif, let output = destination.output else { return }
        let text = SARIFReporter(toolVersion: NavLintVersion.current).renderFailure(message)
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: output)
        } catch {
            Terminal.error(error.message)
        }
    }

    enum FileResult {
        case checked([Diagnostic])
        case unreadable([Diagnostic])
    }

    /// Reads and lints one file's bytes; with `sources`, adds what was compared to `coverage`.
    static func check(
        _ bytes: [UInt8], file: String, settings: AnalysisSettings, sources: DriftComparer?, app: AppConfig? = nil,
        verbose: Bool = false, coverage: inout DriftCoverage?
    ) -> FileResult {
        func asDiagnostics(_ errors: [InputError]) -> [Diagnostic] { errors.map { Diagnostic($0, file: file) } }
        do {
            let analysis = try Analysis(reading: bytes, file: file, settings: settings)
            // One path with sources or without: the drift findings join the rules' (checked per platform).
            var compared: DriftCoverage?
            let found = analysis.diagnostics(
                drift: sources.map { compare in
                    { analysis in
                        let comparison = compare(analysis)
                        compared = comparison.coverage
                        return comparison
                    }
                }, app: app)
            if verbose, let app {
                for domain in AppLinkComparison.domainsWithoutAASA(in: analysis.context, config: app) {
                    Terminal.note(
                        "note: \(file): no AASA file was given for \(domain): its routes were not judged by one")
                }
            }
            if let compared { coverage = coverage.map { $0.adding(compared) } ?? compared }
            // A spec past the analysis limits was checked only in part, so it fails like an unreadable one.
            // So does one whose app configuration files could not be read.
            let invalid = found.contains { $0.isInputError || $0.rule == AppConfigInvalidRule.description.id }
            return invalid ? .unreadable(found) : .checked(found)
        } catch {
            return .unreadable(asDiagnostics(OutputForm.withMisnamingHint(error.errors, path: file, bytes: bytes)))
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

extension Severity: ExpressibleByArgument {}
