import NavLintRules

/// `route-now-ambiguous`: a link that opened one route now ties.
public struct RouteNowAmbiguousRule: Rule {
    public static let description = RuleDescription(
        id: "route-now-ambiguous", category: .diff, defaultSeverity: .error,
        summary: "A witness URL that resolved to one route now ties between several.",
        rationale:
            "When routes tie, which screen a link opens is up to the app's router, not the spec. Make one of the routes more specific (a literal, a typed placeholder, a required query item).",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(a: String?, b: String?)", #"route first "shop://x/{a}" -> Home"#],
                new: [
                    "screen Home(a: String?, b: String?)", #"route first "shop://x/{a}" -> Home"#,
                    #"route second "shop://x/{b}" -> Home"#,
                ])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(a: String?, b: Int?)", #"route first "shop://x/{a}" -> Home"#],
                new: [
                    "screen Home(a: String?, b: Int?)", #"route first "shop://x/{a}" -> Home"#,
                    #"route second "shop://y/{b:int}" -> Home"#,
                ])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.breaks { if case .ambiguous(let entries) = $0 { entries } else { nil } }.map { change, entries in
            let oldID = comparison.old.routeID(ofEntry: change.oldEntry)
            let culprit = entries.first { comparison.new.routeID(ofEntry: $0) != oldID } ?? entries[0]
            return inNew(
                comparison.story(of: change),
                at: comparison.new.pattern(ofEntry: culprit).location,
                ids: comparison.ids(oldEntry: change.oldEntry, newEntries: entries))
        }
    }
}
