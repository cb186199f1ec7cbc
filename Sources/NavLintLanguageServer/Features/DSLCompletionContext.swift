import NavLintCore

/// The DSL: the words before the cursor on its line, and the statement whose body holds it.
struct DSLCompletionContext {
    let bytes: [UInt8]

    static let topKeywords = [
        "navgraph", "schema", "app", "links", "root", "window", "windows", "group", "screen", "dialog", "stack",
        "tabs", "switch", "split", "route",
    ]
    static let modelKeywords = [
        "title", "doc", "lint", "interactiveDismiss", "swift", "source", "screenshot", "tab", "case",
    ]
    static let routeKeywords = ["doc", "examples", "lint"]

    func expectation(at start: Int) -> Expectation {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
        let before = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        if before.filter({ $0 == "\"" }).count % 2 == 1 {
            // Inside a string: a route pattern's placeholder type after `{name:`.
            guard let open = before.lastIndex(of: "{"), !before[open...].contains("}"),
                before[open...].contains(":")
            else { return .nothing }
            return .placeholderTypes
        }
        var words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.isEmpty { return .keywords(statementKeywords(before: lineStart)) }
        if let last = words.last, last.hasSuffix(":"), before.contains("(") { return .paramTypes }
        // A list continued after commas: the keyword that starts it.
        while words.count > 1, words[words.count - 1].hasSuffix(",") || words[words.count - 1] == "," {
            words.removeLast()
        }
        let previous = words.last ?? ""
        if CompletionContext.modelTargets.contains(previous) { return .models }
        switch previous {
        case "selectTab": return .tabs
        case "switch": return enclosingKeyword(before: lineStart) != nil ? .cases : .nothing
        case "openWindow": return .windows
        case "include": return .groups
        case "via": return .waypoints
        case "disable": return .rules
        case "lint": return .keywords(["disable"])
        default: return .nothing
        }
    }

    /// The keywords a statement may start with where the line starts: a model's or route's body, or the top.
    private func statementKeywords(before lineStart: Int) -> [String] {
        switch enclosingKeyword(before: lineStart) {
        case nil: Self.topKeywords
        case "route": Self.routeKeywords
        case "group": ["doc", "include"] + EdgeKind.allCases.map(\.rawValue)
        default: Self.modelKeywords + EdgeKind.allCases.map(\.rawValue)
        }
    }

    /// The first word of the statement whose `{` is open at `offset`, or nil at the top level. Reads back line by
    /// line (braces in strings and comments do not count) and stops at a line that starts a top-level statement
    /// (a word in the first column), so that it reads only the statement the cursor is in.
    private func enclosingKeyword(before offset: Int) -> String? {
        var depth = 0
        var lineEnd = offset
        while lineEnd > 0 {
            var lineStart = lineEnd - 1
            while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
            for brace in braces(from: lineStart, to: lineEnd).reversed() {
                if brace == UInt8(ascii: "}") {
                    depth += 1
                } else if depth == 0 {
                    return firstWord(ofLineHolding: lineStart)
                } else {
                    depth -= 1
                }
            }
            if lineStart < bytes.count, TokenExtent.isWordByte(bytes[lineStart]) { return nil }
            lineEnd = lineStart
        }
        return nil
    }

    /// The braces of a line, in order, outside its strings and comments.
    private func braces(from start: Int, to end: Int) -> [UInt8] {
        var found: [UInt8] = []
        var index = start
        var inString = false
        while index < end {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "#")
                || (byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == byte)
            {
                break
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                found.append(byte)
            }
            index += 1
        }
        return found
    }

    private func firstWord(ofLineHolding offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        while start < offset, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        var end = start
        while end < offset, TokenExtent.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
