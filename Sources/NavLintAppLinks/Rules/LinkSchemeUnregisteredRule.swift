import NavLintModel
import NavLintRoutes
import NavLintRules

/// `link-scheme-unregistered`: a route's custom scheme is in no given Info.plist.
public struct LinkSchemeUnregisteredRule: Rule {
    public static let description = RuleDescription(
        id: "link-scheme-unregistered", category: .appLinks, defaultSeverity: .error,
        summary:
            "A route's custom scheme is registered by no Info.plist given (CFBundleURLTypes / CFBundleURLSchemes).",
        rationale:
            "iOS opens an app for a custom scheme only if its Info.plist registers it; a route on any other scheme is never opened. Register the scheme or fix the pattern. A scheme written as a build setting ($(APP_SCHEME)) is not expanded, so routes are then not judged (scheme-unrouted notes it).",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route home ↓\"shop://home\" -> Home"),
                files: [AppLinkExamples.infoPlist(["shopapp"])])
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route home \"SHOP://home\" -> Home"),
                files: [AppLinkExamples.infoPlist(["shop"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route home \"shop://home\" -> Home"),
                files: [AppLinkExamples.infoPlist(["$(APP_SCHEME)"])]),
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        let config = comparison.config
        guard config.hasInfoPlists, !config.hasUnexpandedScheme else { return [] }
        let registered = Set(config.schemes.map { $0.text.lowercased() })
        let facts = comparison.context.routes
        var found: [Finding] = []
        for (entry, route) in facts.tableRoutes.enumerated() {
            let pattern = facts.table.entries[entry].pattern
            guard pattern.kind == .custom, !registered.contains(pattern.scheme) else { continue }
            let id = comparison.context.spec.routes[route].id.value
            found.append(
                finding(
                    "route \(id) uses the scheme \(pattern.scheme), which no Info.plist given registers "
                        + "(CFBundleURLSchemes), so iOS never opens the app for it",
                    at: comparison.location(ofRoute: route), ids: [id]))
        }
        return found
    }
}
