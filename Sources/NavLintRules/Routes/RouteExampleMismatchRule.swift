import NavLintGraph
import NavLintModel
import NavLintRoutes

/// `route-example-mismatch`: a URL a route lists among its `examples` does not open that route.
public struct RouteExampleMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "route-example-mismatch", category: .routes, defaultSeverity: .warning,
        summary: "An example URL of a route is not a URL, matches no route, or opens another route.",
        rationale:
            "Examples are documentation that `navlint examples`, `gen` and the viewer show: one that does not open its own route teaches the wrong link. Fix the example or the pattern.",
        triggeringExamples: [
            Self.examplePrelude + """

                  examples ↓"shop://products/abc"
                }
                """
        ],
        nonTriggeringExamples: [
            Self.examplePrelude + """

                  examples "shop://products/42", "shop://products/7"
                }
                """
        ])

    /// The part every example of this rule starts with.
    private static let examplePrelude = """
        navgraph 1
        links scheme shop
        root Home
        screen Home
        screen Product(id: Int)
        route product "shop://products/{id:int}" -> Product {
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.spec.routes.indices {
            // Read where it is stored when needed: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            for example in route.examples {
                guard let problem = problem(with: example.value, of: index, in: context) else { continue }
                findings.append(
                    finding(
                        "the example \(example.value) of route \(route.id.value) \(problem)", at: example.location,
                        ids: [route.id.value]))
            }
        }
        return findings
    }

    /// What is wrong with `url` as an example of the route at `index`, or nil when it opens that route.
    private func problem(with url: String, of index: Int, in context: LintContext) -> String? {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            return "is not a URL navlint can read (\(error.message))"
        }
        switch context.routes.table.resolve(parsed) {
        case .matched(let entry, _):
            let winner = context.routes.routeIndex(ofTableEntry: entry)
            guard winner != index else { return nil }
            let other = context.spec.routes[winner]
            return "opens route \(other.id.value) (\(other.target.value)) instead"
        case .noMatch:
            return "matches no route"
        case .tie(let entries) where context.routes.areAlternatives(tied: entries, in: context.spec):
            let routes = entries.map { context.routes.routeIndex(ofTableEntry: $0) }
            guard !routes.contains(index) else { return nil }
            let names = routes.map { context.spec.routes[$0].id.value }
            return "opens the alternatives \(names.joined(separator: " and ")) instead"
        case .tie(let entries):
            let names = entries.map { context.route(ofTableEntry: $0).id.value }
            return "is taken by no route: routes \(names.joined(separator: " and ")) tie on it"
        }
    }
}
