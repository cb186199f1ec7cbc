// Where the parser stands and how its messages describe bytes: needed only when a message is written.
extension JSONParser {
    /// The location of `position`, counting the characters from the start of its line (for messages).
    func location() -> SourceLocation {
        var column = 1
        var offset = lineStart
        while offset < position {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SourceLocation(line: line, column: column)
    }

    func error(_ message: String) -> InputError {
        InputError(.syntax, message, at: location())
    }

    func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the file" }
        return describeByte(bytes[position], quoted: true)
    }

    func describeByte(_ byte: UInt8, quoted: Bool = false) -> String {
        switch byte {
        case 0: return "a NUL byte"
        case 0x21...0x7E:
            return quoted ? "'\(Character(Unicode.Scalar(byte)))'" : String(Character(Unicode.Scalar(byte)))
        case UInt8(ascii: "\n"): return "a line break"
        default: return "byte 0x\(hex(byte, width: 2))"
        }
    }

    func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
