import NavLintModel
import NavLintRoutes
import NavLintRules

/// `link-not-delivered`: no URL of an https route is opened by its domain's AASA file.
public struct LinkNotDeliveredRule: Rule {
    public static let description = RuleDescription(
        id: "link-not-delivered", category: .appLinks, defaultSeverity: .error,
        summary:
            "No URL of an https route is opened by its domain's AASA file: no component takes it, or an exclude component takes it first.",
        rationale:
            "iOS reads the components of the app's entry top to bottom and the first that matches decides; \"exclude\": true sends the URL to the web page. A route whose URLs all go to the web is never reached from a link. Add a component for it (before any exclude that takes it) or fix the route. The message gives a witness URL and the deciding component.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route orders ↓\"https://shop.example.com/orders/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\" }"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product ↓\"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/p/*\", \"exclude\": true }", "{ \"/\": \"*\" }"])]),
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/P/*\", \"caseSensitive\": false }"])]),
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://www.example.com/p/{id:int}\" -> Product"),
                files: [AppLinkExamples.aasa(["{ \"/\": \"/about\" }"])]),
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        comparison.verdicts.compactMap { verdict in
            guard case .notDelivered(let witness, let decider) = verdict.delivery else { return nil }
            return webFinding(verdict, in: comparison, witness: witness, decider: decider) { id in
                "no URL of route \(id) opens the app"
            }
        }
    }
}
