import NavLintRules

/// `route-replaced`: a route declared to replace an old one opens all its links as before.
public struct RouteReplacedRule: Rule {
    public static let description = RuleDescription(
        id: "route-replaced", category: .diff, defaultSeverity: .note,
        summary:
            "A new route that declares `replaces` for an old route opens every witness URL of it at the same target (otherwise the usual errors are reported).",
        rationale:
            "Replacing a route under a new id is safe when the old links still open the same screen; the note records the replacement for the changelog.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route legacy "shop://p/{id:int}" -> Home"#],
                new: ["screen Home(id: Int?)", #"route product "shop://p/{id}" -> Home replaces legacy"#])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route legacy "shop://p/{id:int}" -> Home"#],
                new: ["screen Home(id: Int?)", #"route product "shop://product/{id:int}" -> Home replaces legacy"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.replacements.map { pair in
            let route = comparison.new.route(ofEntry: pair.newEntry)
            let oldID = comparison.old.routeID(ofEntry: pair.oldEntry)
            let location = route.replaces.first { $0.value == oldID }?.location ?? route.pattern.location
            return inNew(
                "route \(route.id.value) replaces route \(oldID): every link of it, such as \(pair.url), opens "
                    + "\(route.target.value) as before",
                at: location, ids: comparison.ids(oldEntry: pair.oldEntry, newEntries: [pair.newEntry]))
        }
    }
}
