import NavLintCore

/// `textDocument/codeAction`: quick fixes for the published findings under the requested range whose fix is
/// mechanical, and a `lint.disable` for any finding of a model or route.
struct CodeActions {
    let document: OpenDocument
    let params: JSONValue

    func actions() -> JSONOutput {
        guard let results = document.results, results.version == document.version, document.diagnosticsMatchResults,
            let requested = results.index.document.range(json: params["range"])
        else { return .array([]) }
        let edits = SpecEdits(results: results)
        var actions: [JSONOutput] = []
        for found in document.diagnostics
        where found.range.start <= requested.end && requested.start <= found.range.end
            && !found.diagnostic.isInputError
        {
            let diagnostic = found.diagnostic
            var fixes: [SpecEdits.Fix] = []
            switch diagnostic.rule {
            case "invalid-initial": fixes += edits.addInitial(for: diagnostic)
            case "undeclared-link": fixes += edits.declareLink(for: diagnostic)
            case "route-target-ambiguous": fixes += edits.pickVia(for: diagnostic)
            case "duplicate-route": fixes += edits.removeDuplicateRoute(for: diagnostic)
            default: break
            }
            fixes += edits.disable(diagnostic)
            for fix in fixes {
                actions.append(action(fix.title, fix.edits, diagnostic: found, in: results.index.document))
            }
        }
        return .array(actions)
    }

    private func action(
        _ title: String, _ edits: [SpecEdits.Edit], diagnostic: PublishedDiagnostic, in text: TextDocument
    ) -> JSONOutput {
        let changes = edits.map { edit in
            JSONOutput.object(["range": text.json(edit.range), "newText": .string(edit.text)])
        }
        return .object([
            "title": .string(title), "kind": .string("quickfix"),
            "diagnostics": .array([
                .object([
                    "range": text.json(diagnostic.range), "code": .string(diagnostic.diagnostic.rule),
                    "message": .string(diagnostic.diagnostic.reportedMessage),
                ])
            ]),
            "edit": .object(["changes": .object([.init(document.uri, .array(changes))])]),
        ])
    }
}
