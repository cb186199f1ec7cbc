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
            screen Home { openURL "shop://orders/42" }
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
        let schemes = Set((context.spec.links?.schemes ?? []).map { $0.value.lowercased() })
        let hosts = Set((context.spec.links?.hosts ?? []).map { $0.value.lowercased() })
        var findings: [Finding] = []
        for model in context.spec.models {
            for edge in model.edges {
                guard case .url(let url) = edge.target, let parsed = try? RouteURL(url.value) else { continue }
                let isWeb = parsed.scheme == "http" || parsed.scheme == "https"
                let isOwnLink = isWeb ? parsed.host.map { hosts.contains($0.lowercased()) } ?? false : schemes.contains(parsed.scheme)
                guard isOwnLink, context.routes.table.resolve(parsed) == .noMatch else { continue }
                findings.append(finding(
                    "\(model.id.value) opens \(url.value), one of the app's own links, but no route matches it",
                    at: edge.location, ids: [model.id.value]))
            }
        }
        return findings
    }
}
