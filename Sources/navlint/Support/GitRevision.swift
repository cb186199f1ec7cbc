import Foundation
import NavLintCommandLine
import NavLintCore

/// Reads specs as they are at a git revision, for `navlint diff --against` and `render --against`
/// (`git cat-file blob REF:PATH`, the path made relative to the repository's top folder), and finds the
/// specs moved (`git diff -M`) or deleted (`git ls-tree`) since.
struct GitRevision {
    let ref: String
    /// The repository's top folder, real path.
    let root: String

    /// The repository around the current folder, or a failure that says what to do.
    init(ref: String) throws(CommandFailure) {
        self.ref = ref
        let top = Self.git(["rev-parse", "--show-toplevel"])
        guard top.status == 0, let path = String(bytes: top.output, encoding: .utf8)?.trimmingCharacters(in: .newlines)
        else {
            throw CommandFailure(
                "--against needs a git repository: \(top.message.isEmpty ? "git rev-parse failed" : top.message)")
        }
        root = FileSystem.realPath(path) ?? path
        let verify = Self.git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        guard verify.status == 0 else {
            throw CommandFailure(
                "\(ref) is not a commit of this repository; "
                    + "fetch it first (git fetch origin main; in CI, check out with fetch-depth: 0)"
            )
        }
    }

    /// The path of a file of the working tree inside the repository (`Specs/App.nav`); the file, and the
    /// folders up to the nearest one that is there, may be gone (deleted since the revision).
    func repositoryPath(of file: String) -> String {
        var folder = FileSystem.folder(of: file)
        var names = [file.split(separator: "/").last.map(String.init) ?? file]
        while FileSystem.realPath(folder) == nil, let name = folder.split(separator: "/").last, name != ".." {
            names.insert(String(name), at: 0)
            folder = FileSystem.folder(of: folder)
        }
        let real = FileSystem.realPath(folder) ?? folder
        return BaselinePaths.relativePath(of: real + "/" + names.joined(separator: "/"), from: root)
    }

    /// The name the old version goes by in reports: `REF:path`.
    func name(of file: String) -> String { ref + ":" + repositoryPath(of: file) }

    /// A version of a spec: the name it goes by in reports (`REF:path` for one read from git) and its
    /// bytes, `nil` when the spec is not there (added or deleted since the revision): such a side is a spec
    /// with nothing in it (``DiffCommand/analyses(of:settings:)``).
    struct Version {
        var name: String
        var bytes: [UInt8]?
    }

    /// The version of `file` to compare it with: the file at the same path at the revision; else, when git
    /// sees the file as moved there since (`renames`, from ``renames()``), the file at its old path; else no
    /// spec, named `REF:path`, against which everything in the spec is an addition. Fails for a file
    /// outside the repository, or a version larger than `maximumSize`.
    func version(
        of file: String, renames: [String: String], maximumSize: Int
    ) throws(CommandFailure) -> Version {
        let path = try pathInside(file)
        if let bytes = try blob(path, named: name(of: file), maximumSize: maximumSize) {
            return Version(name: name(of: file), bytes: bytes)
        }
        if let old = renames[path], let bytes = try blob(old, named: ref + ":" + old, maximumSize: maximumSize) {
            return Version(name: ref + ":" + old, bytes: bytes)
        }
        return Version(name: name(of: file), bytes: nil)
    }

    /// The bytes of the spec at `path` (a repository path) at the revision, or `nil` when it is not there.
    func version(atRepositoryPath path: String, maximumSize: Int) throws(CommandFailure) -> Version? {
        let name = ref + ":" + path
        return try blob(path, named: name, maximumSize: maximumSize).map { Version(name: name, bytes: $0) }
    }

    /// Whether the revision has a file at `path` (a repository path).
    func has(_ path: String) -> Bool {
        Self.git(["cat-file", "-e", "\(ref):\(path)"]).status == 0
    }

    /// The specs git sees as moved since the revision (in the working tree, against the revision's tree):
    /// each new repository path with its old one. Paths are read NUL-separated, as git writes them unquoted.
    func renames() -> [String: String] {
        let listed = Self.git([
            "diff", "--no-relative", "--name-status", "-z", "-M", "--diff-filter=R", ref, "--",
            ":(top,glob)**/*.nav", ":(top,glob)**/*.navgraph.json",
        ])
        guard listed.status == 0 else { return [:] }
        let fields = listed.output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var renames: [String: String] = [:]
        var index = 0
        while index + 2 < fields.count, fields[index].hasPrefix("R") {
            renames[fields[index + 2]] = fields[index + 1]
            index += 3
        }
        return renames
    }

    /// The spec files at the revision under `folders` (repository paths) that the working tree no longer
    /// has: deleted or moved since. Below a folder, what a folder walk passes over
    /// (``FileSystem/walkPassesOver(_:isFolder:)``) is passed over here too. Paths are read NUL-separated,
    /// as git writes them unquoted.
    func specsGone(under folders: [String]) -> [String] {
        var gone: Set<String> = []
        for folder in folders {
            let listed = Self.git(["ls-tree", "-r", "-z", "--name-only", "--full-name", ref, "--", folder])
            guard listed.status == 0 else { continue }
            let base = FileSystem.realPath(folder) ?? folder
            for path in listed.output.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
                let below = BaselinePaths.relativePath(of: root + "/" + path, from: base).split(separator: "/")
                let walked = !below.enumerated().contains { index, name in
                    FileSystem.walkPassesOver(String(name), isFolder: index < below.count - 1)
                }
                if walked, let name = below.last, SpecFormat.isSpecFileName(String(name)),
                    !FileSystem.exists(root + "/" + path)
                {
                    gone.insert(path)
                }
            }
        }
        return gone.sorted()
    }

    /// A repository path as the working tree names it from the current folder (`../Specs/App.nav`).
    func workingTreePath(of path: String) -> String {
        let here = FileSystem.realPath(".") ?? "."
        return BaselinePaths.relativePath(of: root + "/" + path, from: here)
    }

    /// The repository path of `file`, or a failure that says it lies outside the repository.
    private func pathInside(_ file: String) throws(CommandFailure) -> String {
        let path = repositoryPath(of: file)
        if path == ".." || path.hasPrefix("../") {
            throw CommandFailure(
                "\(file) is outside the git repository \(root), so it has no version at \(ref) to compare with; "
                    + "run navlint diff --against from the spec's own repository, or compare the files: "
                    + "navlint diff OLD NEW"
            )
        }
        return path
    }

    /// The blob at `path` at the revision, `nil` when there is none; a failure when it is larger than
    /// `maximumSize` (its size is asked of git before the blob is read) or cannot be read.
    private func blob(_ path: String, named name: String, maximumSize: Int) throws(CommandFailure) -> [UInt8]? {
        let object = "\(ref):\(path)"
        let size = Self.git(["cat-file", "-s", object])
        guard size.status == 0,
            let bytes = Int(String(decoding: size.output, as: UTF8.self).trimmingCharacters(in: .newlines))
        else { return nil }
        if bytes > maximumSize { throw FileSystem.tooLarge(name, size: bytes, limit: maximumSize) }
        let shown = Self.git(["cat-file", "blob", object])
        guard shown.status == 0 else { throw CommandFailure("cannot read \(object): \(shown.message)") }
        return shown.output
    }

    /// Runs git in the current folder: its exit status, standard output and the first line of its errors.
    private static func git(_ arguments: [String]) -> (status: Int32, output: [UInt8], message: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, [], "cannot run git: \(error.localizedDescription)")
        }
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
        return (process.terminationStatus, bytes, firstLine)
    }
}
