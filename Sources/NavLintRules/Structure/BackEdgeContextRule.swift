import NavLintGraph
import NavLintModel

/// `back-edge-context`: going back from where there is no back.
public struct BackEdgeContextRule: Rule {
    public static let description = RuleDescription(
        id: "back-edge-context", category: .structure, defaultSeverity: .warning,
        summary:
            "A pop or popToRoot from a model that is never pushed, or a dismiss from a model that is never presented (nor pushed).",
        rationale:
            "A pop from a stack's root or a dismiss from a root screen does nothing; the edge is dead or the model sits in the wrong place.",
        triggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { ↓pop }
            """,
            """
            navgraph 1
            root Home
            screen Home { ↓dismiss }
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { push Detail
              sheet Info }
            screen Detail { pop }
            screen Info { dismiss }
            """,
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { push Plan }
            switch Plan initial free {
              case free -> Free
              case premium -> Premium
            }
            screen Free { switch Plan.premium
              pop }
            screen Premium { switch Plan.free
              pop }
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        context.graph.forEachActingEdge(kinds: Self.goesBack, wanted: Self.neverPushed) { model, edge, contexts, note in
            if let found = check(edge, of: context.spec.models[model].id.value, in: contexts, note: note) {
                findings.append(found)
            }
        }
        return findings
    }

    /// Whether none of the contexts was pushed: a way back is wrong only then, whatever its kind.
    private static func neverPushed(_ contexts: [NavContext]) -> Bool { !contexts.contains(where: \.pushed) }

    /// Whether edges of this kind go back, the only ones the rule reads.
    private static func goesBack(_ kind: EdgeKind) -> Bool { [.pop, .popToRoot, .dismiss].contains(kind) }

    /// A finding when `edge` goes back in a way none of `contexts` allows.
    private func check(_ edge: Edge, of owner: String, in contexts: [NavContext], note: String) -> Finding? {
        let pushed = contexts.contains(where: \.pushed)
        let presented = contexts.contains(where: \.presented)
        switch edge.kind {
        case .pop where !pushed, .popToRoot where !pushed:
            return finding(
                "\(owner) does \(edge.kind.rawValue)\(note), but it is never pushed (it is "
                    + "\(contexts[0].origin))",
                at: edge.location, ids: [owner])
        case .dismiss where !presented && !pushed:
            return finding(
                "\(owner) does dismiss\(note), but it is never presented or pushed (it is "
                    + "\(contexts[0].origin))",
                at: edge.location, ids: [owner])
        default:
            return nil
        }
    }
}
