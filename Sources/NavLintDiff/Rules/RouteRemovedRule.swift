import NavLintRules

/// `route-removed`: an old route's links open nothing any more.
public struct RouteRemovedRule: Rule {
    public static let description = RuleDescription(
        id: "route-removed", category: .diff, defaultSeverity: .error,
        summary:
            "An old route is gone: its witness URLs open nothing in the new version (whether or not its id survives).",
        rationale:
            "Links live on in emails, QR codes, notifications and other apps long after a release. Keep a route that opens the old links (it may declare `replaces`), or accept the break knowingly. A route that keeps its id under a new pattern is one finding at the new pattern, naming the old pattern, the new one and a link that broke (not a removal plus a route-added note); a route gone altogether is reported where the old version declares it.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: ["screen Home(id: Int?)", #"route product "shop://items/{id:int}" -> Home"#]),
            DiffExample.shop(
                old: [
                    "screen Home(id: Int?)", #"route home "shop://home" -> Home"#,
                    #"route product "shop://products/{id:int}" -> Home"#,
                ],
                new: ["screen Home(id: Int?)", #"route home "shop://home" -> Home"#]),
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: [
                    "screen Home(id: Int?)", #"route item "shop://items/{id:int}" -> Home"#,
                    #"route product "shop://products/{pid:int}" -> Home bind Home.id = pid"#,
                ])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.breaks { $0 == .removed ? () : nil }.map { change, _ in
            let route = comparison.old.route(ofEntry: change.oldEntry)
            let story = "\(change.url) opened \(route.target.value) and now opens nothing"
            // A route that keeps its id under a new pattern is one change, reported where the new pattern is.
            guard let entry = comparison.repatterned(oldEntry: change.oldEntry) else {
                return inOld(
                    "route \(route.id.value) is gone: " + story, at: route.pattern.location, ids: [route.id.value])
            }
            return inNew(
                comparison.patternChange(oldEntry: change.oldEntry, newEntry: entry) + ": " + story,
                at: comparison.new.pattern(ofEntry: entry).location, ids: [route.id.value])
        }
    }
}
