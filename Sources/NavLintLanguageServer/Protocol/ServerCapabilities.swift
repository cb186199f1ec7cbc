import NavLintCore

/// What the server tells the client it offers, in answer to `initialize`.
enum ServerCapabilities {
    static var initializeResult: JSONOutput {
        .object([
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                // Open and close, and incremental changes (2).
                "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2)]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .strings([".", "\"", ":", " "])]),
                "renameProvider": .object(["prepareProvider": .bool(true)]),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .strings(["quickfix"])]),
                "documentFormattingProvider": .bool(true),
            ]),
            "serverInfo": .object(["name": .string("navlint"), "version": .string(NavLintVersion.current)]),
        ])
    }
}
