import NavLintModel
import NavLintRoutes
import NavLintRules

/// `aasa-shadowed`: an AASA component that never decides, as earlier components take every URL it takes.
public struct AASAShadowedRule: Rule {
    public static let description = RuleDescription(
        id: "aasa-shadowed", category: .appLinks, defaultSeverity: .warning,
        summary: "An AASA component can never decide: earlier components take every URL it takes.",
        rationale:
            "iOS stops at the first component that matches, so a component after a wider one is dead text, and often a sign that the order is wrong (an exclude written after the wildcard it was meant to carve out). Move it up or remove it.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [
                    AppLinkExamples.aasa(["{ \"/\": \"/p/*\" }", "↓{ \"/\": \"/p/0*\", \"exclude\": true }"])
                ])
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route product \"https://shop.example.com/p/{id:int}\" -> Product"),
                files: [
                    AppLinkExamples.aasa(["{ \"/\": \"/p/0*\", \"exclude\": true }", "{ \"/\": \"/p/*\" }"])
                ])
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        var found: [Finding] = []
        for site in comparison.config.sites {
            guard let entry = site.entry(for: comparison.config.appID) else { continue }
            let links = entry.components.map(\.link)
            for (index, component) in entry.components.enumerated() {
                let steps = AASACoverage.steps(forComponents: links.count)
                guard let earlier = AASACoverage.shadowingComponents(of: index, in: links, steps: steps) else {
                    continue
                }
                let names = earlier.map { entry.components[$0].reference }
                let taken = names.count == 1 ? "\(names[0]) takes" : "\(names.joined(separator: ", ")) take"
                found.append(
                    finding(
                        "\(component.reference) never decides: \(taken) every URL it takes first",
                        in: site.file, at: component.location))
            }
        }
        return found
    }
}
