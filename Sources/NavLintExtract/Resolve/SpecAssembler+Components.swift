import NavLintCore

extension SpecAssembler {
    /// A component's way back taken only when its caller hands it no closure (a close button's `dismiss()` in the
    /// `else` of `if let onClose`) is decided where the component is built: it is placed at every construction of
    /// the component in `view` that hands it no closure (`CloseButton()`), and is no navigation of a construction
    /// that hands one. The component's other navigation keeps its own place (a row's `dismiss()` after a
    /// choice), and so does all of it where `view` does not build the component (a wrapper around the view).
    /// A link of the component's own parameter goes only to the cases the constructions in `view` pass (see
    /// ``placed(_:_:at:of:)``).
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
                return placed(edge, passed, at: uses, of: component)
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

    /// A link of the component's own parameter, resolved for one literal its callers pass, as navigation of the
    /// view building the component: where a construction there passes that literal (`PaneHeader(pane: .notes)`, or
    /// its case with another inside) or a value extract cannot read (it may be any passed case); none where every
    /// construction passes another. It stays at the link, but for a link that names no navigation
    /// (``PassedCase/atConstruction``), placed at each construction passing the literal.
    private func placed(
        _ edge: ResolvedEdge, _ passed: PassedCase, at uses: [ComponentUse], of component: String
    ) -> [ResolvedEdge] {
        // An argument without a label is known by its place.
        let positional = tables.views[component]?.positionalParameters.first { $0.value == passed.parameter }
        let key = positional.map { PassedLiterals.positionalKey($0.key) } ?? passed.parameter
        var placed: [ResolvedEdge] = []
        var unread = false
        for use in uses {
            guard case .some(.some(let literal)) = use.arguments[key] else {
                unread = true
                continue
            }
            guard literal == passed.caseName || PassedLiterals.outerCase(of: literal) == passed.caseName else {
                continue
            }
            var atUse = edge.passing(nil)
            atUse.location = use.location
            placed.append(atUse)
        }
        guard passed.atConstruction else { return placed.isEmpty && !unread ? [] : [edge.passing(nil)] }
        return unread ? placed + [edge.passing(nil)] : placed
    }
}
