/// A hand-written parser for the route pattern grammar. Offsets are indices into the pattern's Unicode scalars.
struct PatternParser {
    private enum Place {
        case host, firstPseudoSegment, path, queryValue
    }

    private let text: String
    private let scalars: [Unicode.Scalar]
    private let bytes: [UInt8]
    /// UTF-8 offset of each scalar, plus one for the end.
    private let byteOffsets: [Int]
    private var index = 0
    private var namesSeen: [String: Int] = [:]
    private var kind: RoutePattern.Kind = .custom

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
        bytes = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        byteOffsets = offsets
    }

    /// The text of a range of scalars.
    private func slice(_ range: Range<Int>) -> String {
        String(decoding: bytes[byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]], as: UTF8.self)
    }

    private var atEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ offset: Int, _ message: String) -> RoutePatternError {
        RoutePatternError(offset: offset, message: message)
    }

    private func quoted(_ scalar: Unicode.Scalar) -> String { "'\(Character(scalar))'" }

    mutating func parse() throws(RoutePatternError) -> RoutePattern {
        if let bad = scalars.firstIndex(where: { $0.value <= 0x20 || $0.value == 0x7F || ($0.value >= 0x80 && $0.properties.isWhitespace) }) {
            throw fail(bad, "unexpected whitespace or control character; write a space as '%20'")
        }
        let scheme = try parseScheme()
        if RoutePattern.pseudoSchemes.contains(scheme) {
            kind = .pseudo
        } else if scheme == "http" || scheme == "https" {
            kind = .web
        } else {
            kind = .custom
        }

        var host: RouteSegment?
        var segments: [RouteSegment] = []
        var tail: RoutePlaceholder?

        switch kind {
        case .pseudo:
            if current == "/" {
                throw fail(index, "a pseudo-scheme takes no '//'; write '\(scheme):name'")
            }
            guard let scalar = current, scalar != "?", scalar != "#" else {
                throw fail(index, "expected a segment after '\(scheme):'")
            }
            switch try parseSegment(.firstPseudoSegment) {
            case .placeholder(let placeholder) where placeholder.isTail: tail = placeholder
            case let segment: segments.append(segment)
            }
        case .web, .custom:
            guard scalars.count >= index + 2, scalars[index] == "/", scalars[index + 1] == "/" else {
                throw fail(index, "expected '//' after '\(scheme):'")
            }
            index += 2
            guard let scalar = current, scalar != "/", scalar != "?", scalar != "#" else {
                throw fail(index, "expected a host after '\(scheme)://'")
            }
            host = kind == .web ? try parseDomain() : try parseSegment(.host)
        }

        while current == "/" {
            let slash = index
            index += 1
            if atEnd || current == "?" { break }
            if current == "/" { throw fail(index, "empty path segment: expected a segment, not '/'") }
            if tail != nil { throw fail(slash, "a '{name*}' tail must be the last path segment") }
            switch try parseSegment(.path) {
            case .placeholder(let placeholder) where placeholder.isTail: tail = placeholder
            case let segment: segments.append(segment)
            }
        }

        var queryItems: [RouteQueryItem] = []
        if current == "?" {
            queryItems = try parseQuery()
        }
        if let scalar = current {
            if scalar == "#" { throw fail(index, "fragments ('#') are not allowed in patterns") }
            throw fail(index, "unexpected \(quoted(scalar)); expected '/', '?' or the end of the pattern")
        }
        return RoutePattern(
            text: text, scheme: scheme, kind: kind, host: host, segments: segments, tail: tail, queryItems: queryItems
        )
    }

    private mutating func parseScheme() throws(RoutePatternError) -> String {
        guard let first = current else {
            throw fail(0, "expected a scheme such as 'shop' followed by ':'")
        }
        guard isASCIILetter(first) else {
            throw fail(0, "expected a scheme starting with a letter, such as 'shop:'")
        }
        let start = index
        while let scalar = current, scalar != ":" {
            guard isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "+" || scalar == "-" || scalar == "." else {
                throw fail(index, "unexpected \(quoted(scalar)) in the scheme; expected letters, digits, '+', '-', '.' or ':'")
            }
            index += 1
        }
        guard current == ":" else { throw fail(index, "expected ':' after the scheme") }
        index += 1
        return Lexical.caseFolded(slice(start..<(index - 1)))
    }

    private mutating func parseDomain() throws(RoutePatternError) -> RouteSegment {
        let start = index
        while let scalar = current, scalar != "/", scalar != "?", scalar != "#" {
            if scalar == "{" || scalar == "}" {
                throw fail(index, "the host of an http(s) pattern must be a literal domain, not a placeholder")
            }
            guard isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "-" || scalar == "." || scalar == ":" else {
                throw fail(index, "unexpected \(quoted(scalar)) in the domain; expected letters, digits, '-', '.' or ':'")
            }
            index += 1
        }
        return .literal(Lexical.caseFolded(slice(start..<index)))
    }

    private func isDelimiter(_ scalar: Unicode.Scalar, in place: Place) -> Bool {
        switch place {
        case .host, .firstPseudoSegment, .path: return scalar == "/" || scalar == "?" || scalar == "#"
        case .queryValue: return scalar == "&" || scalar == "#"
        }
    }

    private mutating func parseSegment(_ place: Place) throws(RoutePatternError) -> RouteSegment {
        if current == "{" {
            let placeholder = try parsePlaceholder(place)
            if let scalar = current, !isDelimiter(scalar, in: place) {
                let expected = place == .queryValue ? "'&'" : "'/' or '?'"
                throw fail(index, "expected \(expected) after the placeholder; a placeholder must fill the whole segment")
            }
            return .placeholder(placeholder)
        }
        let start = index
        while let scalar = current, !isDelimiter(scalar, in: place) {
            if scalar == "{" || scalar == "}" {
                throw fail(index, "unexpected \(quoted(scalar)) in a literal; a placeholder must fill the whole segment")
            }
            index += 1
        }
        if index == start {
            throw fail(index, place == .queryValue ? "expected a value or a placeholder" : "expected a segment")
        }
        return .literal(try decodeLiteral(start..<index))
    }

    private func decodeLiteral(_ range: Range<Int>) throws(RoutePatternError) -> String {
        var position = range.lowerBound
        while position < range.upperBound {
            if scalars[position] == "%" {
                guard position + 2 < range.upperBound,
                      scalars[position + 1].properties.isASCIIHexDigit, scalars[position + 2].properties.isASCIIHexDigit
                else { throw fail(position, "expected two hex digits after '%'") }
                position += 3
            } else {
                position += 1
            }
        }
        do {
            return try PercentCoding.decode(bytes[byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]])
        } catch {
            throw fail(range.lowerBound, "the percent-escapes do not form UTF-8 text")
        }
    }

    private mutating func parsePlaceholder(_ place: Place) throws(RoutePatternError) -> RoutePlaceholder {
        let open = index
        index += 1
        let nameStart = index
        while let scalar = current, isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "_" {
            index += 1
        }
        guard index > nameStart else {
            if atEnd { throw fail(index, "expected a placeholder name after '{'") }
            throw fail(index, "expected a placeholder name (letters, digits or '_') after '{'")
        }
        if isASCIIDigit(scalars[nameStart]) {
            throw fail(nameStart, "a placeholder name must start with a letter or '_'")
        }
        let name = slice(nameStart..<index)
        if let earlier = namesSeen[name] {
            throw fail(nameStart, "placeholder name '\(name)' is already used at offset \(earlier)")
        }
        namesSeen[name] = nameStart

        guard let next = current else { throw fail(index, "expected '}' to close the placeholder") }
        switch next {
        case "*":
            guard place == .path || place == .firstPseudoSegment else {
                let location = place == .host ? "the host" : "a query"
                throw fail(open, "a '{\(name)*}' tail is only allowed as the last path segment, not in \(location)")
            }
            index += 1
            guard current == "}" else { throw fail(index, "expected '}' after '*'") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isTail: true, offset: open)
        case ":":
            index += 1
            let typeStart = index
            while let scalar = current, !Self.isStructural(scalar) {
                index += 1
            }
            let typeEnd = index
            let optional = try parseOptionalMarker(place)
            guard current == "}" else { throw fail(index, "expected '}' to close the placeholder") }
            index += 1
            let type = try parseType(typeStart..<typeEnd, inHost: place == .host)
            return RoutePlaceholder(name: name, type: type, isOptional: optional, offset: open)
        case "?", "}":
            let optional = try parseOptionalMarker(place)
            guard current == "}" else { throw fail(index, "expected '}' to close the placeholder") }
            index += 1
            return RoutePlaceholder(name: name, type: .string, isOptional: optional, offset: open)
        default:
            throw fail(index, "unexpected \(quoted(next)) in the placeholder; expected letters, digits, '_', ':', '*' or '}'")
        }
    }

    private mutating func parseOptionalMarker(_ place: Place) throws(RoutePatternError) -> Bool {
        guard current == "?" else { return false }
        guard place == .queryValue else {
            throw fail(index, "only query placeholders can be optional ('?')")
        }
        index += 1
        return true
    }

    private func parseType(_ range: Range<Int>, inHost: Bool) throws(RoutePatternError) -> PlaceholderType {
        let typeText = slice(range)
        guard !typeText.isEmpty else { throw fail(range.lowerBound, "expected a type after ':'") }
        guard typeText.unicodeScalars.contains("|") else {
            switch typeText {
            case "string": return .string
            case "int": return .int
            case "double": return .double
            case "bool": return .bool
            case "uuid": return .uuid
            default:
                throw fail(
                    range.lowerBound,
                    "unknown type '\(typeText)'; expected string, int, double, bool, uuid or values separated by |"
                )
            }
        }
        var values: [String] = []
        var seen: [String: Int] = [:]
        var valueStart = range.lowerBound
        for position in range.lowerBound...range.upperBound where position == range.upperBound || scalars[position] == "|" {
            guard position > valueStart else {
                throw fail(position, "expected a value between '|' separators")
            }
            let value = try decodeLiteral(valueStart..<position)
            let key = inHost ? Lexical.caseFolded(value) : value
            if let earlier = seen[key] {
                let note = inHost ? " (hosts compare case-insensitively)" : ""
                throw fail(valueStart, "value '\(value)' is already listed at offset \(earlier)\(note)")
            }
            seen[key] = valueStart
            values.append(value)
            valueStart = position + 1
        }
        return .oneOf(values)
    }

    private mutating func parseQuery() throws(RoutePatternError) -> [RouteQueryItem] {
        var items: [RouteQueryItem] = []
        var keysSeen: [String: Int] = [:]
        index += 1
        while true {
            let keyStart = index
            while let scalar = current, !Self.isStructural(scalar) {
                index += 1
            }
            guard index > keyStart else {
                throw fail(index, "expected a query key")
            }
            let key = try decodeLiteral(keyStart..<index)
            guard current == "=" else {
                throw fail(index, "expected '=' after the query key '\(key)'")
            }
            if let earlier = keysSeen[key] {
                throw fail(keyStart, "query key '\(key)' is already used at offset \(earlier)")
            }
            keysSeen[key] = keyStart
            index += 1
            guard let scalar = current, scalar != "&", scalar != "#" else {
                throw fail(index, "expected a value or a placeholder after '\(key)='")
            }
            items.append(RouteQueryItem(key: key, value: try parseSegment(.queryValue)))
            guard current == "&" else { return items }
            index += 1
        }
    }

    /// Characters that end a placeholder type or a query key.
    private static func isStructural(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "}", "{", "/", "?", "&", "#", "=": return true
        default: return false
        }
    }

    private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
}
