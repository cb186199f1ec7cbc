import NavLintSupport

/// An Apple platform an element of the spec can be limited to (the `platforms` key).
public enum Platform: String, Sendable, CaseIterable, Hashable {
    case iOS, iPadOS, macOS, visionOS, watchOS, tvOS

    /// The platform named `name`, or nil; spelled exactly as in the format.
    public init?(name: String) { self.init(rawValue: name) }

    /// The names the format accepts, in the documented order.
    public static let names: [String] = allCases.map(\.rawValue)

    /// The message for a name that is no platform, with a did-you-mean hint.
    static func unknownMessage(_ name: String) -> String {
        "unknown platform \"\(name)\"\(Suggestion.hint(for: name, among: names)); expected one of "
            + names.joined(separator: ", ")
    }
}

/// The `platforms` an element is limited to; an element without them is on every platform.
public struct PlatformSet: Sendable, Equatable {
    public var platforms: [Located<Platform>]
    public var location: SourceLocation

    public init(_ platforms: [Located<Platform>], location: SourceLocation) {
        self.platforms = platforms
        self.location = location
    }

    public func contains(_ platform: Platform) -> Bool { platforms.contains { $0.value == platform } }

    /// The platforms as bits, one per platform (``Platform/bit``).
    var mask: UInt8 { platforms.reduce(0) { $0 | $1.value.bit } }
}

extension Platform {
    /// The platform's bit in a set of platforms written as bits, in the order of ``Platform``.
    var bit: UInt8 { UInt8(1) << UInt8(Self.allCases.firstIndex(of: self) ?? 0) }
}

extension Optional where Wrapped == PlatformSet {
    /// Whether an element with these `platforms` exists on `platform` (always, without them).
    public func includes(_ platform: Platform) -> Bool { self?.contains(platform) ?? true }
}

/// One `"param": "=literal"` entry of the `bind` of a tab, a stack or an edge: a constant value for a
/// param of the model shown there.
public struct ConstantBinding: Sendable, Equatable {
    /// The param's name, as the key is written.
    public var parameter: Located<String>
    /// The literal, without its leading `=`.
    public var literal: Located<String>

    public init(parameter: Located<String>, literal: Located<String>) {
        self.parameter = parameter
        self.literal = literal
    }

    /// The message for a bind value without the leading `=` of a literal.
    static func notALiteralMessage(_ param: String, _ value: String) -> String {
        "the value bound to \(param) must be a literal written with a leading '=', such as \"=\(value)\""
    }

    /// Whether `literal` is a value of `type` (for a list, of its element type: the list of that one value),
    /// tested as the route engine tests a URL's values, so `+5`, `1e3` and `nan` are not numbers.
    public static func literal(_ literal: String, fits type: ParamType) -> Bool {
        type.valueType.accepts(literal)
    }
}

extension Route.Binding {
    /// What a route binding feeds its param with.
    public enum Feed: Sendable, Equatable {
        /// A placeholder of the pattern, by name.
        case placeholder(String)
        /// `$url`: the whole matched URL, as a string.
        case wholeURL
        /// `=literal`: a constant.
        case literal(String)
    }

    /// The value `$url` a route binding takes for the whole matched URL.
    public static let wholeURLValue = "$url"

    /// What this binding feeds its param with, from the value as written.
    public var feed: Feed {
        let value = placeholder.value
        if value == Self.wholeURLValue { return .wholeURL }
        if value.hasPrefix("=") { return .literal(String(value.dropFirst())) }
        return .placeholder(value)
    }

    /// Whether a placeholder of the pattern feeds the param (not `$url` or a literal).
    public var isPlaceholder: Bool {
        if case .placeholder = feed { return true }
        return false
    }
}

extension Tab {
    /// Whether selecting the tab shows a model (every tab but action tabs): the tabs `Tabs.*` waypoints cover.
    public var showsModel: Bool { !isAction && model != nil }
}

extension Edge {
    /// Whether the edge exists on `platform`: it has no `platforms`, or they list it.
    public func exists(on platform: Platform) -> Bool { platforms.includes(platform) }
}
