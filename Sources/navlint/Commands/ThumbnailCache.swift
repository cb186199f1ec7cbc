import Foundation
import NavLintCommandLine
import NavLintPictures

/// The thumbnails `render` made before, kept by the content of their pictures (``ThumbnailCacheEntry``), so
/// that drawing the same pictures again skips decoding them. It lives in `navlint/thumbnails` under
/// `XDG_CACHE_HOME` (else `~/.cache`); `NAVLINT_NO_CACHE` set to anything but nothing turns it off. It is
/// never needed: a folder that cannot be made, read or written is passed over in silence, and what it holds
/// never names a path. Entries are written atomically (two runs may share it) and checked when read, and the
/// least recently used go when it holds more than ``maximumSize``. ``PictureIdentities`` spares reading the
/// pictures that did not change.
struct ThumbnailCache: Sendable {
    let folder: String
    /// Where ``PictureIdentities`` keeps what the pictures read before held: beside the folder, so that
    /// trimming the entries never counts it.
    let identitiesFile: String

    /// How much the cache may hold; past it, the least recently used entries are removed down to three
    /// quarters of it.
    static let maximumSize = 256 << 20

    /// The cache the environment asks for, or nil when it is turned off or there is no home folder.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self? {
        if let off = environment["NAVLINT_NO_CACHE"], !off.isEmpty { return nil }
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache"
        } else {
            return nil
        }
        return ThumbnailCache(
            folder: base + "/navlint/thumbnails", identitiesFile: base + "/navlint/picture-identities")
    }

    /// The thumbnail kept under `entry`, if a whole one is; marks it as used.
    func load(_ entry: ThumbnailCacheEntry, encoding: Thumbnail.Encoding) -> Thumbnail? {
        let path = folder + "/" + entry.name
        guard
            case .bytes(let stored)? = try? FileSystem.readIfRegular(
                Array(path.utf8), naming: entry.name, maximumSize: Thumbnail.maximumFileSize),
            let thumbnail = entry.thumbnail(from: stored, encoding: encoding)
        else { return nil }
        _ = utimes(path, nil)
        return thumbnail
    }

    /// Keeps `thumbnail` under `entry`, when the folder can be made and written.
    func store(_ thumbnail: Thumbnail, as entry: ThumbnailCacheEntry) {
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return }
        try? FileSystem.writeAtomically(entry.bytes(of: thumbnail), to: folder + "/" + entry.name, durable: false)
    }

    /// Removes the least recently used entries (and stray temporary files over an hour old) when the cache
    /// holds more than ``maximumSize``.
    func trim() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var entries: [(path: String, used: Int, size: Int)] = []
        var total = 0
        for name in names {
            var status = stat()
            let path = folder + "/" + name
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            if name.hasPrefix(".navlint-"), time(nil) - Self.modified(status) > 3600 {
                unlink(path)
                continue
            }
            entries.append((path, Self.modified(status), Int(status.st_size)))
            total += Int(status.st_size)
        }
        guard total > Self.maximumSize else { return }
        for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) {
            guard total > Self.maximumSize / 4 * 3 else { break }
            if unlink(entry.path) == 0 { total -= entry.size }
        }
    }

    private static func modified(_ status: stat) -> Int {
        #if canImport(Darwin)
        Int(status.st_mtimespec.tv_sec)
        #else
        Int(status.st_mtim.tv_sec)
        #endif
    }
}
