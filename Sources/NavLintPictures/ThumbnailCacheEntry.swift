import CImageCodec

/// A thumbnail as it is kept in a cache, and the key it is kept under: the picture's content (two 64-bit
/// hashes of its bytes and their count), the width and encoding asked for, and the codec's version, so that
/// the same bytes give the same thumbnail whether it is made or read back, and any other bytes, width or
/// codec miss. An entry repeats its key and hashes its own bytes, so that a truncated, mixed-up or
/// tampered file is a miss too, never a wrong picture.
public struct ThumbnailCacheEntry: Sendable, Equatable {
    /// The key: a file name of hexadecimal digits.
    public let name: String
    /// The content of the picture it is for.
    public let content: PictureContent
    private let key: [UInt8]

    /// Bumped when the thumbnails navlint makes change for the same bytes and libraries.
    static let formatVersion: UInt32 = 1
    private static let magic = Array("navlint-thumbnail".utf8)

    public init(pictureBytes bytes: [UInt8], width: Int, encoding: Thumbnail.Encoding) {
        self.init(content: PictureContent(bytes: bytes), width: width, encoding: encoding)
    }

    /// The entry of a picture whose content is known without reading it (``PictureIdentityMemo``).
    public init(content: PictureContent, width: Int, encoding: Thumbnail.Encoding) {
        self.content = content
        var key: [UInt8] = []
        for value in [content.first, content.second, content.count] { key += LittleEndian.bytes(value, count: 8) }
        let width = UInt32(min(max(width, 1), Thumbnail.maximumWidth))
        for value in [width, encoding == .png ? 1 : 0, Self.formatVersion, navlint_codec_version()] {
            key += LittleEndian.bytes(UInt64(value), count: 4)
        }
        self.key = key
        let hash = key.withUnsafeBufferPointer { navlint_hash64($0.baseAddress, $0.count, 0) }
        name = Self.hex(content.first) + Self.hex(content.second) + Self.hex(hash)
    }

    /// The bytes a cache keeps for `thumbnail`.
    public func bytes(of thumbnail: Thumbnail) -> [UInt8] {
        var header = Self.magic + key
        let values = [thumbnail.width, thumbnail.height, thumbnail.sourceWidth, thumbnail.sourceHeight]
        for value in values { header += LittleEndian.bytes(UInt64(value), count: 4) }
        header.append(thumbnail.sourceFormat == .png ? 0 : 1)
        let check = thumbnail.bytes.withUnsafeBufferPointer { navlint_hash64($0.baseAddress, $0.count, 1) }
        header += LittleEndian.bytes(check, count: 8) + LittleEndian.bytes(UInt64(thumbnail.bytes.count), count: 8)
        return header + thumbnail.bytes
    }

    /// The thumbnail a cache's bytes hold, or nil when they are not a whole entry for this key.
    public func thumbnail(from stored: [UInt8], encoding: Thumbnail.Encoding) -> Thumbnail? {
        let fixed = Self.magic.count + key.count
        guard stored.count >= fixed + 33, stored[..<fixed].elementsEqual(Self.magic + key) else { return nil }
        var reader = LittleEndian.Reader(bytes: stored, offset: fixed)
        let sizes = (0..<4).map { _ in Int(reader.read(4)) }
        let format: Thumbnail.SourceFormat = reader.read(1) == 0 ? .png : .jpeg
        let check = reader.read(8)
        guard reader.read(8) == UInt64(stored.count - reader.offset) else { return nil }
        let payload = Array(stored[reader.offset...])
        guard payload.withUnsafeBufferPointer({ navlint_hash64($0.baseAddress, $0.count, 1) }) == check else {
            return nil
        }
        return Thumbnail(
            bytes: payload, encoding: encoding, width: sizes[0], height: sizes[1], sourceFormat: format,
            sourceWidth: sizes[2], sourceHeight: sizes[3])
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
