import NavLintGraph
import NavLintModel

/// `modal-trap`: a full-screen cover with no way out.
public struct ModalTrapRule: Rule {
    public static let description = RuleDescription(
        id: "modal-trap", category: .structure, defaultSeverity: .warning,
        summary:
            "No model inside a fullScreenCover's context, or a sheet's or popover's whose model has interactiveDismiss false (an edge's or a present route's), has a dismiss edge (or an after: dismiss edge): the user cannot leave.",
        rationale:
            "A full-screen cover, and a sheet whose swipe to dismiss is turned off (interactiveDismissDisabled), has no system gesture to close it; without a dismiss somewhere in it, the user is stuck. Add a dismiss edge (a close button).",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { ↓fullScreenCover Onboarding }
            screen Onboarding
            """,
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            screen Promo
            route promo "shop://promo" -> Promo present ↓fullScreenCover
            """,
            """
            navgraph 1
            root Home
            screen Home { ↓sheet Terms }
            screen Terms {
              interactiveDismiss false
            }
            """,
            """
            navgraph 1
            root Home
            group Players { ↓fullScreenCover Player
              sheet Queue }
            screen Home include Players
            screen Player
            screen Queue { dismiss }
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { fullScreenCover Onboarding stacked }
            screen Onboarding { push Done }
            screen Done { dismiss }
            """,
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { sheet Compose
              push Detail }
            screen Compose {
              interactiveDismiss false
              push Detail after dismiss
            }
            screen Detail
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        var ways: [Int: Bool] = [:]
        // Models and edges are read where they are stored: copied whole, each costs many reference counts.
        let models = context.spec.models
        let anySwipeOff = models.indices.contains { !models[$0].interactiveDismiss }
        func hasWayOut(_ start: Int) -> Bool {
            if let known = ways[start] { return known }
            let found = contextHasDismiss(startingAt: start, graph: graph)
            ways[start] = found
            return found
        }
        func traps(_ kind: EdgeKind, at hop: Hop) -> Bool {
            let swipeOff = kind != .fullScreenCover
            return (!swipeOff || Self.cannotBeSwipedAway(hop.to, graph: graph)) && !hasWayOut(hop.to)
        }
        func watched(_ kind: EdgeKind) -> Bool {
            kind == .fullScreenCover || (anySwipeOff && kind.acceptsStacked)
        }
        for index in models.indices where graph.isFirstWithItsID(index) {
            for edgeIndex in models[index].edges.indices {
                let kind = models[index].edges[edgeIndex].kind
                guard watched(kind), let hop = graph.hops[index].first(where: { $0.kind == .edge(kind, edgeIndex) }),
                    traps(kind, at: hop)
                else { continue }
                findings.append(trap(models[index].edges[edgeIndex], to: hop.to, by: models[index], note: "", context))
            }
            // The model's hops hold its group edges that lead somewhere, in order: each is read from its hop, and
            // copied out only for a finding.
            for hop in graph.hops[index] {
                guard case .groupEdge(let kind, let group, let edgeIndex) = hop.kind, watched(kind),
                    traps(kind, at: hop)
                else { continue }
                let origin = EdgeOrigin.group(group, index: edgeIndex)
                findings.append(
                    trap(
                        graph.edge(origin, of: index), to: hop.to, by: models[index], note: graph.originNote(origin),
                        context))
            }
        }
        for (index, target) in zip(context.spec.routes.indices, graph.routeMap.targets)
        where context.spec.routes[index].present?.value == .fullScreenCover || anySwipeOff {
            guard let style = context.spec.routes[index].present?.value, let target else { continue }
            var route: Route { context.spec.routes[index] }
            let swipeOff = style != .fullScreenCover
            guard !swipeOff || Self.cannotBeSwipedAway(target, graph: graph), !hasWayOut(target) else { continue }
            let why = swipeOff ? " that cannot be swiped away (interactiveDismiss false)" : ""
            findings.append(
                finding(
                    "route \(route.id.value) presents \(route.target.value) as a \(style.rawValue)\(why) with no way "
                        + "out: nothing inside it has a dismiss edge",
                    at: route.present?.location ?? route.location, ids: [route.id.value, route.target.value]))
        }
        return findings
    }

    private func trap(_ edge: Edge, to target: Int, by model: Model, note: String, _ context: LintContext) -> Finding {
        let name = context.spec.models[target].id.value
        let why = edge.kind != .fullScreenCover ? "it cannot be swiped away (interactiveDismiss false) and " : ""
        return finding(
            "the \(edge.kind.rawValue) of \(name) by \(model.id.value)\(note) has no way out: \(why)nothing inside it "
                + "has a dismiss edge",
            at: edge.location, ids: [model.id.value, name])
    }

    /// Whether a presented model, or a model it shows at once (a stack's root), has `interactiveDismiss: false`.
    private static func cannotBeSwipedAway(_ model: Int, graph: NavGraph) -> Bool {
        !graph.spec.models[model].interactiveDismiss
            || graph.modelsShown(by: model).contains { !graph.spec.models[$0].interactiveDismiss }
    }

    /// Whether a dismiss edge (or an `after: dismiss` edge) exists among the models shown in the same context as
    /// `start`: what it contains and what is pushed or set as root inside it (not what it presents).
    private func contextHasDismiss(startingAt start: Int, graph: NavGraph) -> Bool {
        func closes(_ edge: Edge) -> Bool { edge.kind == .dismiss || edge.runsAfterDismiss }
        var seen: Set<Int> = [start]
        var queue = [start]
        while let model = queue.popLast() {
            if graph.spec.models[model].edges.contains(where: closes) { return true }
            for group in graph.groups(of: model) where graph.spec.groups[group].edges.contains(where: closes) {
                return true
            }
            for hop in graph.hops[model] {
                let sameContext = hop.actingKind(in: graph).map { $0.isStackEntry || $0 == .setRoot } ?? true
                if sameContext, seen.insert(hop.to).inserted { queue.append(hop.to) }
            }
        }
        return false
    }
}
