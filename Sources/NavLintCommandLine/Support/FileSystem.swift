import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system work of the CLI: reading inputs, finding specs in folders, writing outputs atomically.
package enum FileSystem {
    /// The largest input file read unless `--max-file-size` says otherwise (64 MiB).
    package static let defaultMaximumFileSize = 64 << 20

    /// The largest Swift file read unless `--max-file-size` says otherwise (4 MiB). Parsing takes about
    /// a hundred times a file's size in memory while its tree lives (docs/ROBUSTNESS.md), and real source
    /// files stay far below this.
    package static let defaultMaximumSwiftFileSize = 4 << 20

    /// The bytes of a file, or a failure that names the file and says what to do.
    package static func read(
        _ path: String, maximumSize: Int = defaultMaximumFileSize
    ) throws(CommandFailure) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CommandFailure("cannot read \(path): \(systemError())") }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw CommandFailure("\(path) is a folder; name a file") }
        if Int(status.st_size) > maximumSize { throw tooLarge(path, size: Int(status.st_size), limit: maximumSize) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandFailure("cannot read \(path): \(systemError())") }
        defer { close(descriptor) }
        // The size stat gave is read straight into place. One byte more than that means the file grew,
        // or stat knew no size (a pipe): the rest is read in chunks.
        let expected = Int(status.st_size)
        MemoryTuning.prepareHeap(forInputOfSize: expected)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            (count, failure) = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
        }
        if failure == 0 && bytes.count > expected {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var more = true
            while more && failure == 0 && bytes.count <= maximumSize {
                let count: Int
                (count, failure) = chunk.withUnsafeMutableBytes { fill($0, from: descriptor) }
                bytes.append(contentsOf: chunk[..<count])
                more = count == chunk.count
            }
        }
        if failure != 0 { throw CommandFailure("cannot read \(path): \(String(cString: strerror(failure)))") }
        if bytes.count > maximumSize {
            throw CommandFailure(
                "\(path) is larger than the limit of \(describeLimit(maximumSize)); "
                    + "raise it with --max-file-size if the file is really meant"
            )
        }
        return bytes
    }

    /// The failure for an input of `size` bytes over the `--max-file-size` limit.
    package static func tooLarge(_ name: String, size: Int, limit: Int) -> CommandFailure {
        CommandFailure("\(name) is \(overLimit(size: size, limit: limit))")
    }

    /// Why an input of `size` bytes is not read: over the `--max-file-size` limit, and what to do about it.
    static func overLimit(size: Int, limit: Int) -> String {
        "\(describeSize(size)), over the limit of \(describeLimit(limit)); "
            + "raise it with --max-file-size if the file is really meant"
    }

    /// `1.5 MiB (1572864 bytes)`: rounded down to a tenth, with the exact count so that a size just over a
    /// limit never reads as equal to it.
    package static func describeSize(_ bytes: Int) -> String {
        let tenths = bytes / ((1 << 20) / 10)
        return "\(tenths / 10).\(tenths % 10) MiB (\(bytes) bytes)"
    }

    /// `1 MiB`, or the size in bytes when the limit is not a whole number of MiB.
    package static func describeLimit(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// Everything on standard input.
    static func readStandardInput() throws(CommandFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot read standard input: \(systemError())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes `bytes` to `path`, the way every `-o FILE` does.
    ///
    /// - A regular file (new or existing) is replaced atomically: a temporary file in the same folder
    ///   (`.navlint-XXXXXX.tmp`), flushed to disk, then renamed over it, so a failed run never leaves a
    ///   half-written file where a good one stood. An existing file keeps its permission bits (and, for root,
    ///   its owner); a new file gets the permissions the umask allows, as the shell's `>` would.
    /// - A symbolic link is followed: the file it points to is replaced, and the link stays.
    /// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are written through the descriptor
    ///   the process already holds; character devices, FIFOs and sockets are opened and written directly.
    /// - `durable: false` leaves out the flushes to disk (for a cache, whose entries check themselves: a crash
    ///   may lose a new entry, never leave a half-written one in use).
    package static func writeAtomically(
        _ bytes: [UInt8], to path: String, durable: Bool = true
    ) throws(CommandFailure) {
        if let descriptor = inheritedDescriptor(path) {
            if descriptor == 1 { Terminal.flush() }
            if let reason = writeAll(bytes, to: descriptor) { throw CommandFailure("cannot write \(path): \(reason)") }
            return
        }
        let target = try followLinks(path)
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw CommandFailure("cannot write \(path): \(systemError())") }
            try replace(
                target, with: bytes, mode: 0o666 & ~currentUmask(), owner: nil, naming: path, durable: durable)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            try replace(
                target, with: bytes, mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid), naming: path,
                durable: durable)
        case S_IFDIR:
            throw CommandFailure("cannot write \(path): it is a folder; name a file")
        default:
            try writeDirectly(bytes, to: target, naming: path)
        }
    }

    /// The descriptor that `path` names by convention (`/dev/stdout` is 1, `/dev/fd/3` is 3), if any.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// The path a chain of symbolic links at `path` ends at (the last link's target may not exist yet).
    private static func followLinks(_ path: String) throws(CommandFailure) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw CommandFailure("cannot write \(path): \(systemError())") }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        throw CommandFailure("cannot write \(path): too many levels of symbolic links")
    }

    /// Replaces the regular file `target` (or creates it) through a temporary file and a rename.
    private static func replace(
        _ target: String, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?, naming path: String,
        durable: Bool
    ) throws(CommandFailure) {
        let directory = folder(of: target)
        guard isFolder(directory) else {
            throw CommandFailure("cannot write \(path): the folder \(directory) does not exist; create it first")
        }
        // A short name of its own, not one made from the target's: any name the target may have still fits.
        var template = Array((directory + "/.navlint-XXXXXX.tmp").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw CommandFailure(
                "cannot write \(path): \(systemError()); check that the folder \(directory) is writable")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> CommandFailure {
            close(descriptor)
            unlink(temporary)
            return CommandFailure("cannot write \(path): \(reason)")
        }
        if let reason = writeAll(bytes, to: descriptor) { throw fail(reason) }
        if let (uid, gid) = owner, geteuid() == 0, uid != 0 || gid != 0, fchown(descriptor, uid, gid) != 0 {
            throw fail(systemError())
        }
        guard fchmod(descriptor, mode) == 0 else { throw fail(systemError()) }
        guard !durable || fsync(descriptor) == 0 || errno == EINVAL || errno == ENOTSUP else {
            throw fail(systemError())
        }
        guard close(descriptor) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(reason)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(reason)")
        }
        if durable { syncFolder(directory) }
    }

    /// Writes to a device, FIFO or socket as it is: such a file cannot be replaced, only written.
    private static func writeDirectly(_ bytes: [UInt8], to target: String, naming path: String) throws(CommandFailure) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandFailure("cannot write \(path): \(systemError())") }
        if let reason = writeAll(bytes, to: descriptor) {
            close(descriptor)
            throw CommandFailure("cannot write \(path): \(reason)")
        }
        guard close(descriptor) == 0 else { throw CommandFailure("cannot write \(path): \(systemError())") }
    }

    /// Writes every byte to `descriptor`; the reason it could not, or nil.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return systemError()
            }
            if written == 0 { return "nothing could be written" }
            offset += written
        }
        return nil
    }

    /// Flushes a folder's entries after a rename, where the file system allows it (a crash then keeps the
    /// new file rather than neither). The rename has happened either way, so a failure here is not reported.
    private static func syncFolder(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The process's file-creation mask (reading it means setting it, so it is set back at once).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Whether `path` is a folder (following links).
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a stream rather than a file in a folder: a pipe (process substitution's
    /// `/dev/fd/63`), a device, a socket, or anything under `/dev/` (`/dev/stdin`, even when it is redirected
    /// from a file).
    package static func isStream(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return path.hasPrefix("/dev/") || (type != S_IFREG && type != S_IFDIR)
    }

    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Every file below `folder` whose name passes `accept`, sorted. Hidden folders and build folders are
    /// skipped; a folder reached twice through links is read once, so link loops end. A folder that cannot
    /// be listed is an error that names it: a search that skipped it would pass without checking its specs.
    static func files(under folder: String, accept: (String) -> Bool) throws(CommandFailure) -> [String] {
        try listedFiles(under: folder, accept: accept).map(\.path)
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    /// Reads from `descriptor` until `buffer` is full or the file ends: how many bytes were read, and
    /// the errno of a read that failed (0 when none did).
    static func fill(
        _ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32
    ) -> (count: Int, error: Int32) {
        var count = 0
        while count < buffer.count {
            let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0 {
                if errno == EINTR { continue }
                return (count, errno)
            }
            if read == 0 { break }
            count += read
        }
        return (count, 0)
    }

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
