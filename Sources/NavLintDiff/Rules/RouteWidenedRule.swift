import NavLintRoutes
import NavLintRules

/// `route-widened`: a route accepts more links than before.
public struct RouteWidenedRule: Rule {
    public static let description = RuleDescription(
        id: "route-widened", category: .diff, defaultSeverity: .note,
        summary:
            "A route that opens the old links accepts more than before: a wider placeholder type, a query item no longer required, a new tail.",
        rationale:
            "A widening breaks no link; the note lists it for the changelog, since the screen now gets values it did not before.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: String?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: ["screen Home(id: String?)", #"route product "shop://products/{id}" -> Home"#])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: String?)", #"route product "shop://products/{id}" -> Home"#],
                new: ["screen Home(id: String?)", #"route product "shop://products/{id}" -> Home"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.continuations.compactMap { pair in
            guard
                let widening = VersionComparison.widening(
                    from: pair.oldEntry, in: comparison.old.table, to: pair.newEntry, in: comparison.new.table)
            else { return nil }
            let (what, placeholder): (String, RoutePlaceholder?) =
                switch widening {
                case .position(_, let old, let new):
                    ("\(new.written) takes \(Self.kind(new)) where \(old == "literal" ? "a literal" : old) was", new)
                case .queryItem(let key, let now): ("the query item \(key) is no longer required", now)
                case .tail(let tail): ("\(tail.written) takes further segments", tail)
                }
            return inNew(
                comparison.routeNames(oldEntry: pair.oldEntry, newEntry: pair.newEntry)
                    + " accepts more links than before: " + what,
                at: comparison.location(ofNewEntry: pair.newEntry, placeholder: placeholder),
                ids: comparison.ids(oldEntry: pair.oldEntry, newEntries: [pair.newEntry]))
        }
    }

    private static func kind(_ placeholder: RoutePlaceholder) -> String {
        if case .oneOf = placeholder.type { return "the values \(placeholder.type)" }
        return "any \(placeholder.type)"
    }
}
