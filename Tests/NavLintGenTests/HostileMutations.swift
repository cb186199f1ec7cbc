/// Every URL one hostile edit away from a valid one: each path position and each query value replaced
/// by text that tests the edges of decoding and of the lexical types (malformed and partial percent
/// escapes, text that is not UTF-8, huge numbers, exponents, signs, non-ASCII), and the whole URL with
/// empty segments, trailing slashes, case changes, repeated and empty query items. Deterministic: the
/// same URLs give the same mutations in the same order.
enum HostileMutations {
    static let values = [
        "%2", "%", "%G1", "%2G", "%zz", "%C3", "%C3%28", "%E2%82", "%00", "%25", "%2F", "+5", "-0", "-0.0",
        "1e30", "1E3", "-1.5e-3", "99999999999999999999", "-9223372036854775809", "9223372036854775807",
        "1000000000000000000000000000000", "1.0", "0x10", ".5", "5.", "-", "NaN", "inf", "\u{E9}", "%C3%A9",
        "%F0%9F%98%80", "A", "TRUE", "true", "0F0F0F0F-0000-1111-2222-333344445555", "a%20b", "a b",
    ]

    /// The mutations of each URL, in order.
    static func of(_ urls: [String]) -> [String] {
        urls.flatMap(of)
    }

    static func of(_ url: String) -> [String] {
        let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
        let queryStart = url[..<fragmentStart].firstIndex(of: "?") ?? fragmentStart
        let path = String(url[..<queryStart])
        let query = String(url[queryStart..<fragmentStart])
        let fragment = String(url[fragmentStart...])
        var mutations: [String] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in segments.indices.dropFirst(2) {
            for value in values + [segments[index].uppercased(), segments[index].lowercased(), ""] {
                var changed = segments
                changed[index] = value
                mutations.append(changed.joined(separator: "/") + query + fragment)
            }
        }
        let items = query.dropFirst().split(separator: "&", omittingEmptySubsequences: false).map(String.init)
        for index in items.indices where !query.isEmpty {
            let key = String(items[index].prefix { $0 != "=" })
            var edits = values.map { key + "=" + $0 } + [key, key + "=", key.uppercased() + "=1"]
            edits += [items[index] + "&" + items[index], items[index] + "&" + key + "=%2"]
            for edit in edits {
                var changed = items
                changed[index] = edit
                mutations.append(path + "?" + changed.joined(separator: "&") + fragment)
            }
        }
        mutations += [
            path + "/" + query + fragment, path + "//" + query + fragment, path + "/%2" + query + fragment,
            path.uppercased() + query + fragment, path + (query.isEmpty ? "?" : query + "&") + "&=x" + fragment,
            path + query + "#", path + query + "#%2", path + query + fragment + "%", url + "%",
        ]
        return mutations
    }
}
