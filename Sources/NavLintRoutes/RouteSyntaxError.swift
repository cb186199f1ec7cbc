/// Why a route pattern or a URL does not parse: where, and what was expected there.
public struct RouteSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Index of the offending character in the text, counted in Unicode scalars from 0. Equal to the
    /// text's scalar count when the text ends too early.
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at offset \(offset): \(message)" }
}

/// The error of a pattern that does not parse.
public typealias RoutePatternError = RouteSyntaxError

/// The error of a URL that does not parse.
public typealias RouteURLError = RouteSyntaxError
