import NavLintGraph
import NavLintModel

/// `duplicate-route`: two routes with the same pattern shape.
public struct DuplicateRouteRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-route", category: .routes, defaultSeverity: .error,
        summary: "Two routes have the same canonical pattern shape (placeholder names aside, types kept).",
        rationale:
            "Both routes claim exactly the same URLs and precedence cannot choose; one of them is dead or a copy. Remove or change one.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int)
            route a "shop://product/{id:int}" -> Home
            route b ↓"shop://product/{productID:int}" -> Home bind Home.id = productID
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: String)
            route a "shop://product/{id:int}" -> Home
            route b "shop://product/{id}" -> Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.routes.conflicts.compactMap { conflict in
            guard case .duplicate(let first, let second, let witness) = conflict else { return nil }
            let (a, b) = (context.route(ofTableEntry: first), context.route(ofTableEntry: second))
            return finding(
                "routes \(a.id.value) and \(b.id.value) have the same pattern shape "
                    + "\(context.routes.table.entries[second].pattern.canonicalShape); every URL of one is a URL of "
                    + "the other, such as \(witness)",
                at: b.pattern.location, ids: [a.id.value, b.id.value])
        }
    }
}
