import NavLintCore

/// The back edges of the drawn models (with `--back-edges`): where each leads, and a stub beside the model
/// where the spec names no destination.
struct BackEdges {
    /// Where one back edge is drawn to.
    enum Destination {
        case ends([EdgeDrawing.Endpoint])
        case stub(EdgeDrawing.Endpoint)
    }

    /// A node that stands for a back navigation whose destination the spec does not tell.
    struct Stub {
        var nodeID: String
        var label: String
    }

    /// Where each back edge of each model leads, in order, by model index; empty without `--back-edges`.
    let destinations: [[Destination]]
    /// The stubs, by the cluster they are drawn in (`nil` for the top level).
    let stubs: [Int?: [Stub]]

    init(drawn: Bool, ends: EdgeDrawing, windows: WindowNodes, ids: inout DiagramIDs) {
        guard drawn else {
            destinations = []
            stubs = [:]
            return
        }
        let graph = ends.graph
        let back = BackNavigation(graph: graph, placement: ends.placement)
        var destinations = Array(repeating: [Destination](), count: graph.spec.models.count)
        var stubs: [Int?: [Stub]] = [:]
        for model in graph.firstModels where ends.visibility.isVisible(model) {
            let id = graph.spec.models[model].id.value
            for edge in graph.spec.models[model].edges where edge.kind.isBack {
                // Where back navigation returns is worked out in one place: `BackNavigation.returns`.
                let destination = back.returns(edge.kind, from: model)
                if let targets = Self.drawnEnds(of: destination, ends: ends, windows: windows, ids: ids) {
                    destinations[model].append(.ends(targets))
                    continue
                }
                let location = ends.placement.drawnLocation(model)
                var label = "\u{21A9} \(edge.kind.rawValue)"
                if let trigger = edge.label?.value, trigger != edge.kind.rawValue { label += ": \(trigger)" }
                let stub = Stub(
                    nodeID: ids.unique("back-\(DiagramIDs.fragment(id))-\(edge.kind.rawValue)"), label: label)
                stubs[location, default: []].append(stub)
                destinations[model].append(
                    .stub(EdgeDrawing.Endpoint(node: stub.nodeID, location: location, clip: nil)))
            }
        }
        self.destinations = destinations
        self.stubs = stubs
    }

    /// The drawn ends of where a back edge returns; `nil` when it names nothing drawn as a window.
    private static func drawnEnds(
        of destination: BackNavigation.Return?, ends: EdgeDrawing, windows: WindowNodes, ids: DiagramIDs
    ) -> [EdgeDrawing.Endpoint]? {
        switch destination {
        case .models(let models):
            return models.compactMap { ends.endpoint($0, ids: ids) }
        case .windows(let indices):
            let nodes = indices.compactMap(windows.drawnNode).map(EdgeDrawing.Endpoint.top)
            return nodes.isEmpty ? nil : nodes
        case nil:
            return nil
        }
    }
}
