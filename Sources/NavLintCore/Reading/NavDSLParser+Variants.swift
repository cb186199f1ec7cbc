// Variants: `platforms`, constant binds, and the dynamic and action tabs.
extension NavDSLParser {
    /// `platforms iOS, iPadOS`: the keyword is the current token.
    mutating func parsePlatforms(of owner: @autoclosure () -> String) throws(Recover) -> PlatformSet {
        let keyword = token
        advance()
        var platforms: [Located<Platform>] = []
        _ = try parseList { (parser: inout NavDSLParser) throws(Recover) -> Void in
            let name = try parser.expectName("a platform after 'platforms'", noun: "platform")
            guard let platform = Platform(name: name.value) else {
                parser.schema(Platform.unknownMessage(name.value), at: name.location)
                return
            }
            if platforms.contains(where: { $0.value == platform }) {
                parser.schema("the platform \(platform.rawValue) is listed twice in \(owner())", at: name.location)
                return
            }
            platforms.append(Located(platform, at: name.location))
        }
        return PlatformSet(platforms, location: keyword.location)
    }

    /// `bind param = "=literal", ...`: the keyword is the current token.
    mutating func parseConstantBind(of owner: @autoclosure () -> String) throws(Recover) -> [ConstantBinding] {
        advance()
        var bound: Set<String> = []
        return try parseList { (parser: inout NavDSLParser) throws(Recover) -> ConstantBinding in
            let parameter = try parser.expectName("a param name after 'bind'", noun: "param name")
            guard parser.token.kind == .equals else {
                throw parser.unexpected("'=' and a literal such as \"=value\" after \(Self.shown(parameter.value))")
            }
            parser.advance()
            let written = try parser.expectWordOrString("a literal such as \"=value\" after '='", what: "the value")
            if !bound.insert(parameter.value).inserted {
                parser.schema(
                    "the key \(Self.shown(parameter.value)) appears twice in the bind of \(owner())",
                    at: parameter.location)
            }
            if !written.value.hasPrefix("=") {
                parser.schema(ConstantBinding.notALiteralMessage(parameter.value, written.value), at: written.location)
            }
            return ConstantBinding(
                parameter: parameter, literal: Located(String(written.value.dropFirst()), at: written.location))
        }
    }

    /// A tab's options after its model (or `action`): `bind`, `platforms`, `dynamic`, `source`, in any
    /// order, then an action tab's `{ edges }`.
    mutating func parseTabOptions(into tab: inout Tab) throws(Recover) {
        let owner = "the tab \(tab.id.value)"
        while token.kind == .word {
            let location = token.location
            if isWord("bind") {
                if !tab.bind.isEmpty { schema("'bind' appears twice in \(owner)", at: location) }
                tab.bind += try parseConstantBind(of: owner)
                if tab.isAction { schema("an action tab shows no model to bind params of", at: location) }
            } else if isWord("platforms") {
                if tab.platforms != nil { schema("'platforms' appears twice in \(owner)", at: location) }
                tab.platforms = try parsePlatforms(of: owner)
            } else if isWord("dynamic") {
                if tab.isAction { schema("a tab is either dynamic or an action, not both", at: location) }
                tab.isDynamic = true
                advance()
            } else if isWord("source") {
                if tab.source != nil { schema("the source of \(owner) appears twice", at: location) }
                tab.source = try parseSource()
            } else {
                break
            }
        }
        guard tab.isAction else { return }
        guard token.kind == .leftBrace else {
            throw unexpected("'{' and the edges the action tab runs, such as { sheet Compose }")
        }
        let body = try parseBody(.actionTab, owner: Owner(kind: "tab", id: tab.id.value), at: tab.location)
        tab.edges = body.edges
    }

    /// An edge's `bind` or `platforms` option: the keyword is the current token.
    mutating func parseEdgeVariant(into edge: inout Edge) throws(Recover) {
        let location = token.location
        if isWord("bind") {
            if edge.kind.targetKey == nil || edge.kind == .openURL {
                schema("'\(edge.kind.rawValue)' shows no model to bind params of", at: location)
            }
            if !edge.bind.isEmpty { schema("the edge's 'bind' appears twice", at: location) }
            edge.bind += try parseConstantBind(of: "the edge")
        } else {
            if edge.platforms != nil { schema("the edge's 'platforms' appears twice", at: location) }
            edge.platforms = try parsePlatforms(of: "the edge")
        }
    }

    /// A stack's `bind` and any model's `platforms`, after the kind's own header fields; returns the platforms.
    mutating func parseHeaderVariants(
        of kind: ModelKind, owner: Owner, into header: inout HeaderFields, after: inout String
    ) throws(Recover) -> PlatformSet? {
        var platforms: PlatformSet?
        while token.kind == .word, (kind == .stack && isWord("bind")) || isWord("platforms") {
            let location = token.location
            if isWord("bind") {
                if !header.bind.isEmpty { schema("'bind' appears twice in \(owner)", at: location) }
                header.bind += try parseConstantBind(of: "\(owner)")
                after = "the bind"
            } else {
                if platforms != nil { schema("'platforms' appears twice in \(owner)", at: location) }
                platforms = try parsePlatforms(of: "\(owner)")
                after = "the platforms"
            }
        }
        return platforms
    }
}
