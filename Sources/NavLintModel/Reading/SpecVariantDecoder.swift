/// The options that make an element vary: `platforms` and the constant `bind`s of tabs, stacks and edges.
struct SpecVariantDecoder {
    let values: SpecValueReader

    /// A `platforms` array: at least one known platform name, each once.
    func decodePlatforms(_ value: Int?, _ what: @autoclosure () -> String) -> PlatformSet? {
        guard let value, let elements = values.array(value, what()) else { return nil }
        var platforms: [Located<Platform>] = []
        for element in elements {
            guard let name = values.string(element, "a platform") else { continue }
            guard let platform = Platform(name: name.value) else {
                values.fail(Platform.unknownMessage(name.value), at: name.location)
                continue
            }
            guard !platforms.contains(where: { $0.value == platform }) else {
                values.fail("the platform \(platform.rawValue) is listed twice in \(what())", at: name.location)
                continue
            }
            platforms.append(Located(platform, at: name.location))
        }
        if elements.count == 0 {
            values.fail("\(what()) must list at least one platform", at: values.document.location(of: value))
        }
        return PlatformSet(platforms, location: values.document.location(of: value))
    }

    /// The `bind` of a tab, a stack or an edge: `"param": "=literal"` members.
    func decodeConstantBind(_ value: Int?, _ what: @autoclosure () -> String) -> [ConstantBinding] {
        values.bindMembers(
            value, what(), keyIsValid: Identifiers.isIdentifier,
            badKey: { "a bind key here is a param name, found \(SpecValueReader.quoted($0))" }
        ).compactMap { key, valueNode in
            guard let written = values.string(valueNode, "the value bound to \(key.value)") else { return nil }
            guard written.value.hasPrefix("=") else {
                values.fail(ConstantBinding.notALiteralMessage(key.value, written.value), at: written.location)
                return nil
            }
            return ConstantBinding(
                parameter: key, literal: Located(String(written.value.dropFirst()), at: written.location))
        }
    }
}
