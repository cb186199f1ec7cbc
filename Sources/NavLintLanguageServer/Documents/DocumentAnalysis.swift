import NavLintCore

/// The settings for one document: the rules' severities, and the baseline in force; or why its configuration could
/// not be read (the analysis then runs with the defaults and the reason is reported on the document).
public struct DocumentSettings: Sendable {
    /// Leaves out the findings a baseline records, as `check` does (reading the baseline on the analysis
    /// thread); gives the findings kept, or why the baseline could not be read.
    public typealias BaselineFilter = @Sendable ([Diagnostic]) -> Result<[Diagnostic], Problem>

    /// How the drift rules compare the spec with the code of `sources:`, as `check` compares them; or why the code
    /// could not be read.
    public typealias DriftResult = Result<@Sendable (Analysis) -> DriftComparison, Problem>

    /// The drift comparison, made on the analysis thread (where the code is read); nil when the host cannot read
    /// Swift code.
    public typealias DriftProvider = @Sendable () -> DriftResult?

    /// Why a baseline or the code could not be read, with where and what to do.
    public struct Problem: Error {
        public var message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    public var analysis: AnalysisSettings
    public var baseline: BaselineFilter?
    public var drift: DriftProvider?
    /// Why the configuration could not be read; nil when it was.
    public var problem: String?

    /// The settings of a configuration that was read, with the baseline and the code it names.
    public static func settings(
        _ analysis: AnalysisSettings, baseline: BaselineFilter? = nil, drift: DriftProvider? = nil
    ) -> Self {
        Self(analysis: analysis, baseline: baseline, drift: drift)
    }

    /// A configuration that could not be read, and why: the defaults apply.
    public static func invalidConfiguration(_ problem: String) -> Self {
        Self(analysis: .defaults, problem: problem)
    }
}

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

/// Where a Swift type is declared: an absolute path and a 1-based line and column.
public struct SwiftDeclaration: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The file's URI, with every byte but letters, digits and `/-._~` percent-encoded.
    var uri: String {
        let allowed = Set("/-._~".utf8)
        var encoded = "file://"
        for byte in path.utf8 {
            let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if letter || (byte >= 0x30 && byte <= 0x39) || allowed.contains(byte) {
                encoded.append(Character(UnicodeScalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return encoded
    }
}

/// By Swift type name, where the code of the configuration's `sources:` for the document `file` declares each type;
/// called on the analysis thread, so the host may take its time (and must be thread-safe).
public typealias SwiftTypeProvider = @Sendable (_ file: String) -> [String: SwiftDeclaration]

/// A diagnostic as published: the finding and the range of its element in that version's text.
struct PublishedDiagnostic: Sendable {
    var diagnostic: Diagnostic
    var range: TextRange
}

/// What a spec that reads gives: its analysis (graph, route facts) and the index of its ids.
final class AnalysisResults: @unchecked Sendable {
    // An analysis belongs to one thread at a time: built on the worker, then handed to the server's thread whole.
    /// The document version analysed.
    let version: Int
    let analysis: Analysis
    let index: SpecIndex
    /// The position of the first model of each id in the analysed spec.
    let modelIndex: [String: Int]
    /// The position of the first route of each id.
    let routeIndex: [String: Int]
    /// By Swift type name, where the code of the configuration's `sources:` declares it.
    let swiftDeclarations: [String: SwiftDeclaration]

    init(version: Int, analysis: Analysis, index: SpecIndex, swiftDeclarations: [String: SwiftDeclaration] = [:]) {
        self.version = version
        self.analysis = analysis
        self.index = index
        self.swiftDeclarations = swiftDeclarations
        let spec = analysis.spec
        var models: [String: Int] = [:]
        for position in spec.models.indices where models[spec.models[position].id.value] == nil {
            models[spec.models[position].id.value] = position
        }
        modelIndex = models
        var routes: [String: Int] = [:]
        for position in spec.routes.indices where routes[spec.routes[position].id.value] == nil {
            routes[spec.routes[position].id.value] = position
        }
        routeIndex = routes
    }
}

/// The result of an ``AnalysisJob``, handed back to the server with ``LanguageServer/finish(_:)``.
public struct AnalysisOutcome: Sendable {
    let uri: String
    let version: Int
    var diagnostics: [PublishedDiagnostic] = []
    var diagnosticsJSON: [JSONOutput] = []
    /// Nil when the spec did not read: the server keeps answering from the last version that did.
    var results: AnalysisResults?

    init(uri: String, version: Int) {
        self.uri = uri
        self.version = version
    }

}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var trimmed = self
        while let last = trimmed.last, predicate(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
