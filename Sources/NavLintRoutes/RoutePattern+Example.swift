/// A URL a pattern matches, built from its example values (`{id:int=42}`) and, for placeholders without one,
/// a plausible value of their type: what `navlint examples`, `gen` and the viewer show rather than the
/// shortest witness (`shop://a/a/1`).
extension RoutePattern {
    /// The URL: every literal as written, each placeholder its example value or ``plausibleValue(of:)``.
    /// Optional query items appear only when their placeholders have example values. Whether the URL
    /// resolves back to the route is the caller's to check (another route may take it).
    public var exampleURL: String {
        var url = scheme + (kind == .pseudo ? ":" : "://")
        if kind != .pseudo, let host { url += Self.filled(host, isHost: kind == .web) }
        var path = segments.map { Self.filled($0, isHost: false) }
        if let tail { path.append(tail.example ?? Self.plausibleValue(of: tail)) }
        url += (kind == .pseudo ? "" : path.isEmpty ? "" : "/") + path.joined(separator: "/")
        let items = queryItems.filter { item in
            item.isRequired || item.value.placeholders.allSatisfy { $0.example != nil }
        }
        for (index, item) in items.enumerated() {
            url += index == 0 ? "?" : "&"
            url += PercentCoding.encodeURLComponent(item.key) + "=" + Self.filled(item.value, isHost: false)
        }
        if let fragment { url += "#" + Self.filled(fragment, isHost: false) }
        return url
    }

    /// A value of the placeholder's type that reads like real data: its name for a string (`{user}` gives
    /// `user`), 42, 1.5, true, a fixed UUID, the first value of an enum.
    public static func plausibleValue(of placeholder: RoutePlaceholder) -> String {
        switch placeholder.type {
        case .string:
            let name = placeholder.name.drop(while: { $0 == "_" })
            return name.isEmpty ? "value" : String(name)
        case .int: return "42"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "123e4567-e89b-12d3-a456-426614174000"
        case .oneOf(let values): return values.first ?? "value"
        }
    }

    private static func filled(_ segment: RouteSegment, isHost: Bool) -> String {
        switch segment {
        case .literal(let text):
            return PercentCoding.encodeURLComponent(text)
        case .placeholder(let placeholder):
            if isHost, placeholder.example == nil, placeholder.type == .string { return "example.com" }
            return PercentCoding.encodeURLComponent(placeholder.example ?? plausibleValue(of: placeholder))
        case .mixed(let parts):
            return parts.map { part in
                switch part {
                case .text(let text): PercentCoding.encodeURLComponent(text)
                case .placeholder(let placeholder):
                    PercentCoding.encodeURLComponent(placeholder.example ?? plausibleValue(of: placeholder))
                case .wildcard: "www"
                }
            }.joined()
        }
    }
}
