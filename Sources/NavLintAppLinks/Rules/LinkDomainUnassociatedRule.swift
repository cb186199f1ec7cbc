import NavLintModel
import NavLintRoutes
import NavLintRules

/// `link-domain-unassociated`: a route's https host is not an `applinks:` domain of the entitlements.
public struct LinkDomainUnassociatedRule: Rule {
    public static let description = RuleDescription(
        id: "link-domain-unassociated", category: .appLinks, defaultSeverity: .error,
        summary:
            "A route's https host (or a host its pattern can take) is not an applinks: domain of the entitlements given.",
        rationale:
            "A universal link opens the app only for a domain its com.apple.developer.associated-domains entitlement lists as applinks:host; applinks:*.host covers the subdomains only, not host itself. Add the domain or fix the pattern.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product ↓\"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.entitlements(["applinks:*.shop.example.com", "applinks:example.com"])])
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.entitlements(["applinks:shop.example.com?mode=developer"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://*.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.entitlements(["applinks:*.example.com", "webcredentials:example.com"])]),
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        let config = comparison.config
        guard config.hasEntitlements, !config.hasUnexpandedDomain else { return [] }
        let facts = comparison.context.routes
        var found: [Finding] = []
        for (entry, route) in facts.tableRoutes.enumerated() {
            let pattern = facts.table.entries[entry].pattern
            guard pattern.scheme == "https", let host = Self.unassociated(pattern.webHost, config.domains) else {
                continue
            }
            let id = comparison.context.spec.routes[route].id.value
            found.append(
                finding(
                    "route \(id) uses the host \(host), which no applinks: entry of the entitlements associates, "
                        + "so its links open the web page instead of the app",
                    at: comparison.location(ofRoute: route), ids: [id]))
        }
        return found
    }

    /// The host as written when no domain covers it: a `*.suffix` pattern needs a `*.` entry for the suffix
    /// or a domain it is under; any host (a placeholder) is not judged.
    static func unassociated(_ host: WebHost?, _ domains: [AssociatedDomain]) -> String? {
        switch host {
        case .exact(let name):
            return domains.contains { $0.covers(name) } ? nil : name
        case .wildcard(let suffix):
            let covered = domains.contains { domain in
                domain.coversSubdomains && (suffix == domain.host || suffix.hasSuffix("." + domain.host))
            }
            return covered ? nil : "*." + suffix
        case .any, nil:
            return nil
        }
    }
}
