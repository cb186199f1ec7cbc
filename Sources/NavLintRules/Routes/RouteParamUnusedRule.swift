import NavLintGraph
import NavLintModel

/// `route-param-unused`: a placeholder that feeds nothing.
public struct RouteParamUnusedRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-unused", category: .routes, defaultSeverity: .warning,
        summary: "A placeholder feeds no param of any model on the route's navigation path.",
        rationale:
            "A value the link carries but no screen uses is usually a misspelt name or a missing bind. Rename the placeholder, bind it, or make it a literal.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            route home "shop://home/↓{tab}" -> Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(tab: String)
            route home "shop://home/{tab}" -> Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.spec.routes.indices {
            // Read where it is stored when needed: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            guard let feed = context.parameterFeed(ofRoute: index) else { continue }
            for placeholder in feed.unused.map({ feed.placeholders[$0] }) {
                findings.append(
                    finding(
                        "the placeholder {\(placeholder.name)} of route \(route.id.value) feeds no param on its "
                            + "navigation path",
                        at: RouteFacts.location(in: route, offset: placeholder.offset), ids: [route.id.value]))
            }
        }
        return findings
    }
}
