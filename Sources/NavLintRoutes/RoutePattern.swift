/// The value type of a route placeholder.
public enum PlaceholderType: Sendable, Hashable, CustomStringConvertible {
    /// Any non-empty segment (the default).
    case string
    /// An optional `-` and decimal digits, however many (`resolve` reports one too large for `Int` as text).
    case int
    /// A decimal number: optional `-`, digits, optionally `.` and digits. No exponent; every int is one.
    case double
    /// `true` or `false`.
    case bool
    /// 8-4-4-4-12 hexadecimal digits, any case.
    case uuid
    /// One of the listed values (`home|more`), in the order written.
    case oneOf([String])

    public var description: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .uuid: return "uuid"
        case .oneOf(let values):
            return values.map(PercentCoding.encodePatternText).joined(separator: "|")
        }
    }

    /// Whether `value` is a value of this type: int, double, bool and uuid by the lexical forms URLs are
    /// matched with, an enum's values exactly as written, any text for string. Constants and example
    /// values are checked with this, so that they mean what a URL's values mean.
    public func accepts(_ value: String) -> Bool {
        switch self {
        case .string: true
        case .int: Lexical.isInt(value)
        case .double: Lexical.isDouble(value)
        case .bool: Lexical.isBool(value)
        case .uuid: Lexical.isUUID(value)
        case .oneOf(let values): values.contains(value)
        }
    }
}

/// A `{name:type}` placeholder of a pattern.
public struct RoutePlaceholder: Sendable, Hashable {
    public let name: String
    /// The declared type; a `{rest*}` tail is `.string`; for a list (`{tags:[int]}`) the element type.
    public let type: PlaceholderType
    /// True for a query placeholder written with a trailing `?` (`{q?}`, `{page:int?}`), and for a list.
    public let isOptional: Bool
    /// True for a `{rest*}` tail, which takes zero or more trailing segments.
    public let isTail: Bool
    /// True for a list (`{tags:[string]}`), which collects every value of a repeated query key.
    public let isList: Bool
    /// Index of the opening `{` in the pattern text, counted in Unicode scalars from 0.
    public let offset: Int
    /// The example value written after `=` (`{id:int=42}`), percent-decoded and of the placeholder's type;
    /// nil when none is written. It documents the placeholder and never changes what the pattern matches,
    /// so placeholders that differ only in it are equal.
    public let example: String?

    public init(
        name: String, type: PlaceholderType, isOptional: Bool = false, isTail: Bool = false, isList: Bool = false,
        offset: Int, example: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional || isList
        self.isTail = isTail
        self.isList = isList
        self.offset = offset
        self.example = example
    }

    public static func == (lhs: RoutePlaceholder, rhs: RoutePlaceholder) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.isOptional == rhs.isOptional && lhs.isTail == rhs.isTail
            && lhs.isList == rhs.isList && lhs.offset == rhs.offset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(offset)
    }

    /// True for a placeholder the app ignores (`{_}`, `{_name}`): it matches like any other of its type,
    /// gives no argument and feeds no parameter.
    public var isIgnored: Bool { name.utf8.first == UInt8(ascii: "_") }
}

/// One piece of a segment that mixes literal text and placeholders (`@{user}`, `{first}_{last}`).
public enum SegmentPart: Sendable, Hashable {
    /// Literal text, percent-decoded.
    case text(String)
    case placeholder(RoutePlaceholder)
    /// The `*` of a wildcard host (`*.example.com`): one or more labels.
    case wildcard
}

/// One matched position of a pattern (host, path segment, query value or fragment).
public enum RouteSegment: Sendable, Hashable {
    /// Literal text, percent-decoded.
    case literal(String)
    case placeholder(RoutePlaceholder)
    /// Literal text and placeholders sharing the position (`/product-{id:int}`, `*.example.com`), in order.
    case mixed([SegmentPart])

    /// The placeholders of the position, in order.
    public var placeholders: [RoutePlaceholder] {
        switch self {
        case .literal: return []
        case .placeholder(let placeholder): return [placeholder]
        case .mixed(let parts):
            return parts.compactMap { part in
                if case .placeholder(let placeholder) = part { return placeholder }
                return nil
            }
        }
    }
}

/// A `key=value` item of a pattern's query.
public struct RouteQueryItem: Sendable, Hashable {
    /// The key, percent-decoded. Keys compare case-sensitively.
    public let key: String
    public let value: RouteSegment

    /// Whether a URL must carry this item to match: all but optional placeholders and lists.
    public var isRequired: Bool {
        let placeholders = value.placeholders
        return placeholders.isEmpty || !placeholders.allSatisfy(\.isOptional)
    }
}

/// How a web pattern's host is matched.
public enum WebHost: Sendable, Hashable {
    /// One domain, lowercased.
    case exact(String)
    /// `*.example.com`: every domain with one or more labels before the suffix (`example.com`).
    case wildcard(suffix: String)
    /// `{name}`: any host.
    case any
}

/// A parsed deep-link route pattern such as `shop://products/{id:int}`, `https://example.com/p/{slug}`
/// or `notification:subscription`. Create one with ``parse(_:)``. Immutable, and a class so that the many
/// places that hold a route's pattern share one.
public final class RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// How the pattern's scheme is matched.
    public enum Kind: String, Sendable, Hashable {
        /// An app's own scheme (`shop://`): the host is matched like a first path segment.
        case custom
        /// `http` or `https`: the host is a domain, a wildcard domain or a placeholder for any host.
        case web
        /// A non-URL entry point (`notification:`, `shortcut:`, ...): no `//`, no host.
        case pseudo
    }

    /// The pseudo-schemes, which take no `//` and no host.
    public static let pseudoSchemes: [String] = ["activity", "notification", "shortcut", "spotlight", "widget"]

    /// The pattern as written.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    public let kind: Kind
    /// The host: for `custom` a segment (literals compare case-insensitively), for `web` the lowercased
    /// domain, a `*.domain` wildcard or a placeholder, for `pseudo` nil.
    public let host: RouteSegment?
    /// Path segments after the host (for `pseudo`, starting with the one after the colon), without the tail.
    public let segments: [RouteSegment]
    /// The `{rest*}` tail, if any.
    public let tail: RoutePlaceholder?
    /// Query items in the order written.
    public let queryItems: [RouteQueryItem]
    /// The `#` part: nil when the pattern does not constrain the fragment.
    public let fragment: RouteSegment?
    /// Every placeholder in the order written: host, path, tail, query, fragment.
    public let placeholders: [RoutePlaceholder]

    /// How a web pattern's host matches; nil for other kinds.
    public var webHost: WebHost? {
        guard kind == .web else { return nil }
        switch host {
        case .literal(let domain): return .exact(domain)
        case .mixed(let parts):
            if case .text(let text) = parts.last { return .wildcard(suffix: String(text.dropFirst())) }
            return .any
        default: return .any
        }
    }

    /// The pattern with placeholder names dropped, types kept, enum values sorted and query items sorted
    /// by key. Two patterns with the same shape match exactly the same URLs the same way. Rendered on
    /// each access.
    public var canonicalShape: String { render(canonical: true) }

    /// `placeholders` are those of the other parts, in the order written.
    init(
        text: String, scheme: String, kind: Kind, host: RouteSegment?, segments: [RouteSegment],
        tail: RoutePlaceholder?, queryItems: [RouteQueryItem], fragment: RouteSegment?, placeholders: [RoutePlaceholder]
    ) {
        self.text = text
        self.scheme = scheme
        self.kind = kind
        self.host = host
        self.segments = segments
        self.tail = tail
        self.queryItems = queryItems
        self.fragment = fragment
        self.placeholders = placeholders
    }

    /// Patterns are equal when their text is: parsing is deterministic.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs === rhs || lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Parses a pattern, or throws an error saying where it is wrong and what was expected.
    public static func parse(_ text: String) throws(RouteSyntaxError) -> RoutePattern {
        try PatternParser.parse(text)
    }

    /// The pattern in normal form: lowercased scheme, placeholders with their names and types.
    public var description: String { render(canonical: false) }

    /// The normal form, or with `canonical` the canonical shape, written into one string.
    private func render(canonical: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        result += scheme
        switch kind {
        case .pseudo:
            result += ":"
            for (index, segment) in segments.enumerated() {
                if index > 0 { result += "/" }
                Self.write(segment, inHost: false, canonical: canonical, to: &result)
            }
            if let tail {
                if !segments.isEmpty { result += "/" }
                Self.write(tail, inHost: false, canonical: canonical, to: &result)
            }
        case .custom, .web:
            result += "://"
            if let host { Self.write(host, inHost: kind == .custom, canonical: canonical, to: &result) }
            for segment in segments {
                result += "/"
                Self.write(segment, inHost: false, canonical: canonical, to: &result)
            }
            if let tail {
                result += "/"
                Self.write(tail, inHost: false, canonical: canonical, to: &result)
            }
        }
        var items = queryItems
        if canonical && items.count > 1 { items.sort { $0.key < $1.key } }
        for (index, item) in items.enumerated() {
            result += index == 0 ? "?" : "&"
            result += PercentCoding.encodePatternText(item.key)
            result += "="
            Self.write(item.value, inHost: false, canonical: canonical, to: &result)
        }
        if let fragment {
            result += "#"
            Self.write(fragment, inHost: false, canonical: canonical, to: &result)
        }
        return result
    }

    private static func write(_ segment: RouteSegment, inHost: Bool, canonical: Bool, to result: inout String) {
        switch segment {
        case .literal(let literal):
            result += PercentCoding.encodePatternText(canonical && inHost ? Lexical.caseFolded(literal) : literal)
        case .placeholder(let placeholder):
            write(placeholder, inHost: inHost, canonical: canonical, to: &result)
        case .mixed(let parts):
            for part in parts {
                switch part {
                case .text(let text):
                    result += PercentCoding.encodePatternText(canonical && inHost ? Lexical.caseFolded(text) : text)
                case .placeholder(let placeholder):
                    write(placeholder, inHost: inHost, canonical: canonical, to: &result)
                case .wildcard:
                    result += "*"
                }
            }
        }
    }

    /// `{name:type}`, `{name*}` and so on; canonically without the name, with enum values sorted (and
    /// case-folded in a host).
    private static func write(_ placeholder: RoutePlaceholder, inHost: Bool, canonical: Bool, to result: inout String) {
        result += "{"
        if placeholder.isTail {
            if !canonical { result += placeholder.name }
            result += "*}"
            return
        }
        if !canonical {
            result += placeholder.name
            if placeholder.type != .string || placeholder.isList { result += ":" }
        }
        if placeholder.isList { result += "[" }
        if case .oneOf(let values) = placeholder.type {
            let listed = canonical ? Array(Set(inHost ? values.map(Lexical.caseFolded) : values)).sorted() : values
            for (index, value) in listed.enumerated() {
                if index > 0 { result += "|" }
                result += PercentCoding.encodePatternText(value)
            }
        } else if canonical || placeholder.type != .string || placeholder.isList {
            result += placeholder.type.description
        }
        if placeholder.isList { result += "]" }
        if placeholder.isOptional && !placeholder.isList { result += "?" }
        result += "}"
    }
}

extension RoutePlaceholder {
    /// `{id:int}`, `{q?}`, `{rest*}`, `{tags:[string]}`: the placeholder as written in a pattern.
    package var written: String {
        if isTail { return "{\(name)*}" }
        if isList { return "{\(name):[\(type)]}" }
        return "{\(name)\(type == .string ? "" : ":\(type)")\(isOptional ? "?" : "")}"
    }
}
