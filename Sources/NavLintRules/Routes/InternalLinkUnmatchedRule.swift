import NavLintGraph
import NavLintModel
import NavLintRoutes

/// `internal-link-unmatched`: the app opens one of its own links that no route handles.
public struct InternalLinkUnmatchedRule: Rule {
    public static let description = RuleDescription(
        id: "internal-link-unmatched", category: .routes, defaultSeverity: .warning,
        summary:
            "An openURL edge uses the app's own scheme or host (not an intercepted one), but no route matches its URL, and the edge is not external.",
        rationale:
            "The app would hand the URL to itself and nothing would open. Add the route, or fix the URL; mark an edge that opens the browser on purpose external: true.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home { ↓openURL "shop://orders/42" }
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home(id: Int) { openURL "shop://orders/42"
              openURL "https://apple.com" }
            route order "shop://orders/{id:int}" -> Home present sheet
            """,
            """
            navgraph 1
            links scheme shop, host shop.example.com, intercept social.example
            root Home
            screen Home { openURL "https://shop.example.com/help" external
              openURL "https://social.example/about" }
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let ownLinks = OwnLinks(context.spec.links)
        var findings: [Finding] = []
        // By index, each edge read where it is stored: a model copied whole costs a dozen reference counts.
        for model in context.spec.models.indices {
            let owner = context.spec.models[model].id.value
            context.spec.models[model].edges.forEachInPlace { edge in
                if let found = check(edge, of: owner, note: "", ownLinks, context) { findings.append(found) }
            }
        }
        let graph = context.graph
        graph.forEachGroupEdgeOnce { model, edge, origin in
            let owner = context.spec.models[model].id.value
            if let found = check(edge, of: owner, note: graph.originNote(origin), ownLinks, context) {
                findings.append(found)
            }
        }
        return findings
    }

    /// A finding when `edge` opens one of the app's own links that no route takes.
    private func check(
        _ edge: Edge, of owner: String, note: String, _ ownLinks: OwnLinks, _ context: LintContext
    ) -> Finding? {
        guard !edge.external, case .url(let url) = edge.target else { return nil }
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url.value)
        } catch {
            // Only the app's own scheme matters here; other text is not navlint's to judge.
            guard ownLinks.claimsScheme(ofInvalid: url.value) else { return nil }
            return finding(
                "\(owner) opens \(url.value)\(note), one of the app's own links, but it is not a valid URL "
                    + "(\(error.message)), so no route can take it",
                at: edge.location, ids: [owner])
        }
        guard ownLinks.contains(parsed) else { return nil }
        switch context.routes.table.resolve(parsed) {
        case .matched:
            return nil
        case .tie(let tied) where context.routes.areAlternatives(tied: tied, in: context.spec):
            return nil
        case .noMatch:
            return finding(
                "\(owner) opens \(url.value)\(note), one of the app's own links, but no route matches it",
                at: edge.location, ids: [owner])
        case .tie(let tied):
            let names = tied.map { context.route(ofTableEntry: $0).id.value }
            let routes = names.joined(separator: " and ")
            return finding(
                "\(owner) opens \(url.value)\(note), one of the app's own links, but routes \(routes) "
                    + "tie on it, so no route takes it",
                at: edge.location, ids: [owner] + names)
        }
    }
}
