import NavLintCore

/// The call sites whose navigation the spec writes at another place, each with a `merged` note naming it.
struct MergedSites {
    /// The target the spec writes for an edge (see ``SpecAssembler/specTarget(of:)``).
    let specTarget: (ResolvedEdge) -> EdgeTarget

    /// The call sites whose navigation the spec writes once, at an earlier site of the same screen (dialog,
    /// group registration) or in the group the screen leaves it to (`groups`: each group registration's edges):
    /// one `merged` note each, naming the edge that stands for it, so that every call site keeps its place. A
    /// navigation of a site that is an edge of some screen gets no note; another navigation of the same site (a
    /// sheet of an item whose cases show two views, one of them written at an earlier write) does. A presentation
    /// left to the writes of its state (`leftToWrites`, a router's sheet on a tab or split view) is merged into the
    /// earliest edge of the same navigation that a write became.
    func notes(
        in lists: [[ResolvedEdge]], groups: [[ResolvedEdge]], leftToWrites: [ResolvedEdge], writtenIn spec: Spec
    ) -> [ExtractionNote] {
        // Each place the spec writes an edge at, with the navigations written there.
        var written: [String: Set<EdgeKey>] = [:]
        for holder in [spec.models.map(\.edges), spec.groups.map(\.edges)].joined() {
            for edge in holder {
                guard let source = edge.source?.value else { continue }
                written[source, default: []].insert(
                    EdgeKey(kind: edge.kind, target: edge.target, stacked: edge.stacked))
            }
        }
        // By view modifier, each navigation its group writes, at the group edge's place.
        var grouped: [String: [EdgeKey: SwiftLocation]] = [:]
        for edge in groups.joined() where written[edge.location.description] != nil {
            guard let modifier = edge.modifier else { continue }
            let key = EdgeKey(kind: edge.kind, target: specTarget(edge), stacked: edge.stacked)
            if grouped[modifier]?[key] == nil { grouped[modifier, default: [:]][key] = edge.location }
        }
        // By site and navigation, the edge it is merged into (the earliest, when screens differ): one note per
        // navigation of a site (a modifier of the app's may present two views from one call).
        var merged: [MergedSite: (ResolvedEdge, into: SwiftLocation)] = [:]
        // By navigation, the earliest place the spec writes it at, for the presentations left to the writes.
        var earliest: [EdgeKey: SwiftLocation] = [:]
        for edges in lists {
            var kept: [EdgeKey: KeptEdges] = [:]
            for edge in edges.sorted(by: { $0.location < $1.location }) {
                let key = EdgeKey(kind: edge.kind, target: specTarget(edge), stacked: edge.stacked)
                let isWritten = written[edge.location.description]?.contains(key) ?? false
                let earlier = kept[key]
                if isWritten {
                    kept[key, default: KeptEdges()].add(edge)
                    if earliest[key].map({ edge.location < $0 }) ?? true { earliest[key] = edge.location }
                }
                guard !isWritten, let into = earlier?.edge(for: edge) ?? edge.modifier.flatMap({ grouped[$0]?[key] })
                else { continue }
                let site = MergedSite(location: edge.location, navigation: key)
                if let known = merged[site], known.into <= into { continue }
                merged[site] = (edge, into)
            }
        }
        for edge in leftToWrites {
            let key = EdgeKey(kind: edge.kind, target: specTarget(edge), stacked: edge.stacked)
            let site = MergedSite(location: edge.location, navigation: key)
            guard merged[site] == nil, !(written[edge.location.description]?.contains(key) ?? false),
                let into = earliest[key]
            else { continue }
            merged[site] = (edge, into)
        }
        return merged.values.map { edge, into in
            let target: String? =
                switch specTarget(edge) {
                case .model(let id), .window(let id), .url(let id), .tab(let id), .switchCase(let id): id.value
                case .none: nil
                }
            return ExtractionNote(
                mergedInto: MergedEdge(kind: edge.kind, target: target, source: into), at: edge.location)
        }
    }

}

/// A call site and one navigation it performs.
private struct MergedSite: Hashable {
    var location: SwiftLocation
    var navigation: EdgeKey
}

/// The written edges of one navigation of a screen, in the order of their sites, as far as a later site of it
/// needs them: the first, and the latest through each view modifier.
private struct KeptEdges {
    private var first: SwiftLocation?
    private var latestByModifier: [String?: SwiftLocation] = [:]

    mutating func add(_ edge: ResolvedEdge) {
        if first == nil { first = edge.location }
        latestByModifier[edge.modifier] = edge.location
    }

    /// The written edge an earlier site of the same navigation became: the latest one through the same view
    /// modifier (a screen's edges and its group's are written apart), else the first written.
    func edge(for edge: ResolvedEdge) -> SwiftLocation? { latestByModifier[edge.modifier] ?? first }
}
