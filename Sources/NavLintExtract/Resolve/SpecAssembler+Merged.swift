import NavLintCore

extension SpecAssembler {
    /// The call sites whose navigation the spec writes once, at an earlier site of the same screen (dialog,
    /// group registration) or in the group the screen leaves it to (`groups`: each group registration's edges):
    /// one `merged` note each, naming the edge that stands for it, so that every call site keeps its place. A
    /// site that is an edge of some screen gets no note.
    func mergedSites(in lists: [[ResolvedEdge]], groups: [[ResolvedEdge]], writtenIn spec: Spec) -> [ExtractionNote] {
        var written: Set<String> = []
        for holder in [spec.models.map(\.edges), spec.groups.map(\.edges)].joined() {
            for edge in holder { if let source = edge.source?.value { written.insert(source) } }
        }
        // By view modifier, each navigation its group writes, at the group edge's place.
        var grouped: [String: [EdgeKey: SwiftLocation]] = [:]
        for edge in groups.joined() where written.contains(edge.location.description) {
            guard let modifier = edge.modifier else { continue }
            let key = EdgeKey(kind: edge.kind, target: specTarget(of: edge), stacked: edge.stacked)
            if grouped[modifier]?[key] == nil { grouped[modifier, default: [:]][key] = edge.location }
        }
        // By site, the edge it is merged into (the earliest, when screens differ), for one note per site.
        var merged: [SwiftLocation: (ResolvedEdge, into: SwiftLocation)] = [:]
        for edges in lists {
            var kept: [EdgeKey: [ResolvedEdge]] = [:]
            for edge in edges.sorted(by: { $0.location < $1.location }) {
                let key = EdgeKey(kind: edge.kind, target: specTarget(of: edge), stacked: edge.stacked)
                let earlier = kept[key, default: []]
                kept[key, default: []].append(edge)
                guard !written.contains(edge.location.description),
                    let into = Self.keptEdge(for: edge, among: earlier, written: written)
                        ?? edge.modifier.flatMap({ grouped[$0]?[key] })
                else { continue }
                if let known = merged[edge.location], known.into <= into { continue }
                merged[edge.location] = (edge, into)
            }
        }
        return merged.values.map { edge, into in
            let target: String? =
                switch specTarget(of: edge) {
                case .model(let id), .window(let id), .url(let id), .tab(let id), .switchCase(let id): id.value
                case .none: nil
                }
            return ExtractionNote(
                mergedInto: MergedEdge(kind: edge.kind, target: target, source: into), at: edge.location)
        }
    }

    /// The written edge an earlier site of the same navigation became: the latest one through the same view
    /// modifier (a screen's edges and its group's are written apart), else the first written.
    private static func keptEdge(
        for edge: ResolvedEdge, among earlier: [ResolvedEdge], written: Set<String>
    ) -> SwiftLocation? {
        let candidates = earlier.filter { written.contains($0.location.description) }
        return (candidates.last { $0.modifier == edge.modifier } ?? candidates.first)?.location
    }
}
