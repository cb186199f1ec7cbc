import NavLintRoutes
import NavLintRules

/// `route-param-narrowed`: a placeholder accepts fewer values.
public struct RouteParamNarrowedRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-narrowed", category: .diff, defaultSeverity: .error,
        summary:
            "A placeholder accepts fewer values than before (string to int, an enum lost a value); names a value that broke.",
        rationale:
            "Links written with the values the old pattern took (a slug where an int is now expected, a tab that left an enum) stop opening their screen. Keep the wider type, or add a route that takes the old values.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(tab: String?)", #"route tab "shop://tab/{tab:home|deals|more}" -> Home"#],
                new: ["screen Home(tab: String?)", #"route tab "shop://tab/{tab:home|more}" -> Home"#])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: ["screen Home(pid: Int?)", #"route product "shop://products/{pid:int}" -> Home"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.breaks { cause -> (Int, String, RoutePlaceholder)? in
            guard case .narrowed(let entry, let value, let placeholder) = cause else { return nil }
            return (entry, value, placeholder)
        }.map { change, detail in
            let (entry, value, placeholder) = detail
            let route = comparison.new.route(ofEntry: entry)
            return inNew(
                "the placeholder \(placeholder.written) of route \(route.id.value) no longer accepts \"\(value)\": "
                    + comparison.story(of: change),
                at: comparison.location(ofNewEntry: entry, placeholder: placeholder),
                ids: comparison.ids(oldEntry: change.oldEntry, newEntries: [entry]))
        }
    }
}
