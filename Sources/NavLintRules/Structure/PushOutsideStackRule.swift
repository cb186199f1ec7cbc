import NavLintGraph
import NavLintModel

/// `push-outside-stack`: a stack navigation from a model that no NavigationStack encloses.
public struct PushOutsideStackRule: Rule {
    public static let description = RuleDescription(
        id: "push-outside-stack", category: .structure, defaultSeverity: .error,
        summary:
            "A push, replace, setRoot, pop or popToRoot from a model shown in a context without a NavigationStack.",
        rationale:
            "In SwiftUI a push with no enclosing NavigationStack does nothing. Wrap the model in a stack, present the sheet with stacked: true, or give the push a fallback if the app presents the target where there is no stack.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { ↓push Detail }
            screen Detail
            """,
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { sheet Cart }
            screen Cart { ↓push Checkout
              dismiss }
            screen Checkout
            """,
            """
            navgraph 1
            root Split
            split Split sidebar Sidebar detail Detail
            screen Sidebar
            screen Detail { ↓push More }
            screen More { pop }
            """,
            """
            navgraph 1
            root Home
            group Destinations { ↓push Profile }
            screen Home { sheet Row }
            screen Row include Destinations { dismiss }
            screen Profile { pop }
            """,
            """
            navgraph 1
            root Login
            screen Login { ↓replace Home "signed in" }
            screen Home
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home {
              sheet Cart
              push Product "browse"
            }
            screen Cart {
              push Product "recommended" fallback sheet
              dismiss
            }
            screen Product { dismiss }
            """,
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { sheet Cart stacked }
            screen Cart { push Checkout
              dismiss }
            screen Checkout { pop }
            """,
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { push Edit }
            screen Edit { confirmationDialog Discard
              pop }
            dialog Discard {
              pop "discard"
              dismiss "keep editing"
            }
            """,
            """
            navgraph 1
            root Stack
            group Destinations { push Profile }
            stack Stack root Home include Destinations
            screen Home { sheet Row }
            screen Row { dismiss }
            screen Profile { pop }
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // A push with a fallback needs no stack; every edge that needs one is of a kind that does.
        context.graph.forEachActingEdge(kinds: \.needsStack, wanted: Self.hasContextWithoutStack) {
            model, edge, contexts, note in
            guard edge.kind(inStack: false).needsStack, let bare = contexts.first(where: { !$0.inStack }) else {
                return
            }
            findings.append(self.finding(edge, of: context.spec.models[model], when: bare, note: note))
        }
        return findings
    }

    /// Whether some of the contexts has no stack: the only edges the rule reads.
    private static func hasContextWithoutStack(_ contexts: [NavContext]) -> Bool { contexts.contains { !$0.inStack } }

    private func finding(_ edge: Edge, of model: Model, when bare: NavContext, note: String) -> Finding {
        let target = edge.target.modelID.map { " \($0.value)" } ?? ""
        return finding(
            "\(model.id.value) does \(edge.kind.rawValue)\(target)\(note), but no NavigationStack encloses it "
                + "when it is \(bare.origin)",
            at: edge.location, ids: [model.id.value] + (edge.target.modelID.map { [$0.value] } ?? []))
    }
}
