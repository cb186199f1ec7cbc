import NavLintGraph
import NavLintModel

/// `deep-link-only`: only a route brings the model on screen.
public struct DeepLinkOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "deep-link-only", category: .structure, defaultSeverity: .note,
        summary: "The model is reached only through routes: no window root leads to it.",
        rationale:
            "Screens that only a link opens are easy to forget in testing and design reviews. Often intended (a notification's screen); silence it on the model when it is.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            screen ↓Promo { dismiss }
            route promo "shop://promo" -> Promo present sheet
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home { sheet Promo }
            screen Promo { dismiss }
            route promo "shop://promo" -> Promo present sheet
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        // A model is copied out only for a finding: copied whole, it costs a dozen reference counts.
        return context.spec.models.indices.compactMap { index in
            guard graph.isFirstWithItsID(index), !graph.reachableFromWindows[index], graph.reachableFromRoutes[index]
            else {
                return nil
            }
            let model = context.spec.models[index]
            return finding(
                "\(model.displayName) is reached only through deep links; no window root leads to it",
                at: model.id.location, ids: [model.id.value])
        }
    }
}
