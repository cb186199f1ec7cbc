import NavLintGraph
import NavLintModel
import NavLintSupport

/// `invalid-initial`: a tabs or switch model whose `initial` is missing or names nothing.
public struct InvalidInitialRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-initial", category: .structure, defaultSeverity: .error,
        summary: "A tabs or switch model's initial is missing or names no tab or case of it.",
        rationale:
            "The initial tab or case is what users see first; without a valid one the app's start state is undefined.",
        triggeringExamples: [
            """
            navgraph 1
            root Tabs
            tabs Tabs initial ↓profile {
              tab home -> Home
            }
            screen Home
            """,
            """
            navgraph 1
            root App
            switch ↓App {
              case main -> Home
            }
            screen Home
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root App
            switch App initial main {
              case main -> Home
            }
            screen Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.spec.models.indices.compactMap { index in
            let initial: Located<String>?
            let names: [String]
            let word: String
            // Only tabs and switch models are copied out (a model copied whole costs a dozen reference counts).
            switch context.spec.models[index].content {
            case .tabs(let tabs):
                (initial, names, word) = (tabs.initial, tabs.tabs.map(\.id.value), "tab")
            case .switch(let content):
                (initial, names, word) = (content.initial, content.cases.map(\.id.value), "case")
            default:
                return nil
            }
            guard !names.isEmpty else { return nil }
            let model = context.spec.models[index]
            guard let initial else {
                return finding(
                    "\(model.displayName) has no initial \(word); name one of: \(names.joined(separator: ", "))",
                    at: model.id.location, ids: [model.id.value])
            }
            // The graph resolved `initial` to a position among the tabs or cases, once.
            guard context.graph.initialMember(of: index) == nil else { return nil }
            return finding(
                "the initial \(word) \(initial.value) of \(model.displayName) is not one of its \(word)s: "
                    + "\(names.joined(separator: ", "))\(Suggestion.hint(for: initial.value, among: names))",
                at: initial.location, ids: [model.id.value, initial.value])
        }
    }
}
