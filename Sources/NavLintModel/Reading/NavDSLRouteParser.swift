import NavLintSupport

/// `route` statements: the pattern, the target and the clauses after it.
struct NavDSLRouteParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor
    let bodies: NavDSLBodyParser
    let variants: NavDSLVariantParser

    /// `route id "pattern" -> Target (via ...)? (bind ...)? (present style)? (replaces id, ...)?
    /// { doc/examples/lint }?`
    func parseRoute() throws(Recover) -> Route {
        let keyword = cursor.token
        let line = cursor.startLine()
        cursor.advance()
        let id = try cursor.expectName(
            "the route id after 'route'", noun: "route id",
            rule: "use letters, digits, _, - and . and start with a letter or _",
            isValid: Identifiers.isRouteIdentifier)
        let owner = Owner(kind: "route", id: id.value)
        let patternToken = cursor.token
        let pattern = try cursor.expectNonEmptyString(
            "the pattern as a string after the route id, such as \"shop://products/{id:int}\"",
            what: "the pattern of \(owner)")
        guard cursor.token.kind == .arrow else {
            throw cursor.unexpected("'->' and the target model after the pattern")
        }
        cursor.advance()
        let target = try cursor.expectName("the target model after '->'", noun: "model id")
        var route = Route(id: id, pattern: pattern, target: target, location: keyword.location)
        if patternToken.kind == .string {
            route.patternColumns = EscapedText.columns(
                of: cursor.lexer.bytes[(patternToken.start + 1)..<(patternToken.end - 1)],
                startingAt: patternToken.location.column + 1)
        }
        let seen = try parseClauses(of: &route, owner: owner)
        if cursor.isWord("platforms") { route.platforms = try variants.parsePlatforms(of: "\(owner)") }
        var after = "the target"
        cursor.finishLine(line, key: .statement(keyword.location))
        if cursor.token.kind == .leftBrace {
            let body = try bodies.parseBody(.route, owner: owner, at: keyword.location)
            route.doc = body.doc
            route.lint = body.lint
            route.examples = body.examples ?? []
            after = "'}'"
        }
        switch cursor.token.kind {
        case .newline: cursor.advance()
        case .end: break
        default:
            guard after == "the target" else { throw cursor.unexpected("a new line after '}'") }
            let options = Self.routeClauses.filter { !seen.contains($0) }.map { "'\($0)'" } + ["'{'"]
            let last = seen.isEmpty ? "the target" : "the route's clauses"
            throw cursor.unexpected("\(options.joined(separator: ", ")) or a new line after \(last)")
        }
        return route
    }

    static let routeClauses = ["via", "bind", "present", "replaces", "when", "fallback"]

    /// The `via`, `bind`, `present`, `replaces`, `when` and `fallback` clauses after a route's target; returns
    /// the clauses met.
    func parseClauses(of route: inout Route, owner: Owner) throws(Recover) -> Set<String> {
        var seen: Set<String> = []
        while cursor.token.kind == .word, Self.routeClauses.contains(cursor.text) {
            let clause = cursor.text
            let location = cursor.token.location
            cursor.advance()
            if !seen.insert(clause).inserted { cursor.schema("'\(clause)' appears twice in \(owner)", at: location) }
            switch clause {
            case "via":
                route.via = try cursor.parseList { () throws(Recover) in
                    try cursor.expectName(
                        "a waypoint (a model id, Tabs.tab, Switch.case, Tabs.* or *)", noun: "waypoint",
                        rule: "write a model id, Tabs.tab, Switch.case, Tabs.* or *", isValid: Identifiers.isWaypoint)
                }
            case "bind":
                route.bind += try parseBind(after: route.bind, owner: owner)
            case "replaces":
                route.replaces = try cursor.parseList { () throws(Recover) in
                    try cursor.expectName(
                        "a route id after 'replaces'", noun: "replaced route id",
                        rule: "use letters, digits, _, - and . and start with a letter or _",
                        isValid: Identifiers.isRouteIdentifier)
                }
            case "when":
                route.when = try cursor.expectNonEmptyString(
                    "the condition as a string after 'when'", what: "the condition of \(owner)")
            case "fallback":
                route.fallback = try parseFallback(owner: owner)
            default:
                let style: Located<PresentStyle>? = try cursor.expectCase(
                    "'sheet' or 'fullScreenCover' after 'present'",
                    unknown: { "unknown presentation \($0) for \(owner); expected sheet or fullScreenCover" })
                if let style { route.present = style }
            }
        }
        return seen
    }

    /// `browser` or `ignore` after a route's `fallback`.
    func parseFallback(owner: Owner) throws(Recover) -> Located<RouteFallback>? {
        try cursor.expectCase(
            "'browser' or 'ignore' after 'fallback'",
            unknown: { "unknown fallback \($0) for \(owner); expected browser or ignore" })
    }

    /// The `Model.param = placeholder` list after `bind`; `earlier` are the bindings of earlier `bind` clauses.
    func parseBind(after earlier: [Route.Binding], owner: Owner) throws(Recover) -> [Route.Binding] {
        var bound = Set(earlier.map(\.parameter.value))
        return try cursor.parseList { () throws(Recover) in
            let parameter = try cursor.expectQualified(
                "a parameter as Model.param after 'bind'", noun: "bound parameter", example: "Model.param")
            guard cursor.token.kind == .equals else {
                throw cursor.unexpected("'=' and a placeholder after \(NavDSLCursor.shown(parameter.value))")
            }
            cursor.advance()
            let placeholder: Located<String>
            if cursor.token.kind == .string {
                placeholder = try cursor.expectString("\"$url\" or a literal such as \"=value\" after '='")
                if placeholder.value != Route.Binding.wholeURLValue, !placeholder.value.hasPrefix("=") {
                    cursor.schema(
                        "a quoted bind value is \"$url\" or a literal such as \"=value\"; write a placeholder name "
                            + "without quotes",
                        at: placeholder.location)
                }
            } else if cursor.token.kind == .variable {
                placeholder = Located(cursor.text, at: cursor.token.location)
                if placeholder.value != Route.Binding.wholeURLValue {
                    let hint = Suggestion.hint(for: placeholder.value, among: [Route.Binding.wholeURLValue])
                    cursor.schema(
                        "unknown bind value \(NavDSLCursor.shown(placeholder.value))"
                            + (hint.isEmpty ? "; the one value written with '$' is $url, the whole URL" : hint),
                        at: placeholder.location)
                }
                cursor.advance()
            } else {
                placeholder = try cursor.expectName("the placeholder name after '='", noun: "placeholder name")
            }
            // The JSON form reports a repeated key of "bind" the same way, as a schema error.
            if !bound.insert(parameter.value).inserted {
                cursor.schema(
                    "the key \(NavDSLCursor.shown(parameter.value)) appears twice in the bind of \(owner)",
                    at: parameter.location)
            }
            return Route.Binding(parameter: parameter, placeholder: placeholder)
        }
    }
}
