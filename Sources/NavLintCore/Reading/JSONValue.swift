/// A JSON value with the source location of its first character.
public struct JSONValue: Sendable {
    public enum Storage: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// A number as written, and whether it has neither fraction nor exponent.
        case number(Double, isInteger: Bool)
        case bool(Bool)
        case null
    }

    public var storage: Storage
    public var location: SourceLocation

    public init(_ storage: Storage, at location: SourceLocation) {
        self.storage = storage
        self.location = location
    }

    /// How the value's type is named in messages: "a string", "an object".
    public var typeDescription: String {
        switch storage {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` member of a JSON object, in the order written.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue
}
