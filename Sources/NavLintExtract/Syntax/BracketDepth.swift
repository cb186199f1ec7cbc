/// A guard in front of the parser: Swift's parser (the compiler's and swift-syntax's alike) takes time that
/// doubles with each `[` left open inside another, so a file of a few bytes (`[[[[...` twenty-five deep)
/// can keep it busy for minutes. The file's bytes are counted, not parsed: a `[` opens, a `]` closes, and
/// the first offset where more than ``limit`` are open is where reading stops. Real code nests a handful.
enum BracketDepth {
    /// The most `[` a file may hold open at once. The cost depends on where they open: after a stored property's
    /// name (`@State private var s[[[...`) 16 take 0.2 s in a release build and 16 s under the sanitizer, 14 a
    /// quarter of that. The measured apps' files hold at most 13 (brackets in strings and comments counted).
    static let limit = 14

    /// The byte offset of the first `[` that opens more than ``limit``, or nil.
    static func firstExcess(in text: String) -> Int? {
        var text = text
        // Read from the contiguous UTF-8 buffer: iterating `String.UTF8View` was a few percent of extraction.
        return text.withUTF8 { bytes in
            var open = 0
            for offset in bytes.indices {
                if bytes[offset] == UInt8(ascii: "[") {
                    open += 1
                    if open > limit { return offset }
                } else if bytes[offset] == UInt8(ascii: "]") {
                    open = max(0, open - 1)
                }
            }
            return nil
        }
    }
}
