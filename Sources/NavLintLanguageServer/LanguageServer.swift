import NavLintCore

/// The language server's state and its answers, without I/O: the caller hands it each message body
/// (``receive(_:now:)``), runs the analyses it asks for (``dueAnalysis(now:)``, ``AnalysisJob/run()``, on any
/// thread) and gives back their outcomes (``finish(_:)``), and sends what each call returns.
///
/// Analyses are debounced: a change makes its document due after ``debounce``; one analysis runs at a time, and
/// the outcome of a version the client has changed since is not published (the newest version runs next).
/// Position requests answer from the index of the last version that read, so they never wait for an analysis.
public final class LanguageServer {
    /// What the server needs from its host: the settings of the document at a path (its `.navlint.yml`).
    public typealias SettingsProvider = (_ file: String) -> DocumentSettings

    private let settingsProvider: SettingsProvider
    private let swiftTypes: SwiftTypeProvider?
    /// The base of each rule's documentation link (the rule id is appended), or nil for none.
    private let rulesDocumentation: String?
    /// How long after a change a document is analysed, when no other change comes first.
    public let debounce: Duration
    private var documents: [String: OpenDocument] = [:]
    private var initialized = false
    private var shutdownRequested = false
    /// The document being analysed, and its version.
    private var running: (uri: String, version: Int)?

    /// Set by `exit`: 0 after `shutdown`, 1 without (as LSP says); the caller then ends the process.
    public private(set) var exitCode: Int32?

    /// - Parameter swiftTypes: where the Swift types of a document's `sources:` are declared, for go to
    ///   definition; nil where the host cannot read Swift code.
    public init(
        rulesDocumentation: String? = nil, debounce: Duration = .milliseconds(75), swiftTypes: SwiftTypeProvider? = nil,
        settings: @escaping SettingsProvider
    ) {
        self.swiftTypes = swiftTypes
        self.rulesDocumentation = rulesDocumentation
        self.debounce = debounce
        settingsProvider = settings
    }

    /// Handles one message body; returns the messages to send now.
    public func receive(_ body: [UInt8], now: ContinuousClock.Instant = .now) -> [JSONOutput] {
        let message: RPCMessage
        do {
            message = try RPCMessage(body: body)
        } catch {
            return [RPCOutgoing.error(nil, error)]
        }
        guard let method = message.method else { return [] }
        guard let id = message.id else {
            return handleNotification(method, message.params, now: now)
        }
        do {
            return [RPCOutgoing.response(id, result: try handleRequest(method, message.params))]
        } catch {
            return [RPCOutgoing.error(id, error)]
        }
    }

    /// The answer to bytes that were not a frame: a parse error, which names no request.
    public func malformedFrame(_ reason: String) -> [JSONOutput] {
        [RPCOutgoing.error(nil, RPCError(.parseError, "skipped \(reason)"))]
    }

    /// A message as it is written to the client: its `Content-Length` header and compact JSON.
    public static func encode(_ message: JSONOutput) -> [UInt8] {
        MessageFramer.frame(Array(message.compact().utf8))
    }

    // MARK: Analyses

    /// When the next analysis falls due; nil when none is waiting or one is running.
    public var nextDeadline: ContinuousClock.Instant? {
        guard running == nil else { return nil }
        return documents.values.compactMap(\.dueAt).min()
    }

    /// The analysis of a document whose time has come, marked as running; nil when none, or one is running.
    public func dueAnalysis(now: ContinuousClock.Instant = .now) -> AnalysisJob? {
        guard running == nil,
            let due = documents.values.filter({ ($0.dueAt ?? now.advanced(by: .seconds(1))) <= now })
                .min(by: { $0.dueAt! < $1.dueAt! })
        else { return nil }
        documents[due.uri]?.dueAt = nil
        running = (due.uri, due.version)
        return AnalysisJob(
            uri: due.uri, version: due.version, document: due.document, file: due.file,
            settings: settingsProvider(due.file), rulesDocumentation: rulesDocumentation, swiftTypes: swiftTypes)
    }

    /// Takes an analysis's outcome: keeps its index and publishes its diagnostics when the document is still at
    /// that version (a stale outcome's diagnostics are dropped; the newer version is due already).
    public func finish(_ outcome: AnalysisOutcome) -> [JSONOutput] {
        running = nil
        guard var open = documents[outcome.uri] else { return [] }
        if let results = outcome.results { open.results = results }
        guard open.version == outcome.version else {
            documents[outcome.uri] = open
            return []
        }
        open.diagnostics = outcome.diagnostics
        open.diagnosticsMatchResults = outcome.results != nil
        documents[outcome.uri] = open
        return [publish(outcome.uri, version: outcome.version, outcome.diagnosticsJSON)]
    }

    private func publish(_ uri: String, version: Int?, _ diagnostics: [JSONOutput]) -> JSONOutput {
        var params: [JSONOutput.Member] = [.init("uri", .string(uri))]
        if let version { params.append(.init("version", .integer(version))) }
        params.append(.init("diagnostics", .array(diagnostics)))
        return RPCOutgoing.notification("textDocument/publishDiagnostics", .object(params))
    }

    // MARK: Notifications

    private func handleNotification(
        _ method: String, _ params: JSONValue?, now: ContinuousClock.Instant
    )
        -> [JSONOutput]
    {
        switch method {
        case "initialized": return []
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
            return []
        case "textDocument/didOpen":
            didOpen(params, now: now)
            return []
        case "textDocument/didChange":
            didChange(params, now: now)
            return []
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            // A `.navlint.yml` may have changed: every open document is checked again under the settings in force.
            for uri in documents.keys { documents[uri]?.dueAt = now }
            return []
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil
            else { return [] }
            if running?.uri == uri { running = nil }
            return [publish(uri, version: nil, [])]
        default:
            // `$/cancelRequest`, `$/setTrace`, `textDocument/didSave`, and what the server does not know.
            return []
        }
    }

    private func didOpen(_ params: JSONValue?, now: ContinuousClock.Instant) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
        else { return }
        let languageID = item["languageId"]?.string
        guard OpenDocument.isSpec(uri: uri, languageID: languageID) else { return }
        documents[uri] = OpenDocument(
            uri: uri, file: OpenDocument.file(of: uri, languageID: languageID), version: item["version"]?.integer ?? 0,
            document: TextDocument(text), dueAt: now)
    }

    private func didChange(_ params: JSONValue?, now: ContinuousClock.Instant) {
        guard let uri = params?["textDocument"]?["uri"]?.string, var open = documents[uri],
            let changes = params?["contentChanges"]?.array
        else { return }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            if change["range"] == nil {
                open.document.replace(nil, with: text)
            } else if let range = open.document.range(json: change["range"]) {
                open.document.replace(range, with: text)
            } else if let start = Position(json: change["range"]?["start"]), start.line >= open.document.lineCount {
                // A change past the end appends, as editors expect of a position clamped to the end.
                let end = open.document.bytes.count
                open.document.replace(TextRange(start: end, end: end), with: text)
            }
        }
        open.version = params?["textDocument"]?["version"]?.integer ?? open.version + 1
        open.dueAt = now.advanced(by: debounce)
        documents[uri] = open
    }

    // MARK: Requests

    private func handleRequest(_ method: String, _ params: JSONValue?) throws(RPCError) -> JSONOutput {
        if method == "initialize" {
            initialized = true
            return ServerCapabilities.initializeResult
        }
        guard initialized else { throw RPCError(.serverNotInitialized, "the server has not been initialized") }
        if method == "shutdown" {
            shutdownRequested = true
            return .null
        }
        guard !shutdownRequested else { throw RPCError(.invalidRequest, "the server is shutting down") }
        guard RequestHandlers.methods.contains(method) else {
            throw RPCError(.methodNotFound, "navlint lsp does not handle \(method)")
        }
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RPCError(.invalidParams, "\(method) needs params.textDocument.uri")
        }
        guard let open = documents[uri] else {
            if method == "textDocument/documentSymbol" || method == "textDocument/codeAction" { return .array([]) }
            return .null
        }
        return try RequestHandlers(document: open, params: params ?? JSONValue(.null, at: .start)).answer(method)
    }
}
