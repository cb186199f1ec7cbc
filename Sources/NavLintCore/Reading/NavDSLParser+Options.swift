// Options of body statements and edges that take a value of their own: title, doc, swift, source, stacked.
extension NavDSLParser {
    /// `title STRING` or `doc STRING` in the body of `owner`.
    mutating func parseText(
        _ name: String, at keyword: SourceLocation, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        advance()
        let value = try expectString("the \(name) as a string after '\(name)'")
        let isTitle = name == "title"
        if (isTitle ? body.title : body.doc) != nil {
            schema("'\(name)' appears twice in \(owner)", at: keyword)
        }
        if isTitle { body.title = value } else { body.doc = value }
        return (isTitle ? "the title" : "the doc", value.location)
    }

    /// `swift STRING` or `source STRING` in the body of `owner`.
    mutating func parseCode(
        _ name: String, at keyword: SourceLocation, owner: Owner, into body: inout BodyContent
    ) throws(Recover) -> (after: String, key: SourceLocation) {
        advance()
        let what = name == "swift" ? "Swift type" : "Swift location"
        let value = try expectNonEmptyString("the \(what) as a string after '\(name)'", what: "the \(what)")
        if body.code[name] != nil { schema("'\(name)' appears twice in \(owner)", at: keyword) }
        body.code[name] = value
        return ("the \(name)", value.location)
    }

    /// The `stacked` option of an edge, which only sheets, covers and popovers take.
    mutating func parseStacked(into edge: inout Edge) {
        if !edge.kind.acceptsStacked {
            schema(
                "'stacked' applies only to sheet, fullScreenCover and popover, not to '\(edge.kind.rawValue)'",
                at: token.location)
        }
        if edge.stacked { schema("the edge's 'stacked' appears twice", at: token.location) }
        edge.stacked = true
        advance()
    }
}
