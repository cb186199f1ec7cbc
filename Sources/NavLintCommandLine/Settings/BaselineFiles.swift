import NavLintCore

/// Writing a baseline and applying the baselines in force, for `navlint check`.
enum BaselineFiles {
    /// Records every diagnostic in the baseline file at `path` (atomically), naming the files relative to
    /// the baseline's folder.
    static func write(_ diagnostics: [Diagnostic], of files: [String], to path: String) throws {
        let rebased = BaselinePaths(baselineFile: path, files: files).rebase(diagnostics)
        try FileSystem.writeAtomically(Array(Baseline(diagnostics: rebased).serialized().utf8), to: path)
    }

    /// The diagnostics of each file (`diagnostics[i]` are those of `files[i]`) that the baseline in force
    /// for it does not record; `baselinePath(i)` names that baseline, or nil for none. Each baseline file
    /// is read once, and the files it covers are grouped in the order of the baselines' paths.
    static func filter(
        _ diagnostics: [[Diagnostic]], of files: [String], baselinePath: (Int) -> String?
    ) throws -> [Diagnostic] {
        var reported: [Diagnostic] = []
        let byBaseline = Dictionary(grouping: files.indices, by: baselinePath)
        for (path, indices) in byBaseline.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
            let found = indices.flatMap { diagnostics[$0] }
            guard let path else {
                reported += found
                continue
            }
            let paths = BaselinePaths(baselineFile: path, files: indices.map { files[$0] })
            reported += paths.restore(try read(path).filter(paths.rebase(found)))
        }
        return reported
    }

    /// The baseline file at `path`; a malformed one fails the run with its file:line:column.
    private static func read(_ path: String) throws -> Baseline {
        do {
            return try Baseline.parse(FileSystem.read(path))
        } catch let error as InputError {
            throw CommandFailure("\(path):\(error.location.line):\(error.location.column): \(error.message)")
        }
    }
}
