import NavLintCore

extension Extraction {
    /// What `extract` reports beside the spec, as text: one line per note, then the summary line.
    public var reportText: String { (notes.map(\.description) + [summary]).joined(separator: "\n") + "\n" }

    /// What `extract` reports beside the spec, as data (`--report json`): the notes and the summary.
    public var reportJSON: JSONOutput {
        .object([
            "version": .integer(1), "notes": .array(notes.map(Self.json)),
            "summary": .object([
                "screens": .integer(screenCount), "edges": .integer(edgeCount), "files": .integer(fileCount),
                "callSites": .integer(callSiteCount), "asEdges": .integer(edgeSiteCount),
                "unresolved": .integer(unresolvedCount), "text": .string(summary),
            ]),
        ])
    }

    private static func json(_ note: ExtractionNote) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("kind", .string(note.kind.rawValue)), .init("file", .string(note.location.file)),
            .init("line", .integer(note.location.line)), .init("column", .integer(note.location.column)),
            .init("message", .string(note.message)),
        ]
        if let same = note.sameAs { members.append(.init("sameAs", json(same))) }
        return .object(members)
    }

    /// The edge a merged call site is written as, with the edge's keys: `{"via", "to", "source"}`.
    private static func json(_ edge: MergedEdge) -> JSONOutput {
        var members: [JSONOutput.Member] = [.init("via", .string(edge.kind.rawValue))]
        if let key = edge.kind.targetKey, let target = edge.target { members.append(.init(key, .string(target))) }
        members.append(.init("source", .string(edge.source.description)))
        return .object(members)
    }
}
