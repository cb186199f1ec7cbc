/// `route-param-type`: a placeholder whose values do not fit the param it fills.
public struct RouteParamTypeRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-type", category: .routes, defaultSeverity: .error,
        summary: "A placeholder's type cannot fill the param it feeds, such as a string placeholder into an int param.",
        rationale:
            "Links whose value does not convert would match the route and then fail to build the screen. Type the placeholder like the param ({id:int}).",
        triggeringExamples: [
            RuleExamples.shopProductStack + """

                route product "shop://product/↓{id}" -> Product
                """
        ],
        nonTriggeringExamples: [
            RuleExamples.shopProductStack + """

                route product "shop://product/{id:int}" -> Product
                """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for (index, route) in context.spec.routes.enumerated() {
            guard let feed = context.parameterFeed(ofRoute: index) else { continue }
            for slot in feed.slots {
                guard let placeholder = feed.placeholder(of: slot) else { continue }
                let param = context.param(of: slot)
                guard !placeholder.type.fits(param.type.value) || (placeholder.isTail && param.type.value != .string)
                else { continue }
                let model = context.spec.models[slot.model].id.value
                let written =
                    placeholder.isTail ? "a {\(placeholder.name)*} tail" : "{\(placeholder.name):\(placeholder.type)}"
                // A model other than the target gets its values because it is on the path: show which.
                let onPath =
                    model == route.target.value
                    ? "" : context.pathDescription(ofRoute: index).map { " on its navigation path \($0)" } ?? ""
                findings.append(
                    finding(
                        "route \(route.id.value) fills \(model).\(param.name.value) (\(param.type.value))"
                            + "\(onPath) from \(written), whose values do not all fit",
                        at: RouteFacts.location(in: route, offset: placeholder.offset), ids: [route.id.value, model]))
            }
        }
        return findings
    }
}
