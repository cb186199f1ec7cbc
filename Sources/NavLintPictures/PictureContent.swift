import CImageCodec

/// What a picture's bytes are taken to be, as the thumbnail cache keys them: two 64-bit hashes of the bytes
/// with different seeds, and their count.
public struct PictureContent: Hashable, Sendable {
    public let first: UInt64
    public let second: UInt64
    public let count: UInt64

    public init(first: UInt64, second: UInt64, count: UInt64) {
        self.first = first
        self.second = second
        self.count = count
    }

    /// Hashes every byte.
    public init(bytes: [UInt8]) {
        let (first, second) = bytes.withUnsafeBufferPointer { buffer in
            (
                navlint_hash64(buffer.baseAddress, buffer.count, 0),
                navlint_hash64(buffer.baseAddress, buffer.count, 0x6E61_766C_696E_7421)
            )
        }
        self.init(first: first, second: second, count: UInt64(bytes.count))
    }
}
