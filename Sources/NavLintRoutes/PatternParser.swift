/// A hand-written parser for the route pattern grammar.
///
/// It reads the pattern's UTF-8 bytes in place. Every character with a meaning in the grammar is
/// ASCII, and the bytes of a multi-byte character are never ASCII, so reading bytes finds the same
/// structure as reading Unicode scalars. Offsets in errors and placeholders count Unicode scalars: for
/// ASCII text (nearly every pattern) they are the byte offsets; otherwise a table converts them.
struct PatternParser {
    private enum Place {
        case host, firstPseudoSegment, path, queryValue
    }

    private let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    /// For text that is not all ASCII, the scalar offset of each byte offset and of the end; else empty.
    private let scalarOffsets: [Int]
    /// The first space or ASCII control character, if any.
    private let firstControl: Int?
    /// How many '/' and '{' the text has: room enough for its segments and placeholders.
    private let slashes: Int
    private let braces: Int
    /// Byte offset of the next byte to read.
    private var index = 0
    private var kind: RoutePattern.Kind = .custom
    /// The placeholders parsed so far, in the order written.
    private var placeholders: [RoutePlaceholder] = []
    /// Placeholder names to their index in `placeholders`, filled in only once there are many.
    private var placeholderIndex: [String: Int] = [:]

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
    static func parse(_ text: String) throws(RoutePatternError) -> RoutePattern {
        var contiguous = text
        let result = contiguous.withUTF8 { bytes in
            var parser = PatternParser(text, bytes: bytes)
            return Result { () throws(RoutePatternError) in try parser.parse() }
        }
        return try result.get()
    }

    /// The number of Unicode scalars before a byte offset (at the start of a character, or the end).
    private func scalarOffset(_ byteOffset: Int) -> Int {
        scalarOffsets.isEmpty ? byteOffset : scalarOffsets[byteOffset]
    }

    /// The text of a range of bytes.
    private func slice(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private var atEnd: Bool { index >= bytes.count }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func fail(_ byteOffset: Int, _ message: String) -> RoutePatternError {
        RoutePatternError(offset: scalarOffset(byteOffset), message: message)
    }

    /// The character starting at a byte offset, quoted.
    private func quoted(at byteOffset: Int) -> String {
        let scalar = slice(byteOffset..<bytes.count).unicodeScalars.first ?? "\u{FFFD}"
        return "'\(Character(scalar))'"
    }

    private mutating func parse() throws(RoutePatternError) -> RoutePattern {
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

        switch kind {
        case .pseudo:
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
        case .web, .custom:
            guard bytes.count >= index + 2, bytes[index] == ascii("/"), bytes[index + 1] == ascii("/") else {
                throw fail(index, "expected '//' after '\(scheme):'")
            }
            index += 2
            guard let byte = current, byte != ascii("/"), byte != ascii("?"), byte != ascii("#") else {
                throw fail(index, "expected a host after '\(scheme)://'")
            }
            host = kind == .web ? try parseDomain() : try parseSegment(.host)
        }

        while current == ascii("/") {
            let slash = index
            index += 1
            if atEnd || current == ascii("?") { break }
            if current == ascii("/") { throw fail(index, "empty path segment: expected a segment, not '/'") }
            if tail != nil { throw fail(slash, "a '{name*}' tail must be the last path segment") }
            switch try parseSegment(.path) {
            case .placeholder(let placeholder) where placeholder.isTail: tail = placeholder
            case let segment: segments.append(segment)
            }
        }

        var queryItems: [RouteQueryItem] = []
        if current == ascii("?") {
            queryItems = try parseQuery()
        }
        if let byte = current {
            if byte == ascii("#") { throw fail(index, "fragments ('#') are not allowed in patterns") }
            throw fail(index, "unexpected \(quoted(at: index)); expected '/', '?' or the end of the pattern")
        }
        return RoutePattern(
            text: text, scheme: scheme, kind: kind, host: host, segments: segments, tail: tail, queryItems: queryItems,
            placeholders: placeholders
        )
    }

    /// Rejects spaces, control characters and (outside ASCII) other whitespace, at the first one.
    private func rejectWhitespaceAndControls() throws(RoutePatternError) {
        let message = "unexpected whitespace or control character; write a space as '%20'"
        if scalarOffsets.isEmpty {
            if let firstControl { throw fail(firstControl, message) }
            return
        }
        for (offset, scalar) in text.unicodeScalars.enumerated()
        where scalar.value <= 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.properties.isWhitespace) {
            throw RoutePatternError(offset: offset, message: message)
        }
    }

    private mutating func parseScheme() throws(RoutePatternError) -> String {
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
                throw fail(
                    index,
                    "unexpected \(quoted(at: index)) in the scheme; expected letters, digits, '+', '-', '.' or ':'")
            }
            index += 1
        }
        guard current == ascii(":") else { throw fail(index, "expected ':' after the scheme") }
        index += 1
        return lowercasedSlice(start..<(index - 1))
    }

    private mutating func parseDomain() throws(RoutePatternError) -> RouteSegment {
        let start = index
        while let byte = current, byte != ascii("/"), byte != ascii("?"), byte != ascii("#") {
            if byte == ascii("{") || byte == ascii("}") {
                throw fail(index, "the host of an http(s) pattern must be a literal domain, not a placeholder")
            }
            guard
                isASCIILetter(byte) || isASCIIDigit(byte) || byte == ascii("-") || byte == ascii(".")
                    || byte == ascii(":")
            else {
                throw fail(
                    index, "unexpected \(quoted(at: index)) in the domain; expected letters, digits, '-', '.' or ':'")
            }
            index += 1
        }
        return .literal(lowercasedSlice(start..<index))
    }

    /// The text of a range of ASCII bytes, lowercased.
    private func lowercasedSlice(_ range: Range<Int>) -> String {
        let text = slice(range)
        return bytes[range].contains(where: { $0 >= ascii("A") && $0 <= ascii("Z") }) ? text.lowercased() : text
    }

    private func isDelimiter(_ byte: UInt8, in place: Place) -> Bool {
        switch place {
        case .host, .firstPseudoSegment, .path: return byte == ascii("/") || byte == ascii("?") || byte == ascii("#")
        case .queryValue: return byte == ascii("&") || byte == ascii("#")
        }
    }

    private mutating func parseSegment(_ place: Place) throws(RoutePatternError) -> RouteSegment {
        if current == ascii("{") {
            let placeholder = try parsePlaceholder(place)
            if let byte = current, !isDelimiter(byte, in: place) {
                let expected = place == .queryValue ? "'&'" : "'/' or '?'"
                throw fail(
                    index, "expected \(expected) after the placeholder; a placeholder must fill the whole segment")
            }
            placeholders.append(placeholder)
            return .placeholder(placeholder)
        }
        let start = index
        while let byte = current, !isDelimiter(byte, in: place) {
            if byte == ascii("{") || byte == ascii("}") {
                throw fail(
                    index, "unexpected \(quoted(at: index)) in a literal; a placeholder must fill the whole segment")
            }
            index += 1
        }
        if index == start {
            throw fail(index, place == .queryValue ? "expected a value or a placeholder" : "expected a segment")
        }
        return .literal(try decodeLiteral(start..<index))
    }

    private func decodeLiteral(_ range: Range<Int>) throws(RoutePatternError) -> String {
        let literal = UnsafeBufferPointer(rebasing: bytes[range])
        do {
            return try PercentCoding.decode(literal)
        } catch .badEscape(let offset) {
            throw fail(range.lowerBound + offset, "expected two hex digits after '%'")
        } catch {
            throw fail(range.lowerBound, "the percent-escapes do not form UTF-8 text")
        }
    }

    private mutating func parsePlaceholder(_ place: Place) throws(RoutePatternError) -> RoutePlaceholder {
        let open = index
        index += 1
        let nameStart = index
        while let byte = current, isASCIILetter(byte) || isASCIIDigit(byte) || byte == ascii("_") {
            index += 1
        }
        guard index > nameStart else {
            if atEnd { throw fail(index, "expected a placeholder name after '{'") }
            throw fail(index, "expected a placeholder name (letters, digits or '_') after '{'")
        }
        if isASCIIDigit(bytes[nameStart]) {
            throw fail(nameStart, "a placeholder name must start with a letter or '_'")
        }
        let name = slice(nameStart..<index)
        if let earlier = Self.firstIndex(of: name, in: placeholders.lazy.map(\.name), index: &placeholderIndex) {
            // Names start right after their '{'.
            throw fail(
                nameStart, "placeholder name '\(name)' is already used at offset \(placeholders[earlier].offset + 1)")
        }

        guard let next = current else { throw fail(index, "expected '}' to close the placeholder") }
        let offset = scalarOffset(open)
        switch next {
        case ascii("*"):
            guard place == .path || place == .firstPseudoSegment else {
                let location = place == .host ? "the host" : "a query"
                throw fail(open, "a '{\(name)*}' tail is only allowed as the last path segment, not in \(location)")
            }
            index += 1
            guard current == ascii("}") else { throw fail(index, "expected '}' after '*'") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isTail: true, offset: offset)
        case ascii(":"):
            index += 1
            let typeStart = index
            while let byte = current, !Self.isStructural(byte) {
                index += 1
            }
            let typeEnd = index
            let optional = try parseOptionalMarker(place)
            guard current == ascii("}") else { throw fail(index, "expected '}' to close the placeholder") }
            index += 1
            let type = try parseType(typeStart..<typeEnd, inHost: place == .host)
            return RoutePlaceholder(name: name, type: type, isOptional: optional, offset: offset)
        case ascii("?"), ascii("}"):
            let optional = try parseOptionalMarker(place)
            guard current == ascii("}") else { throw fail(index, "expected '}' to close the placeholder") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isOptional: optional, offset: offset)
        default:
            throw fail(
                index,
                "unexpected \(quoted(at: index)) in the placeholder; expected letters, digits, '_', ':', '*' or '}'")
        }
    }

    /// The index of `name` among `names`, which are distinct. The few names of a usual pattern are
    /// scanned; past eight, they are looked up in `index`, filled in as needed, so that a pattern with
    /// thousands of names still parses in linear time.
    private static func firstIndex<Names: RandomAccessCollection<String>>(
        of name: String, in names: Names, index: inout [String: Int]
    ) -> Int? where Names.Index == Int {
        guard names.count > 8 else { return names.firstIndex(of: name) }
        while index.count < names.count {
            index[names[index.count]] = index.count
        }
        return index[name]
    }

    /// Where the item at `position` of a list starts, for a list that starts at `start` and whose
    /// items are separated by `separator`, which no item contains.
    private func itemStart(_ position: Int, from start: Int, separator: UInt8) -> Int {
        var offset = start
        for _ in 0..<position {
            offset = bytes[offset...].firstIndex(of: separator).map { $0 + 1 } ?? bytes.count
        }
        return offset
    }

    private mutating func parseOptionalMarker(_ place: Place) throws(RoutePatternError) -> Bool {
        guard current == ascii("?") else { return false }
        guard place == .queryValue else {
            throw fail(index, "only query placeholders can be optional ('?')")
        }
        index += 1
        return true
    }

    private func parseType(_ range: Range<Int>, inHost: Bool) throws(RoutePatternError) -> PlaceholderType {
        guard !range.isEmpty else { throw fail(range.lowerBound, "expected a type after ':'") }
        guard bytes[range].contains(ascii("|")) else {
            if spells(range, "int") { return .int }
            if spells(range, "string") { return .string }
            if spells(range, "double") { return .double }
            if spells(range, "bool") { return .bool }
            if spells(range, "uuid") { return .uuid }
            throw fail(
                range.lowerBound,
                "unknown type '\(slice(range))'; expected string, int, double, bool, uuid or values separated by |"
            )
        }
        var values: [String] = []
        var keys: [String] = []
        var keyIndex: [String: Int] = [:]
        var valueStart = range.lowerBound
        for position in range.lowerBound...range.upperBound
        where position == range.upperBound || bytes[position] == ascii("|") {
            guard position > valueStart else {
                throw fail(position, "expected a value between '|' separators")
            }
            let value = try decodeLiteral(valueStart..<position)
            let key = inHost ? Lexical.caseFolded(value) : value
            if let earlier = Self.firstIndex(of: key, in: keys, index: &keyIndex) {
                let note = inHost ? " (hosts compare case-insensitively)" : ""
                let offset = scalarOffset(itemStart(earlier, from: range.lowerBound, separator: ascii("|")))
                throw fail(valueStart, "value '\(value)' is already listed at offset \(offset)\(note)")
            }
            values.append(value)
            keys.append(key)
            valueStart = position + 1
        }
        return .oneOf(values)
    }

    /// Whether a range of bytes spells an ASCII word.
    private func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount
            && UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).elementsEqual(bytes[range])
    }

    private mutating func parseQuery() throws(RoutePatternError) -> [RouteQueryItem] {
        var items: [RouteQueryItem] = []
        var keyIndex: [String: Int] = [:]
        index += 1
        let firstKey = index
        while true {
            let keyStart = index
            while let byte = current, !Self.isStructural(byte) {
                index += 1
            }
            guard index > keyStart else {
                throw fail(index, "expected a query key")
            }
            let key = try decodeLiteral(keyStart..<index)
            guard current == ascii("=") else {
                throw fail(index, "expected '=' after the query key '\(key)'")
            }
            if let earlier = Self.firstIndex(of: key, in: items.lazy.map(\.key), index: &keyIndex) {
                let offset = scalarOffset(itemStart(earlier, from: firstKey, separator: ascii("&")))
                throw fail(keyStart, "query key '\(key)' is already used at offset \(offset)")
            }
            index += 1
            guard let byte = current, byte != ascii("&"), byte != ascii("#") else {
                throw fail(index, "expected a value or a placeholder after '\(key)='")
            }
            items.append(RouteQueryItem(key: key, value: try parseSegment(.queryValue)))
            guard current == ascii("&") else { return items }
            index += 1
        }
    }

    /// Characters that end a placeholder type or a query key.
    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("}"), ascii("{"), ascii("/"), ascii("?"), ascii("&"), ascii("#"), ascii("="): return true
        default: return false
        }
    }

    private func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
    }

    private func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }
}

/// The byte of an ASCII character.
private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
