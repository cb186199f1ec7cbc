import NavLintGraph
import NavLintModel

/// `unreachable-model`: nothing brings the model on screen.
public struct UnreachableModelRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-model", category: .structure, defaultSeverity: .error,
        summary: "No window root reaches the model through containment or forward edges, and no route targets it.",
        rationale:
            "A model nobody can reach is dead code or a missing edge. Add the edge or route that shows it, or delete it.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home
            screen ↓Orphan
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { sheet Settings }
            screen Settings { dismiss }
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        let dynamic = Self.modelsOfDynamicTabs(in: context.spec)
        return context.spec.models.enumerated().compactMap { index, model in
            guard graph.isFirstWithItsID(index), !graph.reachableFromWindows[index], !graph.reachableFromRoutes[index],
                !dynamic.contains(model.id.value)
            else {
                return nil
            }
            return finding(
                "\(model.displayName) is unreachable: no window root leads to it and no route targets it",
                at: model.id.location, ids: [model.id.value])
        }
    }

    /// The models that dynamic tabs show: tabs made at run time, which count as reachable.
    private static func modelsOfDynamicTabs(in spec: Spec) -> Set<String> {
        var models: Set<String> = []
        for model in spec.models {
            guard case .tabs(let tabs) = model.content else { continue }
            for tab in tabs.tabs where tab.isDynamic {
                if let shown = tab.model { models.insert(shown.value) }
            }
        }
        return models
    }
}
