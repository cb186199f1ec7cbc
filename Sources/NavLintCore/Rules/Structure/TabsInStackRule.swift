/// `tabs-in-stack`: a TabView or split view placed inside a NavigationStack.
public struct TabsInStackRule: Rule {
    public static let description = RuleDescription(
        id: "tabs-in-stack", category: .structure, defaultSeverity: .error,
        summary: "A tabs or split container is pushed, is a stack's root or path, or is presented with stacked: true.",
        rationale: "A TabView or NavigationSplitView inside a NavigationStack loses its titles and toolbars and nests navigation in ways SwiftUI does not support. Put the stacks inside the tabs instead.",
        triggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root Tabs
            tabs Tabs initial home {
              tab home -> Home
            }
            screen Home
            """
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Tabs
            tabs Tabs initial home {
              tab home -> Stack
            }
            stack Stack root Home
            screen Home
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        StackPlacement.findings(in: context, rule: self) { kind in kind == .tabs || kind == .split }
    }
}

/// Where models are put into a stack: shared by `tabs-in-stack` and `nested-stack`.
enum StackPlacement {
    /// Findings for every placement of a model whose kind `matches` into a stack.
    static func findings<R: Rule>(in context: LintContext, rule: R, matches: (ModelKind) -> Bool) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        func check(_ reference: Located<String>, _ how: String, by owner: String, at location: SourceLocation) {
            guard let placed = graph.model(reference.value), matches(placed.kind) else { return }
            findings.append(rule.finding("\(placed.displayName) \(how) \(owner)", at: location, ids: [owner, placed.id.value]))
        }
        for model in context.spec.models {
            let owner = model.id.value
            if case .stack(let stack) = model.content {
                check(stack.root, "is the root of stack", by: owner, at: stack.root.location)
                for entry in stack.path { check(entry, "is on the initial path of stack", by: owner, at: entry.location) }
            }
            for edge in model.edges {
                guard let target = edge.target.modelID else { continue }
                switch edge.kind {
                case .push: check(target, "is pushed by", by: owner, at: edge.location)
                case .setRoot: check(target, "is set as a stack root by", by: owner, at: edge.location)
                case .sheet where edge.stacked, .fullScreenCover where edge.stacked, .popover where edge.stacked:
                    check(target, "is wrapped in a stack (stacked: true) by a \(edge.kind.rawValue) of", by: owner, at: edge.location)
                default: break
                }
            }
        }
        return findings
    }
}
