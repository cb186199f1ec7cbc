/// Routes: the pattern, the target and the keys that say how a link reaches it.
struct SpecRouteDecoder {
    let values: SpecValueReader
    let variants: SpecVariantDecoder

    func decodeRoute(_ value: Int) -> Route? {
        guard let object = values.fields(value, allowed: SpecKeys.route, in: "a route") else { return nil }
        let name = ElementName(kind: "route", id: object[.id], in: values.document)
        var id: Located<String>?
        if let located = values.string(object[.id], "the route id") {
            if Identifiers.isRouteIdentifier(located.value) {
                id = located
            } else {
                values.fail(
                    "the route id \(SpecValueReader.quoted(located.value)) is not an identifier; use letters, "
                        + "digits, _, - and . and start with a letter",
                    at: located.location)
            }
        } else if object[.id] == nil {
            values.missing("id", in: "a route", at: object.location)
        }
        let pattern = values.nonEmptyString(object[.pattern], "the pattern of \(name)")
        if object[.pattern] == nil { values.missing("pattern", in: "\(name)", at: object.location) }
        let target = values.identifier(object[.target], "the target of \(name)")
        if object[.target] == nil { values.missing("target", in: "\(name)", at: object.location) }
        let via = values.stringArray(object[.via], "the via of \(name)") { decoder, value in
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
        let doc = values.string(object[.doc], "the doc of \(name)")
        let lint = values.decodeLint(object[.lint], name)
        let choice = decodeChoice(object, name)
        let examples = values.stringArray(object[.examples], "the examples of \(name)") {
            $0.nonEmptyString($1, "an example URL")
        }
        let platforms = variants.decodePlatforms(object[.platforms], "the platforms of \(name)")
        guard let id, let pattern, let target else { return nil }
        var route = Route(
            id: id, pattern: pattern, target: target, via: via, bind: bindings, present: present, replaces: replaces,
            doc: doc, lint: lint, location: object.location,
            patternColumns: object[.pattern].flatMap { values.document.sourceColumns(ofString: $0) },
            examples: examples)
        (route.when, route.fallback) = choice
        route.platforms = platforms
        return route
    }

    /// The `replaces` list of a route: ids of routes of an earlier version.
    func decodeReplaces(_ value: Int?, _ name: ElementName) -> [Located<String>] {
        values.stringArray(value, "the replaces of \(name)") { decoder, value in
            guard let replaced = decoder.string(value, "a replaced route id") else { return nil }
            guard Identifiers.isRouteIdentifier(replaced.value) else {
                decoder.fail(
                    "the replaced route id \(SpecValueReader.quoted(replaced.value)) is not a route id; use "
                        + "letters, digits, _, - and . and start with a letter",
                    at: replaced.location)
                return nil
            }
            return replaced
        }
    }

    /// A route's `present`: `sheet` or `fullScreenCover`.
    func decodePresent(_ value: Int?, _ name: ElementName) -> Located<PresentStyle>? {
        guard let style = values.string(value, "\"present\"") else { return nil }
        guard let present = PresentStyle(rawValue: style.value) else {
            values.fail(
                "unknown presentation \(SpecValueReader.quoted(style.value)) for \(name); expected sheet or "
                    + "fullScreenCover",
                at: style.location)
            return nil
        }
        return Located(present, at: style.location)
    }

    /// A route's `when` (a non-empty condition) and `fallback` (`browser` or `ignore`).
    func decodeChoice(
        _ object: SpecValueReader.Fields, _ name: ElementName
    ) -> (when: Located<String>?, fallback: Located<RouteFallback>?) {
        let when = values.nonEmptyString(object[.when], "the condition of \(name)")
        guard let text = values.string(object[.fallback], "the fallback of \(name)") else { return (when, nil) }
        guard let fallback = RouteFallback(rawValue: text.value) else {
            let message =
                "unknown fallback \(SpecValueReader.quoted(text.value)) for \(name); expected browser or ignore"
            values.fail(message, at: text.location)
            return (when, nil)
        }
        return (when, Located(fallback, at: text.location))
    }

    /// The `bind` object of a route: `"Model.param": "placeholder"` members.
    func decodeBind(_ value: Int?, _ name: ElementName) -> [Route.Binding] {
        values.bindMembers(
            value, "the bind of \(name)", keyIsValid: Identifiers.isQualified,
            badKey: { "a bind key must be written \"Model.param\", found \(SpecValueReader.quoted($0))" }
        ).compactMap { key, valueNode in
            routeBindValue(valueNode, "the placeholder bound to \(key.value)").map {
                Route.Binding(parameter: key, placeholder: $0)
            }
        }
    }

    /// A route bind's value: a placeholder name, `$url` or `=literal`.
    func routeBindValue(_ value: Int, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = values.string(value, what()) else { return nil }
        if located.value == Route.Binding.wholeURLValue || located.value.hasPrefix("=") { return located }
        return values.identifier(value, what())
    }
}
