import NavLintCore

/// What the text expects at the cursor, read backwards from it: a kind of id, a keyword or a key.
enum Expectation: Equatable {
    case models, tabs, cases, windows, groups, rules, waypoints
    case edgeKinds, modelKinds, placeholderTypes, paramTypes
    case keywords([String])
    case keys(SpecObjectKeys.Object)
    case nothing
}

/// Reads what is expected at a cursor from the few bytes before it, without parsing the document (which may not
/// parse while it is being typed).
struct CompletionContext {
    let bytes: [UInt8]
    let format: SpecFormat

    /// The first byte of the word (or key) being typed at `offset`.
    func wordStart(before offset: Int) -> Int {
        var start = offset
        while start > 0, TokenExtent.isWordByte(bytes[start - 1]) { start -= 1 }
        return start
    }

    func expectation(at offset: Int) -> Expectation {
        switch format {
        case .nav: return DSLCompletionContext(bytes: bytes).expectation(at: wordStart(before: offset))
        case .json: return JSONCompletionContext(bytes: bytes).expectation(at: wordStart(before: offset))
        }
    }

    static let modelTargets: Set<String> = [
        "push", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "setRoot", "replace", "->",
        "root", "path", "sidebar", "content", "detail", "to", "target", "model",
    ]
}
