import NavLintModel
import NavLintRoutes
import NavLintRules

/// `aasa-unrouted`: an AASA component hands the app URLs that no route of the spec matches.
public struct AASAUnroutedRule: Rule {
    public static let description = RuleDescription(
        id: "aasa-unrouted", category: .appLinks, defaultSeverity: .warning,
        summary: "An AASA component (not an exclude) takes URLs that no route of the spec matches.",
        rationale:
            "The web site hands these URLs to the app, which has no route for them: the user taps a link and lands on the app's first screen instead of the page. Add a route, narrow the component, or exclude those paths. The whole URL counts: a component hands the app only URLs whose query and fragment it takes, and a route that needs query items or a fragment routes only URLs that carry them, so /p/* hands /p/5 unrouted when the only route for it needs ?id={id:int}. Earlier components that take a URL first, excludes included, leave it to them. The witness URL is built from the component.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["↓{ \"/\": \"/p/*\" }", "{ \"/\": \"/p/*\", \"exclude\": true }"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{rest*}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\" }", "↓{ \"/\": \"/blog/*\" }"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec(
                    "route product \"https://shop.example.com/p/{rest*}?id={id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["↓{ \"/\": \"/p/*\" }"])]),
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{rest*}\" -> Product"),
                files: [
                    AppLinkExamples.aasa(["{ \"/\": \"/p/account/*\", \"exclude\": true }", "{ \"/\": \"/p/*\" }"])
                ]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{rest*}?id={id}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\", \"?\": { \"id\": \"*\" } }"])]),
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        var found: [Finding] = []
        for (index, site) in comparison.config.sites.enumerated() {
            guard let entry = site.entry(for: comparison.config.appID) else { continue }
            for (component, path) in zip(entry.components, comparison.unroutedPaths[index]) {
                guard let path else { continue }
                found.append(
                    finding(
                        "\(component.reference) hands https://\(site.domain)\(path) to the app, and no route of "
                            + "the spec matches it", in: site.file, at: component.location))
            }
        }
        return found
    }
}
