/// The one check of UTF-8 that both readers make: a character's bytes must start with a lead byte, be
/// complete, and encode a scalar the shortest way, outside the surrogates and not past U+10FFFF.
package enum UTF8Validator {
    /// Why the bytes at an offset are not a UTF-8 character.
    package enum Problem: Error {
        /// The byte cannot start a character (a continuation byte, 0xC0, 0xC1 or 0xF5 and up).
        case invalidLead
        /// The input ends before the character's last byte.
        case truncated
        /// A byte that should continue the character does not.
        case missingContinuation
        /// An overlong encoding, a surrogate or a value past U+10FFFF.
        case outOfRange
    }

    /// The length in bytes of the non-ASCII character starting at `offset`, after checking it.
    @inline(__always)
    package static func sequenceLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> Int {
        let lead = bytes[offset]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
        default: throw .invalidLead
        }
        guard offset + length <= bytes.count else { throw .truncated }
        for index in (offset + 1)..<(offset + length) {
            let continuation = bytes[index]
            guard continuation & 0xC0 == 0x80 else { throw .missingContinuation }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { throw .outOfRange }
        return length
    }
}
