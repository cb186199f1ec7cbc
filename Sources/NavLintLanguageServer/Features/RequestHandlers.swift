import NavLintCore

/// The answer to one request about an open document, from its text and the results of its last analysis.
struct RequestHandlers {
    /// The requests about documents the server answers.
    static let methods: Set<String> = [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
        "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol",
        "textDocument/codeAction", "textDocument/formatting",
    ]

    let document: OpenDocument
    let params: JSONValue

    func answer(_ method: String) throws(RPCError) -> JSONOutput {
        switch method {
        case "textDocument/formatting":
            return try Formatting(document: document).edits()
        case "textDocument/documentSymbol":
            return document.results.map { DocumentSymbols(results: $0).symbols() } ?? .array([])
        case "textDocument/codeAction":
            return CodeActions(document: document, params: params).actions()
        case "textDocument/completion":
            return Completion(document: document, position: Position(json: params["position"])).items()
        default:
            break
        }
        guard let results = document.results, let position = Position(json: params["position"]),
            let offset = results.index.document.offset(of: position)
        else { return .null }
        let navigation = Navigation(uri: document.uri, results: results)
        // An edit made from an older version's places would land in the wrong text.
        let edits = method == "textDocument/rename" || method == "textDocument/prepareRename"
        if edits, results.version != document.version {
            throw RPCError(.contentModified, "the document changed since it was last checked; try again")
        }
        switch method {
        case "textDocument/hover":
            return Hover(results: results).hover(at: offset)
        case "textDocument/definition":
            return navigation.definition(at: offset)
        case "textDocument/references":
            let declarations = params["context"]?["includeDeclaration"]?.bool ?? true
            return navigation.references(at: offset, includingDeclaration: declarations)
        case "textDocument/prepareRename":
            return try Rename(uri: document.uri, results: results).prepare(at: offset)
        default:
            let newName = params["newName"]?.string ?? ""
            return try Rename(uri: document.uri, results: results).edit(at: offset, to: newName)
        }
    }
}
