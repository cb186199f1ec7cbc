import Foundation
import NavLintCommandLine
import NavLintCore

/// Reads specs as they are at a git revision, for `navlint diff --against`: `git show REF:PATH`, with
/// the path made relative to the repository's top folder.
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

    /// The path of a file of the working tree inside the repository (`Specs/App.nav`).
    func repositoryPath(of file: String) -> String {
        let folder = FileSystem.realPath(FileSystem.folder(of: file)) ?? FileSystem.folder(of: file)
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return BaselinePaths.relativePath(of: folder + "/" + name, from: root)
    }

    /// The name the old version goes by in reports: `REF:path`.
    func name(of file: String) -> String { ref + ":" + repositoryPath(of: file) }

    /// The bytes of `file` as it is at the revision, or a failure that says why it cannot be compared: it
    /// lies outside the repository, it is not at the revision, or it is larger than `maximumSize` there
    /// (its size is asked of git before the blob is read).
    func read(_ file: String, maximumSize: Int) throws(CommandFailure) -> [UInt8] {
        let path = repositoryPath(of: file)
        if path == ".." || path.hasPrefix("../") {
            throw CommandFailure(
                "\(file) is outside the git repository \(root), so it has no version at \(ref) to compare with; "
                    + "run navlint diff --against from the spec's own repository, or compare the files: "
                    + "navlint diff OLD NEW"
            )
        }
        let object = "\(ref):\(path)"
        let size = Self.git(["cat-file", "-s", object])
        guard size.status == 0,
            let bytes = Int(String(decoding: size.output, as: UTF8.self).trimmingCharacters(in: .newlines))
        else {
            throw CommandFailure(
                "\(file) is not in \(ref) (added or renamed since then), so there is nothing to compare it with; "
                    + "to compare a renamed spec, give both files: git show \(ref):OLD-PATH > old.nav, "
                    + "then navlint diff old.nav \(file)"
            )
        }
        if bytes > maximumSize { throw FileSystem.tooLarge(name(of: file), size: bytes, limit: maximumSize) }
        let shown = Self.git(["cat-file", "blob", object])
        guard shown.status == 0 else { throw CommandFailure("cannot read \(object): \(shown.message)") }
        return shown.output
    }

    /// The spec files at the revision below the current folder (repository paths) that the working tree
    /// no longer has: deleted or renamed since. Paths are read NUL-separated, as git writes them unquoted.
    func specsGone() -> [String] {
        let listed = Self.git(["ls-tree", "-r", "-z", "--name-only", "--full-name", ref, "--", "."])
        guard listed.status == 0 else { return [] }
        let paths = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return paths.filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return SpecFormat.isSpecFileName(name) && !FileSystem.exists(root + "/" + path)
        }
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
