import ArgumentParser
import NavLintCore
import NavLintReporters

/// `navlint check`: lint spec files and report in the format CI reads.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check navgraph specs for navigation and deep-link problems.",
        discussion: """
            Folders are searched for *.navgraph.json and *.nav files; with no path, the current folder.
            A .navlint.yml in the first spec's folder or above sets rule severities (see `navlint rules`).
            Exit codes: 0 nothing at error severity (with --strict: no warning either), 1 findings that
            fail the run, 2 a spec could not be read (syntax or schema errors) or bad arguments.
            """)

    @Argument(help: "Spec files or folders to check.", completion: .file(extensions: ["json", "nav"]))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "The report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The configuration file; by default .navlint.yml is searched from the first spec's folder upward.", valueName: "file"))
    var config: String?

    @Flag(help: "Warnings fail the run too (exit code 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing when there is nothing to report.")
    var quiet = false

    @Option(help: ArgumentHelp("Report only findings that are not recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every current finding in this baseline file, then exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the text report (NO_COLOR does the same).")
    var noColor = false

    @Option(help: ArgumentHelp("When the check passes, write a one-line comment to this file (a stamp for build systems).", valueName: "file"))
    var stamp: String?

    @OptionGroup var input: InputOptions

    func run() throws {
        let files = try SpecFiles.resolve(paths)
        let settings = try Settings.load(explicitPath: config, startingAt: files.first.map(SpecFiles.folder(of:)) ?? ".")
        let linter = Linter { settings.configuration.severity(for: $0) }
        var diagnostics: [Diagnostic] = []
        var unreadable = false
        for file in files {
            let bytes = try FileSystem.read(file, maximumSize: input.maximumFileSize)
            switch Self.check(bytes, file: file, linter: linter) {
            case .checked(let found):
                diagnostics += found
            case .unreadable(let errors):
                unreadable = true
                diagnostics += errors
            }
        }
        if let writeBaseline {
            let rebased = BaselinePaths(baselineFile: writeBaseline, files: files).rebase(diagnostics)
            try FileSystem.writeAtomically(Array(Baseline(diagnostics: rebased).serialized().utf8), to: writeBaseline)
        }
        if let path = baseline ?? settings.baselinePath {
            let recorded: Baseline
            do {
                recorded = try Baseline.parse(FileSystem.read(path))
            } catch let error as BaselineError {
                throw CommandFailure("\(path):\(error.location.line):\(error.location.column): \(error.message)")
            }
            let paths = BaselinePaths(baselineFile: path, files: files)
            diagnostics = paths.restore(recorded.filter(paths.rebase(diagnostics)))
        }
        let report = LintReport(diagnostics: diagnostics, files: files, rules: RuleCatalogue.descriptions)
        let options = ReporterOptions(
            toolVersion: NavLintVersion.current,
            colorize: output == nil && format == .text && Terminal.wantsColor(noColorFlag: noColor), quiet: quiet)
        let text = format.reporter(options).render(report)
        if let output {
            try FileSystem.writeAtomically(Array(text.utf8), to: output)
        } else {
            Terminal.write(text)
        }
        if unreadable { throw ExitCode(2) }
        if writeBaseline != nil { return }
        let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
        if let stamp { try FileSystem.writeAtomically(Array("// navlint check passed: \(files.count == 1 ? "1 file" : "\(files.count) files")\n".utf8), to: stamp) }
    }

    enum Outcome {
        case checked([Diagnostic])
        case unreadable([Diagnostic])
    }

    /// Reads and lints one file's bytes.
    static func check(_ bytes: [UInt8], file: String, linter: Linter) -> Outcome {
        func asDiagnostics(_ errors: [SpecError]) -> [Diagnostic] {
            errors.map { Diagnostic(rule: $0.kind.rawValue, severity: .error, message: $0.message, file: file, location: $0.location, ids: []) }
        }
        do {
            let spec = try SpecReader.read(bytes, format: SpecFormat(fileName: file))
            let settingErrors = linter.validateInlineSettings(spec)
            if !settingErrors.isEmpty { return .unreadable(asDiagnostics(settingErrors)) }
            return .checked(linter.diagnostics(for: spec, file: file))
        } catch {
            return .unreadable(asDiagnostics(error.errors))
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// Turns the paths a user gave into the spec files to check.
enum SpecFiles {
    static func resolve(_ paths: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            if FileSystem.isFolder(path) {
                let found = FileSystem.files(under: path, accept: SpecFormat.isSpecFileName)
                if found.isEmpty && !paths.isEmpty {
                    throw CommandFailure("no *.navgraph.json or *.nav files under \(path)")
                }
                files += found
            } else if FileSystem.exists(path) {
                files.append(path)
            } else {
                throw CommandFailure("\(path): no such file or folder")
            }
        }
        if files.isEmpty { throw CommandFailure("no *.navgraph.json or *.nav files in the current folder; name the specs to check") }
        var seen = Set<String>()
        return files.filter { seen.insert(FileSystem.realPath($0) ?? $0).inserted }
    }

    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}

/// The configuration in force and where its baseline is.
struct Settings {
    var configuration: Configuration
    var baselinePath: String?

    static func load(explicitPath: String?, startingAt folder: String) throws -> Settings {
        let path = explicitPath ?? Configuration.find(from: FileSystem.realPath(folder) ?? folder, fileExists: FileSystem.exists)
        guard let path else { return Settings(configuration: Configuration(), baselinePath: nil) }
        let bytes = try FileSystem.read(path)
        let configuration: Configuration
        do {
            configuration = try Configuration.parse(String(decoding: bytes, as: UTF8.self), knownRules: RuleCatalogue.descriptions)
        } catch {
            throw CommandFailure("\(path):\(error.location.line):\(error.location.column): \(error.message)")
        }
        let baseline = configuration.baseline.map { $0.hasPrefix("/") ? $0 : SpecFiles.folder(of: path) + "/" + $0 }
        return Settings(configuration: configuration, baselinePath: baseline)
    }
}

/// Baselines name files relative to the baseline's own folder, so that a baseline written from one
/// working folder (or with relative paths) still applies when navlint runs from another (or, as the
/// build-tool plugin does, with absolute paths).
struct BaselinePaths {
    private var toBaseline: [String: String] = [:]
    private var fromBaseline: [String: String] = [:]

    init(baselineFile: String, files: [String]) {
        let folder = FileSystem.realPath(SpecFiles.folder(of: baselineFile)) ?? SpecFiles.folder(of: baselineFile)
        for file in files {
            guard let real = FileSystem.realPath(file) else { continue }
            let relative = Self.relativePath(of: real, from: folder)
            toBaseline[file] = relative
            fromBaseline[relative] = file
        }
    }

    func rebase(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.file = toBaseline[diagnostic.file] ?? diagnostic.file
            return copy
        }
    }

    func restore(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.file = fromBaseline[diagnostic.file] ?? diagnostic.file
            return copy
        }
    }

    /// `path` relative to `folder`, both absolute: `Specs/App.navgraph.json`, `../Other/App.nav`.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
