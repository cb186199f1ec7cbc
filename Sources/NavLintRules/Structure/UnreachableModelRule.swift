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
        // A model is copied out only for a finding: copied whole, it costs a dozen reference counts.
        return context.spec.models.indices.compactMap { index in
            guard graph.isFirstWithItsID(index), !graph.reachableFromWindows[index], !graph.reachableFromRoutes[index],
                !dynamic.contains(context.spec.models[index].id.value)
            else {
                return nil
            }
            let model = context.spec.models[index]
            return finding(
                "\(model.displayName) is unreachable: no window root leads to it and no route targets it",
                at: model.id.location, ids: [model.id.value])
        }
    }

    /// The models that dynamic tabs show: tabs made at run time, which count as reachable.
    private static func modelsOfDynamicTabs(in spec: Spec) -> Set<String> {
        var models: Set<String> = []
        for model in spec.models.indices {
            guard case .tabs(let tabs) = spec.models[model].content else { continue }
            for tab in tabs.tabs where tab.isDynamic {
                if let shown = tab.model { models.insert(shown.value) }
            }
        }
        return models
    }
}
