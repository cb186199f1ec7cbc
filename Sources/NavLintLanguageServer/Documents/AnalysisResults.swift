import NavLintCore

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
