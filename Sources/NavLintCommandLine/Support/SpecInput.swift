import ArgumentParser
import NavLintCore

/// Options every command that reads specs shares.
package struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp(
            "The largest file to read, in MiB: spec files and URL lists (64 by default) and, with --sources, "
                + "Swift files (4 by default; a larger one is listed as unresolved and skipped).",
            valueName: "MiB"))
    var maximumFileSizeMiB: Int?

    package init() {}

    /// The limit for specs and URL lists in bytes.
    package var maximumFileSize: Int { maximumFileSizeMiB.map(Self.bytes(ofMiB:)) ?? FileSystem.defaultMaximumFileSize }

    /// The limit for the Swift files of `--sources` in bytes.
    var maximumSwiftFileSize: Int {
        maximumFileSizeMiB.map(Self.bytes(ofMiB:)) ?? FileSystem.defaultMaximumSwiftFileSize
    }

    /// A number of MiB in bytes; one too large to count in bytes means no limit.
    package static func bytes(ofMiB mebibytes: Int) -> Int { mebibytes > Int.max >> 20 ? Int.max : mebibytes << 20 }

    package func validate() throws {
        try Self.validate(maximumFileSizeMiB ?? 1)
    }

    /// Refuses a `--max-file-size` under 1 MiB.
    package static func validate(_ mebibytes: Int) throws {
        if mebibytes < 1 { throw ValidationError("--max-file-size takes a number of MiB, at least 1") }
    }
}

/// `--platform P`: the commands that read a spec work on that platform's graph.
package struct PlatformOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Work on this platform's graph (iOS, iPadOS, macOS, visionOS, watchOS or tvOS), leaving out what the "
                + "spec limits to other platforms; by default, every platform's.",
            valueName: "platform"))
    package var platform: Platform?

    package init() {}

    /// `settings` working on the platform asked for (every platform's graph when none is).
    package func analysisSettings(_ settings: AnalysisSettings = .defaults) -> AnalysisSettings {
        var settings = settings
        settings.platform = platform
        return settings
    }
}

extension Platform: ExpressibleByArgument {}

/// Reads one spec file for the commands that need a valid spec to work on (render, resolve, coverage,
/// examples, fmt). Syntax and schema errors are printed as `file:line:col: error: message [rule]` and
/// end the run with exit code 2.
package enum SpecInput {
    /// The analysis of the spec file at `path` under `settings`.
    package static func load(_ path: String, options: InputOptions, settings: AnalysisSettings) throws -> Analysis {
        try parse(FileSystem.read(path, maximumSize: options.maximumFileSize), path: path, settings: settings)
    }

    /// The analysis of a spec read from bytes that `path` names (a file, or `REF:file` from git), reporting
    /// as ``load(_:options:settings:)``.
    package static func parse(_ bytes: [UInt8], path: String, settings: AnalysisSettings) throws -> Analysis {
        do {
            return try Analysis(reading: bytes, file: path, settings: settings)
        } catch {
            throw report(error.errors, in: path, bytes: bytes)
        }
    }

    /// The analyses of several specs read from bytes at once (see ``parse(_:path:settings:)``), in order; the
    /// first input that cannot be read is reported, and ends the run.
    package static func parseAll(
        _ inputs: [(bytes: [UInt8], file: String)], settings: AnalysisSettings
    ) throws -> [Analysis] {
        try zip(Analysis.reading(inputs, settings: settings), inputs).map { result, input in
            switch result {
            case .success(let analysis): analysis
            case .failure(let failure): throw report(failure.errors, in: input.file, bytes: input.bytes)
            }
        }
    }

    /// Prints the errors that stop reading `path` as `file:line:col: error: message [rule]` (with the
    /// rename hint for a DSL file named as JSON) and gives the exit code that ends the run.
    static func report(_ errors: [InputError], in path: String, bytes: [UInt8]) -> ExitCode {
        for problem in OutputForm.withMisnamingHint(errors, path: path, bytes: bytes) {
            Terminal.error(
                "\(path):\(problem.location.line):\(problem.location.column): "
                    + "\(problem.message) [\(problem.kind.rawValue)]"
            )
        }
        return ExitCode(2)
    }
}
