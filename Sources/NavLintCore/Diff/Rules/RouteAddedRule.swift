/// `route-added`: a new route that takes no old link.
public struct RouteAddedRule: Rule {
    public static let description = RuleDescription(
        id: "route-added", category: .diff, defaultSeverity: .note,
        summary: "A new route opens links that opened nothing before.",
        rationale: "An addition breaks nothing; the note lists it for the changelog.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", #"route home "shop://home" -> Home"#],
                new: [
                    "screen Home", #"route home "shop://home" -> Home"#, #"route promo "shop://promo/{code}" -> Home"#,
                ])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", #"route home "shop://home" -> Home"#],
                new: ["screen Home", #"route start "shop://home" -> Home"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.additions.map { entry, url in
            let route = comparison.new.route(ofEntry: entry)
            return inNew(
                "new route \(route.id.value): links such as \(url) now open \(route.target.value)",
                at: route.pattern.location, ids: [route.id.value])
        }
    }
}
