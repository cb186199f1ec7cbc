import NavLintCore
import XCTest

@testable import NavLintLanguageServer

/// Drives a ``LanguageServer`` as the command's loop does, synchronously: messages in, analyses run at once.
final class ServerHarness {
    let server: LanguageServer
    private var nextID = 1
    /// Every notification the server sent, in order.
    private(set) var notifications: [JSONValue] = []

    init(settings: DocumentSettings = .settings(.defaults)) {
        server = LanguageServer(rulesDocumentation: "https://example.com/rules#", debounce: .zero) { _ in settings }
        _ = request("initialize", #"{"capabilities": {}}"#)
    }

    /// Sends a request and returns its response.
    @discardableResult
    func request(_ method: String, _ params: String = "null") -> JSONValue {
        let id = nextID
        nextID += 1
        let replies = send(#"{"jsonrpc": "2.0", "id": \#(id), "method": "\#(method)", "params": \#(params)}"#)
        return replies.first { $0["id"]?.integer == id } ?? JSONValue(.null, at: .start)
    }

    func notify(_ method: String, _ params: String) {
        _ = send(#"{"jsonrpc": "2.0", "method": "\#(method)", "params": \#(params)}"#)
    }

    /// Sends a raw body; returns the responses, and keeps the notifications.
    func send(_ body: String) -> [JSONValue] {
        let replies = server.receive(Array(body.utf8)).map(Self.parse)
        notifications += replies.filter { $0["method"] != nil }
        return replies.filter { $0["method"] == nil }
    }

    /// Runs every analysis that is due, as the worker would, and hands the outcomes back.
    func runAnalyses() {
        while let job = server.dueAnalysis(now: .now.advanced(by: .seconds(60))) {
            notifications += server.finish(job.run()).map(Self.parse)
        }
    }

    func open(_ uri: String, _ text: String, language: String = "navlint") {
        let params = JSONOutput.object([
            "textDocument": .object([
                "uri": .string(uri), "languageId": .string(language), "version": .integer(1), "text": .string(text),
            ])
        ])
        notify("textDocument/didOpen", params.compact())
        runAnalyses()
    }

    /// The diagnostics last published for `uri`.
    func diagnostics(_ uri: String) -> [JSONValue] {
        let published = notifications.last {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
        }
        return published?["params"]?["diagnostics"]?.array ?? []
    }

    static func parse(_ output: JSONOutput) -> JSONValue {
        // The server's own output must always be JSON.
        try! JSONParser.parse(Array(output.compact().utf8))
    }

    /// Applies text edits given in document order (they do not overlap), last first.
    static func apply(_ edits: [JSONValue], to text: String) -> String {
        var document = TextDocument(text)
        for change in edits.reversed() {
            document.replace(document.range(json: change["range"]), with: change["newText"]?.string ?? "")
        }
        return document.text
    }

    static func position(_ uri: String, _ line: Int, _ character: Int) -> String {
        #"{"textDocument": {"uri": "\#(uri)"}, "position": {"line": \#(line), "character": \#(character)}}"#
    }
}

extension JSONValue {
    /// The LSP range's start as "line:character".
    var start: String {
        "\(self["start"]?["line"]?.integer ?? -1):\(self["start"]?["character"]?.integer ?? -1)"
    }

    var end: String {
        "\(self["end"]?["line"]?.integer ?? -1):\(self["end"]?["character"]?.integer ?? -1)"
    }

    var isNull: Bool {
        if case .null = storage { return true }
        return false
    }
}
