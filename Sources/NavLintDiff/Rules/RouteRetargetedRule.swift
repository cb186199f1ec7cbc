import NavLintRules
import NavLintSupport

/// `route-retargeted`: an old link opens another target.
public struct RouteRetargetedRule: Rule {
    public static let description = RuleDescription(
        id: "route-retargeted", category: .diff, defaultSeverity: .error,
        summary:
            "A witness URL of an old route opens another target in the new version (a new route shadows it, or the route moved); names the URL, the old and the new target.",
        rationale:
            "A new literal route in front of a placeholder (/users/me before /users/{name}) or a typed one in front of a string (/items/{id:int} before /items/{id}) silently takes over links that used to open something else. Make the new route more specific, or move it elsewhere. A target renamed with its Swift type kept (see model-removed) is the same target: its routes are not retargeted. When the old route kept its id under a new pattern, the finding is at that pattern and names both patterns.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", "screen Profile(name: String)", #"route user "shop://users/{name}" -> Profile"#],
                new: [
                    "screen Home", "screen Profile(name: String)", #"route user "shop://users/{name}" -> Profile"#,
                    #"route me "shop://users/me" -> Home"#,
                ])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", "screen Profile(name: String)", #"route user "shop://users/{name}" -> Profile"#],
                new: [
                    "screen Home", "screen Profile(name: String)", #"route me "shop://me" -> Home"#,
                    #"route user "shop://users/{name}" -> Profile"#,
                ]),
            DiffExample.shop(
                old: ["screen Home", "screen Profile(name: String)", #"route user "shop://users/{name}" -> Profile"#],
                new: [
                    "screen Home", #"screen Account(name: String) { swift "Profile" }"#,
                    #"route user "shop://users/{name}" -> Account"#,
                ]),
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        let retargeted = comparison.breaks { if case .retargeted(let entry) = $0 { entry } else { nil } }
        // A change that moves every route's target words thousands of findings: on every core.
        return Parallel.mapChunked(count: retargeted.count) { index in
            let (change, entry) = retargeted[index]
            let ids = comparison.ids(oldEntry: change.oldEntry, newEntries: [entry])
            // The old route kept its id under a new pattern: that change sent the link elsewhere.
            guard let changed = comparison.repatterned(oldEntry: change.oldEntry) else {
                return inNew(
                    comparison.story(of: change), at: comparison.new.pattern(ofEntry: entry).location, ids: ids)
            }
            return inNew(
                comparison.patternChange(oldEntry: change.oldEntry, newEntry: changed) + ": "
                    + comparison.story(of: change),
                at: comparison.new.pattern(ofEntry: changed).location, ids: ids)
        }
    }
}
