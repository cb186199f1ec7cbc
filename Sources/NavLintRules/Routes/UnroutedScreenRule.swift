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
        let targets = Set(context.spec.routes.map(\.target.value))
        return context.spec.models.compactMap { model in
            guard model.kind == .screen, !targets.contains(model.id.value) else { return nil }
            return finding("no route opens screen \(model.id.value)", at: model.id.location, ids: [model.id.value])
        }
    }
}
