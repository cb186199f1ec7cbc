import Foundation
import NavLintCommandLine
import NavLintPictures

/// The content of the pictures `render` read, by their files' identities (``PictureIdentityMemo``), kept in
/// `picture-identities` beside the thumbnail cache's folder: a repeated render takes an unchanged picture's
/// thumbnail from the cache without reading the picture. Like the cache, it is never needed: a memo that
/// cannot be read is an empty one, and one that cannot be written is passed over in silence.
struct PictureIdentities {
    private let file: String
    private(set) var memo: PictureIdentityMemo
    /// The file system's time before this run looked at any picture.
    private let stamp: Int64
    private var changed = false

    /// Reads the memo and takes this run's stamp from a file made in the cache's folder; nil when no file can
    /// be made there (then nothing is remembered).
    init?(cache: ThumbnailCache) {
        guard let stamp = Self.fileSystemTime(in: cache.folder) else { return nil }
        self.stamp = stamp
        file = cache.identitiesFile
        let stored = try? FileSystem.readIfRegular(Array(file.utf8), naming: "", maximumSize: 16 << 20)
        if case .bytes(let bytes)? = stored, let memo = PictureIdentityMemo(bytes: bytes) {
            self.memo = memo
        } else {
            memo = PictureIdentityMemo()
        }
    }

    /// Remembers the content of a file read in this run, as it was before it was read.
    mutating func remember(_ content: PictureContent, of identity: FileIdentity) {
        guard memo.content(of: identity) != content else { return }
        memo.remember(content, of: identity, stamp: stamp)
        changed = true
    }

    /// Writes the memo when this run remembered anything new.
    func save() {
        guard changed else { return }
        try? FileSystem.writeAtomically(memo.bytes(), to: file, durable: false)
    }

    /// The identity of the regular file at `path`, or nil when it is none.
    static func identity(of path: [UInt8]) -> FileIdentity? {
        var status = stat()
        guard FileSystem.withCString(path, { stat($0, &status) }) == 0 else { return nil }
        return identity(of: status)
    }

    /// The identity a file's status gives, or nil when it is no regular file.
    static func identity(of status: stat) -> FileIdentity? {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        let (modified, changed) = times(of: status)
        return FileIdentity(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: UInt64(truncatingIfNeeded: status.st_size), modified: nanoseconds(modified),
            changed: nanoseconds(changed))
    }

    /// A file's modification and change times.
    private static func times(of status: stat) -> (modified: timespec, changed: timespec) {
        #if canImport(Darwin)
        (status.st_mtimespec, status.st_ctimespec)
        #else
        (status.st_mtim, status.st_ctim)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// The time the file system gives a file made now (in the cache's folder, then removed): the clock that
    /// dates the pictures' changes, which may lag the system's own by a tick.
    private static func fileSystemTime(in folder: String) -> Int64? {
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        let path = folder + "/.navlint-stamp-" + UUID().uuidString
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            unlink(path)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return nanoseconds(times(of: status).modified)
    }
}
