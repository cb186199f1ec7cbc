/// A guard in front of the parser against running out of stack: swift-syntax's parser recurses once or more
/// for each level of nesting, and some nesting it does not bound itself (`A<A<A<...`, `try try try ...`,
/// long `else if` chains, `(Int) -> (Int) -> ...`), so a file of a few kilobytes could overflow any stack.
/// The bytes are counted before parsing, without parsing: the depth at a byte is the sum of
///
/// - `(`, `[` and `{` open, and `#if` open;
/// - `<` open since the last `{`, `}`, `;` or lone `=` (a `)` or `]` that closes a bracket the `<` stands in
///   ends it too, so comparisons do not add up);
/// - `->` in a row since the last `{`, `}`, `;`, lone `=` or declaration keyword;
/// - `try` and `await` in a row;
/// - the `else if` links of every chain still open.
///
/// Comments and strings are counted too: real code stays far below ``limit`` either way.
struct NestingDepth {
    /// The deepest nesting a file may have; the parser's threads have stack for it (``ParserThreads``).
    /// Real code nests a few dozen levels.
    static let limit = 1_000

    private var brackets = 0
    private var conditions = 0
    private var angles = 0
    /// The bracket count when the first `<` since the last reset opened.
    private var angleBase = 0
    private var arrows = 0
    private var prefixes = 0
    /// Per `{` level: the `else if` links of the chain written at that level.
    private var chains: [Int] = [0]
    private var links = 0
    /// Whether the last token was a `}` (a chain goes on only with `else`) or the word `else`.
    private var afterBrace = false
    private var afterElse = false

    private var depth: Int { brackets + conditions + angles + arrows + prefixes + links }

    /// The byte offset where the nesting first goes past ``limit``, or nil.
    static func firstExcess(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var scan = NestingDepth()
            var offset = 0
            while offset < bytes.count {
                // Spaces and line breaks, most of the bytes but words', change nothing: passed over here.
                if Self.isSpace(bytes[offset]) {
                    offset += 1
                    continue
                }
                offset = scan.step(bytes, at: offset)
                if scan.depth > limit { return offset - 1 }
            }
            return nil
        }
    }

    /// Reads the token at `offset`; the offset after it.
    private mutating func step(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let byte = bytes[offset]
        if Self.isWordByte(byte) {
            var end = offset + 1
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            let isDirective = offset > 0 && bytes[offset - 1] == UInt8(ascii: "#")
            word(UnsafeBufferPointer(rebasing: bytes[offset..<end]), isDirective: isDirective)
            return end
        }
        if Self.isSpace(byte) || byte == UInt8(ascii: "#") { return offset + 1 }
        let previous = offset > 0 ? bytes[offset - 1] : 0
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        punctuation(byte, previous: previous, next: next)
        return offset + 1
    }

    private mutating func word(_ text: UnsafeBufferPointer<UInt8>, isDirective: Bool) {
        let keyword = Keyword(text)
        if afterBrace && keyword != .else { endChain() }
        if isDirective {
            if keyword == .if { conditions += 1 }
            if keyword == .endif { conditions = max(0, conditions - 1) }
        } else if keyword == .if && afterElse {
            chains[chains.count - 1] += 1
            links += 1
        }
        if keyword == .try || keyword == .await {
            prefixes += 1
        } else {
            prefixes = 0
        }
        if keyword == .declaration { arrows = 0 }
        afterBrace = false
        afterElse = keyword == .else && !isDirective
    }

    private mutating func punctuation(_ byte: UInt8, previous: UInt8, next: UInt8) {
        if afterBrace { endChain() }
        afterBrace = false
        afterElse = false
        switch byte {
        case UInt8(ascii: "{"):
            brackets += 1
            chains.append(0)
            resetStatement()
        case UInt8(ascii: "}"):
            brackets = max(0, brackets - 1)
            if chains.count > 1 { links -= chains.removeLast() }
            resetStatement()
            afterBrace = true
        case UInt8(ascii: "("), UInt8(ascii: "["): brackets += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            brackets = max(0, brackets - 1)
            if brackets < angleBase { angles = 0 }
        case UInt8(ascii: "<"):
            if angles == 0 { angleBase = brackets }
            angles += 1
        case UInt8(ascii: ">"):
            if previous == UInt8(ascii: "-") { arrows += 1 } else { angles = max(0, angles - 1) }
        case UInt8(ascii: ";"): resetStatement()
        case UInt8(ascii: "="):
            let isOperator = "=<>!".utf8.contains(previous) || next == UInt8(ascii: "=")
            if !isOperator { resetStatement() }
        default: break
        }
    }

    /// A `}` not followed by `else`: the `else if` chain at the current level has ended.
    private mutating func endChain() {
        links -= chains[chains.count - 1]
        chains[chains.count - 1] = 0
    }

    private mutating func resetStatement() {
        angles = 0
        arrows = 0
        prefixes = 0
    }

    /// The words the count reads, told apart by their bytes (every word of a file is one: no text is made).
    private enum Keyword {
        case `if`, endif, `else`, `try`, await
        /// A word that ends a run of `->`: `func`, `var`, `let`, `case`, `init`, `subscript`, `typealias`,
        /// `associatedtype`, `return`.
        case declaration
        case other

        init(_ word: UnsafeBufferPointer<UInt8>) {
            func `is`(_ keyword: StaticString) -> Bool {
                keyword.utf8CodeUnitCount == word.count
                    && UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
                        .elementsEqual(word)
            }
            switch word.first {
            case UInt8(ascii: "i"): self = `is`("if") ? .if : `is`("init") ? .declaration : .other
            case UInt8(ascii: "e"): self = `is`("else") ? .else : `is`("endif") ? .endif : .other
            case UInt8(ascii: "t"): self = `is`("try") ? .try : `is`("typealias") ? .declaration : .other
            case UInt8(ascii: "a"): self = `is`("await") ? .await : `is`("associatedtype") ? .declaration : .other
            case UInt8(ascii: "f"): self = `is`("func") ? .declaration : .other
            case UInt8(ascii: "v"): self = `is`("var") ? .declaration : .other
            case UInt8(ascii: "l"): self = `is`("let") ? .declaration : .other
            case UInt8(ascii: "c"): self = `is`("case") ? .declaration : .other
            case UInt8(ascii: "s"): self = `is`("subscript") ? .declaration : .other
            case UInt8(ascii: "r"): self = `is`("return") ? .declaration : .other
            default: self = .other
            }
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
