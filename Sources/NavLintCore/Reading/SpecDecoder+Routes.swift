// Routes and the `lint` settings of models and routes.
extension SpecDecoder {
    mutating func decodeRoute(_ value: Int) -> Route? {
        guard let object = fields(value, allowed: SpecKeys.route, in: "a route") else { return nil }
        let name = ElementName(kind: "route", id: object[.id], in: document)
        var id: Located<String>?
        if let located = string(object[.id], "the route id") {
            if Identifiers.isRouteIdentifier(located.value) {
                id = located
            } else {
                fail(
                    "the route id \(Self.quoted(located.value)) is not an identifier; use letters, digits, _, - and "
                        + ". and start with a letter",
                    at: located.location)
            }
        } else if object[.id] == nil {
            missing("id", in: "a route", at: object.location)
        }
        let pattern = nonEmptyString(object[.pattern], "the pattern of \(name)")
        if object[.pattern] == nil { missing("pattern", in: "\(name)", at: object.location) }
        let target = identifier(object[.target], "the target of \(name)")
        if object[.target] == nil { missing("target", in: "\(name)", at: object.location) }
        let via = stringArray(object[.via], "the via of \(name)") { decoder, value in
            guard let waypoint = decoder.string(value, "a waypoint") else { return nil }
            guard Identifiers.isWaypoint(waypoint.value) else {
                let forms = #"a model id, "TabsId.tabId", "SwitchId.caseId", "TabsId.*" or "*""#
                decoder.fail("the waypoint \"\(waypoint.value)\" must be \(forms)", at: waypoint.location)
                return nil
            }
            return waypoint
        }
        let bindings = decodeBind(object[.bind], name)
        let present = decodePresent(object[.present], name)
        let replaces = decodeReplaces(object[.replaces], name)
        let doc = string(object[.doc], "the doc of \(name)")
        let lint = decodeLint(object[.lint], name)
        let choice = decodeChoice(object, name)
        let examples = stringArray(object[.examples], "the examples of \(name)") {
            $0.nonEmptyString($1, "an example URL")
        }
        let platforms = decodePlatforms(object[.platforms], "the platforms of \(name)")
        guard let id, let pattern, let target else { return nil }
        var route = Route(
            id: id, pattern: pattern, target: target, via: via, bind: bindings, present: present, replaces: replaces,
            doc: doc, lint: lint, location: object.location,
            patternColumns: object[.pattern].flatMap { document.sourceColumns(ofString: $0) },
            examples: examples)
        (route.when, route.fallback) = choice
        route.platforms = platforms
        return route
    }

    /// The `replaces` list of a route: ids of routes of an earlier version.
    mutating func decodeReplaces(_ value: Int?, _ name: ElementName) -> [Located<String>] {
        stringArray(value, "the replaces of \(name)") { decoder, value in
            guard let replaced = decoder.string(value, "a replaced route id") else { return nil }
            guard Identifiers.isRouteIdentifier(replaced.value) else {
                decoder.fail(
                    "the replaced route id \(Self.quoted(replaced.value)) is not a route id; use letters, digits, _, - "
                        + "and . and start with a letter",
                    at: replaced.location)
                return nil
            }
            return replaced
        }
    }

    /// A route's `present`: `sheet` or `fullScreenCover`.
    mutating func decodePresent(_ value: Int?, _ name: ElementName) -> Located<PresentStyle>? {
        guard let style = string(value, "\"present\"") else { return nil }
        guard let present = PresentStyle(rawValue: style.value) else {
            fail(
                "unknown presentation \(Self.quoted(style.value)) for \(name); expected sheet or fullScreenCover",
                at: style.location)
            return nil
        }
        return Located(present, at: style.location)
    }

    /// A route's `when` (a non-empty condition) and `fallback` (`browser` or `ignore`).
    mutating func decodeChoice(
        _ object: Fields, _ name: ElementName
    ) -> (when: Located<String>?, fallback: Located<RouteFallback>?) {
        let when = nonEmptyString(object[.when], "the condition of \(name)")
        guard let text = string(object[.fallback], "the fallback of \(name)") else { return (when, nil) }
        guard let fallback = RouteFallback(rawValue: text.value) else {
            let message = "unknown fallback \(Self.quoted(text.value)) for \(name); expected browser or ignore"
            fail(message, at: text.location)
            return (when, nil)
        }
        return (when, Located(fallback, at: text.location))
    }

    /// The `bind` object of a route: `"Model.param": "placeholder"` members.
    mutating func decodeBind(_ value: Int?, _ name: ElementName) -> [Route.Binding] {
        bindMembers(
            value, "the bind of \(name)", keyIsValid: Identifiers.isQualified,
            badKey: { "a bind key must be written \"Model.param\", found \(Self.quoted($0))" }
        ).compactMap { key, valueNode in
            routeBindValue(valueNode, "the placeholder bound to \(key.value)").map {
                Route.Binding(parameter: key, placeholder: $0)
            }
        }
    }

    mutating func decodeLint(_ value: Int?, _ name: ElementName) -> LintSettings? {
        guard let value, let object = fields(value, allowed: SpecKeys.lint, in: "the lint settings of \(name)") else {
            return nil
        }
        let disabled = stringArray(object[.disable], "\"lint.disable\"") { $0.nonEmptyString($1, "a rule id") }
        return LintSettings(disable: disabled, location: object.location)
    }
}
