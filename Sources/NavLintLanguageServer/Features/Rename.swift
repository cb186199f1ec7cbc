import NavLintCore

/// `textDocument/prepareRename` and `textDocument/rename`: an id and every reference to it, in one edit; a name that
/// breaks the id grammar or that the same kind of thing already has is refused.
struct Rename {
    let uri: String
    let results: AnalysisResults

    private var index: SpecIndex { results.index }

    func prepare(at offset: Int) throws(RPCError) -> JSONOutput {
        let occurrence = try renamable(at: offset)
        return .object([
            "range": index.document.json(occurrence.range), "placeholder": .string(occurrence.symbol.member),
        ])
    }

    func edit(at offset: Int, to newName: String) throws(RPCError) -> JSONOutput {
        let symbol = try renamable(at: offset).symbol
        let valid =
            symbol.kind == .route ? Identifiers.isRouteIdentifier(newName) : Identifiers.isIdentifier(newName)
        guard valid else {
            let grammar =
                symbol.kind == .route ? "a letter or _, then letters, digits, _, - or ." : "[A-Za-z_][A-Za-z0-9_]*"
            throw RPCError(.requestFailed, "'\(newName)' is not a valid \(symbol.kind.rawValue) id (\(grammar))")
        }
        let renamed = Symbol(kind: symbol.kind, name: symbol.owner.map { "\($0).\(newName)" } ?? newName)
        if renamed == symbol { return .object(["changes": .object([.init(uri, .array([]))])]) }
        if index.definition(of: renamed) != nil {
            throw RPCError(.requestFailed, "the spec already has a \(symbol.kind.rawValue) named '\(renamed.name)'")
        }
        let edits = index.occurrences(of: symbol).map { occurrence in
            // Where the reader could not split `Owner.member` (an escaped name), the range holds both parts.
            let written = String(
                decoding: index.document.bytes[occurrence.range.start..<occurrence.range.end],
                as: UTF8.self)
            let newText = written.contains(".") && symbol.owner != nil ? renamed.name : newName
            return JSONOutput.object(["range": index.document.json(occurrence.range), "newText": .string(newText)])
        }
        return .object(["changes": .object([.init(uri, .array(edits))])])
    }

    /// The id at `offset`, when it names something the spec defines (rule ids are not the spec's to rename).
    private func renamable(at offset: Int) throws(RPCError) -> Occurrence {
        guard let occurrence = index.occurrence(at: offset) else {
            throw RPCError(.requestFailed, "there is no id to rename here")
        }
        guard occurrence.symbol.kind != .rule else {
            throw RPCError(.requestFailed, "rule ids are navlint's, not the spec's: they cannot be renamed")
        }
        guard occurrence.symbol.kind != .swiftType else {
            throw RPCError(.requestFailed, "a Swift type is renamed in the code; edit the swift key by hand")
        }
        guard index.definition(of: occurrence.symbol) != nil else {
            throw RPCError(.requestFailed, "'\(occurrence.symbol.name)' names nothing this spec defines")
        }
        return occurrence
    }
}
