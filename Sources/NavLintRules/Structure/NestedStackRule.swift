import NavLintGraph
import NavLintModel

/// `nested-stack`: a NavigationStack inside another.
public struct NestedStackRule: Rule {
    public static let description = RuleDescription(
        id: "nested-stack", category: .structure, defaultSeverity: .warning,
        summary:
            "A stack is pushed onto another stack, is the root or on the path of another stack, or is presented with stacked: true although it is a stack already.",
        rationale:
            "Nested NavigationStacks fight over the navigation bar and the path; pushes go to the outer stack. Push the inner stack's root instead. A split view's sidebar (or content column) whose next column is no stack is not one: its link makes the stack that column's content.",
        triggeringExamples: [
            """
            navgraph 1
            root Outer
            stack Outer root Home
            screen Home { ↓push Inner }
            stack Inner root Detail
            screen Detail
            """,
            """
            navgraph 1
            root Split
            split Split sidebar Sidebar detail Column
            screen Sidebar { ↓push Inner }
            stack Column root Home
            screen Home
            stack Inner root Detail
            screen Detail
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Outer
            stack Outer root Home
            screen Home { push Detail
              sheet Inner }
            stack Inner root Detail
            screen Detail { dismiss }
            """,
            """
            navgraph 1
            root Split
            split Split sidebar Sidebar detail Placeholder
            screen Sidebar { push Inner }
            screen Placeholder
            stack Inner root Detail
            screen Detail
            """,
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        StackPlacement.findings(in: context, rule: self) { $0 == .stack }
    }
}
