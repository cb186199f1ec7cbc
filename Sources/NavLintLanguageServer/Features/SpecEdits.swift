import NavLintCore

/// The text edits of the mechanical fixes, in either form, made at the places the readers located.
struct SpecEdits {
    struct Edit {
        var range: TextRange
        var text: String
    }

    typealias Fix = (title: String, edits: [Edit])

    let results: AnalysisResults
    private var spec: Spec { results.analysis.readSpec }
    private var document: TextDocument { results.index.document }
    private var format: SpecFormat { results.index.format }
    private var extent: TokenExtent { TokenExtent(document: document, format: format) }
    /// The most candidate waypoints offered for one route.
    private static let candidateLimit = 8

    init(results: AnalysisResults) {
        self.results = results
    }

    private func insert(_ text: String, at offset: Int) -> Edit {
        Edit(range: TextRange(start: offset, end: offset), text: text)
    }

    /// The offset just past a located value (past its closing quote, for a string).
    private func end(of located: SourceLocation) -> Int {
        let start = document.offset(of: located)
        let token = extent.token(at: start)
        return start < document.bytes.count && document.bytes[start] == UInt8(ascii: "\"") ? token.end + 1 : token.end
    }

    /// The offset just past the `{` that opens the JSON object at `location`.
    private func insideObject(at location: SourceLocation) -> Int { document.offset(of: location) + 1 }

    /// A value quoted for the form: as is in the DSL (ids are words), as a JSON string in JSON.
    private func value(_ text: String) -> String { format == .json ? JSONOutput.quoted(text) : text }

    // MARK: The fixes

    func addInitial(for diagnostic: Diagnostic) -> [Fix] {
        guard diagnostic.message.contains("has no initial"), let id = diagnostic.ids.first,
            let index = results.modelIndex[id]
        else { return [] }
        let model = spec.models[index]
        let first: String? =
            switch model.content {
            case .tabs(let tabs): tabs.tabs.first?.id.value
            case .switch(let content): content.cases.first?.id.value
            default: nil
            }
        guard let first else { return [] }
        let edit =
            format == .json
            ? insert(" \"initial\": \(JSONOutput.quoted(first)),", at: insideObject(at: model.location))
            : insert(" initial \(first)", at: end(of: model.id.location))
        return [("Start at \(first) (initial)", [edit])]
    }

    func declareLink(for diagnostic: Diagnostic) -> [Fix] {
        guard let id = diagnostic.ids.first, let index = results.routeIndex[id] else { return [] }
        let pattern = spec.routes[index].pattern.value
        guard let colon = pattern.firstIndex(of: ":") else { return [] }
        let scheme = String(pattern[..<colon])
        var kind = "scheme"
        var name = scheme
        if scheme == "http" || scheme == "https" {
            let rest = pattern[colon...].dropFirst(3)
            name = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
            kind = "host"
        }
        guard !name.isEmpty, !name.contains("{") else { return [] }
        return [("Declare the \(kind) \(name) in links", [linkEdit(kind: kind, name: name)])]
    }

    private func linkEdit(kind: String, name: String) -> Edit {
        let key = kind == "scheme" ? "schemes" : "hosts"
        guard let links = spec.links else {
            if format == .nav {
                return insert("links \(kind) \(name)\n", at: document.lineCount > 1 ? document.lineStarts[1] : 0)
            }
            let top = document.bytes.firstIndex(of: UInt8(ascii: "{")).map { $0 + 1 } ?? 0
            return insert(" \"links\": {\"\(key)\": [\(JSONOutput.quoted(name))]},", at: top)
        }
        let listed = kind == "scheme" ? links.schemes : links.hosts
        if format == .nav {
            return insert(
                ", \(kind) \(name)",
                at: document.lineEnd(document.line(containing: document.offset(of: links.location))))
        }
        if let last = listed.last { return insert(", \(JSONOutput.quoted(name))", at: end(of: last.location)) }
        let inside = insideObject(at: links.location)
        let empty = document.bytes[inside...].first { ![9, 10, 13, 32].contains($0) } == UInt8(ascii: "}")
        return insert(" \"\(key)\": [\(JSONOutput.quoted(name))]" + (empty ? "" : ","), at: inside)
    }

    func pickVia(for diagnostic: Diagnostic) -> [Fix] {
        guard let id = diagnostic.ids.first, let index = results.routeIndex[id],
            let target = results.modelIndex[spec.routes[index].target.value]
        else { return [] }
        let graph = results.analysis.graph
        guard target < graph.incoming.count else { return [] }
        var candidates: [String] = []
        for hop in graph.incoming[target] where hop.from != target {
            let owner = graph.spec.models[hop.from].id.value
            let candidate: String =
                switch hop.kind {
                case .tab(let tab, _), .switchCase(let tab, _): "\(owner).\(tab)"
                default: owner
                }
            if !candidates.contains(candidate) { candidates.append(candidate) }
            if candidates.count == Self.candidateLimit { break }
        }
        let route = spec.routes[index]
        return candidates.map { candidate in
            let edit: Edit
            if let last = route.via.last {
                edit = insert(", " + value(candidate), at: end(of: last.location))
            } else if format == .json {
                edit = insert(" \"via\": [\(JSONOutput.quoted(candidate))],", at: insideObject(at: route.location))
            } else {
                edit = insert(" via \(candidate)", at: end(of: route.target.location))
            }
            return ("Open \(route.target.value) via \(candidate)", [edit])
        }
    }

    func removeDuplicateRoute(for diagnostic: Diagnostic) -> [Fix] {
        guard diagnostic.ids.count == 2, let first = results.routeIndex[diagnostic.ids[0]],
            let second = spec.routes.indices.last(where: { spec.routes[$0].id.value == diagnostic.ids[1] }),
            first != second, Self.sameButID(spec.routes[first], spec.routes[second])
        else { return [] }
        let route = spec.routes[second]
        var range = extent.element(at: document.offset(of: route.location))
        if format == .nav {
            let line = document.line(containing: range.end)
            range = TextRange(
                start: document.lineStarts[document.line(containing: range.start)],
                end: line + 1 < document.lineCount ? document.lineStarts[line + 1] : document.bytes.count)
        } else {
            var start = range.start
            while start > 0, [9, 10, 13, 32].contains(document.bytes[start - 1]) { start -= 1 }
            if start > 0, document.bytes[start - 1] == UInt8(ascii: ",") { range.start = start - 1 }
        }
        return [("Remove the duplicate route \(route.id.value)", [Edit(range: range, text: "")])]
    }

    /// Whether two routes say the same apart from their ids and places.
    private static func sameButID(_ first: Route, _ second: Route) -> Bool {
        first.pattern.value == second.pattern.value && first.target.value == second.target.value
            && first.via.map(\.value) == second.via.map(\.value)
            && first.bind.map { [$0.parameter.value, $0.placeholder.value] }
                == second.bind.map { [$0.parameter.value, $0.placeholder.value] }
            && first.present?.value == second.present?.value && first.when?.value == second.when?.value
            && first.platforms == second.platforms
    }
}
