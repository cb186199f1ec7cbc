import NavLintRoutes
import NavLintRules

/// `route-param-renamed`: a placeholder at the same place has a new name.
public struct RouteParamRenamedRule: Rule {
    public static let description = RuleDescription(
        id: "route-param-renamed", category: .diff, defaultSeverity: .warning,
        summary:
            "A placeholder at the same place has a new name: the links still work, but generated code and binds that name it change.",
        rationale:
            "The URLs are unaffected, so this is a warning: update code generated from the spec, `bind` entries and anything that reads the parameter by name.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: [
                    "screen Home(id: Int?)", #"route product "shop://products/{pid:int}" -> Home bind Home.id = pid"#,
                ])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home(id: Int?)", #"route product "shop://products/{id:int}" -> Home"#],
                new: ["screen Home(id: Int?)", #"route item "shop://products/{id:int}" -> Home"#])
        ])

    public init() {}

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        comparison.continuations.flatMap { pair -> [DiffFinding] in
            // A pattern written as it was names its placeholders as it did: most routes of a change.
            guard
                comparison.old.pattern(ofEntry: pair.oldEntry).value
                    != comparison.new.pattern(ofEntry: pair.newEntry).value
            else { return [] }
            return VersionComparison.renamedPlaceholders(
                from: pair.oldEntry, in: comparison.old.table, to: pair.newEntry, in: comparison.new.table
            ).map { renamed in
                let names = comparison.routeNames(oldEntry: pair.oldEntry, newEntry: pair.newEntry)
                return inNew(
                    "the placeholder \(renamed.old.name) of \(names) is now named \(renamed.new.name): links such as "
                        + "\(pair.url) still work, but generated code and binds that name it change",
                    at: comparison.location(ofNewEntry: pair.newEntry, placeholder: renamed.new),
                    ids: comparison.ids(oldEntry: pair.oldEntry, newEntries: [pair.newEntry]))
            }
        }
    }
}
