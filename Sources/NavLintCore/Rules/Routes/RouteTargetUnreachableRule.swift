/// `route-target-unreachable`: a link whose screen no navigation path reaches.
public struct RouteTargetUnreachableRule: Rule {
    public static let description = RuleDescription(
        id: "route-target-unreachable", category: .routes, defaultSeverity: .error,
        summary:
            "A route without present whose target no navigation path from a window root reaches through its waypoints.",
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
            """
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
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.spec.routes.enumerated().compactMap { index, route in
            guard route.present == nil, let search = context.routes.paths[index], !search.isReachable else {
                return nil
            }
            let through = route.via.isEmpty ? "" : " through \(route.via.map(\.value).joined(separator: ", "))"
            return finding(
                "no navigation path from a window root reaches \(route.target.value)\(through), so route "
                    + "\(route.id.value) cannot be opened",
                at: route.pattern.location, ids: [route.id.value, route.target.value])
        }
    }
}
