import NavLintRoutes

/// `internal-link-unmatched`: the app opens one of its own links that no route handles.
public struct InternalLinkUnmatchedRule: Rule {
    public static let description = RuleDescription(
        id: "internal-link-unmatched", category: .routes, defaultSeverity: .warning,
        summary: "An openURL edge uses the app's own scheme or host, but no route matches its URL.",
        rationale: "The app would hand the URL to itself and nothing would open. Add the route, or fix the URL.",
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
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let ownLinks = OwnLinks(context.spec.links)
        var findings: [Finding] = []
        for model in context.spec.models {
            for edge in model.edges {
                guard case .url(let url) = edge.target else { continue }
                let parsed: RouteURL
                do {
                    parsed = try RouteURL(url.value)
                } catch {
                    // Only the app's own scheme matters here; other text is not navlint's to judge.
                    guard ownLinks.claimsScheme(ofInvalid: url.value) else { continue }
                    findings.append(
                        finding(
                            "\(model.id.value) opens \(url.value), one of the app's own links, but it is not a valid "
                                + "URL "
                                + "(\(error.message)), so no route can take it",
                            at: edge.location, ids: [model.id.value]))
                    continue
                }
                guard ownLinks.contains(parsed) else { continue }
                switch context.routes.table.resolve(parsed) {
                case .matched:
                    continue
                case .noMatch:
                    findings.append(
                        finding(
                            "\(model.id.value) opens \(url.value), one of the app's own links, but no route matches it",
                            at: edge.location, ids: [model.id.value]))
                case .tie(let tied):
                    let names = tied.map { context.route(ofTableEntry: $0).id.value }
                    let routes = names.joined(separator: " and ")
                    findings.append(
                        finding(
                            "\(model.id.value) opens \(url.value), one of the app's own links, but routes \(routes) "
                                + "tie on it, so no route takes it",
                            at: edge.location, ids: [model.id.value] + names))
                }
            }
        }
        return findings
    }
}
