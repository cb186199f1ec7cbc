import CImageCodec

/// What the file system says about a file without reading it: when all of it is as it was, its bytes are
/// taken to be as they were (as Git's index does). Times are in nanoseconds since 1970.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let size: UInt64
    public let modified: Int64
    public let changed: Int64

    public init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

/// The content of the pictures read before, by their files' identities, so that a repeated render finds
/// their thumbnails without reading them (the thumbnails stay kept by content). An entry is trusted only when
/// the file's modification and change times are both older than the `stamp` of the run that read it: the file
/// system's time before that run looked at any file. A file written in the same tick as it was read could
/// have changed after the read without changing its times; such racy entries are read again (and remembered
/// with the new run's stamp). Its bytes check themselves: damaged bytes are an empty memo, never a wrong one.
public struct PictureIdentityMemo: Sendable, Equatable {
    private struct Remembered: Equatable {
        let content: PictureContent
        let stamp: Int64
    }

    private var entries: [FileIdentity: Remembered] = [:]

    /// At most this many files are remembered; the ones read longest ago go first.
    public static let maximumCount = 50_000
    private static let magic = Array("navlint-identities".utf8)
    private static let formatVersion: UInt64 = 1
    private static let entrySize = 9 * 8

    public init() {}

    /// How many files it remembers.
    public var count: Int { entries.count }

    /// The content of the file with this identity, when it was read with times older than that run's stamp.
    public func content(of identity: FileIdentity) -> PictureContent? {
        guard let remembered = entries[identity], identity.modified < remembered.stamp,
            identity.changed < remembered.stamp
        else { return nil }
        return remembered.content
    }

    /// Remembers that the file with this identity held `content` in a run that began at `stamp`.
    public mutating func remember(_ content: PictureContent, of identity: FileIdentity, stamp: Int64) {
        entries[identity] = Remembered(content: content, stamp: stamp)
    }

    /// The memo as a file keeps it: the same entries give the same bytes. Past ``maximumCount`` entries, those
    /// with the oldest stamps are left out.
    public func bytes() -> [UInt8] {
        // Each identity's fields are worked out once, for the order and for the bytes alike.
        let kept = entries.map { (fields: Self.fields(of: $0.key), remembered: $0.value) }
            .sorted(by: Self.keptFirst).prefix(Self.maximumCount)
        var bytes = Self.magic + LittleEndian.bytes(Self.formatVersion, count: 8)
        bytes += LittleEndian.bytes(UInt64(kept.count), count: 8)
        bytes.reserveCapacity(bytes.count + kept.count * Self.entrySize + 8)
        for (fields, remembered) in kept {
            let content = remembered.content
            let values = fields + [UInt64(bitPattern: remembered.stamp), content.first, content.second, content.count]
            for value in values { bytes += LittleEndian.bytes(value, count: 8) }
        }
        return bytes + LittleEndian.bytes(Self.check(bytes), count: 8)
    }

    /// The memo a file's bytes hold, or nil when they are not a whole one of this version.
    public init?(bytes: [UInt8]) {
        let header = Self.magic.count + 16
        guard bytes.count >= header + 8, bytes[..<Self.magic.count].elementsEqual(Self.magic) else { return nil }
        var reader = LittleEndian.Reader(bytes: bytes, offset: Self.magic.count)
        guard reader.read(8) == Self.formatVersion else { return nil }
        let count = reader.read(8)
        guard count <= UInt64(Self.maximumCount), bytes.count == header + Int(count) * Self.entrySize + 8
        else { return nil }
        var checkReader = LittleEndian.Reader(bytes: bytes, offset: bytes.count - 8)
        guard Self.check(Array(bytes.dropLast(8))) == checkReader.read(8) else { return nil }
        for _ in 0..<count {
            let values = (0..<9).map { _ in reader.read(8) }
            let identity = FileIdentity(
                device: values[0], inode: values[1], size: values[2], modified: Int64(bitPattern: values[3]),
                changed: Int64(bitPattern: values[4]))
            let content = PictureContent(first: values[6], second: values[7], count: values[8])
            entries[identity] = Remembered(content: content, stamp: Int64(bitPattern: values[5]))
        }
    }

    /// The newer stamp first; the same stamps in the order of the identities' fields.
    private static func keptFirst(
        _ left: (fields: [UInt64], remembered: Remembered), _ right: (fields: [UInt64], remembered: Remembered)
    ) -> Bool {
        guard left.remembered.stamp == right.remembered.stamp else {
            return left.remembered.stamp > right.remembered.stamp
        }
        return left.fields.lexicographicallyPrecedes(right.fields)
    }

    private static func fields(of identity: FileIdentity) -> [UInt64] {
        [
            identity.device, identity.inode, identity.size, UInt64(bitPattern: identity.modified),
            UInt64(bitPattern: identity.changed),
        ]
    }

    private static func check(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { navlint_hash64($0.baseAddress, $0.count, 2) }
    }
}
