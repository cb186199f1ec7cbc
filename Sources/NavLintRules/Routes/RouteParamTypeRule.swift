import NavLintGraph
import NavLintModel
import NavLintRoutes

/// `route-param-type`: a placeholder whose values do not fit the param it fills.
public struct RouteParamTypeRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-type", category: .routes, defaultSeverity: .error,
        summary: "A placeholder's type cannot fill the param it feeds, such as a string placeholder into an int param.",
        rationale:
            "Links whose value does not convert would match the route and then fail to build the screen. Type the placeholder like the param ({id:int}). A list placeholder ({ids:[int]}) feeds a list param of the same element type (ids: [Int]); a single value cannot fill a list param, nor a list a single-value one.",
        triggeringExamples: [
            RuleExamples.shopProductStack + """

                route product "shop://product/↓{id}" -> Product
                """,
            RuleExamples.shopProductStack + """

                route product "shop://product?id=↓{id:[int]}" -> Product
                """,
            Self.searchStack + """

                route search "shop://search?id=↓{ids:int}" -> Search
                """,
            Self.searchStack + """

                route search "shop://search?id=↓{ids:[string]}" -> Search
                """,
            // Every value of an enum must be an int as URLs write one: "+2" is not.
            RuleExamples.shopProductStack + """

                route product "shop://product/↓{id:1|+2}" -> Product
                """,
        ],
        nonTriggeringExamples: [
            RuleExamples.shopProductStack + """

                route product "shop://product/{id:int}" -> Product
                """,
            Self.searchStack + """

                route search "shop://search?id={ids:[int]}" -> Search
                """,
            RuleExamples.shopProductStack + """

                route product "shop://product/{id:1|2|-3}" -> Product
                """,
        ])

    /// A stack whose root, Home, pushes Search, which takes a list of ids.
    private static let searchStack = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Home
        screen Home { push Search }
        screen Search(ids: [Int]) { pop }
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.spec.routes.indices {
            // Read where it is stored when needed: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            guard let feed = context.parameterFeed(ofRoute: index) else { continue }
            // The slots of a long path mostly repeat a placeholder and a type already found to fit.
            var fitting: [(placeholder: Int, type: ParamType)] = []
            for slot in feed.slots {
                guard let filler = slot.placeholder else { continue }
                let type = context.paramType(of: slot)
                if fitting.contains(where: { $0.placeholder == filler && $0.type == type }) { continue }
                guard let problem = Self.problem(feed.placeholders[filler], feeding: type) else {
                    fitting.append((filler, type))
                    continue
                }
                let placeholder = feed.placeholders[filler]
                let param = context.param(of: slot)
                let model = context.spec.models[slot.model].id.value
                // A model other than the target gets its values because it is on the path: show which.
                let onPath =
                    model == route.target.value
                    ? "" : context.pathDescription(ofRoute: index).map { " on its navigation path \($0)" } ?? ""
                findings.append(
                    finding(
                        "route \(route.id.value) fills \(model).\(param.name.value) (\(param.type.value))"
                            + "\(onPath) from \(Self.written(placeholder)), \(problem)",
                        at: RouteFacts.location(in: route, offset: placeholder.offset), ids: [route.id.value, model]))
            }
        }
        return findings
    }

    /// Why `placeholder` cannot fill a param of `type`, and what to write instead; nil when it can.
    static func problem(_ placeholder: RoutePlaceholder, feeding type: ParamType) -> String? {
        switch (placeholder.isList, type.isList) {
        case (false, false):
            let fits = placeholder.type.fits(type) && (!placeholder.isTail || type == .string)
            return fits ? nil : "whose values do not all fit"
        case (true, true):
            return placeholder.type.fits(type.element)
                ? nil
                : "whose values do not all fit; type the list like the param: {\(placeholder.name):[\(type.element)]}"
        case (true, false):
            return
                "a list; declare the param as [\(type)], or write {\(placeholder.name):\(type)} to take the first value"
        case (false, true):
            return "a single value; write the list placeholder {\(placeholder.name):[\(type.element)]} as a query "
                + "value to collect every value of its key, or declare the param as "
                + "\(placeholder.isTail ? .string : type.element)"
        }
    }

    /// `{id:int}`, `{tags:[int]}`, `a {rest*} tail`: the placeholder as the findings name it.
    private static func written(_ placeholder: RoutePlaceholder) -> String {
        if placeholder.isTail { return "a {\(placeholder.name)*} tail" }
        if placeholder.isList { return placeholder.written }
        return "{\(placeholder.name):\(placeholder.type)}"
    }
}
