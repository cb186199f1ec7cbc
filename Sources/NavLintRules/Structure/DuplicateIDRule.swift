import NavLintGraph
import NavLintModel

/// `duplicate-id`: two things of one namespace share an id.
public struct DuplicateIDRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-id", category: .structure, defaultSeverity: .error,
        summary:
            "Two models, two tabs of one tabs model, two cases of one switch, two routes, two windows or two params of one model share an id.",
        rationale:
            "References resolve by id; with two candidates navlint (and the reader) cannot tell which is meant. Rename one.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home
            screen ↓Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { push Detail }
            screen Detail
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        func report(_ ids: [Located<String>], _ what: String, in owner: String? = nil) {
            guard ids.count > 1 else { return }
            var first: [String: Located<String>] = [:]
            first.reserveCapacity(ids.count)
            for id in ids {
                if let earlier = first[id.value] {
                    let scope = owner.map { " in \($0)" } ?? ""
                    var subjects = owner.map { [$0] } ?? []
                    subjects.append(id.value)
                    findings.append(
                        finding(
                            "\(what) \(id.value) is declared again\(scope); the first is at line "
                                + "\(earlier.location.line), column \(earlier.location.column)",
                            at: id.location, ids: subjects))
                } else {
                    first[id.value] = id
                }
            }
        }
        for index in context.graph.repeatedModels {
            let id = context.spec.models[index].id
            let earlier = context.spec.models[context.graph.firstModel(withIDOf: index)].id
            findings.append(
                finding(
                    "model \(id.value) is declared again; the first is at line \(earlier.location.line), column "
                        + "\(earlier.location.column)",
                    at: id.location, ids: [id.value]))
        }
        // Models and routes are read where they are stored: copied whole, each costs many reference counts.
        let (models, routes) = (context.spec.models, context.spec.routes)
        report(routes.indices.map { routes[$0].id }, "route")
        report((context.spec.windows ?? []).map(\.id), "window")
        for model in models.indices {
            let owner = models[model].id.value
            if models[model].params.count > 1 { report(models[model].params.map(\.name), "param", in: owner) }
            switch models[model].content {
            case .tabs(let tabs): report(tabs.tabs.map(\.id), "tab", in: owner)
            case .switch(let content): report(content.cases.map(\.id), "case", in: owner)
            default: break
            }
        }
        return findings
    }
}
