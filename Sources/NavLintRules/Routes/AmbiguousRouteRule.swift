import NavLintGraph
import NavLintModel

/// `ambiguous-route`: a URL two routes tie on.
public struct AmbiguousRouteRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-route", category: .routes, defaultSeverity: .error,
        summary:
            "Some URL matches two routes, neither wins by precedence, and no third, more specific route takes it; the witness URL shows one.",
        rationale:
            "Which screen such a link opens would depend on the order of a parser chain, not on the spec. Add a more specific route for the overlap, or narrow one pattern's types.",
        triggeringExamples: [
            Self.examplePrelude + """

                route byName ↓"shop://d?name={name}" -> Home
                """
        ],
        nonTriggeringExamples: [
            Self.examplePrelude + """

                route byName "shop://d?name={name}" -> Home
                route both "shop://d?id={id:int}&name={name}" -> Home
                """
        ])

    /// The part every example of this rule starts with.
    private static let examplePrelude = """
        navgraph 1
        links scheme shop
        root Home
        screen Home(id: Int?, name: String?)
        route byID "shop://d?id={id:int}" -> Home
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let analysis = context.routes.analysis
        var pairs: [(first: Int, second: Int, witness: String)] = []
        for conflict in context.routes.conflicts {
            if case .ambiguous(let first, let second, let witness) = conflict { pairs.append((first, second, witness)) }
        }
        // A route that ties with many others is reported with the first few; its last finding says how
        // many more were not examined one by one.
        var lastOfRoute: [Int: Int] = [:]
        for (offset, pair) in pairs.enumerated() { lastOfRoute[pair.second] = offset }
        return pairs.enumerated().map { offset, pair in
            let (a, b) = (context.route(ofTableEntry: pair.first), context.route(ofTableEntry: pair.second))
            var message =
                "routes \(a.id.value) and \(b.id.value) are ambiguous: \(pair.witness) matches both and neither "
                + "takes precedence"
            if lastOfRoute[pair.second] == offset, let more = analysis.unexaminedTies[pair.second] {
                message +=
                    "; \(b.id.value) overlaps \(more) more earlier routes of equal precedence, not examined one by one"
            }
            return finding(message, at: b.pattern.location, ids: [a.id.value, b.id.value])
        }
    }
}
