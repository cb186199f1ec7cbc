import NavLintGraph
import NavLintModel

/// `route-overlap`: two routes share URLs and precedence decides (off by default).
public struct RouteOverlapRule: Rule {
    public static let description = RuleDescription(
        id: "route-overlap", category: .routes, defaultSeverity: .note, enabledByDefault: false,
        summary: "Two routes match some URL and precedence decides which wins; the witness shows one such URL.",
        rationale:
            "Overlaps are fine and common (/books/new next to /books/{id}); turn this on to review every place where precedence, not the pattern alone, picks the screen.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: String?)
            route new "shop://books/new" -> Home
            route book ↓"shop://books/{id}" -> Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int?)
            route new "shop://books/new" -> Home
            route book "shop://books/{id:int}" -> Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.routes.conflicts.compactMap { conflict in
            guard case .overlap(let first, let second, let witness, let winner) = conflict else { return nil }
            let (a, b) = (context.route(ofTableEntry: first), context.route(ofTableEntry: second))
            let won = context.route(ofTableEntry: winner).id.value
            return finding(
                "routes \(a.id.value) and \(b.id.value) overlap: \(witness) matches both and \(won) wins by precedence",
                at: b.pattern.location, ids: [a.id.value, b.id.value])
        }
    }
}
