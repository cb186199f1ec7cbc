/// `modal-trap`: a full-screen cover with no way out.
public struct ModalTrapRule: Rule {
    public static let description = RuleDescription(
        id: "modal-trap", category: .structure, defaultSeverity: .warning,
        summary:
            "No model inside a fullScreenCover's context (an edge's or a present route's) has a dismiss edge: the user cannot leave.",
        rationale:
            "A full-screen cover has no system gesture to close it; without a dismiss somewhere in it, the user is stuck. Add a dismiss edge (a close button).",
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
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { fullScreenCover Onboarding stacked }
            screen Onboarding { push Done }
            screen Done { dismiss }
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        var ways: [Int: Bool] = [:]
        func hasWayOut(_ start: Int) -> Bool {
            if let known = ways[start] { return known }
            let found = contextHasDismiss(startingAt: start, graph: graph)
            ways[start] = found
            return found
        }
        for (index, model) in context.spec.models.enumerated() where graph.isFirstWithItsID(index) {
            for (edgeIndex, edge) in model.edges.enumerated() where edge.kind == .fullScreenCover {
                guard let hop = graph.hops[index].first(where: { $0.kind == .edge(.fullScreenCover, edgeIndex) }) else {
                    continue
                }
                if !hasWayOut(hop.to) {
                    let target = context.spec.models[hop.to].id.value
                    findings.append(
                        finding(
                            "the fullScreenCover of \(target) by \(model.id.value) has no way out: nothing inside it "
                                + "has a dismiss edge",
                            at: edge.location, ids: [model.id.value, target]))
                }
            }
        }
        for route in context.spec.routes where route.present?.value == .fullScreenCover {
            guard let target = graph.modelIndex[route.target.value], !hasWayOut(target) else { continue }
            findings.append(
                finding(
                    "route \(route.id.value) presents \(route.target.value) as a fullScreenCover with no way out: "
                        + "nothing inside it has a dismiss edge",
                    at: route.present?.location ?? route.location, ids: [route.id.value, route.target.value]))
        }
        return findings
    }

    /// Whether a dismiss edge exists among the models shown in the same context as `start`:
    /// what it contains and what is pushed or set as root inside it (not what it presents).
    private func contextHasDismiss(startingAt start: Int, graph: NavGraph) -> Bool {
        var seen: Set<Int> = [start]
        var queue = [start]
        while let model = queue.popLast() {
            if graph.spec.models[model].edges.contains(where: { $0.kind == .dismiss }) { return true }
            for hop in graph.hops[model] {
                let sameContext: Bool
                switch hop.kind {
                case .edge(let kind, _): sameContext = kind == .push || kind == .setRoot
                default: sameContext = true
                }
                if sameContext, seen.insert(hop.to).inserted { queue.append(hop.to) }
            }
        }
        return false
    }
}
