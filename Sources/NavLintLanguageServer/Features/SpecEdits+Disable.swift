import NavLintCore

extension SpecEdits {
    /// A `lint.disable` of the finding's rule on the model or route the finding is about.
    func disable(_ diagnostic: Diagnostic) -> [Fix] {
        let rule = diagnostic.rule
        guard RuleCatalogue.description(of: rule) != nil else { return [] }
        let offset = results.index.document.offset(of: diagnostic.location)
        let extent = TokenExtent(document: results.index.document, format: results.index.format)
        let spec = results.analysis.readSpec
        for id in diagnostic.ids {
            if let index = results.modelIndex[id],
                extent.element(at: results.index.document.offset(of: spec.models[index].location)).contains(offset)
            {
                let model = spec.models[index]
                return disableEdit(rule, lint: model.lint, element: model.location, name: id)
            }
            if let index = results.routeIndex[id],
                extent.element(at: results.index.document.offset(of: spec.routes[index].location)).contains(offset)
            {
                let route = spec.routes[index]
                return disableEdit(rule, lint: route.lint, element: route.location, name: id)
            }
        }
        return []
    }

    private func disableEdit(_ rule: String, lint: LintSettings?, element: SourceLocation, name: String) -> [Fix] {
        let document = results.index.document
        let format = results.index.format
        let extent = TokenExtent(document: document, format: format)
        let title = "Disable \(rule) for \(name) (lint.disable)"
        if let lint {
            guard !lint.disable.contains(where: { $0.value == rule }), let last = lint.disable.last else { return [] }
            let start = document.offset(of: last.location)
            let token = extent.token(at: start)
            let end = format == .json ? token.end + 1 : token.end
            let text = format == .json ? ", \(JSONOutput.quoted(rule))" : ", \(rule)"
            return [(title, [Edit(range: TextRange(start: end, end: end), text: text)])]
        }
        let start = document.offset(of: element)
        if format == .json {
            let text = " \"lint\": {\"disable\": [\(JSONOutput.quoted(rule))]},"
            return [(title, [Edit(range: TextRange(start: start + 1, end: start + 1), text: text)])]
        }
        let range = extent.element(at: start)
        let bytes = document.bytes
        guard range.end > range.start, bytes[range.end - 1] == UInt8(ascii: "}") else {
            return [
                (title, [Edit(range: TextRange(start: range.end, end: range.end), text: " { lint disable \(rule) }")])
            ]
        }
        let closing = range.end - 1
        let closingLine = document.line(containing: closing)
        if closingLine == document.line(containing: start) {
            // A one-line body: `lint` goes after its statement, before the `}`.
            var insertAt = closing
            while insertAt > start, bytes[insertAt - 1] == 32 { insertAt -= 1 }
            let indentation = String(repeating: " ", count: indentation(ofLine: closingLine) + 2)
            return [
                (
                    title,
                    [
                        Edit(
                            range: TextRange(start: insertAt, end: closing),
                            text: "\n\(indentation)lint disable \(rule)\n" + String(indentation.dropLast(2)))
                    ]
                )
            ]
        }
        let indentation = String(repeating: " ", count: indentation(ofLine: closingLine) + 2)
        let lineStart = document.lineStarts[closingLine]
        return [
            (
                title,
                [Edit(range: TextRange(start: lineStart, end: lineStart), text: "\(indentation)lint disable \(rule)\n")]
            )
        ]
    }

    private func indentation(ofLine line: Int) -> Int {
        let bytes = results.index.document.bytes
        var index = results.index.document.lineStarts[line]
        var count = 0
        while index < bytes.count, bytes[index] == 32 {
            count += 1
            index += 1
        }
        return count
    }
}
