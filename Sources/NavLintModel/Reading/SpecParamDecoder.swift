/// The params of screens and dialogs and their types.
struct SpecParamDecoder {
    let values: SpecValueReader

    func decodeParam(_ value: Int, _ name: ElementName) -> Param? {
        guard let object = values.fields(value, allowed: SpecKeys.param, in: "a param of \(name)") else { return nil }
        let paramName = values.identifier(object[.name], "the param name")
        if object[.name] == nil { values.missing("name", in: "a param of \(name)", at: object.location) }
        let type = decodeParamType(object[.type], name)
        if object[.type] == nil {
            values.missing(
                "type", in: "a param of \(name) (string, int, double, bool, uuid or an array of values)",
                at: object.location)
        }
        let optional = values.bool(object[.optional], "\"optional\"") ?? false
        guard let paramName, let type else { return nil }
        return Param(name: paramName, type: type, optional: optional, location: object.location)
    }

    /// A param type: a scalar name (`"int"`), a list of one (`"[int]"`), an array of enum values
    /// (`["home", "more"]`) or a list of an enum (`[["home", "more"]]`).
    func decodeParamType(_ value: Int?, _ name: ElementName) -> Located<ParamType>? {
        guard let value else { return nil }
        let location = values.document.location(of: value)
        switch values.document.kind(of: value) {
        case .string:
            let typeName = values.document.string(at: value) ?? ""
            guard let type = ParamType.named(typeName) else {
                values.fail(ParamType.unknownNameMessage(typeName, in: "\(name)"), at: location)
                return nil
            }
            return Located(type, at: location)
        case .array:
            let elements = Array(values.document.elements(of: value))
            if elements.count == 1, values.document.kind(of: elements[0]) == .array {
                return decodeEnumValues(elements[0]).map { Located(.list($0), at: location) }
            }
            return decodeEnumValues(value).map { Located($0, at: location) }
        default:
            values.fail(
                "expected a type name or an array of values for the param type, found "
                    + "\(values.document.typeDescription(of: value))",
                at: location)
            return nil
        }
    }

    /// The enum of an array of string values.
    private func decodeEnumValues(_ value: Int) -> ParamType? {
        let elements = values.document.elements(of: value)
        var names: [String] = []
        for element in elements {
            guard let text = values.string(element, "an enum value") else { continue }
            guard Identifiers.isEnumValue(text.value) else {
                values.fail(
                    "enum value \(SpecValueReader.quoted(text.value)) may use only letters, digits, _, - and .",
                    at: text.location)
                continue
            }
            if names.contains(text.value) {
                values.fail("enum value \(SpecValueReader.quoted(text.value)) is listed twice", at: text.location)
                continue
            }
            names.append(text.value)
        }
        guard elements.count > 0 else {
            values.fail("an enum type needs at least one value", at: values.document.location(of: value))
            return nil
        }
        return .oneOf(names)
    }
}
