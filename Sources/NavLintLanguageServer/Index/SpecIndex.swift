import NavLintModel

/// What kind of thing an id names.
enum SymbolKind: String, Sendable, CaseIterable {
    case model, tab
    case switchCase = "case"
    case route, group, window, param, rule
    /// The Swift type a model's `swift` key names: defined in the code, not in the spec.
    case swiftType
}

/// A named thing of the spec. Tabs, cases and params are named with their owner (`MainTabs.home`,
/// `App.loggedIn`, `Product.id`), so that two containers' tabs of the same name are different symbols.
struct Symbol: Sendable, Hashable {
    var kind: SymbolKind
    var name: String

    /// The part after the owner: the tab, case or param name; the whole name for the other kinds.
    var member: String {
        guard [.tab, .switchCase, .param].contains(kind), let dot = name.firstIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The owner of a tab, case or param; nil for the other kinds.
    var owner: String? {
        guard [.tab, .switchCase, .param].contains(kind), let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}

/// One place the text names a symbol: where it is defined, or a reference to it.
struct Occurrence: Sendable {
    var symbol: Symbol
    /// The name's range, without quotes.
    var range: TextRange
    var isDefinition: Bool
}

/// Every place a document version names an id, sorted by position, with each symbol's places: what hover,
/// definition, references, rename and completion read without analysing the document again.
struct SpecIndex: Sendable {
    /// The text the ranges are offsets into.
    let document: TextDocument
    let format: SpecFormat
    /// Sorted by start offset.
    let occurrences: [Occurrence]
    private let bySymbol: [Symbol: [Int]]
    /// By kind, the defined symbols in text order, each once.
    private let defined: [SymbolKind: [Symbol]]

    init(document: TextDocument, format: SpecFormat, occurrences: [Occurrence]) {
        self.document = document
        self.format = format
        let sorted = occurrences.sorted { $0.range.start < $1.range.start }
        self.occurrences = sorted
        var bySymbol: [Symbol: [Int]] = [:]
        for (index, occurrence) in sorted.enumerated() { bySymbol[occurrence.symbol, default: []].append(index) }
        self.bySymbol = bySymbol
        var defined: [SymbolKind: [Symbol]] = [:]
        var seen: Set<Symbol> = []
        for occurrence in sorted where occurrence.isDefinition && seen.insert(occurrence.symbol).inserted {
            defined[occurrence.symbol.kind, default: []].append(occurrence.symbol)
        }
        self.defined = defined
    }

    /// The occurrence whose name holds `offset` (the offset just past a name counts, where the cursor rests after
    /// typing it).
    func occurrence(at offset: Int) -> Occurrence? {
        var low = 0
        var high = occurrences.count
        while low < high {
            let middle = (low + high) / 2
            if occurrences[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var candidate = low - 1
        while candidate >= 0 && candidate >= low - 3 {
            if occurrences[candidate].range.contains(offset) { return occurrences[candidate] }
            candidate -= 1
        }
        return nil
    }

    /// Every occurrence of `symbol`, in text order.
    func occurrences(of symbol: Symbol) -> [Occurrence] {
        (bySymbol[symbol] ?? []).map { occurrences[$0] }
    }

    /// Where `symbol` is defined (the first definition, for a repeated id).
    func definition(of symbol: Symbol) -> Occurrence? {
        occurrences(of: symbol).first(where: \.isDefinition)
    }

    /// The defined symbols of a kind, in text order, each once.
    func definedSymbols(_ kind: SymbolKind) -> [Symbol] { defined[kind] ?? [] }
}
