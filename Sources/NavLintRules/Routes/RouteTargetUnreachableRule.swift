import NavLintGraph
import NavLintModel

/// `route-target-unreachable`: a link whose screen no navigation path reaches.
public struct RouteTargetUnreachableRule: Rule {
    public static let description = RuleDescription(
        id: "route-target-unreachable", category: .routes, defaultSeverity: .error,
        summary:
            "A route without present whose target no navigation path from a window root reaches through its waypoints (through each place a wildcard waypoint stands for).",
        rationale:
            "The app cannot build the navigation state the link needs, so opening it fails or lands somewhere else. Fix the waypoints, add the missing edge, or present the target with present: sheet.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            screen Promo
            route promo ↓"shop://promo" -> Promo
            """,
            """
            navgraph 1
            links scheme shop
            root Tabs
            tabs Tabs initial home {
              tab home -> HomeStack
              tab settings -> Settings
            }
            stack HomeStack root Home
            screen Home { push Product }
            screen Settings
            screen Product { pop }
            route product ↓"shop://product" -> Product via Tabs.*
            """,
            """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Home
            screen Home { sheet Promo }
            screen Promo { dismiss }
            route promo ↓"shop://promo" -> Promo via *
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Home
            screen Home { push Promo }
            screen Promo { pop }
            route promo "shop://promo" -> Promo
            """,
            RuleExamples.shopTabsWithDestinationsStart + """

                  tab search -> SearchStack
                }
                stack HomeStack root Home include Destinations
                stack SearchStack root Search include Destinations
                screen Home
                screen Search
                screen Product { pop }
                route product "shop://product" -> Product via Tabs.*
                route current "shop://current" -> Product via *
                """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.spec.routes.indices where context.spec.routes[index].present == nil {
            // Read where it is stored when needed: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            let places = context.routes.places(ofRoute: index)
            if !places.isEmpty || route.via.contains(where: { $0.value == "*" }) {
                findings += placeFindings(route, places: places)
                continue
            }
            guard let search = context.routes.paths[index], !search.isReachable else { continue }
            let through = route.via.isEmpty ? "" : " through \(route.via.map(\.value).joined(separator: ", "))"
            findings.append(
                finding(
                    "no navigation path from a window root reaches \(route.target.value)\(through), so route "
                        + "\(route.id.value) cannot be opened",
                    at: route.pattern.location, ids: [route.id.value, route.target.value]))
        }
        return findings
    }

    /// For a route with a wildcard waypoint: each place it stands for that no path passes, or, when it
    /// stands for none (no stack pushes the target), the route itself.
    private func placeFindings(_ route: Route, places: [RoutePlace]) -> [Finding] {
        let ids = [route.id.value, route.target.value]
        guard !places.isEmpty else {
            return [
                finding(
                    "route \(route.id.value) opens \(route.target.value) on top of the current stack (via *), but no "
                        + "stack reaches \(route.target.value) by a push",
                    at: route.pattern.location, ids: ids)
            ]
        }
        let wildcard = route.via.map(\.value).joined(separator: ", ")
        return places.compactMap { place in
            guard place.search?.isReachable == false else { return nil }
            return finding(
                "no navigation path from a window root reaches \(route.target.value) through "
                    + "\(place.via.joined(separator: ", ")) (one of the places \(wildcard) stands for), so route "
                    + "\(route.id.value) cannot be opened there",
                at: route.pattern.location, ids: ids)
        }
    }
}
