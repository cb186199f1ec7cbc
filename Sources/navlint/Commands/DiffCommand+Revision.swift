import NavLintCommandLine
import NavLintCore

/// `navlint diff --against`: which specs are compared with which versions at the git revision, and where the
/// findings about those versions are placed for GitHub.
extension DiffCommand {
    /// Each spec named (by default every spec under the current folder) with its version at the revision,
    /// then each spec the revision has there that the working tree no longer has, with no spec.
    func pairs(against revision: GitRevision) throws -> [Pair] {
        let renames = revision.renames()
        let movedFrom = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let named = try namedSpecs(at: revision, movedFrom: movedFrom)
        let roots = specs.isEmpty ? ["."] : named.present
        let folders = roots.filter(FileSystem.isFolder)
        let gone = folders.isEmpty ? [] : revision.specsGone(under: folders).filter { movedFrom[$0] == nil }
        let withSpecs = try roots.filter { root in
            try !FileSystem.isFolder(root)
                || !FileSystem.listedFiles(under: root, accept: SpecFormat.isSpecFileName).isEmpty
        }
        // A folder whose specs were all deleted has nothing to list, which is no error.
        let files = withSpecs.isEmpty && !(gone + named.removed).isEmpty ? [] : try SpecFiles.resolve(withSpecs)
        var pairs = try files.map { file in
            Pair(
                old: try revision.version(of: file, renames: renames, maximumSize: input.maximumFileSize),
                new: .init(name: file, bytes: try FileSystem.read(file, maximumSize: input.maximumFileSize)),
                oldFromGit: true)
        }
        for path in Set(gone + named.removed).sorted() {
            guard let old = try revision.version(atRepositoryPath: path, maximumSize: input.maximumFileSize) else {
                continue
            }
            pairs.append(Pair(old: old, new: .init(name: revision.workingTreePath(of: path)), oldFromGit: true))
        }
        return pairs
    }

    /// The specs named, sorted: those there are (a spec named by the path it was moved from, by its new path),
    /// and the repository paths of those deleted since the revision; a spec in neither place is an error.
    private func namedSpecs(
        at revision: GitRevision, movedFrom: [String: String]
    ) throws -> (present: [String], removed: [String]) {
        var present: [String] = []
        var removed: [String] = []
        for spec in specs {
            if FileSystem.exists(spec) {
                present.append(spec)
                continue
            }
            let path = revision.repositoryPath(of: spec)
            if let moved = movedFrom[path] {
                present.append(revision.workingTreePath(of: moved))
            } else if revision.has(path) {
                removed.append(path)
            } else {
                throw CommandFailure("\(spec): no such file or folder, and not in \(revision.ref) either")
            }
        }
        return (present, removed)
    }

    /// `diagnostics` with each one about the version read from git placed on line 1 of the spec's file in
    /// the working tree, its message ending with where it was: GitHub places annotations and code-scanning
    /// results on the files of the commit, where `REF:path` names nothing, and a line of the old version has
    /// no place in the new one. A deleted spec's findings keep its path, which GitHub lists with the file.
    static func placedInWorkingTree(_ diagnostics: [Diagnostic], of pair: Pair) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.file == pair.old.name else { return diagnostic }
            var placed = diagnostic
            placed.message += " (\(diagnostic.file):\(diagnostic.line):\(diagnostic.column))"
            placed.file = pair.new.name
            placed.location = SourceLocation(line: 1, column: 1)
            return placed
        }
    }

    /// The analyses of `versions`, in order: each read from its bytes (all at once, over the cores), or,
    /// for a spec that is not there, a spec with nothing in it, against which everything is added or removed.
    static func analyses(of versions: [GitRevision.Version], settings: AnalysisSettings) throws -> [Analysis] {
        let present = versions.filter { $0.bytes != nil }
        var read = try SpecInput.parseAll(present.map { ($0.bytes ?? [], $0.name) }, settings: settings).makeIterator()
        return versions.map { version in
            if version.bytes != nil, let analysis = read.next() { return analysis }
            let start = SourceLocation(line: 1, column: 1)
            return Analysis(
                spec: Spec(version: Located(Spec.supportedVersion, at: start)), file: version.name, settings: settings)
        }
    }

    /// The folder a spec's configuration is looked up from: the spec's own, or for a deleted spec the
    /// nearest folder above it that is still there.
    static func existingFolder(of file: String) -> String {
        var folder = SpecFiles.folder(of: file)
        while !FileSystem.isFolder(folder), folder != ".", folder != "/", !folder.isEmpty {
            folder = SpecFiles.folder(of: folder)
        }
        return folder.isEmpty ? "." : folder
    }
}
