/// Substring tests on the names and short texts read from syntax trees, made on their UTF-8 bytes. A `String`'s
/// `contains(_:)` of another string resolves to Foundation's here, which bridges both to `NSString` and searches
/// them as UTF-16; these tests run for most calls and declarations of every file.
enum NameText {
    /// Whether `text` contains `part`, byte for byte.
    static func contains(_ text: String, _ part: String) -> Bool {
        search(text, part, ignoringCase: false, prefixOnly: false)
    }

    /// Whether `text` contains `word`, whose letters are lowercase ASCII, whatever the case of the text's letters.
    static func containsIgnoringCase(_ text: String, _ word: String) -> Bool {
        search(text, word, ignoringCase: true, prefixOnly: false)
    }

    /// Whether `text` starts with `word`, whose letters are lowercase ASCII, whatever the case of the text's letters.
    static func hasPrefixIgnoringCase(_ text: String, _ word: String) -> Bool {
        search(text, word, ignoringCase: true, prefixOnly: true)
    }

    private static func search(_ text: String, _ part: String, ignoringCase: Bool, prefixOnly: Bool) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { bytes in
            part.withUTF8 { wanted in
                guard wanted.count <= bytes.count else { return false }
                let lastStart = prefixOnly ? 0 : bytes.count - wanted.count
                for start in 0...lastStart where matches(bytes, at: start, wanted, ignoringCase: ignoringCase) {
                    return true
                }
                return false
            }
        }
    }

    /// Whether `wanted` is at `start` of `bytes`. Ignoring case, an ASCII letter's byte with 0x20 set is its lower
    /// case, and no other byte becomes a lowercase letter that way.
    @inline(__always)
    private static func matches(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ wanted: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
    ) -> Bool {
        for offset in 0..<wanted.count {
            let byte = bytes[start + offset]
            let letter = wanted[offset] >= UInt8(ascii: "a") && wanted[offset] <= UInt8(ascii: "z")
            guard (ignoringCase && letter ? byte | 0x20 : byte) == wanted[offset] else { return false }
        }
        return true
    }
}
