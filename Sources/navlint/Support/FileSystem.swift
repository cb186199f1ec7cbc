import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system work of the CLI: reading inputs, finding specs in folders, writing outputs atomically.
enum FileSystem {
    /// The largest input file read unless `--max-file-size` says otherwise (64 MiB).
    static let defaultMaximumFileSize = 64 << 20

    /// The bytes of a file, or a failure that names the file and says what to do.
    static func read(_ path: String, maximumSize: Int = defaultMaximumFileSize) throws(CommandFailure) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CommandFailure("cannot read \(path): \(systemError())") }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw CommandFailure("\(path) is a folder; name a file") }
        if Int(status.st_size) > maximumSize {
            throw CommandFailure("\(path) is \(Int(status.st_size) >> 20) MiB, over the limit of \(maximumSize >> 20) MiB; raise it with --max-file-size if the file is really meant")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CommandFailure("cannot read \(path): \(systemError())") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 { throw CommandFailure("cannot read \(path): \(systemError())") }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumSize {
                throw CommandFailure("\(path) is over the limit of \(maximumSize >> 20) MiB; raise it with --max-file-size if the file is really meant")
            }
        }
        return bytes
    }

    /// Everything on standard input.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress!, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then a rename, so a failed
    /// run never leaves a half-written file where a good one stood.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("cannot write \(path): the folder \(directory) does not exist; create it first")
        }
        var template = Array((directory + "/.\((path as NSString).lastPathComponent).navlint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CommandFailure("cannot write \(path): \(systemError()); check that the folder is writable") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 {
                let reason = systemError()
                close(descriptor)
                unlink(temporary)
                throw CommandFailure("cannot write \(path): \(reason)")
            }
            offset += written
        }
        fchmod(descriptor, 0o644)
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(reason)")
        }
    }

    /// Whether `path` is a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Every file below `folder` whose name passes `accept`, sorted. Hidden folders and build folders are
    /// skipped; a folder reached twice through links is read once, so link loops end.
    static func files(under folder: String, accept: (String) -> Bool) -> [String] {
        var found: [String] = []
        var visited = Set<String>()
        var pending = [folder]
        while let current = pending.popLast() {
            guard let real = realPath(current), visited.insert(real).inserted else { continue }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries.sorted() {
                if entry.hasPrefix(".") { continue }
                let path = current == "." ? entry : current.hasSuffix("/") ? current + entry : current + "/" + entry
                if isFolder(path) {
                    if entry != "node_modules" && entry != "DerivedData" { pending.append(path) }
                } else if accept(entry) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
