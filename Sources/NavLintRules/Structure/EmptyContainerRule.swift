import NavLintGraph
import NavLintModel

/// `empty-container`: a tabs model without tabs or a switch without cases.
public struct EmptyContainerRule: Rule {
    public static let description = RuleDescription(
        id: "empty-container", category: .structure, defaultSeverity: .error,
        summary: "A tabs model has no tabs, or a switch has no cases.",
        rationale: "An empty TabView or switched root shows nothing. Add its tabs or cases, or remove it.",
        triggeringExamples: [
            """
            navgraph 1
            root Tabs
            tabs ↓Tabs {
            }
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Tabs
            tabs Tabs initial home {
              tab home -> Home
            }
            screen Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        // By index: a model copied whole costs a dozen reference counts.
        context.spec.models.indices.compactMap { index in
            var model: Model { context.spec.models[index] }
            return switch context.spec.models[index].content {
            case .tabs(let tabs) where tabs.tabs.isEmpty:
                finding("tabs \(model.id.value) has no tabs", at: model.id.location, ids: [model.id.value])
            case .switch(let content) where content.cases.isEmpty:
                finding("switch \(model.id.value) has no cases", at: model.id.location, ids: [model.id.value])
            default:
                nil
            }
        }
    }
}
