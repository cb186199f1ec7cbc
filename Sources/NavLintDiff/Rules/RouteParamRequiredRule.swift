import NavLintRoutes
import NavLintRules

/// `route-param-required`: a route now requires something old links lack.
public struct RouteParamRequiredRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-required", category: .diff, defaultSeverity: .error,
        summary: "A route now requires a query item or a placeholder that the old links lack.",
        rationale:
            "Links published before the change do not carry the new item, so they stop opening their screen. Make the item optional (`{ref?}`), or keep a route without it.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(q: String?)", #"route search "shop://search?q={q?}" -> Home"#],
                new: ["screen Home(q: String?)", #"route search "shop://search?q={q}" -> Home"#])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(q: String?)", #"route search "shop://search?q={q}" -> Home"#],
                new: ["screen Home(q: String?)", #"route search "shop://search?q={q?}" -> Home"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.breaks { cause -> (Int, String?, RoutePlaceholder?)? in
            guard case .required(let entry, let key, let placeholder) = cause else { return nil }
            return (entry, key, placeholder)
        }.map { change, detail in
            let (entry, key, placeholder) = detail
            let route = comparison.new.route(ofEntry: entry)
            let what = key.map { "the query item \($0)" } ?? "the placeholder \(placeholder?.written ?? "")"
            return inNew(
                "route \(route.id.value) now requires \(what), which \(change.url) lacks: "
                    + comparison.story(of: change),
                at: comparison.location(ofNewEntry: entry, placeholder: placeholder),
                ids: comparison.ids(oldEntry: change.oldEntry, newEntries: [entry]))
        }
    }
}
