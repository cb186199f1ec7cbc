import NavLintCommandLine
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
    static func find(_ paths: [String], excluding globs: [String]) throws(CommandFailure) -> [FileSystem.ListedFile] {
        var files: [FileSystem.ListedFile] = []
        for path in paths {
            if FileSystem.isFolder(path) {
                files += try FileSystem.listedFiles(under: path) { $0.hasSuffix(".swift") }
                    .filter { !isSkipped($0.path, below: path) && !matches($0.path, globs) }
            } else if FileSystem.exists(path) {
                files.append(FileSystem.ListedFile(bytes: Array(path.utf8)))
            } else {
                throw CommandFailure("\(FileSystem.displayName(Array(path.utf8))): no such file or folder")
            }
        }
        // Sorted, then each path once (a file named twice, or under two of the paths).
        var previous: FileSystem.ListedFile?
        return files.sorted().filter { file in
            defer { previous = file }
            return file != previous
        }
    }

    private static func isSkipped(_ file: String, below root: String) -> Bool {
        let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
        let folders = relative.split(separator: "/").dropLast()
        return folders.contains { skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }
    }

    /// Whether the path, or its file name, matches one of the globs (`fnmatch`, `*` crossing folders).
    private static func matches(_ file: String, _ globs: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return globs.contains { glob in fnmatch(glob, file, 0) == 0 || fnmatch(glob, name, 0) == 0 }
    }

    /// Reads the files as UTF-8 text (invalid bytes replaced) and extracts them. A file that is not a regular
    /// file (a FIFO, a device) or is larger than `maximumSize` is not read: it is listed as unresolved, with the
    /// reason. A file that cannot be read ends the run. Notes name the paths as ``FileSystem/displayName(_:)``
    /// spells them; the spec's `source` keys do too, or, given `specFolder`, relative to that folder.
    static func extract(
        _ files: [FileSystem.ListedFile], maximumSize: Int, specFolder: String? = nil
    ) throws(CommandFailure) -> Extraction {
        var sources: [SwiftSource] = []
        var unread: [UnreadSwiftFile] = []
        let base = specFolder.flatMap(FileSystem.realPath)
        // Read on every core: reading and decoding a large app's files one by one kept the other cores idle.
        let read = Parallel.map(files) { file in ReadFile(file, maximumSize: maximumSize, specFolder: base) }
        for file in read {
            switch file.content {
            case .text(let text): sources.append(SwiftSource(path: file.path, name: file.name, text: text))
            case .skipped(let reason): unread.append(UnreadSwiftFile(name: file.name, reason: reason))
            case .failed(let failure): throw failure
            }
        }
        return SwiftExtractor.extract(sources, unread: unread)
    }

    /// One listed file as read: the name notes give it, its path in the spec, and what reading it gave.
    private struct ReadFile: Sendable {
        enum Content: Sendable {
            case text(String)
            /// Not read, for this reason (not a regular file, too large).
            case skipped(String)
            /// A failure that ends the run.
            case failed(CommandFailure)
        }

        var name: String
        var path: String
        var content: Content

        init(_ file: FileSystem.ListedFile, maximumSize: Int, specFolder: String?) {
            name = FileSystem.displayName(file.bytes)
            if name.hasPrefix("./") { name.removeFirst(2) }
            path = name
            do {
                switch try FileSystem.readIfRegular(file.bytes, naming: name, maximumSize: maximumSize) {
                case .bytes(let bytes):
                    path = specFolder.flatMap { specPath(of: file.bytes, from: $0) } ?? name
                    content = .text(String(decoding: bytes, as: UTF8.self))
                case .skipped(let reason):
                    content = .skipped(reason)
                }
            } catch {
                content = .failed(error)
            }
        }
    }

    /// The path of `file` from the folder whose real path is `folder` (`App/A.swift`, `../App/A.swift`), as
    /// ``FileSystem/displayName(_:)`` spells it; nil when the file's real path cannot be read.
    static func specPath(of file: [UInt8], from folder: String) -> String? {
        guard let resolved = FileSystem.realPath(String(decoding: file, as: UTF8.self)) else { return nil }
        let target = resolved.utf8.split(separator: UInt8(ascii: "/"))
        let start = folder.utf8.split(separator: UInt8(ascii: "/"))
        var shared = 0
        while shared < min(target.count, start.count), target[shared].elementsEqual(start[shared]) { shared += 1 }
        let upward = Array(repeating: Array("..".utf8), count: start.count - shared)
        let components = upward + target[shared...].map(Array.init)
        return FileSystem.displayName(Array(components.joined(separator: [UInt8(ascii: "/")])))
    }
}
