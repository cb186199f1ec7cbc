import NavLintCore

extension SpecAssembler {
    /// A component's way back taken only when its caller hands it no closure (a close button's `dismiss()` in the
    /// `else` of `if let onClose`) is decided where the component is built: it is placed at every construction of
    /// the component in `view` that hands it no closure (`CloseButton()`), and is no navigation of a construction
    /// that hands one. The component's other navigation keeps its own place (a row's `dismiss()` after a
    /// choice), and so does all of it where `view` does not build the component (a wrapper around the view).
    /// A link of the component's own parameter goes only to the cases the constructions in `view` pass (see
    /// ``isPassed(_:by:)``).
    func placedAtUses(_ edges: [ResolvedEdge], of component: String, in view: ViewFacts) -> [ResolvedEdge] {
        // Most subviews' edges stay where they are: their uses are looked up only for edges that may move.
        guard edges.contains(where: { $0.unlessHandedClosure || $0.passedCase?.view == component }) else {
            return edges
        }
        let uses = view.componentUses.filter { use in
            tables.resolveViewName(use.type, from: view.location.file) == component
        }
        guard !uses.isEmpty else { return edges }
        return edges.flatMap { edge -> [ResolvedEdge] in
            if let passed = edge.passedCase, passed.view == component {
                return Self.isPassed(passed, by: uses) ? [edge.passing(nil)] : []
            }
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

    /// Whether a link of the component's own parameter, resolved for one case its callers pass, is navigation of
    /// the view building the component: where a construction there passes that case (`PaneHeader(pane: .notes)`)
    /// or a value extract cannot read (it may be any passed case); not where every construction passes another.
    private static func isPassed(_ passed: PassedCase, by uses: [ComponentUse]) -> Bool {
        uses.contains { use in
            guard case .some(.some(let caseName)) = use.arguments[passed.parameter] else { return true }
            return caseName == passed.caseName
        }
    }
}
