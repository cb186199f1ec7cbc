import NavLintModel
import NavLintRules

/// `scheme-unrouted`: a registered scheme that no route uses.
public struct SchemeUnroutedRule: Rule {
    public static let description = RuleDescription(
        id: "scheme-unrouted", category: .appLinks, defaultSeverity: .note,
        summary:
            "An Info.plist registers a URL scheme that no route uses and links.schemes does not list, or one written as a build setting.",
        rationale:
            "A scheme the app registers but does not route opens the app at its first screen whatever the URL; it is often left over from an old version or meant for a route the spec lacks. A scheme written as $(SETTING) is kept as text, not guessed: routes are then not judged against the Info.plist.",
        triggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route home \"shop://home\" -> Home"),
                files: [AppLinkExamples.infoPlist(["shop", "↓legacyshop", "↓$(APP_SCHEME)"])])
        ],
        nonTriggeringExamples: [
            AppLinkExample(
                spec: AppLinkExamples.spec("route home \"shop://home\" -> Home"),
                files: [AppLinkExamples.infoPlist(["Shop"])])
        ])

    public init() {}

    public func check(_ comparison: AppLinkComparison) -> [Finding] {
        let facts = comparison.context.routes
        var used = Set(facts.table.entries.map(\.pattern.scheme))
        for scheme in comparison.context.spec.links?.schemes ?? [] { used.insert(scheme.value.lowercased()) }
        return comparison.config.schemes.compactMap { scheme in
            if scheme.hasBuildSetting {
                return finding(
                    "the scheme \(scheme.text) is a build setting, which navlint does not expand: routes are not "
                        + "checked against the Info.plist's schemes", in: scheme.file, at: scheme.location)
            }
            guard !used.contains(scheme.text.lowercased()) else { return nil }
            return finding(
                "the scheme \(scheme.text) is registered, and no route uses it", in: scheme.file, at: scheme.location)
        }
    }
}
