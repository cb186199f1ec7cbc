import NavLintGraph
import NavLintModel

/// `route-param-missing`: a screen on the link's path needs a value the link does not carry.
public struct RouteParamMissingRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-missing", category: .routes, defaultSeverity: .error,
        summary:
            "A screen on the route's navigation path (not only its target) has a required param that the pattern does not supply.",
        rationale:
            "To open the link the app must build every screen on the way, and a screen without its required value cannot be built. Add the placeholder, bind another one, or make the param optional. A constant bound on a tab, stack or edge of the path (bind feed = \"=home\") supplies the param too.",
        triggeringExamples: [
            RuleExamples.shopProductStack + """

                route product ↓"shop://product" -> Product
                """,
            Self.categoryStack + """

                route product ↓"shop://product/{id:int}" -> Product
                """,
            RuleExamples.shopTabsWithDestinationsStart + """

                  tab lists -> ListStack
                }
                stack HomeStack root Home include Destinations
                stack ListStack root List include Destinations
                screen Home
                screen List(list: Int)
                screen Product(id: Int) { pop }
                route product ↓"shop://product/{id:int}" -> Product via Tabs.*
                """,
        ],
        nonTriggeringExamples: [
            Self.categoryStack + """

                route product "shop://c/{cat}/p/{id:int}" -> Product bind Category.category = cat
                """,
            """
            navgraph 1
            links scheme social
            root Main
            tabs Main initial home {
              tab home -> Timeline bind feed = "=home"
              tab local -> Timeline bind feed = "=local"
            }
            screen Timeline(feed: home|local)
            route local "social://local" -> Timeline via Main.local
            """,
        ])

    /// A stack whose root, Category, takes a category and pushes Product, which takes an id.
    private static let categoryStack = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Category
        screen Category(category: String) { push Product }
        screen Product(id: Int) { pop }
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.spec.routes.indices {
            let places = context.placeFeeds(ofRoute: index)
            guard !places.isEmpty else {
                guard let feed = context.parameterFeed(ofRoute: index) else { continue }
                findings += check(route: index, feed: feed, path: context.routes.paths[index], context)
                continue
            }
            // Each place a wildcard stands for is checked; a param missing in several is reported once.
            var reported: Set<String> = []
            for (place, feed) in places {
                for found in check(route: index, feed: feed, path: place.search, context)
                where reported.insert(found.message).inserted {
                    findings.append(found)
                }
            }
        }
        return findings
    }

    /// The findings for one route along one of its paths (each place of a wildcard `via` has its own).
    private func check(
        route index: Int, feed: ParameterFeed, path: PathSearch?, _ context: LintContext
    ) -> [Finding] {
        var findings: [Finding] = []
        // Read where it is stored when needed: a route copied whole costs several reference counts.
        var route: Route { context.spec.routes[index] }
        for slot in feed.slots where !context.isParamOptional(slot) {
            let declared = context.param(of: slot)
            var model: String { context.spec.models[slot.model].id.value }
            var param: String { declared.name.value }
            // A list placeholder always gives a value, the empty list when its key is absent; into a
            // single-value param it is `route-param-type`'s.
            if slot.placeholder == nil {
                let onPath = path?.path?.models.contains(slot.model) == true
                let role =
                    model == route.target.value
                    ? "its target"
                    : onPath
                        ? "on its navigation path \(path?.path.map(context.graph.describe) ?? "")"
                        : "shown by its target \(route.target.value)"
                let name = ParameterFeed.placeholderName(of: declared, in: model, bind: route.bind)
                findings.append(
                    finding(
                        "route \(route.id.value) does not supply \(model).\(param) (\(role)); add a placeholder "
                            + "{\(name)} or bind one",
                        at: route.pattern.location, ids: [route.id.value, model]))
            } else if let placeholder = feed.placeholder(of: slot), placeholder.isOptional, !placeholder.isList {
                findings.append(
                    finding(
                        "route \(route.id.value) supplies the required \(model).\(param) only from the optional "
                            + "query item {\(placeholder.name)?}; a URL without it cannot open \(model)",
                        at: RouteFacts.location(in: route, offset: placeholder.offset),
                        ids: [route.id.value, model]))
            }
        }
        return findings
    }
}
