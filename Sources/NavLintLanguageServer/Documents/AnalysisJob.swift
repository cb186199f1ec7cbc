import NavLintCore

/// One version of a document to analyse: a snapshot of its text and settings, run off the server's thread.
public struct AnalysisJob: Sendable {
    let uri: String
    let version: Int
    let document: TextDocument
    /// The name the analysis and its format detection read.
    let file: String
    let settings: DocumentSettings
    let rulesDocumentation: String?
    /// Where the Swift types of the document's `sources:` are declared, found on this thread; nil for none.
    let swiftTypes: SwiftTypeProvider?

    /// Reads and analyses the document, as `check` does, and indexes its ids; does no I/O.
    public func run() -> AnalysisOutcome {
        let format = SpecFormat(fileName: file, bytes: document.bytes)
        let extent = TokenExtent(document: document, format: format)
        var problems = settings.problem.map { [$0] } ?? []
        var outcome = AnalysisOutcome(uri: uri, version: version)
        do {
            let analysis = try Analysis(reading: document.bytes, file: file, settings: settings.analysis)
            var compare: (@Sendable (Analysis) -> DriftComparison)?
            switch settings.drift?() ?? nil {
            case .success(let comparison): compare = comparison
            case .failure(let problem): problems.append(problem.message)
            case nil: break
            }
            var found = analysis.diagnostics(drift: compare)
            switch settings.baseline?(found) {
            case .success(let kept): found = kept
            case .failure(let problem): problems.append(problem.message)
            case nil: break
            }
            // Hover reads the context's graph and route facts: built here, off the server's thread.
            _ = analysis.context
            let index = SpecIndexBuilder.index(of: analysis.readSpec, document: document, format: format)
            let results = AnalysisResults(
                version: version, analysis: analysis, index: index, swiftDeclarations: swiftTypes?(file) ?? [:])
            outcome.results = results
            outcome.diagnostics = found.map { diagnostic in
                PublishedDiagnostic(
                    diagnostic: diagnostic, range: range(of: diagnostic, results: results, extent: extent))
            }
        } catch {
            outcome.diagnostics = diagnostics(of: error.errors, extent: extent)
        }
        for problem in problems.reversed() {
            let diagnostic = Diagnostic(
                rule: "configuration", severity: .error, message: problem, file: file, location: .start, ids: [])
            outcome.diagnostics.insert(
                PublishedDiagnostic(diagnostic: diagnostic, range: TextRange(start: 0, end: 0)),
                at: 0)
        }
        outcome.diagnosticsJSON = outcome.diagnostics.map { json(of: $0, results: outcome.results) }
        return outcome
    }

    /// The errors that stop the spec from being read, at their values, as `check` reports them: a DSL file named
    /// `*.json` is told to rename itself.
    private func diagnostics(of errors: [InputError], extent: TokenExtent) -> [PublishedDiagnostic] {
        OutputForm.withMisnamingHint(errors, path: file, bytes: document.bytes).map { inputError in
            let diagnostic = Diagnostic(inputError, file: file)
            let offset = document.offset(of: inputError.location)
            let token = extent.token(at: offset)
            let range = token.end > token.start ? token : TextRange(start: offset, end: offset)
            return PublishedDiagnostic(diagnostic: diagnostic, range: range)
        }
    }

    /// The whole element a finding is about: where it points at a model's or route's id, the model or route; else
    /// the element that starts there (an edge, a value).
    private func range(of diagnostic: Diagnostic, results: AnalysisResults, extent: TokenExtent) -> TextRange {
        let offset = document.offset(of: diagnostic.location)
        // A JSON string's location is its opening quote; the name starts after it.
        let quoted = offset < document.bytes.count && document.bytes[offset] == UInt8(ascii: "\"")
        if let named = results.index.occurrence(at: quoted ? offset + 1 : offset), named.isDefinition,
            named.range.start == (quoted ? offset + 1 : offset)
        {
            let spec = results.analysis.readSpec
            let element: SourceLocation? =
                switch named.symbol.kind {
                case .model: results.modelIndex[named.symbol.name].map { spec.models[$0].location }
                case .route: results.routeIndex[named.symbol.name].map { spec.routes[$0].location }
                default: nil
                }
            if let element { return extent.element(at: document.offset(of: element)) }
        }
        return extent.element(at: offset)
    }

    private func json(of published: PublishedDiagnostic, results: AnalysisResults?) -> JSONOutput {
        let diagnostic = published.diagnostic
        var members: [JSONOutput.Member] = [
            .init("range", document.json(published.range)),
            .init("severity", .integer(Self.severityNumber(diagnostic.severity))),
            .init("code", .string(diagnostic.rule)),
        ]
        if let rulesDocumentation, RuleCatalogue.description(of: diagnostic.rule) != nil {
            members.append(.init("codeDescription", .object(["href": .string(rulesDocumentation + diagnostic.rule)])))
        }
        members.append(.init("source", .string("navlint")))
        members.append(.init("message", .string(diagnostic.reportedMessage)))
        let related = results.map { relatedInformation(of: published, results: $0) } ?? []
        if !related.isEmpty { members.append(.init("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// The other elements a finding names (the other route of a pair, with the URL both match; the model it is
    /// about), those whose element does not hold the finding.
    private func relatedInformation(of published: PublishedDiagnostic, results: AnalysisResults) -> [JSONOutput] {
        let diagnostic = published.diagnostic
        guard diagnostic.ids.count > 1 else { return [] }
        let spec = results.analysis.readSpec
        let extent = TokenExtent(document: document, format: results.index.format)
        // The URL the message names (a pattern's shape has placeholders: it is not one).
        let witness = diagnostic.message.split(separator: " ").first { $0.contains("://") && !$0.contains("{") }.map {
            String($0.trimmingSuffix(while: { ",;.".contains($0) }))
        }
        return diagnostic.ids.compactMap { id in
            let element: (location: SourceLocation, message: String)
            if let index = results.routeIndex[id] {
                let route = spec.routes[index]
                let matches = witness.map { ", which \($0) matches too" } ?? ""
                element = (route.location, "route \(id) \"\(route.pattern.value)\"\(matches)")
            } else if let index = results.modelIndex[id] {
                element = (spec.models[index].location, "\(spec.models[index].kind.rawValue) \(id)")
            } else {
                return nil
            }
            guard !extent.element(at: document.offset(of: element.location)).contains(published.range.start),
                let definition = results.index.definition(
                    of: Symbol(kind: results.routeIndex[id] != nil ? .route : .model, name: id))
            else { return nil }
            return .object([
                "location": .object(["uri": .string(uri), "range": document.json(definition.range)]),
                "message": .string(element.message),
            ])
        }
    }

    static func severityNumber(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var trimmed = self
        while let last = trimmed.last, predicate(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
