import NavLintCore
import NavLintExtract

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads the Swift files `extract` and `check --sources` work on.
enum SwiftSourceFiles {
    /// Folders that hold no app code of the project: build output and vendored dependencies.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Every `.swift` file under the paths (a file named directly is always taken), sorted, without build
    /// folders, dependencies, test targets (folders ending in `Tests`) and paths matching an exclude glob.
    static func find(_ paths: [String], excluding globs: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths {
            if FileSystem.isFolder(path) {
                files += try FileSystem.files(under: path) { $0.hasSuffix(".swift") }
                    .filter { !isSkipped($0, below: path) && !matches($0, globs) }
            } else if FileSystem.exists(path) {
                files.append(path)
            } else {
                throw CommandFailure("\(path): no such file or folder")
            }
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }.sorted()
    }

    private static func isSkipped(_ file: String, below root: String) -> Bool {
        let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
        let folders = relative.split(separator: "/").dropLast()
        return folders.contains { skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }
    }

    /// Whether the path, or its file name, matches one of the globs (`fnmatch`, `*` crossing folders).
    private static func matches(_ file: String, _ globs: [String]) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return globs.contains { glob in fnmatch(glob, file, 0) == 0 || fnmatch(glob, name, 0) == 0 }
    }

    /// Reads the files as UTF-8 text (invalid bytes replaced); a file that cannot be read ends the run.
    static func read(_ files: [String], maximumSize: Int) throws(CommandFailure) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        for file in files {
            let bytes = try FileSystem.read(file, maximumSize: maximumSize)
            sources.append(
                SwiftSource(
                    path: file.hasPrefix("./") ? String(file.dropFirst(2)) : file,
                    text: String(decoding: bytes, as: UTF8.self)))
        }
        return sources
    }
}
