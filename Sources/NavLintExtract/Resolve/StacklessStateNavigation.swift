import NavLintCore

/// Stack navigation written to state (`router.push(.post)`, `navigation.pop()`, `path.append(item)` on a
/// handed binding) from a screen that is shown only presented, with no stack of its own: a reply sheet, a
/// warning cover. The state belongs to a stack outside the presentation, under it, which acts on it: the edge
/// runs from the presenter, as `after: dismiss` says, not from the screen where no stack encloses it (a false
/// `push-outside-stack`). Where no stack encloses the presenter either, extract cannot say which stack the state
/// drives: the edge is left out and its call is an unresolved line that says why. A screen also shown inside a
/// stack keeps the edge as it is: there it acts where it is.
struct StacklessStateNavigation {
    /// The assembly whose spec edges and targets the screens' edges are rebuilt with.
    let assembler: SpecAssembler

    /// A screen shown only where no stack encloses it: its index in the spec and one place it is shown, for
    /// the message.
    struct Screen {
        var model: Int
        var shown: String
    }

    /// The screens of `spec` that every context `graph` finds for them presents without a stack.
    static func screens(in spec: Spec, graph: NavGraph) -> [Screen] {
        spec.models.indices.compactMap { index in
            let contexts = graph.contexts[index]
            guard spec.models[index].kind == .screen, let first = contexts.first,
                contexts.allSatisfy({ $0.presented && !$0.inStack })
            else { return nil }
            return Screen(model: index, shown: first.origin)
        }
    }

    /// Whether `edge` is what such screens run from their presenter: a stack navigation written to state.
    static func isWrittenToState(_ edge: ResolvedEdge) -> Bool { edge.writesState && edge.kind.needsStack }

    /// Whether some screen's edges hold such navigation: only then are the screens without a stack looked for.
    static func writesState(in edgesByScreen: [String: [ResolvedEdge]]) -> Bool {
        edgesByScreen.values.contains { $0.contains(where: isWrittenToState) }
    }

    /// The edges of `screen`, those written to state marked to run from its presenter.
    static func fromPresenter(_ edges: [ResolvedEdge]) -> [ResolvedEdge] {
        edges.map { edge in
            var edge = edge
            edge.afterDismiss = isWrittenToState(edge)
            return edge
        }
    }

    /// Why an edge of `screen` that its presenter cannot run either is left out, for its unresolved line.
    static func reason(_ edge: ResolvedEdge, of screen: String, target: EdgeTarget, shown: String) -> String {
        let target = target.modelID.map { " of \($0.value)" } ?? ""
        return "\(screen)'s \(edge.kind.rawValue)\(target) goes through a path or router that a stack outside "
            + "\(screen) binds; \(screen) is shown only where no stack encloses it, \(shown), and no stack encloses "
            + "its presenter either, so extract cannot say which stack it acts on"
    }

    /// Has the stack navigation written to state of `screens` run from their presenters, leaves out what no
    /// presenter's stack can run, and marks the models a window then no longer reaches (`reached`: which models
    /// it reached before). Returns the unresolved lines and which models a window reaches now.
    func apply(
        _ screens: [Screen], to spec: inout Spec, edgesByScreen: inout [String: [ResolvedEdge]],
        partial: inout [String: Set<EdgeKind>], reached: [Bool]
    ) -> (notes: [ExtractionNote], reached: [Bool]) {
        let changed = runFromPresenters(screens, in: &spec, edgesByScreen: &edgesByScreen)
        guard !changed.isEmpty,
            let left = leaveStackless(changed, from: &spec, edgesByScreen: &edgesByScreen, partial: &partial)
        else { return ([], reached) }
        return (left, markStranded(&spec, reachedBefore: reached))
    }

    /// Has the stack navigation written to state of `screens` (see ``StacklessStateNavigation``) run from their
    /// presenters, in the spec and in `edgesByScreen`; returns the screens changed.
    private func runFromPresenters(
        _ screens: [Screen], in spec: inout Spec, edgesByScreen: inout [String: [ResolvedEdge]]
    ) -> [Screen] {
        screens.filter { screen in
            let name = SpecAssembler.viewName(of: spec.models[screen.model])
            guard let edges = edgesByScreen[name], edges.contains(where: Self.isWrittenToState)
            else { return false }
            let marked = Self.fromPresenter(edges)
            edgesByScreen[name] = marked
            spec.models[screen.model].edges = assembler.specEdges(marked)
            return true
        }
    }

    /// Takes off `screens` (those ``runFromPresenters(_:in:edgesByScreen:)`` changed) the navigation that runs
    /// from a presenter no stack encloses either, in the spec and in `edgesByScreen`, and marks its kinds
    /// unresolved in `partial`. Returns the unresolved lines of the call sites no screen keeps, or nil when no
    /// edge was left out.
    private func leaveStackless(
        _ screens: [Screen], from spec: inout Spec,
        edgesByScreen: inout [String: [ResolvedEdge]], partial: inout [String: Set<EdgeKind>]
    ) -> [ExtractionNote]? {
        let graph = NavGraph(spec: spec)
        var reasons: [SwiftLocation: String] = [:]
        for screen in screens {
            let model = spec.models[screen.model]
            let name = SpecAssembler.viewName(of: model)
            // The navigations whose presenter no stack encloses, or that extract knows no presenter of.
            var stranded: Set<EdgeKey> = []
            for edge in model.edges where edge.runsAfterDismiss {
                let acting = graph.actingContexts(of: screen.model, edge: edge, in: graph.contexts[screen.model])
                guard acting.isEmpty || acting.contains(where: { !$0.inStack }) else { continue }
                stranded.insert(EdgeKey(kind: edge.kind, target: edge.target, stacked: edge.stacked))
            }
            guard !stranded.isEmpty, let edges = edgesByScreen[name] else { continue }
            let isLeft = { (edge: ResolvedEdge) in
                let key = EdgeKey(kind: edge.kind, target: assembler.specTarget(of: edge), stacked: edge.stacked)
                return edge.afterDismiss && stranded.contains(key)
            }
            let left = edges.filter(isLeft)
            let kept = edges.filter { !isLeft($0) }
            for edge in left where reasons[edge.location] == nil {
                reasons[edge.location] = Self.reason(
                    edge, of: model.id.value, target: assembler.specTarget(of: edge), shown: screen.shown)
            }
            edgesByScreen[name] = kept
            spec.models[screen.model].edges = assembler.specEdges(kept)
            partial[model.id.value, default: []].formUnion(left.map(\.kind))
        }
        guard !reasons.isEmpty else { return nil }
        let kept = Set(edgesByScreen.values.joined().map(\.location))
        return reasons.keys.sorted().filter { !kept.contains($0) }.map {
            ExtractionNote(.unresolved, reasons[$0]!, at: $0)
        }
    }

    /// The models a window reached before stack navigation was left out (`reachedBefore`) and reaches no longer
    /// disable `unreachable-model` and say why: the app reaches them through that navigation, which extract
    /// could not place. Returns which models a window reaches now.
    private func markStranded(_ spec: inout Spec, reachedBefore: [Bool]) -> [Bool] {
        let reached = NavGraph(spec: spec).reachableFromWindows
        let rule = Located(UnreachableModelRule.description.id, at: .start)
        for index in spec.models.indices where reachedBefore[index] && !reached[index] {
            if spec.models[index].doc == nil {
                let why = "reached only through stack navigation written to state from a screen shown without a stack"
                spec.models[index].doc = Located(why + ", which extract leaves unresolved", at: .start)
            }
            spec.models[index].lint = LintSettings(disable: [rule], location: .start)
        }
        return reached
    }
}
