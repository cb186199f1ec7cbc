/// Fixed-size little-endian numbers, as the thumbnail cache's files write them.
enum LittleEndian {
    /// The lowest `count` bytes of `value`, lowest first.
    static func bytes(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// Reads numbers one after another; the caller checks that enough bytes are left.
    struct Reader {
        let bytes: [UInt8]
        var offset: Int

        mutating func read(_ count: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            offset += count
            return value
        }
    }
}
