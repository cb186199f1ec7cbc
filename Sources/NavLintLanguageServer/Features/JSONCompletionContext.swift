import NavLintCore

/// The JSON form: whether the cursor is at a key or a value, and the key or object that holds it, read backwards.
struct JSONCompletionContext {
    let bytes: [UInt8]

    func expectation(at start: Int) -> Expectation {
        var index = start - 1
        if index >= 0 && bytes[index] == UInt8(ascii: "\"") { index -= 1 }
        index = skipSpace(from: index)
        guard index >= 0 else { return .keys(.top) }
        switch bytes[index] {
        case UInt8(ascii: ":"):
            return expectation(forValueOf: key(endingBefore: index))
        case UInt8(ascii: "{"):
            return .keys(object(openedAt: index))
        case UInt8(ascii: "["):
            return expectation(forElementOf: key(endingBefore: skipSpace(from: index - 1)))
        case UInt8(ascii: ","):
            guard let open = unmatchedOpen(before: index) else { return .nothing }
            if bytes[open] == UInt8(ascii: "{") { return .keys(object(openedAt: open)) }
            return expectation(forElementOf: key(endingBefore: skipSpace(from: open - 1)))
        default:
            return .nothing
        }
    }

    private func expectation(forValueOf key: String?) -> Expectation {
        switch key {
        case let key? where CompletionContext.modelTargets.contains(key): .models
        case "tab": .tabs
        case "case": .cases
        case "window": .windows
        case "via": .edgeKinds
        case "kind": .modelKinds
        case "type": .paramTypes
        default: .nothing
        }
    }

    private func expectation(forElementOf key: String?) -> Expectation {
        switch key {
        case "path": .models
        case "include": .groups
        case "via": .waypoints
        case "disable": .rules
        default: .nothing
        }
    }

    /// The kind of the object whose `{` is at `open`, from the key of the array or member that holds it.
    private func object(openedAt open: Int) -> SpecObjectKeys.Object {
        let before = skipSpace(from: open - 1)
        guard before >= 0 else { return .top }
        if bytes[before] == UInt8(ascii: ":") {
            switch key(endingBefore: before) {
            case "links": return .links
            case "lint": return .lint
            default: return .top
            }
        }
        guard let array = bytes[before] == UInt8(ascii: "[") ? before : unmatchedOpen(before: before),
            bytes[array] == UInt8(ascii: "[")
        else { return .top }
        let kind = kindValue(inObjectAt: open)
        switch key(endingBefore: skipSpace(from: array - 1)) {
        case "models": return .model(kind.flatMap(ModelKind.init(rawValue:)))
        case "edges": return .edge(kind.flatMap(EdgeKind.init(rawValue:)))
        case "routes": return .route
        case "windows": return .window
        case "groups": return .group
        case "tabs": return .tab
        case "cases": return .switchCase
        case "params": return .param
        default: return .top
        }
    }

    /// The value of the object's `"kind"` or `"via"` member, read forwards up to the object's first nested or
    /// closing brace (within a bounded stretch).
    private func kindValue(inObjectAt open: Int) -> String? {
        let limit = min(bytes.count, open + 4096)
        let end = bytes[(open + 1)..<limit].firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } ?? limit
        let text = String(decoding: bytes[open..<end], as: UTF8.self)
        for key in ["\"kind\"", "\"via\""] {
            guard let found = text.range(of: key) else { continue }
            let rest = text[found.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }
            guard rest.first == "\"" else { continue }
            return String(rest.dropFirst().prefix { $0 != "\"" })
        }
        return nil
    }

    /// The key whose closing quote is the last non-space byte before `index`.
    private func key(endingBefore index: Int) -> String? {
        let close = skipSpace(from: index - 1)
        guard close >= 0, bytes[close] == UInt8(ascii: "\"") else { return nil }
        var open = close - 1
        while open >= 0, bytes[open] != UInt8(ascii: "\""), bytes[open] != 10 { open -= 1 }
        guard open >= 0, bytes[open] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    }

    /// The `{` or `[` that is still open at `index`, skipping strings and closed brackets.
    private func unmatchedOpen(before index: Int) -> Int? {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position -= 1
                while position >= 0, bytes[position] != UInt8(ascii: "\"") || isEscaped(position) { position -= 1 }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0 { return position }
                depth -= 1
            default:
                break
            }
            position -= 1
        }
        return nil
    }

    private func isEscaped(_ position: Int) -> Bool {
        var backslashes = 0
        var index = position - 1
        while index >= 0, bytes[index] == UInt8(ascii: "\\") {
            backslashes += 1
            index -= 1
        }
        return backslashes % 2 == 1
    }

    private func skipSpace(from index: Int) -> Int {
        var index = index
        while index >= 0, [9, 10, 13, 32].contains(bytes[index]) { index -= 1 }
        return index
    }
}
