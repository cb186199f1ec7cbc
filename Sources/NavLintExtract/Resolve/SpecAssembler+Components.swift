import NavLintCore

extension SpecAssembler {
    /// A component's way back taken only when its caller hands it no closure (a close button's `dismiss()` in the
    /// `else` of `if let onClose`) is decided where the component is built: it is placed at every construction of
    /// the component in `view` that hands it no closure (`CloseButton()`), and is no navigation of a construction
    /// that hands one. The component's other navigation keeps its own place (a row's `dismiss()` after a
    /// choice), and so does all of it where `view` does not build the component (a wrapper around the view).
    func placedAtUses(_ edges: [ResolvedEdge], of component: String, in view: ViewFacts) -> [ResolvedEdge] {
        // Most subviews' edges stay where they are: their uses are looked up only for edges that may move.
        guard edges.contains(where: \.unlessHandedClosure) else { return edges }
        let uses = view.componentUses.filter { use in
            tables.resolveViewName(use.type, from: view.location.file) == component
        }
        guard !uses.isEmpty else { return edges }
        return edges.flatMap { edge -> [ResolvedEdge] in
            guard edge.unlessHandedClosure else { return [edge] }
            return uses.compactMap { use in
                if use.handsClosure { return nil }
                var placed = edge
                placed.location = use.location
                placed.unlessHandedClosure = use.forwardsClosure
                return placed
            }
        }
    }
}
