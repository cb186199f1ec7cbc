// `route` statements.
extension NavDSLParser {
    /// `route id "pattern" -> Target (via ...)? (bind ...)? (present style)? (replaces id, ...)?
    /// { doc/examples/lint }?`
    mutating func parseRoute() throws(Recover) -> Route {
        let keyword = token
        let line = startLine()
        advance()
        let id = try expectName(
            "the route id after 'route'", noun: "route id",
            rule: "use letters, digits, _, - and . and start with a letter or _",
            isValid: Identifiers.isRouteIdentifier)
        let owner = Owner(kind: "route", id: id.value)
        let patternToken = token
        let pattern = try expectNonEmptyString(
            "the pattern as a string after the route id, such as \"shop://products/{id:int}\"",
            what: "the pattern of \(owner)")
        guard token.kind == .arrow else { throw unexpected("'->' and the target model after the pattern") }
        advance()
        let target = try expectName("the target model after '->'", noun: "model id")
        var route = Route(id: id, pattern: pattern, target: target, location: keyword.location)
        if patternToken.kind == .string {
            route.patternColumns = EscapedText.columns(
                of: lexer.bytes[(patternToken.start + 1)..<(patternToken.end - 1)],
                startingAt: patternToken.location.column + 1)
        }
        let seen = try parseClauses(of: &route, owner: owner)
        if isWord("platforms") { route.platforms = try parsePlatforms(of: "\(owner)") }
        var after = "the target"
        finishLine(line, key: .statement(keyword.location))
        if token.kind == .leftBrace {
            let body = try parseBody(.route, owner: owner, at: keyword.location)
            route.doc = body.doc
            route.lint = body.lint
            route.examples = body.examples ?? []
            after = "'}'"
        }
        switch token.kind {
        case .newline: advance()
        case .end: break
        default:
            guard after == "the target" else { throw unexpected("a new line after '}'") }
            let options = Self.routeClauses.filter { !seen.contains($0) }.map { "'\($0)'" } + ["'{'"]
            let last = seen.isEmpty ? "the target" : "the route's clauses"
            throw unexpected("\(options.joined(separator: ", ")) or a new line after \(last)")
        }
        return route
    }

    static let routeClauses = ["via", "bind", "present", "replaces", "when", "fallback"]

    /// The `via`, `bind`, `present`, `replaces`, `when` and `fallback` clauses after a route's target; returns
    /// the clauses met.
    mutating func parseClauses(of route: inout Route, owner: Owner) throws(Recover) -> Set<String> {
        var seen: Set<String> = []
        while token.kind == .word, Self.routeClauses.contains(text) {
            let clause = text
            let location = token.location
            advance()
            if !seen.insert(clause).inserted { schema("'\(clause)' appears twice in \(owner)", at: location) }
            switch clause {
            case "via":
                route.via = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    try parser.expectName(
                        "a waypoint (a model id, Tabs.tab, Switch.case, Tabs.* or *)", noun: "waypoint",
                        rule: "write a model id, Tabs.tab, Switch.case, Tabs.* or *", isValid: Identifiers.isWaypoint)
                }
            case "bind":
                route.bind += try parseBind(after: route.bind, owner: owner)
            case "replaces":
                route.replaces = try parseList { (parser: inout NavDSLParser) throws(Recover) in
                    try parser.expectName(
                        "a route id after 'replaces'", noun: "replaced route id",
                        rule: "use letters, digits, _, - and . and start with a letter or _",
                        isValid: Identifiers.isRouteIdentifier)
                }
            case "when":
                route.when = try expectNonEmptyString(
                    "the condition as a string after 'when'", what: "the condition of \(owner)")
            case "fallback":
                route.fallback = try parseFallback(owner: owner)
            default:
                guard token.kind == .word else { throw unexpected("'sheet' or 'fullScreenCover' after 'present'") }
                if let style = PresentStyle(rawValue: text) {
                    route.present = Located(style, at: token.location)
                } else {
                    schema(
                        "unknown presentation \(describe(token)) for \(owner); expected sheet or fullScreenCover",
                        at: token.location)
                }
                advance()
            }
        }
        return seen
    }

    /// `browser` or `ignore` after a route's `fallback`.
    mutating func parseFallback(owner: Owner) throws(Recover) -> Located<RouteFallback>? {
        guard token.kind == .word else { throw unexpected("'browser' or 'ignore' after 'fallback'") }
        defer { advance() }
        guard let fallback = RouteFallback(rawValue: text) else {
            schema("unknown fallback \(describe(token)) for \(owner); expected browser or ignore", at: token.location)
            return nil
        }
        return Located(fallback, at: token.location)
    }

    /// The `Model.param = placeholder` list after `bind`; `earlier` are the bindings of earlier `bind` clauses.
    mutating func parseBind(after earlier: [Route.Binding], owner: Owner) throws(Recover) -> [Route.Binding] {
        var bound = Set(earlier.map(\.parameter.value))
        return try parseList { (parser: inout NavDSLParser) throws(Recover) in
            let parameter = try parser.expectQualified(
                "a parameter as Model.param after 'bind'", noun: "bound parameter", example: "Model.param")
            guard parser.token.kind == .equals else {
                throw parser.unexpected("'=' and a placeholder after \(Self.shown(parameter.value))")
            }
            parser.advance()
            let placeholder: Located<String>
            if parser.token.kind == .string {
                placeholder = try parser.expectString("\"$url\" or a literal such as \"=value\" after '='")
                if placeholder.value != Route.Binding.wholeURLValue, !placeholder.value.hasPrefix("=") {
                    parser.schema(
                        "a quoted bind value is \"$url\" or a literal such as \"=value\"; write a placeholder name "
                            + "without quotes",
                        at: placeholder.location)
                }
            } else if parser.token.kind == .variable {
                placeholder = Located(parser.text, at: parser.token.location)
                if placeholder.value != Route.Binding.wholeURLValue {
                    let hint = Suggestion.hint(for: placeholder.value, among: [Route.Binding.wholeURLValue])
                    parser.schema(
                        "unknown bind value \(Self.shown(placeholder.value))"
                            + (hint.isEmpty ? "; the one value written with '$' is $url, the whole URL" : hint),
                        at: placeholder.location)
                }
                parser.advance()
            } else {
                placeholder = try parser.expectName("the placeholder name after '='", noun: "placeholder name")
            }
            // The JSON form reports a repeated key of "bind" the same way, as a schema error.
            if !bound.insert(parameter.value).inserted {
                parser.schema(
                    "the key \(Self.shown(parameter.value)) appears twice in the bind of \(owner)",
                    at: parameter.location)
            }
            return Route.Binding(parameter: parameter, placeholder: placeholder)
        }
    }
}
