import NavLintRoutes

/// `route-param-missing`: a screen on the link's path needs a value the link does not carry.
public struct RouteParamMissingRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-missing", category: .routes, defaultSeverity: .error,
        summary:
            "A screen on the route's navigation path (not only its target) has a required param that the pattern does not supply.",
        rationale:
            "To open the link the app must build every screen on the way, and a screen without its required value cannot be built. Add the placeholder, bind another one, or make the param optional.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Home
            screen Home { push Product }
            screen Product(id: Int) { pop }
            route product ↓"shop://product" -> Product
            """,
            """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Category
            screen Category(category: String) { push Product }
            screen Product(id: Int) { pop }
            route product ↓"shop://product/{id:int}" -> Product
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Category
            screen Category(category: String) { push Product }
            screen Product(id: Int) { pop }
            route product "shop://c/{cat}/p/{id:int}" -> Product bind Category.category = cat
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for (index, route) in context.spec.routes.enumerated() {
            guard let feed = context.parameterFeed(ofRoute: index) else { continue }
            for slot in feed.slots {
                let declared = context.param(of: slot)
                guard !declared.optional else { continue }
                var model: String { context.spec.models[slot.model].id.value }
                var param: String { declared.name.value }
                if slot.placeholder == nil {
                    let role =
                        model == route.target.value
                        ? "its target"
                        : context.routes.paths[index]?.path?.models.contains(slot.model) == true
                            ? "on its navigation path \(context.pathDescription(ofRoute: index) ?? "")"
                            : "shown by its target \(route.target.value)"
                    let name = ParameterFeed.placeholderName(of: declared, in: model, bind: route.bind)
                    findings.append(
                        finding(
                            "route \(route.id.value) does not supply \(model).\(param) (\(role)); add a placeholder "
                                + "{\(name)} or bind one",
                            at: route.pattern.location, ids: [route.id.value, model]))
                } else if let placeholder = feed.placeholder(of: slot), placeholder.isOptional {
                    findings.append(
                        finding(
                            "route \(route.id.value) supplies the required \(model).\(param) only from the optional "
                                + "query item {\(placeholder.name)?}; a URL without it cannot open \(model)",
                            at: RouteFacts.location(in: route, offset: placeholder.offset),
                            ids: [route.id.value, model]))
                }
            }
        }
        return findings
    }
}
