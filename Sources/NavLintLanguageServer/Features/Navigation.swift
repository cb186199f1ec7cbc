import NavLintCore

/// Go to definition and find references, for every kind of id.
struct Navigation {
    let uri: String
    let results: AnalysisResults

    func location(_ range: TextRange) -> JSONOutput {
        .object(["uri": .string(uri), "range": results.index.document.json(range)])
    }

    /// The definition in the spec; for a model or a `swift` key, also the Swift type's declaration when the
    /// configuration's `sources:` were read (alone, from the model's own id or the `swift` key).
    func definition(at offset: Int) -> JSONOutput {
        guard let occurrence = results.index.occurrence(at: offset) else { return .null }
        let declaration = swiftDeclaration(of: occurrence.symbol)
        var places: [JSONOutput] = []
        if let definition = results.index.definition(of: occurrence.symbol),
            !occurrence.isDefinition || declaration == nil
        {
            places.append(location(definition.range))
        }
        if let declaration {
            let start = JSONOutput.object([
                "line": .integer(max(0, declaration.line - 1)), "character": .integer(max(0, declaration.column - 1)),
            ])
            places.append(
                .object(["uri": .string(declaration.uri), "range": .object(["start": start, "end": start])]))
        }
        if places.isEmpty { return .null }
        return places.count == 1 ? places[0] : .array(places)
    }

    /// Where the Swift type of a model (its `swift` key, else its id) or of a `swift` key is declared.
    private func swiftDeclaration(of symbol: Symbol) -> SwiftDeclaration? {
        switch symbol.kind {
        case .swiftType:
            return results.swiftDeclarations[symbol.name]
        case .model:
            guard let index = results.modelIndex[symbol.name] else { return nil }
            let model = results.analysis.spec.models[index]
            return results.swiftDeclarations[model.swift?.value ?? model.id.value]
        default:
            return nil
        }
    }

    func references(at offset: Int, includingDeclaration: Bool) -> JSONOutput {
        guard let occurrence = results.index.occurrence(at: offset) else { return .null }
        let places = results.index.occurrences(of: occurrence.symbol).filter {
            includingDeclaration || !$0.isDefinition
        }
        return .array(places.map { location($0.range) })
    }
}
