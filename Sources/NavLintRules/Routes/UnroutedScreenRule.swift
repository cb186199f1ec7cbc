import NavLintGraph
import NavLintModel

/// `unrouted-screen`: a screen no link opens (route coverage; off by default).
public struct UnroutedScreenRule: Rule {
    public static let description = RuleDescription(
        id: "unrouted-screen", category: .routes, defaultSeverity: .note, enabledByDefault: false,
        summary: "A screen that no route targets.",
        rationale:
            "Teams that want every screen reachable by a link (for marketing, support or UI tests) turn this on to see the gaps.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home { sheet About }
            screen ↓About { dismiss }
            route home "shop://home" -> Home
            """
        ],
        nonTriggeringExamples: [RuleExamples.shopHome])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        // By index: a model or route copied whole costs many reference counts.
        let (models, routes) = (context.spec.models, context.spec.routes)
        let targets = Set(routes.indices.map { routes[$0].target.value })
        return models.indices.compactMap { index in
            guard models[index].kind == .screen, !targets.contains(models[index].id.value) else { return nil }
            let model = models[index]
            return finding("no route opens screen \(model.id.value)", at: model.id.location, ids: [model.id.value])
        }
    }
}
