import NavLintRoutes
import NavLintSupport

/// The value types of parameters and route placeholders.
public enum ParamType: Sendable, Hashable, CustomStringConvertible {
    case string, int, double, bool, uuid
    /// A closed set of string values.
    case oneOf([String])
    /// A list of values of a scalar or enum element type (`[string]`, `[home|more]`); never a list of lists.
    indirect case list(ParamType)

    /// The scalar type names the format accepts.
    public static let scalarNames: [String: ParamType] = [
        "string": .string, "int": .int, "double": .double, "bool": .bool, "uuid": .uuid,
    ]

    /// The type of one value: the element type of a list, the type itself otherwise.
    public var element: ParamType {
        if case .list(let element) = self { return element }
        return self
    }

    /// The placeholder type whose values are this type's (for a list, its element's), which tests them.
    public var valueType: PlaceholderType {
        switch self {
        case .string: .string
        case .int: .int
        case .double: .double
        case .bool: .bool
        case .uuid: .uuid
        case .oneOf(let values): .oneOf(values)
        case .list(let element): element.valueType
        }
    }

    /// Whether the type is a list.
    public var isList: Bool {
        if case .list = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .oneOf(let values): values.joined(separator: "|")
        case .list(let element): "[\(element)]"
        }
    }
}

extension ParamType {
    /// The type a param type name of the JSON form stands for: a scalar (`int`) or a list of one (`[int]`).
    static func named(_ name: String) -> ParamType? {
        if let scalar = scalarNames[name] { return scalar }
        guard name.hasPrefix("["), name.hasSuffix("]"), name.utf8.count > 2 else { return nil }
        return scalarNames[String(name.dropFirst().dropLast())].map(ParamType.list)
    }

    /// The message for a JSON param type name that is none, in `owner`.
    static func unknownNameMessage(_ name: String, in owner: String) -> String {
        let shown = "\"" + QuotedString.excerpt(name) + "\""
        guard name.hasPrefix("[") else {
            return "unknown param type \(shown) in \(owner); expected string, int, double, bool, uuid or an array "
                + "of values"
        }
        var core = name.drop { $0 == "[" }
        while core.last == "]" { core = core.dropLast() }
        let example = "as in \"[\(scalarNames[String(core)] == nil ? "string" : core)]\""
        if name.hasPrefix("[[") {
            return "the list param type \(shown) in \(owner) holds lists; a list holds single values, \(example)"
        }
        guard !core.isEmpty, name.hasSuffix("]") else {
            let needs = core.isEmpty ? "an element type between '[' and ']'" : "a closing ']'"
            return "the list param type \(shown) in \(owner) needs \(needs), \(example)"
        }
        let inner = String(name.dropFirst().dropLast())
        return "unknown element type \"\(QuotedString.excerpt(inner))\" in the list param type \(shown) in \(owner)"
            + "\(Suggestion.hint(for: inner, among: scalarNames.keys.sorted())); expected [string], [int], "
            + "[double], [bool], [uuid] or a list of an enum, as in [[\"home\", \"more\"]]"
    }
}
