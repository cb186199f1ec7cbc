// Variants: `platforms`, constant binds, and the dynamic and action tabs.
extension SpecDecoder {
    /// A `platforms` array: at least one known platform name, each once.
    mutating func decodePlatforms(_ value: Int?, _ what: @autoclosure () -> String) -> PlatformSet? {
        guard let value, let elements = array(value, what()) else { return nil }
        var platforms: [Located<Platform>] = []
        for element in elements {
            guard let name = string(element, "a platform") else { continue }
            guard let platform = Platform(name: name.value) else {
                fail(Platform.unknownMessage(name.value), at: name.location)
                continue
            }
            guard !platforms.contains(where: { $0.value == platform }) else {
                fail("the platform \(platform.rawValue) is listed twice in \(what())", at: name.location)
                continue
            }
            platforms.append(Located(platform, at: name.location))
        }
        if elements.count == 0 { fail("\(what()) must list at least one platform", at: document.location(of: value)) }
        return PlatformSet(platforms, location: document.location(of: value))
    }

    /// The `bind` of a tab, a stack or an edge: `"param": "=literal"` members.
    mutating func decodeConstantBind(_ value: Int?, _ what: @autoclosure () -> String) -> [ConstantBinding] {
        bindMembers(
            value, what(), keyIsValid: Identifiers.isIdentifier,
            badKey: { "a bind key here is a param name, found \(Self.quoted($0))" }
        ).compactMap { key, valueNode in
            guard let written = string(valueNode, "the value bound to \(key.value)") else { return nil }
            guard written.value.hasPrefix("=") else {
                fail(ConstantBinding.notALiteralMessage(key.value, written.value), at: written.location)
                return nil
            }
            return ConstantBinding(
                parameter: key, literal: Located(String(written.value.dropFirst()), at: written.location))
        }
    }

    /// The members of a `bind` object (`what`, for messages) whose keys are well formed and not repeated, in
    /// the order written; an object of another type, a malformed key and a repeated one are errors.
    mutating func bindMembers(
        _ value: Int?, _ what: @autoclosure () -> String, keyIsValid: (String) -> Bool, badKey: (String) -> String
    ) -> [(key: Located<String>, value: Int)] {
        guard let value else { return [] }
        guard document.kind(of: value) == .object else {
            fail(
                "expected an object for \(what()), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return []
        }
        var members: [(key: Located<String>, value: Int)] = []
        for (keyNode, valueNode) in document.members(of: value) {
            let key = Located(document.string(at: keyNode) ?? "", at: document.location(of: keyNode))
            guard keyIsValid(key.value) else {
                fail(badKey(key.value), at: key.location)
                continue
            }
            guard !members.contains(where: { $0.key.value == key.value }) else {
                fail("the key \(Self.quoted(key.value)) appears twice in \(what())", at: key.location)
                continue
            }
            members.append((key, valueNode))
        }
        return members
    }

    /// A route bind's value: a placeholder name, `$url` or `=literal`.
    mutating func routeBindValue(_ value: Int, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        if located.value == Route.Binding.wholeURLValue || located.value.hasPrefix("=") { return located }
        return identifier(value, what())
    }

    /// A tab's `bind`, `platforms`, `dynamic`, `action` and `edges`.
    mutating func decodeTabVariants(_ fields: Fields, into tab: inout Tab, _ name: ElementName) {
        let tabName = "the tab \(tab.id.value) of \(name)"
        tab.bind = decodeConstantBind(fields[.bind], "the bind of \(tabName)")
        tab.platforms = decodePlatforms(fields[.platforms], "the platforms of \(tabName)")
        tab.isDynamic = bool(fields[.dynamic], "\"dynamic\"") ?? false
        tab.isAction = bool(fields[.action], "\"action\"") ?? false
        if let edges = array(fields[.edges], "the edges of \(tabName)") {
            tab.edges = edges.decoded { decodeEdge($0, name) }
        }
        guard tab.isAction else {
            if fields[.edges] != nil {
                fail("only an action tab has edges; add \"action\": true to \(tabName)", at: fields.location)
            }
            return
        }
        if let model = tab.model {
            fail(
                "an action tab shows no model; remove \"model\" from \(tabName) or drop \"action\"", at: model.location)
        }
        if tab.edges.isEmpty, fields[.edges] == nil {
            missing("edges", in: "\(tabName) (an action tab runs its edges)", at: fields.location)
        }
        if !tab.bind.isEmpty {
            fail("an action tab shows no model to bind params of", at: tab.bind[0].parameter.location)
        }
        if tab.isDynamic { fail("a tab is either dynamic or an action, not both", at: fields.location) }
    }
}
