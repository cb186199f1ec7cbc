import NavLintModel
import NavLintRules

/// `app-config-invalid`: a property list, entitlements file or AASA file that cannot be read, or an AASA file
/// that is not the documented shape.
public struct AppConfigInvalidRule: Rule {
    public static let description = RuleDescription(
        id: "app-config-invalid", category: .appLinks, defaultSeverity: .error,
        summary:
            "An Info.plist, entitlements file or AASA file cannot be read, or an AASA file is not the documented shape.",
        rationale:
            "navlint compares routes only with files it can read; the message names the file and, where the format has lines (JSON, XML property lists), the line and column. The run exits with code 2.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\", ↓\"exlude\": true }"])])
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [
                    AppLinkExamples.aasa(["{ \"/\": \"/p/*\", \"exclude\": false, \"comment\": \"products\" }"])
                ])
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        let unread = comparison.config.errors.map { error in finding(error.message, in: error.file, at: error.location)
        }
        let pastBudget = comparison.sitesPastBudget.map { index in
            let site = comparison.config.sites[index]
            let count = site.entry(for: comparison.config.appID)?.components.count ?? 0
            return finding(
                "comparing a route with this file's \(count) components took more than navlint's budget, so its "
                    + "routes were not judged; fewer, more specific components (a literal start before any *) "
                    + "compare quickly", in: site.file, at: site.location)
        }
        return unread + pastBudget
    }
}
