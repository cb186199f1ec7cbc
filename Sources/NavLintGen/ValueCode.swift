import NavLintRoutes

/// The Swift expressions for one parameter's value: its type, how it is read from a URL's text, and
/// how it is written back as text. One place per value type, so that a new placeholder form is one
/// new case here.
struct ValueCode {
    let model: DeepLinkModel

    /// The associated value's type, with `?` for an optional query item.
    func swiftType(_ parameter: DeepLinkModel.Parameter) -> String {
        let base: String
        switch parameter.type {
        case .string, .tail: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .enumeration(let index): base = model.valueEnums[index].typeName
        }
        return parameter.isOptional ? base + "?" : base
    }

    /// An expression that turns the String `text` into the value, optional (nil when it does not
    /// convert), or nil for strings and tails, which are their text.
    func parse(_ type: DeepLinkModel.ValueType, _ text: String) -> String? {
        switch type {
        case .string, .tail: return nil
        case .int: return "Int(\(text))"
        case .double: return "double(\(text))"
        case .bool: return "bool(\(text))"
        case .uuid: return "UUID(uuidString: \(text))"
        case .enumeration(let index):
            let valueEnum = model.valueEnums[index]
            if valueEnum.inHost {
                return "caseInsensitive(\(valueEnum.typeName).self, \(text))"
            }
            return "\(valueEnum.typeName)(rawValue: \(text))"
        }
    }

    /// The arguments of `optional(text, ...)` for an optional query item of the type: a lexical test
    /// and a conversion that may still fail (numbers), or one conversion that is the test.
    func optionalArguments(_ type: DeepLinkModel.ValueType) -> String {
        switch type {
        case .string, .tail: return "{ $0 }"
        case .int: return "isInt, { Int($0) }"
        case .double: return "isDouble, double"
        case .uuid: return "isUUID, { UUID(uuidString: $0) }"
        case .bool: return "bool"
        case .enumeration(let index): return "\(model.valueEnums[index].typeName).init(rawValue:)"
        }
    }

    /// The value `name` as `navlint resolve --format json` prints it (strings without quotes).
    func text(_ type: DeepLinkModel.ValueType, _ name: String) -> String {
        switch type {
        case .string, .tail: return name
        case .int, .bool: return "String(\(name))"
        case .double: return "Matcher.number(\(name))"
        case .uuid: return "\(name).uuidString.lowercased()"
        case .enumeration: return "\(name).rawValue"
        }
    }

    /// The value `name` as URL text, before percent-encoding: doubles without an exponent.
    func urlText(_ type: DeepLinkModel.ValueType, _ name: String) -> String {
        type == .double ? "Matcher.decimal(\(name))" : text(type, name)
    }

    /// The condition that a String expression is accepted by a position or query value; `valueSet`
    /// names the static set that holds a list of values.
    static func condition(
        _ accepts: RouteTableLayout.Accepts, _ text: String, valueSet: (([String]) -> String)
    ) -> String {
        switch accepts {
        case .literal(let literal): return "\(text) == \(SwiftCode.literal(literal))"
        case .values(let values): return "\(valueSet(values)).contains(\(text))"
        case .int: return "isInt(\(text))"
        case .double: return "isDouble(\(text))"
        case .uuid: return "isUUID(\(text))"
        case .string: return "!\(text).isEmpty"
        case .text, .mixed: return "true"
        }
    }
}
