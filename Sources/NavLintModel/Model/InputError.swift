/// Why an input file could not be used, and where: a spec that is not valid JSON or DSL (`syntax`) or
/// does not follow the format (`schema`), a configuration file or a baseline file that cannot be read.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The text is not valid JSON or DSL.
        case syntax
        /// The text parses, but a value has the wrong type, a key is missing or unknown.
        case schema
        /// A `.navlint.yml` configuration file is not valid.
        case configuration
        /// A baseline file is not valid.
        case baseline

        /// The kinds that are the spec's input rules (`syntax`, `schema`), which are reported as diagnostics
        /// and name their kind.
        public static let specRules: [Kind] = [.syntax, .schema]

        /// Whether errors of this kind are one of ``specRules``.
        public var isSpecRule: Bool { Self.specRules.contains(self) }
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation

    public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `line:column: kind: message` for the spec's input rules, `line:column: message` for the others.
    public var description: String {
        kind.isSpecRule ? "\(location): \(kind.rawValue): \(message)" : "\(location): \(message)"
    }
}

/// Every error found while reading one spec (readers go on after a schema error to report them all).
public struct SpecErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [InputError]

    public init(_ errors: [InputError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// How many errors one file reports at most.
    public static let maximumCount = 100

    /// `errors` in source order (stable for errors at the same place), at most ``maximumCount``: how every
    /// reader (JSON, DSL, configuration) reports what it collected.
    public static func inSourceOrder(_ errors: [InputError]) -> [InputError] {
        let sorted = errors.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        return Array(sorted.prefix(maximumCount).map(\.element))
    }
}
