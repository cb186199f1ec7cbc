import NavLintModel
import NavLintRules

/// `aasa-app-missing`: the AASA file has no entry for the app's ID.
public struct AASAAppMissingRule: Rule {
    public static let description = RuleDescription(
        id: "aasa-app-missing", category: .appLinks, defaultSeverity: .error,
        summary:
            "An AASA file has no applinks.details entry whose appIDs (or appID) include the app's ID (--app-id), or none at all.",
        rationale:
            "iOS hands a domain's links only to the apps its AASA file names, as TEAMID.bundle.id; an entry for another team or bundle (a staging app, a typo) opens none of them in this app. Add the ID to appIDs, or give the ID the app is signed with.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [
                    AppLinkExample.File(
                        AppLinkExamples.aasaPath,
                        """
                        {
                          "applinks": ↓{
                            "details": [{ "appIDs": ["ABCDE12345.com.example.shop.staging"], "components": [{ "/": "*" }] }]
                          }
                        }
                        """)
                ], appID: AppLinkExamples.appID)
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"*\" }"])], appID: AppLinkExamples.appID),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"*\" }"])]),
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        let appID = comparison.config.appID
        return comparison.config.sites.compactMap { site in
            guard site.entry(for: appID) == nil else { return nil }
            let wanted = appID.map { "for \($0)" } ?? "at all"
            return finding(
                "the AASA file of \(site.domain) has no applinks.details entry \(wanted), so iOS opens none of its "
                    + "links in the app", in: site.file, at: site.location)
        }
    }
}
