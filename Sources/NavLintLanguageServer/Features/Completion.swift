import NavLintCore

/// `textDocument/completion`: ids where the text expects an id (from the last index), edge and model kinds,
/// keywords, the keys of the JSON object under the cursor, placeholder and param types.
struct Completion {
    let document: OpenDocument
    let position: Position?

    /// LSP's completion item kinds.
    private enum Kind: Int {
        case `class` = 7
        case module = 9
        case property = 10
        case value = 12
        case keyword = 14
        case reference = 18
        case enumMember = 20
        case event = 23
        case typeParameter = 25
    }

    /// The most items one answer holds; the client filters them as the user types.
    private static let limit = 2000

    func items() -> JSONOutput {
        guard let position, let offset = document.document.offset(of: position) else { return .array([]) }
        let context = CompletionContext(bytes: document.document.bytes, format: document.format)
        var candidates = self.candidates(for: context.expectation(at: offset))
        if candidates.count > Self.limit {
            // Too many to send: those that start with what is typed already (the client asks again as it grows).
            let start = context.wordStart(before: offset)
            let typed = String(decoding: document.document.bytes[start..<offset], as: UTF8.self).lowercased()
            candidates = candidates.filter { $0.0.lowercased().hasPrefix(typed) }
        }
        let items = candidates.prefix(Self.limit).map { label, kind, detail in
            JSONOutput.object(["label": .string(label), "kind": .integer(kind.rawValue), "detail": .string(detail)])
        }
        return .object(["isIncomplete": .bool(candidates.count > Self.limit), "items": .array(Array(items))])
    }

    private func candidates(for expectation: Expectation) -> [(String, Kind, String)] {
        let index = document.results?.index
        func defined(_ kind: SymbolKind, _ itemKind: Kind) -> [(String, Kind, String)] {
            (index?.definedSymbols(kind) ?? []).map { ($0.name, itemKind, kind.rawValue) }
        }
        switch expectation {
        case .models: return defined(.model, .class)
        case .tabs: return defined(.tab, .enumMember)
        case .cases: return defined(.switchCase, .enumMember)
        case .windows: return defined(.window, .reference)
        case .groups: return defined(.group, .module)
        case .waypoints: return defined(.model, .class) + defined(.tab, .enumMember) + defined(.switchCase, .enumMember)
        case .rules: return RuleCatalogue.allDescriptions.map { ($0.id, .value, $0.summary) }
        case .edgeKinds: return EdgeKind.allCases.map { ($0.rawValue, .event, "edge kind") }
        case .modelKinds: return ModelKind.allCases.map { ($0.rawValue, .keyword, "model kind") }
        case .placeholderTypes:
            return ["int", "string", "double", "bool", "uuid"].map { ($0, .typeParameter, "placeholder type") }
        case .paramTypes: return ["Int", "String", "Double", "Bool", "UUID"].map { ($0, .typeParameter, "param type") }
        case .keywords(let words): return words.map { ($0, .keyword, "keyword") }
        case .keys(let object): return SpecObjectKeys.names(of: object).map { ($0, .property, "key") }
        case .nothing: return []
        }
    }
}
