import NavLintGraph
import NavLintModel
import NavLintRoutes

/// `undeclared-link`: a route on a scheme or host the app does not register.
public struct UndeclaredLinkRule: Rule {
    public static let description = RuleDescription(
        id: "undeclared-link", category: .routes, defaultSeverity: .error,
        summary:
            "A URL pattern's custom scheme, or its http/https host, is not declared in links (hosts or intercepts).",
        rationale:
            "iOS delivers only the schemes in Info.plist and the domains in the associated-domains entitlement; a route on anything else is never opened. Declare it in links or fix the pattern.",
        triggeringExamples: [
            """
            navgraph 1
            links scheme shop
            root Home
            screen Home
            route home ↓"https://shop.example.com/home" -> Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            links scheme shop, host shop.example.com
            root Home
            screen Home
            route home "https://shop.example.com/home" -> Home
            route app "shop://home" -> Home
            route push "notification:home" -> Home
            """,
            """
            navgraph 1
            links scheme shop, intercept social.example
            root Home
            screen Home
            route profile "https://social.example/home" -> Home
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let schemes = Set((context.spec.links?.schemes ?? []).map { $0.value.lowercased() })
        let links = context.spec.links
        // Hosts the app intercepts in-app are not universal links, but its routes may use them.
        let declared = (links?.hosts ?? []) + (links?.intercepts ?? [])
        let hosts = DeclaredHosts(declared.map(\.value), anyHost: links?.anyHost ?? false)
        return zip(context.spec.routes.indices, context.routes.patterns).compactMap { index, parsed in
            guard case .success(let pattern) = parsed else { return nil }
            // Read where it is stored when needed: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            switch pattern.kind {
            case .custom where !schemes.contains(pattern.scheme):
                return finding(
                    "route \(route.id.value) uses the scheme \(pattern.scheme), which links does not declare",
                    at: route.pattern.location, ids: [route.id.value])
            case .web:
                guard hosts.cover(pattern) == false, let host = pattern.webHost else { return nil }
                let what =
                    switch host {
                    case .any: "any host, which needs links.anyHost, and"
                    case .exact(let domain): "the host \(domain),"
                    case .wildcard(let suffix): "the hosts *.\(suffix),"
                    }
                let message = "route \(route.id.value) uses \(what) which links does not declare"
                return finding(message, at: route.pattern.location, ids: [route.id.value])
            default:
                return nil
            }
        }
    }
}
