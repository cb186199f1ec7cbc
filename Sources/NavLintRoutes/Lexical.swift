// The route engine compiles this file, and `navlint gen swift` copies its text into every
// parser it writes (NavLintGen embeds it as a resource), so that the generated code tests int,
// double, uuid and bool exactly as `resolve` does. It may use the standard library only, and its
// lines stay within 100 columns once nested in the generated code.

/// Lexical tests for the placeholder types.
enum Lexical {
    /// Optional `-`, then ASCII digits, however many: the type is lexical, so that every int is
    /// also a double and precedence never depends on a value's size.
    static func isInt(_ text: String) -> Bool {
        hasIntegerShape(text.utf8[...])
    }

    /// Optional `-`, digits, optionally `.` and digits. No exponent, no `+`.
    static func isDouble(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else {
            return hasIntegerShape(bytes[...])
        }
        let fraction = bytes[bytes.index(after: dot)...]
        return hasIntegerShape(bytes[..<dot]) && !fraction.isEmpty && fraction.allSatisfy(isDigit)
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    static func isUUID(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    static func isBool(_ text: String) -> Bool { text == "true" || text == "false" }

    /// Lowercased text, without work for text that has no uppercase letters.
    static func caseFolded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 && ($0 < 0x41 || $0 > 0x5A) }) { return text }
        return text.lowercased()
    }

    private static func hasIntegerShape(_ bytes: Substring.UTF8View) -> Bool {
        var digits = bytes
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
