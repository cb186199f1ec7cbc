/// A hand-written parser for the route pattern grammar.
///
/// It reads the pattern's UTF-8 bytes in place. Every character with a meaning in the grammar is
/// ASCII, and the bytes of a multi-byte character are never ASCII, so reading bytes finds the same
/// structure as reading Unicode scalars. Offsets in errors and placeholders count Unicode scalars: for
/// ASCII text (nearly every pattern) they are the byte offsets; otherwise a table converts them.
struct PatternParser {
    enum Place {
        case host, firstPseudoSegment, path, queryValue, fragment
    }

    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// For text that is not all ASCII, the scalar offset of each byte offset and of the end; else empty.
    let scalarOffsets: [Int]
    /// The first space or ASCII control character, if any.
    let firstControl: Int?
    /// How many '/' and '{' the text has: room enough for its segments and placeholders.
    let slashes: Int
    let braces: Int
    /// Byte offset of the next byte to read.
    var index = 0
    var kind: RoutePattern.Kind = .custom
    /// The placeholders parsed so far, in the order written.
    var placeholders: [RoutePlaceholder] = []
    /// Placeholder names to their index in `placeholders`, filled in only once there are many.
    var placeholderIndex = NameIndex()

    /// A parser over `bytes`, the UTF-8 of `text`, which must outlive it.
    private init(_ text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
        var isASCII = true
        var firstControl: Int?
        var slashes = 0
        var braces = 0
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            if byte >= 0x80 {
                isASCII = false
            } else if byte <= 0x20 || byte == 0x7F {
                if firstControl == nil { firstControl = offset }
            } else if byte == ascii("/") {
                slashes += 1
            } else if byte == ascii("{") {
                braces += 1
            }
        }
        self.firstControl = firstControl
        self.slashes = slashes
        self.braces = braces
        if isASCII {
            scalarOffsets = []
        } else {
            var offsets: [Int] = []
            offsets.reserveCapacity(bytes.count + 1)
            var scalars = 0
            for byte in bytes {
                offsets.append(scalars)
                if byte & 0xC0 != 0x80 { scalars += 1 }
            }
            offsets.append(scalars)
            scalarOffsets = offsets
        }
    }

    /// Parses a pattern.
    static func parse(_ text: String) throws(RouteSyntaxError) -> RoutePattern {
        var contiguous = text
        let result = contiguous.withUTF8 { bytes in
            var parser = PatternParser(text, bytes: bytes)
            return Result { () throws(RouteSyntaxError) in try parser.parse() }
        }
        return try result.get()
    }

    /// The number of Unicode scalars before a byte offset (at the start of a character, or the end).
    func scalarOffset(_ byteOffset: Int) -> Int {
        scalarOffsets.isEmpty ? byteOffset : scalarOffsets[byteOffset]
    }

    /// The text of a range of bytes.
    func slice(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func fail(_ byteOffset: Int, _ message: String) -> RouteSyntaxError {
        RouteSyntaxError(offset: scalarOffset(byteOffset), message: message)
    }

    /// The character starting at a byte offset, quoted.
    func quoted(at byteOffset: Int) -> String {
        let scalar = slice(byteOffset..<bytes.count).unicodeScalars.first ?? "\u{FFFD}"
        return "'\(Character(scalar))'"
    }

    private mutating func parse() throws(RouteSyntaxError) -> RoutePattern {
        try rejectWhitespaceAndControls()
        let scheme = try parseScheme()
        // Comparing lengths first spares most string comparisons.
        func isOneOf(_ names: [String]) -> Bool {
            names.contains { $0.utf8.count == scheme.utf8.count && $0 == scheme }
        }
        if isOneOf(RoutePattern.pseudoSchemes) {
            kind = .pseudo
        } else if isOneOf(["http", "https"]) {
            kind = .web
        } else {
            kind = .custom
        }
        var host: RouteSegment?
        var tail: RoutePlaceholder?
        var segments: [RouteSegment] = []
        segments.reserveCapacity(slashes)
        placeholders.reserveCapacity(braces)

        if kind == .pseudo {
            if current == ascii("/") {
                throw fail(index, "a pseudo-scheme takes no '//'; write '\(scheme):name'")
            }
            guard let byte = current, byte != ascii("?"), byte != ascii("#") else {
                throw fail(index, "expected a segment after '\(scheme):'")
            }
            switch try parseSegment(.firstPseudoSegment) {
            case .placeholder(let placeholder) where placeholder.isTail: tail = placeholder
            case let segment: segments.append(segment)
            }
        } else {
            guard bytes.count >= index + 2, bytes[index] == ascii("/"), bytes[index + 1] == ascii("/") else {
                throw fail(index, "expected '//' after '\(scheme):'")
            }
            index += 2
            guard let byte = current, byte != ascii("/"), byte != ascii("?"), byte != ascii("#") else {
                throw fail(index, "expected a host after '\(scheme)://'")
            }
            host = kind == .web ? try parseWebHost() : try parseSegment(.host)
        }
        try parsePath(into: &segments, tail: &tail)
        let queryItems = current == ascii("?") ? try parseQuery() : []
        var fragment: RouteSegment?
        if current == ascii("#") {
            index += 1
            guard !atEnd else { throw fail(index, "expected a value or a placeholder after '#'") }
            fragment = try parseSegment(.fragment)
        }
        if current != nil {
            throw fail(index, "unexpected \(quoted(at: index)); expected '/', '?', '#' or the end of the pattern")
        }
        return RoutePattern(
            text: text, scheme: scheme, kind: kind, host: host, segments: segments, tail: tail, queryItems: queryItems,
            fragment: fragment, placeholders: placeholders
        )
    }

    /// The `/segment` parts up to the query, the fragment or the end.
    private mutating func parsePath(
        into segments: inout [RouteSegment], tail: inout RoutePlaceholder?
    ) throws(RouteSyntaxError) {
        while current == ascii("/") {
            let slash = index
            index += 1
            if atEnd || current == ascii("?") || current == ascii("#") { break }
            if current == ascii("/") { throw fail(index, "empty path segment: expected a segment, not '/'") }
            if tail != nil { throw fail(slash, "a '{name*}' tail must be the last path segment") }
            switch try parseSegment(.path) {
            case .placeholder(let placeholder) where placeholder.isTail: tail = placeholder
            case let segment: segments.append(segment)
            }
        }
    }

    /// Rejects spaces, control characters and (outside ASCII) other whitespace, at the first one.
    private func rejectWhitespaceAndControls() throws(RouteSyntaxError) {
        let message = "unexpected whitespace or control character; write a space as '%20'"
        if scalarOffsets.isEmpty {
            if let firstControl { throw fail(firstControl, message) }
            return
        }
        for (offset, scalar) in text.unicodeScalars.enumerated()
        where scalar.value <= 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.properties.isWhitespace) {
            throw RouteSyntaxError(offset: offset, message: message)
        }
    }

    private mutating func parseScheme() throws(RouteSyntaxError) -> String {
        guard let first = current else {
            throw fail(0, "expected a scheme such as 'shop' followed by ':'")
        }
        guard isASCIILetter(first) else {
            throw fail(0, "expected a scheme starting with a letter, such as 'shop:'")
        }
        let start = index
        while let byte = current, byte != ascii(":") {
            guard
                isASCIILetter(byte) || isASCIIDigit(byte) || byte == ascii("+") || byte == ascii("-")
                    || byte == ascii(".")
            else {
                let expected = "expected letters, digits, '+', '-', '.' or ':'"
                throw fail(index, "unexpected \(quoted(at: index)) in the scheme; \(expected)")
            }
            index += 1
        }
        guard current == ascii(":") else { throw fail(index, "expected ':' after the scheme") }
        index += 1
        return lowercasedSlice(start..<(index - 1))
    }

    /// An http(s) host: a domain, a wildcard domain (`*.example.com`) or a placeholder for any host.
    private mutating func parseWebHost() throws(RouteSyntaxError) -> RouteSegment {
        if current == ascii("{") {
            let open = index
            let placeholder = try parsePlaceholder(.host)
            guard placeholder.type == .string else {
                let written = "{\(placeholder.name)}"
                throw fail(open, "a host placeholder matches any host; write it without a type, as '\(written)'")
            }
            if let byte = current, !isDelimiter(byte, in: .path) {
                throw fail(index, "a host placeholder must be the whole host, as in 'https://{host}/path'")
            }
            placeholders.append(placeholder)
            return .placeholder(placeholder)
        }
        let isWildcard = current == ascii("*")
        if isWildcard {
            index += 1
            guard current == ascii("."), index + 1 < bytes.count, !isDelimiter(bytes[index + 1], in: .path) else {
                throw fail(index, "expected '.' and a domain after '*'; a wildcard host is written '*.example.com'")
            }
        }
        let start = index
        while let byte = current, !isDelimiter(byte, in: .path) {
            if byte == ascii("{") || byte == ascii("}") {
                throw fail(index, "a host placeholder must be the whole host, as in 'https://{host}/path'")
            }
            if byte == ascii("*") {
                throw fail(index, "'*' is only allowed as the first label of a host, as in '*.example.com'")
            }
            guard
                isASCIILetter(byte) || isASCIIDigit(byte) || byte == ascii("-") || byte == ascii(".")
                    || byte == ascii(":")
            else {
                let expected = "expected letters, digits, '-', '.' or ':'"
                throw fail(index, "unexpected \(quoted(at: index)) in the domain; \(expected)")
            }
            index += 1
        }
        let domain = lowercasedSlice(start..<index)
        return isWildcard ? .mixed([.wildcard, .text(domain)]) : .literal(domain)
    }

    /// The text of a range of ASCII bytes, lowercased.
    func lowercasedSlice(_ range: Range<Int>) -> String {
        let text = slice(range)
        return bytes[range].contains(where: { $0 >= ascii("A") && $0 <= ascii("Z") }) ? text.lowercased() : text
    }

    /// Characters that end a placeholder type or a query key.
    static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("}"), ascii("{"), ascii("/"), ascii("?"), ascii("&"), ascii("#"), ascii("="): return true
        default: return false
        }
    }

    func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
    }

    func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }
}

/// Where names first appear in a list that only grows, for lists too long to scan. Names may repeat
/// (`{_}`): the first position is kept.
struct NameIndex {
    var positions: [String: Int] = [:]
    /// How many names of the list are in `positions`.
    var filled = 0
}

/// The byte of an ASCII character.
private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
