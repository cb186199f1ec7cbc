/// Segments, placeholders, types and the query of ``PatternParser``.
extension PatternParser {
    func isDelimiter(_ byte: UInt8, in place: Place) -> Bool {
        switch place {
        case .host, .firstPseudoSegment, .path: return byte == ascii("/") || byte == ascii("?") || byte == ascii("#")
        case .queryValue: return byte == ascii("&") || byte == ascii("#")
        case .fragment: return false
        }
    }

    /// One position: literal text and placeholders up to the next delimiter. A single piece is a
    /// literal or a placeholder; several make a mixed segment.
    mutating func parseSegment(_ place: Place) throws(RouteSyntaxError) -> RouteSegment {
        var parts: [SegmentPart] = []
        while let byte = current, !isDelimiter(byte, in: place) {
            guard byte == ascii("{") else {
                let start = index
                while let byte = current, !isDelimiter(byte, in: place), byte != ascii("{") {
                    if byte == ascii("}") { throw fail(index, "unexpected '}' in a literal") }
                    index += 1
                }
                parts.append(.text(try decodeLiteral(start..<index)))
                continue
            }
            let open = index
            let placeholder = try parsePlaceholder(place)
            let fillsSegment = parts.isEmpty && current.map { isDelimiter($0, in: place) } ?? true
            if (placeholder.isTail || placeholder.isList) && !fillsSegment {
                let what = placeholder.isTail ? "a '{\(placeholder.name)*}' tail" : "a list placeholder"
                throw fail(open, "\(what) must fill the whole \(place == .queryValue ? "query value" : "segment")")
            }
            placeholders.append(placeholder)
            parts.append(.placeholder(placeholder))
        }
        switch parts.first {
        case nil:
            throw fail(index, place == .queryValue ? "expected a value or a placeholder" : "expected a segment")
        case .text(let text) where parts.count == 1:
            return .literal(text)
        case .placeholder(let placeholder) where parts.count == 1:
            return .placeholder(placeholder)
        default:
            let segment = RouteSegment.mixed(parts)
            let marked = segment.placeholders.filter(\.isOptional)
            if !marked.isEmpty, let unmarked = segment.placeholders.first(where: { !$0.isOptional }) {
                throw RouteSyntaxError(
                    offset: unmarked.offset, message: "an optional query item marks each of its placeholders with '?'"
                )
            }
            return segment
        }
    }

    /// Percent-decoded literal text; a raw `*` in it is an error, never a literal.
    func decodeLiteral(_ range: Range<Int>) throws(RouteSyntaxError) -> String {
        let literal = UnsafeBufferPointer(rebasing: bytes[range])
        if let star = literal.firstIndex(of: ascii("*")) {
            throw fail(
                range.lowerBound + star,
                "'*' is only allowed as the first label of an http(s) host ('*.example.com'); "
                    + "write '%2A' for the character"
            )
        }
        do {
            return try PercentCoding.decode(literal)
        } catch .badEscape(let offset) {
            throw fail(range.lowerBound + offset, "expected two hex digits after '%'")
        } catch {
            throw fail(range.lowerBound, "the percent-escapes do not form UTF-8 text")
        }
    }

    mutating func parsePlaceholder(_ place: Place) throws(RouteSyntaxError) -> RoutePlaceholder {
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
        if name != "_",
            let earlier = Self.firstIndex(of: name, in: placeholders.lazy.map(\.name), index: &placeholderIndex)
        {
            // Names start right after their '{'.
            let earlierOffset = placeholders[earlier].offset + 1
            throw fail(nameStart, "placeholder name '\(name)' is already used at offset \(earlierOffset)")
        }

        guard let next = current else { throw fail(index, "expected '}' to close the placeholder") }
        let offset = scalarOffset(open)
        switch next {
        case ascii("*"):
            guard place == .path || place == .firstPseudoSegment else {
                let location = place == .host ? "the host" : place == .fragment ? "the fragment" : "a query"
                throw fail(open, "a '{\(name)*}' tail is only allowed as the last path segment, not in \(location)")
            }
            index += 1
            guard current == ascii("}") else { throw fail(index, "expected '}' after '*'") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isTail: true, offset: offset)
        case ascii(":"):
            return try parseTypedPlaceholder(name, place, offset: offset)
        case ascii("?"), ascii("}"), ascii("="):
            let optional = try parseOptionalMarker(place)
            let example = try parseExample(of: .string, inHost: place == .host)
            guard current == ascii("}") else { throw fail(index, "expected '}' to close the placeholder") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isOptional: optional, offset: offset, example: example)
        default:
            let expected = "expected letters, digits, '_', ':', '*', '=' or '}'"
            throw fail(index, "unexpected \(quoted(at: index)) in the placeholder; \(expected)")
        }
    }

    /// The rest of `{name:type}` or `{name:[type]}` after the name, with the optional marker.
    private mutating func parseTypedPlaceholder(
        _ name: String, _ place: Place, offset: Int
    ) throws(RouteSyntaxError) -> RoutePlaceholder {
        index += 1
        let typeStart = index
        while let byte = current, !Self.isStructural(byte) {
            index += 1
        }
        let typeEnd = index
        let optional = try parseOptionalMarker(place)
        guard current == ascii("}") || current == ascii("=") else {
            throw fail(index, "expected '}' to close the placeholder")
        }
        let isList = typeEnd - typeStart >= 2 && bytes[typeStart] == ascii("[") && bytes[typeEnd - 1] == ascii("]")
        if isList && place != .queryValue {
            throw fail(typeStart, "a list placeholder is only allowed as a query value, as in '?tag={tags:[string]}'")
        }
        let typeRange = isList ? (typeStart + 1)..<(typeEnd - 1) : typeStart..<typeEnd
        let type = try parseType(typeRange, inHost: place == .host)
        let example = try parseExample(of: type, inHost: place == .host)
        guard current == ascii("}") else { throw fail(index, "expected '}' to close the placeholder") }
        index += 1
        return RoutePlaceholder(
            name: name, type: type, isOptional: optional, isList: isList, offset: offset, example: example)
    }

    /// The example value of `{name:type=value}` after the type (and `?`), checked against the type (for a
    /// list, the type of one element); nil when no `=` follows.
    private mutating func parseExample(of type: PlaceholderType, inHost: Bool) throws(RouteSyntaxError) -> String? {
        guard current == ascii("=") else { return nil }
        index += 1
        let start = index
        while let byte = current, !Self.isStructural(byte) {
            index += 1
        }
        guard index > start else { throw fail(start, "expected an example value after '='") }
        let value = try decodeLiteral(start..<index)
        let fits =
            if inHost, case .oneOf(let values) = type {
                values.map(Lexical.caseFolded).contains(Lexical.caseFolded(value))
            } else {
                type.accepts(value)
            }
        guard fits else {
            throw fail(start, "the example value '\(slice(start..<index))' is not of the placeholder's type \(type)")
        }
        return value
    }

    /// The index of the first `name` among `names`. The few names of a usual pattern are scanned; past
    /// eight, they are looked up in `index`, filled in as needed, so that a pattern with thousands of
    /// names still parses in linear time.
    static func firstIndex<Names: RandomAccessCollection<String>>(
        of name: String, in names: Names, index: inout NameIndex
    ) -> Int? where Names.Index == Int {
        guard names.count > 8 else { return names.firstIndex(of: name) }
        while index.filled < names.count {
            let next = names[index.filled]
            if index.positions[next] == nil { index.positions[next] = index.filled }
            index.filled += 1
        }
        return index.positions[name]
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

    private mutating func parseOptionalMarker(_ place: Place) throws(RouteSyntaxError) -> Bool {
        guard current == ascii("?") else { return false }
        guard place == .queryValue else {
            throw fail(index, "only query placeholders can be optional ('?')")
        }
        index += 1
        return true
    }

    private func parseType(_ range: Range<Int>, inHost: Bool) throws(RouteSyntaxError) -> PlaceholderType {
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
        var keyIndex = NameIndex()
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

    /// The items after `?`, which may be none.
    mutating func parseQuery() throws(RouteSyntaxError) -> [RouteQueryItem] {
        var items: [RouteQueryItem] = []
        var keyIndex = NameIndex()
        index += 1
        let firstKey = index
        if atEnd || current == ascii("#") { return [] }
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

}

/// The byte of an ASCII character.
private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
