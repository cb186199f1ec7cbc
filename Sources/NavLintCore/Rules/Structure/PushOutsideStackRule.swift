/// `push-outside-stack`: a stack navigation from a model that no NavigationStack encloses.
public struct PushOutsideStackRule: Rule {
    public static let description = RuleDescription(
        id: "push-outside-stack", category: .structure, defaultSeverity: .error,
        summary: "A push, setRoot, pop or popToRoot from a model shown in a context without a NavigationStack.",
        rationale:
            "In SwiftUI a push with no enclosing NavigationStack does nothing. Wrap the model in a stack, or present the sheet with stacked: true.",
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
        ],
        nonTriggeringExamples: [
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
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for (index, model) in context.spec.models.enumerated() where graph.isFirstWithItsID(index) {
            guard let bare = graph.contexts[index].first(where: { !$0.inStack }) else { continue }
            for edge in model.edges where edge.kind.needsStack {
                let target = edge.target.modelID.map { " \($0.value)" } ?? ""
                findings.append(
                    finding(
                        "\(model.id.value) does \(edge.kind.rawValue)\(target), but no NavigationStack encloses it "
                            + "when it is \(bare.origin)",
                        at: edge.location, ids: [model.id.value] + (edge.target.modelID.map { [$0.value] } ?? [])))
            }
        }
        return findings
    }
}
