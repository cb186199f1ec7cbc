import NavLintCore

/// The configuration in force and where its baseline is.
package struct Settings: Sendable {
    package var configuration: Configuration
    package var baselinePath: String?
    /// The configuration file read, or nil for the defaults.
    package var path: String?

    /// Tells configurations apart: the file's real path, or "" for the defaults.
    package var key: String { path.map { FileSystem.realPath($0) ?? $0 } ?? "" }

    /// The Swift files or folders the configuration's `sources:` names, relative to its folder; empty without.
    var sourcePaths: [String] {
        let folder = path.map(SpecFiles.folder(of:)) ?? "."
        return (configuration.sources ?? []).map { $0.hasPrefix("/") || folder == "." ? $0 : folder + "/" + $0 }
    }

    /// Analysis settings that run the rules at the severities this configuration gives them.
    package var analysisSettings: AnalysisSettings {
        let configuration = configuration
        var settings = AnalysisSettings { configuration.severity(for: $0) }
        settings.driftMinimumCompared = configuration.driftMinimumCompared
        return settings
    }

    /// The configuration named by `explicitPath`, else the nearest `.navlint.yml` from `folder` upward,
    /// else the defaults. A named file is always read and must be valid.
    package static func load(explicitPath: String?, startingAt folder: String) throws -> Settings {
        let path =
            explicitPath
            ?? Configuration.find(from: FileSystem.realPath(folder) ?? folder, fileExists: FileSystem.exists)
        guard let path else { return Settings(configuration: Configuration(), baselinePath: nil, path: nil) }
        return try load(path)
    }

    /// Reads and validates the configuration file at `path`.
    package static func load(_ path: String) throws -> Settings {
        let bytes = try FileSystem.read(path)
        let configuration: Configuration
        do {
            configuration = try Configuration.parse(
                String(decoding: bytes, as: UTF8.self), knownRules: RuleCatalogue.allDescriptions)
        } catch {
            let lines = error.errors.map { "\(path):\($0.location.line):\($0.location.column): \($0.message)" }
            throw CommandFailure(lines.joined(separator: "\n"))
        }
        let baseline = configuration.baseline.map { $0.hasPrefix("/") ? $0 : SpecFiles.folder(of: path) + "/" + $0 }
        return Settings(configuration: configuration, baselinePath: baseline, path: path)
    }
}
