import NavLintCore

extension ViewRoles {
    /// Of the navigation of a view that is only a container with no root screen, what acts from a screen it shows:
    /// what a switch's case writes (see ``placedInCases(_:of:)``), and the presentations and dialogs of a tab view
    /// or split view (from ``presentingScreen(of:)``); and the rest, which has no screen to start from.
    func placed(
        _ edges: [ResolvedEdge], of view: ViewFacts
    ) -> (placed: [(screen: String, edges: [ResolvedEdge])], rest: [ResolvedEdge]) {
        var (placed, rest) = placedInCases(edges, of: view)
        guard let screen = presentingScreen(of: view.name) else { return (placed, rest) }
        placed.append((screen, rest.filter(\.presents)))
        rest.removeAll(where: \.presents)
        return (placed, rest)
    }

    /// Of the navigation of a view whose outermost container is a switch, what is written in a case (a callback
    /// handed to the case's view, `EmailStep { step = .name }`, or a function of the view handed by name): by the
    /// screen that case shows (its root, for a container), the edges that act from it; and the rest, which has no
    /// screen to start from.
    private func placedInCases(
        _ edges: [ResolvedEdge], of view: ViewFacts
    ) -> (placed: [(screen: String, edges: [ResolvedEdge])], rest: [ResolvedEdge]) {
        guard let container = view.containers.first, container.kind == .switch,
            let spans = container.selection?.caseSpans, spans.count == container.slots.count
        else { return ([], edges) }
        var placed: [String: [ResolvedEdge]] = [:]
        var rest: [ResolvedEdge] = []
        let handed = container.selection?.handedSpans ?? [:]
        for edge in edges {
            let inHanded = handed.keys.sorted().first { handed[$0]!.contains { $0.contains(edge.location) } }
            guard let index = spans.firstIndex(where: { $0.contains(edge.location) }) ?? inHanded,
                let screen = caseScreen(container.slots[index], in: view.name)
            else {
                rest.append(edge)
                continue
            }
            placed[screen, default: []].append(edge)
        }
        return (placed.keys.sorted().map { ($0, placed[$0]!) }, rest)
    }

    /// The screen a switch's case shows: its view, or the root screen of the view's container.
    private func caseScreen(_ slot: ContentSlot, in view: String) -> String? {
        guard case .view(let shown) = resolve(slot, in: view) else { return nil }
        return isScreen(shown) ? shown : rootScreen(of: shown)
    }
}
