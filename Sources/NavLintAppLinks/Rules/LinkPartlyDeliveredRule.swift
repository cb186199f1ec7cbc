import NavLintModel
import NavLintRoutes
import NavLintRules

/// `link-partly-delivered`: some URLs of an https route open the app and some do not.
public struct LinkPartlyDeliveredRule: Rule {
    public static let description = RuleDescription(
        id: "link-partly-delivered", category: .appLinks, defaultSeverity: .warning,
        summary:
            "Some URLs of an https route are opened by its domain's AASA file and some are not, for some values of its placeholders or query.",
        rationale:
            "The comparison reads the route's typed language: an int placeholder takes only digits, so /p/* delivers /p/{id:int}, but an exclude of /p/0* before it sends /p/0 to the web. The message gives a URL that is not delivered and the component that decides it.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product ↓\"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/0*\", \"exclude\": true }", "{ \"/\": \"/p/*\" }"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec(
                    "route search ↓\"https://shop.example.com/search?q={q?}\" -> Home"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/search\", \"?\": { \"q\": \"*\" } }"])]),
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\" }", "{ \"/\": \"/p/0*\", \"exclude\": true }"])])
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        comparison.verdicts.compactMap { verdict in
            guard case .partlyDelivered(let witness, let decider) = verdict.delivery else { return nil }
            return webFinding(verdict, in: comparison, witness: witness, decider: decider) { id in
                "some URLs of route \(id) do not open the app"
            }
        }
    }
}

extension Rule where Subject == AppLinkComparison {
    /// The finding of a route some of whose URLs go to the web: `lead` (given the route's id), the witness URL
    /// and why it goes to the web, with the deciding component among the related places.
    func webFinding(
        _ verdict: AppLinkComparison.RouteVerdict, in comparison: AppLinkComparison, witness: String, decider: Int?,
        lead: (String) -> String
    ) -> Finding {
        let id = comparison.context.spec.routes[verdict.route].id.value
        let site = comparison.config.sites[verdict.site]
        let appID = comparison.config.appID
        var finding = finding(
            "\(lead(id)): \(witness) " + AppLinkWording.reason(decider, in: site, appID: appID),
            at: comparison.location(ofRoute: verdict.route), ids: [id])
        finding.related = AppLinkWording.related(decider, in: site, appID: appID)
        return finding
    }
}

/// The words the delivery rules share.
enum AppLinkWording {
    /// Why a URL goes to the web: the exclude component that takes it first, or that none takes it.
    static func reason(_ decider: Int?, in site: AASASite, appID: String?) -> String {
        guard let decider, let component = site.entry(for: appID)?.components[decider] else {
            return "goes to the web: no component of \(site.file) takes it"
        }
        return "goes to the web: \(component.reference) of \(site.file) takes it first"
    }

    /// The deciding component's place, as `file:line:column`.
    static func related(_ decider: Int?, in site: AASASite, appID: String?) -> [String] {
        guard let decider, let component = site.entry(for: appID)?.components[decider] else { return [] }
        return ["\(site.file):\(component.location.line):\(component.location.column)"]
    }
}
