import NavLintGraph
import NavLintModel

/// `route-target-ambiguous`: a link whose screen sits in several places.
public struct RouteTargetAmbiguousRule: Rule {
    public static let description = RuleDescription(
        id: "route-target-ambiguous", category: .routes, defaultSeverity: .warning,
        summary:
            "More than one shortest navigation path leads to the route's target (it sits in two tabs or two stacks) and via does not pick one.",
        rationale:
            "The link handler has to choose where to open the screen; make the choice explicit with via so the app and the spec agree.",
        triggeringExamples: [
            Self.examplePrelude + """

                route detail ↓"shop://detail" -> Detail
                """
        ],
        nonTriggeringExamples: [
            Self.examplePrelude + """

                route detail "shop://detail" -> Detail via Tabs.b
                """
        ])

    /// The part every example of this rule starts with.
    private static let examplePrelude = """
        navgraph 1
        links scheme shop
        root Tabs
        tabs Tabs initial a {
          tab a -> StackA
          tab b -> StackB
        }
        stack StackA root Detail
        stack StackB root Detail
        screen Detail
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.spec.routes.indices.compactMap { index in
            guard let search = context.routes.paths[index], search.isAmbiguous, let path = search.path else {
                return nil
            }
            let route = context.spec.routes[index]
            // A `*` waypoint opens the target on top of whichever stack the user is in: many paths on purpose.
            guard !route.via.contains(where: { $0.value == "*" }) else { return nil }
            let hint = route.via.isEmpty ? "; name the place with via" : "; add waypoints to via to pick one"
            return finding(
                "route \(route.id.value) can reach \(route.target.value) along more than one shortest path, e.g. "
                    + "\(context.graph.describe(path))\(hint)",
                at: route.pattern.location, ids: [route.id.value, route.target.value])
        }
    }
}
