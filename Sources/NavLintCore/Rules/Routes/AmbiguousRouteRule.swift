/// `ambiguous-route`: a URL two routes tie on.
public struct AmbiguousRouteRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-route", category: .routes, defaultSeverity: .error,
        summary: "Some URL matches two routes, neither wins by precedence, and no third, more specific route takes it; the witness URL shows one.",
        rationale: "Which screen such a link opens would depend on the order of a parser chain, not on the spec. Add a more specific route for the overlap, or narrow one pattern's types.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int?, name: String?)
            route byID "shop://d?id={id:int}" -> Home
            route byName "shop://d?name={name}" -> Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int?, name: String?)
            route byID "shop://d?id={id:int}" -> Home
            route byName "shop://d?name={name}" -> Home
            route both "shop://d?id={id:int}&name={name}" -> Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.routes.analysis.conflicts.compactMap { conflict -> Finding? in
            guard case .ambiguous(let first, let second, let witness) = conflict else { return nil }
            let (a, b) = (context.route(ofTableEntry: first), context.route(ofTableEntry: second))
            return finding(
                "routes \(a.id.value) and \(b.id.value) are ambiguous: \(witness) matches both and neither takes precedence",
                at: b.pattern.location, ids: [a.id.value, b.id.value])
        }
    }
}
