/// A concrete URL split and normalised for matching: `shop://Products/42?ref=mail`,
/// `https://www.example.com/p/a%20b`, `notification:subscription`.
///
/// Normalisation: the scheme and host are lowercased; path segments and query items are
/// percent-decoded (`+` stays a plus sign); empty path segments are dropped, so a trailing slash
/// (or `//`) changes nothing; a `#fragment` is kept, decoded, for the routes that constrain it. A host
/// is only present in the `scheme://host`
/// form and is compared as written after lowercasing (a port or user part stays part of it). For
/// schemes other than http/https the host is matched as the first segment, and an empty host is
/// skipped like an empty segment, so `notification://subscription` matches `notification:subscription`.
/// Query items keep their order; when a key repeats, matching uses its first value and a list
/// placeholder collects them all.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    /// One `key=value` of the query, decoded. An item without `=` has an empty value.
    public struct QueryItem: Sendable, Hashable {
        public let key: String
        public let value: String
    }

    /// The URL as given.
    public let text: String
    public let scheme: String
    public let host: String?
    public let pathSegments: [String]
    public let queryItems: [QueryItem]
    /// The text after `#`, decoded; nil when there is none or it is empty.
    public let fragment: String?

    /// Parses a URL, or throws an error saying where it is malformed.
    public init(_ text: String) throws(RouteSyntaxError) {
        self.text = text
        let bytes = Array(text.utf8)
        let reader = ComponentReader(bytes: bytes)
        let fail = reader.fail
        let decode = reader.decode

        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            throw fail(0, "expected a scheme followed by ':'")
        }
        for (offset, byte) in bytes[..<colon].enumerated() {
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let allowed =
                letter
                || (offset > 0
                    && (Lexical.isDigit(byte) || byte == UInt8(ascii: "+")
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")))
            guard allowed else { throw fail(offset, "expected a scheme followed by ':'") }
        }
        scheme = Lexical.caseFolded(String(decoding: bytes[..<colon], as: UTF8.self))

        let end = bytes[colon...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let queryStart = bytes[colon..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var pathStart = colon + 1
        let slash = UInt8(ascii: "/")
        if queryStart - pathStart >= 2, bytes[pathStart] == slash, bytes[pathStart + 1] == slash {
            let hostStart = pathStart + 2
            let hostEnd = bytes[hostStart..<queryStart].firstIndex(of: UInt8(ascii: "/")) ?? queryStart
            host = Lexical.caseFolded(try decode(hostStart..<hostEnd))
            pathStart = hostEnd
        } else {
            host = nil
        }

        var segments: [String] = []
        var segmentStart = pathStart
        for position in pathStart...queryStart where position == queryStart || bytes[position] == UInt8(ascii: "/") {
            if position > segmentStart { segments.append(try decode(segmentStart..<position)) }
            segmentStart = position + 1
        }
        pathSegments = segments

        queryItems = queryStart < end ? try reader.queryItems(queryStart + 1..<end) : []
        fragment = end + 1 < bytes.count ? try decode((end + 1)..<bytes.count) : nil
    }

    /// The first value of a query key, if present.
    public func queryValue(_ key: String) -> String? {
        queryItems.first { $0.key == key }?.value
    }

    public var description: String { text }

    /// Decodes the components of a URL's bytes, with errors located in Unicode scalars.
    private struct ComponentReader {
        let bytes: [UInt8]

        func fail(_ utf8Offset: Int, _ message: String) -> RouteSyntaxError {
            let prefix = bytes[..<min(utf8Offset, bytes.count)]
            let offset = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
            return RouteSyntaxError(offset: offset, message: message)
        }

        func decode(_ range: Range<Int>) throws(RouteSyntaxError) -> String {
            do {
                return try PercentCoding.decode(bytes[range])
            } catch .badEscape(let offset) {
                throw fail(range.lowerBound + offset, "expected two hex digits after '%'")
            } catch {
                throw fail(range.lowerBound, "the percent-escapes do not form UTF-8 text")
            }
        }

        /// The `key=value` items of a query (after its `?`); an item without `=` has an empty value.
        func queryItems(_ range: Range<Int>) throws(RouteSyntaxError) -> [QueryItem] {
            var items: [QueryItem] = []
            var itemStart = range.lowerBound
            for position in range.lowerBound...range.upperBound
            where position == range.upperBound || bytes[position] == UInt8(ascii: "&") {
                if position > itemStart {
                    let equals = bytes[itemStart..<position].firstIndex(of: UInt8(ascii: "=")) ?? position
                    let key = try decode(itemStart..<equals)
                    let value = equals < position ? try decode((equals + 1)..<position) : ""
                    if !key.isEmpty { items.append(QueryItem(key: key, value: value)) }
                }
                itemStart = position + 1
            }
            return items
        }
    }

    /// The bucket key and matched positions: the host first (always for http and https, when not
    /// empty for other schemes), then the path segments.
    var matchKey: (bucket: String, positions: [String]) {
        if scheme == "http" || scheme == "https" { return ("\(scheme):", [host ?? ""] + pathSegments) }
        if let host, !host.isEmpty { return ("\(scheme):", [host] + pathSegments) }
        return ("\(scheme):", pathSegments)
    }

    /// Every value of a query key, in order.
    func queryValues(_ key: String) -> [String] {
        queryItems.compactMap { $0.key == key ? $0.value : nil }
    }

    /// First value of every key, for repeated lookups.
    var queryDictionary: [String: String] {
        var result: [String: String] = [:]
        for item in queryItems where result[item.key] == nil {
            result[item.key] = item.value
        }
        return result
    }
}
