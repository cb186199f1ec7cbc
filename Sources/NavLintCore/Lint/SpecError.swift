/// Why a file could not be read as a navgraph spec: the `syntax` and `schema` input rules.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The text is not valid JSON or DSL.
        case syntax
        /// The text parses, but a value has the wrong type, a key is missing or unknown.
        case schema
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation

    public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(kind.rawValue): \(message)" }

    /// The finding this error is reported as.
    public var finding: Finding { Finding(rule: kind.rawValue, message: message, location: location, ids: []) }
}

/// Every error found while reading one file (readers go on after a schema error to report them all).
public struct SpecErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [SpecError]

    public init(_ errors: [SpecError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
