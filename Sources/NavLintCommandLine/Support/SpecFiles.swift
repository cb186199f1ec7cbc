import NavLintCore

/// Turns the paths a user gave into the spec files to check.
package enum SpecFiles {
    package static func resolve(_ paths: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            if FileSystem.isFolder(path) {
                let found = try FileSystem.files(under: path, accept: SpecFormat.isSpecFileName)
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
        if files.isEmpty {
            throw CommandFailure("no *.navgraph.json or *.nav files in the current folder; name the specs to check")
        }
        var seen = Set<String>()
        return files.filter { seen.insert(FileSystem.realPath($0) ?? $0).inserted }
    }

    /// The folder a spec's configuration is looked up from and its relative paths start in: the folder part of
    /// its path, or the current folder for a spec read from a stream (`<(git show HEAD:app.nav)`, `/dev/stdin`),
    /// which lives in no folder of the project.
    package static func folder(of file: String) -> String {
        FileSystem.isStream(file) ? "." : FileSystem.folder(of: file)
    }
}
