/// The options that make a line vary: `platforms` (where it exists) and constant `bind`s (the values it gives
/// the params of the model it shows).
struct NavDSLVariantParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor

    /// `platforms iOS, iPadOS`: the keyword is the current token.
    func parsePlatforms(of owner: @autoclosure () -> String) throws(Recover) -> PlatformSet {
        let keyword = cursor.token
        cursor.advance()
        var platforms: [Located<Platform>] = []
        _ = try cursor.parseList { () throws(Recover) -> Void in
            let name = try cursor.expectName("a platform after 'platforms'", noun: "platform")
            guard let platform = Platform(name: name.value) else {
                cursor.schema(Platform.unknownMessage(name.value), at: name.location)
                return
            }
            if platforms.contains(where: { $0.value == platform }) {
                cursor.schema("the platform \(platform.rawValue) is listed twice in \(owner())", at: name.location)
                return
            }
            platforms.append(Located(platform, at: name.location))
        }
        return PlatformSet(platforms, location: keyword.location)
    }

    /// `bind param = "=literal", ...`: the keyword is the current token.
    func parseConstantBind(of owner: @autoclosure () -> String) throws(Recover) -> [ConstantBinding] {
        cursor.advance()
        var bound: Set<String> = []
        return try cursor.parseList { () throws(Recover) -> ConstantBinding in
            let parameter = try cursor.expectName("a param name after 'bind'", noun: "param name")
            guard cursor.token.kind == .equals else {
                throw cursor.unexpected(
                    "'=' and a literal such as \"=value\" after \(NavDSLCursor.shown(parameter.value))")
            }
            cursor.advance()
            let written = try cursor.expectWordOrString("a literal such as \"=value\" after '='", what: "the value")
            if !bound.insert(parameter.value).inserted {
                cursor.schema(
                    "the key \(NavDSLCursor.shown(parameter.value)) appears twice in the bind of \(owner())",
                    at: parameter.location)
            }
            if !written.value.hasPrefix("=") {
                cursor.schema(ConstantBinding.notALiteralMessage(parameter.value, written.value), at: written.location)
            }
            return ConstantBinding(
                parameter: parameter, literal: Located(String(written.value.dropFirst()), at: written.location))
        }
    }
}
