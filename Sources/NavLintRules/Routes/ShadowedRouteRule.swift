import NavLintGraph
import NavLintModel

/// `shadowed-route`: a route that can never win.
public struct ShadowedRouteRule: Rule {
    public static let description = RuleDescription(
        id: "shadowed-route", category: .routes, defaultSeverity: .error,
        summary:
            "Every URL the route matches is taken by more specific routes, so it never wins (often through a union: /x/{v:bool} behind /x/true and /x/false).",
        rationale: "A route that can never win is dead code that looks alive. Remove it, or the routes that cover it.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(v: Bool?)
            route yes "shop://x/true" -> Home
            route no "shop://x/false" -> Home
            route any ↓"shop://x/{v:bool}" -> Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(v: String?)
            route yes "shop://x/true" -> Home
            route any "shop://x/{v}" -> Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.routes.conflicts.compactMap { conflict in
            guard case .shadowed(let entry, let winners, let witness) = conflict else { return nil }
            let route = context.route(ofTableEntry: entry)
            let others = winners.map { context.route(ofTableEntry: $0).id.value }
            return finding(
                "route \(route.id.value) can never win: every URL it matches, such as \(witness), is taken by "
                    + "\(others.joined(separator: ", "))",
                at: route.pattern.location, ids: [route.id.value] + others)
        }
    }
}
