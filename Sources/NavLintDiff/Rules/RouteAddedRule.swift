import NavLintRules

/// `route-added`: a new route that takes no old link.
public struct RouteAddedRule: Rule {
    public static let description = RuleDescription(
        id: "route-added", category: .diff, defaultSeverity: .note,
        summary: "A new route opens links that opened nothing before.",
        rationale:
            "An addition breaks nothing; the note lists it for the changelog. A route that keeps its id under a new pattern is no new route: the note names both patterns when its old links still open their screens (through another route), and gives way to the error when they broke.",
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
                new: ["screen Home", #"route start "shop://home" -> Home"#]),
            DiffExample.shop(
                old: ["screen Home", #"route home "shop://home" -> Home"#],
                new: ["screen Home", #"route home "shop://start" -> Home"#]),
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        let broken = Set(comparison.breaks.map(\.oldEntry))
        return comparison.additions.compactMap { entry, url in
            let route = comparison.new.route(ofEntry: entry)
            let opens = "links such as \(url) now open \(route.target.value)"
            // A route that keeps its id under a new pattern is no new route: when its old links broke, the break
            // names both patterns; otherwise the note does.
            if let oldIndex = comparison.old.graph.routeMap.routeIndex[route.id.value],
                let oldEntry = comparison.old.entryOfRoute[oldIndex],
                comparison.repatterned(oldEntry: oldEntry) == entry
            {
                guard !broken.contains(oldEntry) else { return nil }
                return inNew(
                    comparison.patternChange(oldEntry: oldEntry, newEntry: entry) + ": " + opens,
                    at: route.pattern.location, ids: [route.id.value])
            }
            return inNew("new route \(route.id.value): " + opens, at: route.pattern.location, ids: [route.id.value])
        }
    }
}
