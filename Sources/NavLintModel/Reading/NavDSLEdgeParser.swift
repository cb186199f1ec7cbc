/// Edges: a navigation's kind, its target, and its options (`stacked`, `fallback`, a label, `when`, `after`,
/// `external`, `bind`, `platforms`, `source`).
struct NavDSLEdgeParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor
    let variants: NavDSLVariantParser

    /// `via target? stacked? "label"? (when "condition")?`, options in any order.
    func parseEdge(_ kind: EdgeKind) throws(Recover) -> Edge {
        let keyword = cursor.token
        cursor.advance()
        var edge = Edge(via: Located(kind, at: keyword.location), location: keyword.location)
        let via = kind.rawValue
        if let key = kind.targetKey {
            if cursor.atStatementEnd {
                let needs =
                    switch key {
                    case "to": "the model it shows: \(via) Detail"
                    case "tab": "the tab: selectTab MainTabs.home"
                    case "case": "the case: switch App.loggedIn"
                    case "window": "the window: openWindow main"
                    default: "the URL: openURL \"https://example.com\""
                    }
                cursor.schema("'\(via)' needs \(needs)", at: keyword.location)
                throw Recover()
            }
            edge.target = try parseEdgeTarget(key, of: kind)
        }
        while !cursor.atStatementEnd {
            if cursor.isWord("stacked") {
                parseStacked(into: &edge)
            } else if cursor.isWord("fallback") {
                try parseFallback(into: &edge)
            } else if cursor.isWord("when") {
                let location = cursor.token.location
                cursor.advance()
                let condition = try cursor.expectString("the condition as a string after 'when'")
                if edge.condition != nil { cursor.schema("the edge's condition appears twice", at: location) }
                edge.condition = condition
            } else if cursor.isWord("bind") || cursor.isWord("platforms") {
                try parseEdgeVariant(into: &edge)
            } else if cursor.isWord("source") {
                if edge.source != nil { cursor.schema("the edge's source appears twice", at: cursor.token.location) }
                edge.source = try cursor.parseSource()
            } else if cursor.isWord("external") || cursor.isWord("after") {
                try parseHandingOn(into: &edge)
            } else if cursor.token.kind == .string {
                if edge.label != nil { cursor.schema("the edge's label appears twice", at: cursor.token.location) }
                edge.label = Located(cursor.lexer.value, at: cursor.token.location)
                cursor.advance()
            } else if kind.isBack, !edge.stacked, edge.label == nil, edge.condition == nil, cursor.token.kind == .word {
                cursor.schema(
                    "'\(via)' goes back and takes no target, found \(cursor.describeToken)",
                    at: cursor.token.location)
                throw Recover()
            } else {
                var options = kind.acceptsStacked ? ["'stacked'"] : kind == .push ? ["'fallback'"] : []
                options += ["a label string", "'when'", "'after'"] + (kind == .openURL ? ["'external'"] : [])
                options += ["a new line"]
                let place = kind.targetKey == nil ? "'\(via)'" : "the edge's target"
                throw cursor.unexpected(
                    "\(options.dropLast().joined(separator: ", ")) or \(options.last ?? "") after \(place)")
            }
        }
        return edge
    }

    /// `external` (openURL only) or `after dismiss` among an edge's options.
    func parseHandingOn(into edge: inout Edge) throws(Recover) {
        let location = cursor.token.location
        if cursor.isWord("external") {
            if edge.kind != .openURL {
                cursor.schema("'external' applies only to openURL, not to '\(edge.kind.rawValue)'", at: location)
            }
            if edge.external { cursor.schema("the edge's 'external' appears twice", at: location) }
            edge.external = true
            cursor.advance()
            return
        }
        cursor.advance()
        guard cursor.token.kind == .word else { throw cursor.unexpected("'dismiss' after 'after'") }
        if edge.after != nil { cursor.schema("the edge's 'after' appears twice", at: location) }
        if let after = EdgeAfter(rawValue: cursor.text) {
            edge.after = Located(after, at: cursor.token.location)
        } else {
            cursor.schema(
                "unknown 'after' \(cursor.describeToken); expected dismiss", at: cursor.token.location)
        }
        cursor.advance()
    }

    /// The target after an edge's kind, by the key the JSON form names it with.
    func parseEdgeTarget(_ key: String, of kind: EdgeKind) throws(Recover) -> EdgeTarget {
        switch key {
        case "to":
            return .model(try cursor.expectName("the target model after '\(kind.rawValue)'", noun: "model id"))
        case "tab":
            let example = "Tabs.tab, such as MainTabs.home"
            return .tab(
                try cursor.expectQualified("the tab after 'selectTab'", noun: "tab reference", example: example))
        case "case":
            let example = "Switch.case, such as App.loggedIn"
            return .switchCase(
                try cursor.expectQualified("the case after 'switch'", noun: "case reference", example: example))
        case "window":
            return .window(try cursor.expectName("the window id after 'openWindow'", noun: "window id"))
        default:
            return .url(try cursor.expectNonEmptyString("the URL as a string after 'openURL'", what: "the URL"))
        }
    }

    /// The `fallback sheet|fullScreenCover` option, which only a push takes.
    func parseFallback(into edge: inout Edge) throws(Recover) {
        let location = cursor.token.location
        if edge.kind != .push {
            cursor.schema("'fallback' applies only to push, not to '\(edge.kind.rawValue)'", at: location)
        }
        if edge.fallback != nil { cursor.schema("the edge's 'fallback' appears twice", at: location) }
        cursor.advance()
        let fallback: Located<PushFallback>? = try cursor.expectCase(
            "'sheet' or 'fullScreenCover' after 'fallback'",
            unknown: { "unknown 'fallback' \($0); expected sheet or fullScreenCover" })
        if let fallback { edge.fallback = fallback }
    }

    /// The `stacked` option of an edge, which only sheets, covers and popovers take.
    func parseStacked(into edge: inout Edge) {
        if !edge.kind.acceptsStacked {
            cursor.schema(
                "'stacked' applies only to sheet, fullScreenCover and popover, not to '\(edge.kind.rawValue)'",
                at: cursor.token.location)
        }
        if edge.stacked { cursor.schema("the edge's 'stacked' appears twice", at: cursor.token.location) }
        edge.stacked = true
        cursor.advance()
    }

    /// An edge's `bind` or `platforms` option: the keyword is the current token.
    func parseEdgeVariant(into edge: inout Edge) throws(Recover) {
        let location = cursor.token.location
        if cursor.isWord("bind") {
            if edge.kind.targetKey == nil || edge.kind == .openURL {
                cursor.schema("'\(edge.kind.rawValue)' shows no model to bind params of", at: location)
            }
            if !edge.bind.isEmpty { cursor.schema("the edge's 'bind' appears twice", at: location) }
            edge.bind += try variants.parseConstantBind(of: "the edge")
        } else {
            if edge.platforms != nil { cursor.schema("the edge's 'platforms' appears twice", at: location) }
            edge.platforms = try variants.parsePlatforms(of: "the edge")
        }
    }
}
