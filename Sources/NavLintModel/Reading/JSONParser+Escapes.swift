import NavLintSupport

// The checks of what a string holds beyond plain ASCII: UTF-8 sequences and escapes.
extension JSONParser {
    /// Checks the UTF-8 sequence at `position` and returns its length in bytes.
    func validateUTF8Sequence() throws(InputError) -> Int {
        do throws(UTF8Validator.Problem) {
            return try UTF8Validator.sequenceLength(at: position, in: bytes)
        } catch {
            let lead = "byte 0x\(hex(bytes[position], width: 2))"
            switch error {
            case .invalidLead:
                throw self.error("invalid UTF-8: \(lead) cannot start a character; save the file as UTF-8")
            case .truncated:
                throw self.error("invalid UTF-8: the file ends in the middle of a character; save the file as UTF-8")
            case .missingContinuation:
                throw self.error(
                    "invalid UTF-8: \(lead) is not followed by a continuation byte; save the file as UTF-8")
            case .outOfRange:
                throw self.error("invalid UTF-8: an overlong or out-of-range sequence; save the file as UTF-8")
            }
        }
    }

    /// Checks the escape sequence at `position` and moves past it.
    mutating func validateEscape() throws(InputError) {
        guard position + 1 < bytes.count else { throw error("the file ends inside an escape sequence") }
        let escaped = bytes[position + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
            return
        case UInt8(ascii: "u"):
            break
        default:
            throw error(
                "invalid escape '\\\(describeByte(escaped))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            )
        }
        let scalar = try readHex4(at: position + 2)
        position += 6
        if (0xD800...0xDBFF).contains(scalar) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    "a high surrogate \\u\(hex(scalar, width: 4)) must be followed by a low surrogate \\uDC00-\\uDFFF")
            }
            let low = try readHex4(at: position + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("expected a low surrogate \\uDC00-\\uDFFF after \\u\(hex(scalar, width: 4))")
            }
            position += 6
        } else if (0xDC00...0xDFFF).contains(scalar) {
            position -= 6
            throw error("a lone low surrogate \\u\(hex(scalar, width: 4)) is not a character")
        }
    }

    func readHex4(at offset: Int) throws(InputError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
