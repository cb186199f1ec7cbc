import NavLintRules

/// `link-removed`: a scheme or host left `links`.
public struct LinkRemovedRule: Rule {
    public static let description = RuleDescription(
        id: "link-removed", category: .diff, defaultSeverity: .error,
        summary: "A URL scheme or universal-link host of the old version is no longer in `links`.",
        rationale:
            "Once the app stops registering a scheme or domain, none of its links reach the app at all. Keep it registered while links to it are out there.",
        triggeringExamples: [
            DiffExample.lines(
                old: ["links scheme shop, host shop.example.com", "root Home", "screen Home"],
                new: ["links scheme shop", "root Home", "screen Home"])
        ],
        nonTriggeringExamples: [
            DiffExample.lines(
                old: ["links scheme shop", "root Home", "screen Home"],
                new: ["links scheme shop, host shop.example.com", "root Home", "screen Home"])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        guard let links = comparison.old.spec.links else { return [] }
        let now = comparison.new.spec.links
        let schemes = Set((now?.schemes ?? []).map { $0.value.lowercased() })
        let hosts = Set((now?.hosts ?? []).map { $0.value.lowercased() })
        let gone =
            links.schemes.filter { !schemes.contains($0.value.lowercased()) }.map { ("scheme", $0) }
            + links.hosts.filter { !hosts.contains($0.value.lowercased()) }.map { ("host", $0) }
        return gone.map { kind, link in
            inOld(
                "the \(kind) \(link.value) left links: no link to it reaches the app any more",
                at: link.location, ids: [link.value])
        }
    }
}
