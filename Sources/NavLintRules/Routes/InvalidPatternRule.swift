import NavLintGraph
import NavLintModel

/// `invalid-pattern`: a route pattern that does not parse.
public struct InvalidPatternRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-pattern", category: .routes, defaultSeverity: .error,
        summary: "A route's pattern does not parse; the finding points at the character and says what was expected.",
        rationale:
            "A pattern navlint cannot read matches nothing, so the link it stands for is dead. Fix the pattern (see the pattern grammar).",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            route home "shop://home/{id:↓integer}" -> Home
            """
        ],
        nonTriggeringExamples: [RuleExamples.shopHome])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        // Only a route whose pattern failed is read whole: copying every route costs a dozen reference counts each.
        context.routes.patterns.indices.compactMap { index in
            guard case .failure(let error) = context.routes.patterns[index] else { return nil }
            let route = context.spec.routes[index]
            return finding(
                "the pattern of route \(route.id.value) is invalid: \(error.message)",
                at: RouteFacts.location(in: route, offset: error.offset), ids: [route.id.value])
        }
    }
}
