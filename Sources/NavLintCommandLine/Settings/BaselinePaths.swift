import NavLintCore

/// Baselines name files relative to the baseline's own folder, so that a baseline written from one
/// working folder (or with relative paths) still applies when navlint runs from another (or, as the
/// build-tool plugin does, with absolute paths).
package struct BaselinePaths {
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
    package static func relativePath(of path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
