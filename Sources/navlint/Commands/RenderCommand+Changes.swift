import NavLintCommandLine
import NavLintCore
import NavLintRender

extension RenderCommand {
    /// The older version `--against` or `--compare` names, read and checked as `diff` reads it (a bad one
    /// ends the run with its errors at file:line:col and exit code 2); `nil` when neither is given.
    func olderVersion() throws -> Analysis? {
        if let compare {
            let bytes = try FileSystem.read(compare, maximumSize: input.maximumFileSize)
            return try SpecInput.parse(bytes, path: compare, settings: platform.analysisSettings())
        }
        guard let against else { return nil }
        let revision = try GitRevision(ref: against)
        let old = try revision.version(of: spec, renames: revision.renames(), maximumSize: input.maximumFileSize)
        return try DiffCommand.analyses(of: [old], settings: platform.analysisSettings())[0]
    }

    /// What changed from `older` to `newer`: the structural changes, and the findings of `diff` at the
    /// severities the spec's configuration gives its rules.
    func changes(since older: Analysis, in newer: Analysis, settings: Settings) -> DiagramChanges {
        let diagnostics = newer.diagnostics(comparedWith: older, by: settings.differ)
        return DiagramChanges(NavigationChanges(old: older.graph, new: newer.graph), diagnostics: diagnostics)
    }
}
