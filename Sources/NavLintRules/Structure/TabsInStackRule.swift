import NavLintGraph
import NavLintModel

/// `tabs-in-stack`: a TabView or split view placed inside a NavigationStack.
public struct TabsInStackRule: Rule {
    public static let description = RuleDescription(
        id: "tabs-in-stack", category: .structure, defaultSeverity: .error,
        summary:
            "A tabs or split container is pushed, is a stack's root or path, or is presented with stacked: true (directly or as a case of a switch placed so).",
        rationale:
            "A TabView or NavigationSplitView inside a NavigationStack loses its titles and toolbars and nests navigation in ways SwiftUI does not support. Put the stacks inside the tabs instead. A split view's sidebar (or content column) whose next column is no stack shows what it links in that column, in no stack.",
        triggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root ↓Tabs
            tabs Tabs initial home {
              tab home -> Home
            }
            screen Home
            """,
            """
            navgraph 1
            root Stack
            stack Stack root ↓App
            switch App initial main {
              case main -> Tabs
            }
            tabs Tabs initial home {
              tab home -> Home
            }
            screen Home
            """,
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
struct StackPlacement<R: Rule> {
    let context: LintContext
    let rule: R
    /// Whether a model of this kind is reported when it is put into a stack.
    let matches: (ModelKind) -> Bool
    private var findings: [Finding] = []

    private init(context: LintContext, rule: R, matches: @escaping (ModelKind) -> Bool) {
        self.context = context
        self.rule = rule
        self.matches = matches
    }

    /// Findings for every placement of a model whose kind `matches` into a stack.
    static func findings(in context: LintContext, rule: R, matches: @escaping (ModelKind) -> Bool) -> [Finding] {
        var placement = StackPlacement(context: context, rule: rule, matches: matches)
        for index in context.spec.models.indices { placement.checkPlacements(by: index) }
        return placement.findings
    }

    /// Checks what the model at `index` puts into a stack: a stack's root and path, pushes, new roots and
    /// stacked presentations.
    private mutating func checkPlacements(by index: Int) {
        let graph = context.graph
        // The model is read where it is stored: copied whole, it costs a dozen reference counts.
        let models = context.spec.models
        let owner = models[index].id.value
        if models[index].kind == .stack {
            for (member, placed) in zip(models[index].content.members, graph.memberModels(of: index)) {
                guard let placed else { continue }
                let how = member.role == .stackRoot ? "is the root of stack" : "is on the initial path of stack"
                check(placed, how, by: owner, at: member.reference.location)
            }
        }
        // Edges to models, by the targets the graph resolved (a model whose id repeats has no hops).
        if graph.isFirstWithItsID(index) {
            for hop in graph.hops[index] where mayPlace(hop) && mayReport(hop.to) {
                guard let (edge, origin) = graph.edge(of: hop), case .model = edge.target else { continue }
                checkEdge(edge, of: index, to: hop.to, by: owner + graph.originNote(origin))
            }
        } else {
            for edgeIndex in models[index].edges.indices {
                if case .model = models[index].edges[edgeIndex].target,
                    let target = graph.target(of: .own(edgeIndex), from: index)
                {
                    checkEdge(models[index].edges[edgeIndex], of: index, to: target, by: owner)
                }
            }
        }
    }

    /// How an edge of this kind puts its target into a stack, as findings word it; nil when it does not (a
    /// presentation does only with `stacked: true`). With `stacked` true, whether the kind may place at all.
    private static func placement(by kind: EdgeKind, stacked: Bool) -> String? {
        switch kind {
        case .push: "is pushed by"
        case .replace: "is put on a stack by a replace of"
        case .setRoot: "is set as a stack root by"
        // Written out rather than interpolated: the hops of every model are asked (see ``mayPlace(_:)``).
        case .sheet: stacked ? "is wrapped in a stack (stacked: true) by a sheet of" : nil
        case .fullScreenCover: stacked ? "is wrapped in a stack (stacked: true) by a fullScreenCover of" : nil
        case .popover: stacked ? "is wrapped in a stack (stacked: true) by a popover of" : nil
        default: nil
        }
    }

    /// Whether the hop's edge may put its target into a stack, told from the hop alone (before its edge is read).
    private func mayPlace(_ hop: Hop) -> Bool {
        hop.kind.edgeKind.flatMap { Self.placement(by: $0, stacked: true) } != nil
    }

    private mutating func checkEdge(
        _ edge: Edge, of model: Int, to target: Int, by owner: @autoclosure () -> String
    ) {
        guard let how = Self.placement(by: edge.kind, stacked: edge.stacked),
            !replacesNextColumn(edge, of: model)
        else { return }
        check(target, how, by: owner(), at: edge.location)
    }

    /// Whether a push or replace of `model` acts only from a split's column whose next column is no stack: it
    /// makes its target that column's content (a sidebar's link to a stack shown in the detail), no stack's member.
    private func replacesNextColumn(_ edge: Edge, of model: Int) -> Bool {
        guard edge.kind == .push || edge.kind == .replace else { return false }
        let graph = context.graph
        let acting = graph.actingContexts(of: model, edge: edge, in: graph.contexts[model])
        return !acting.isEmpty && acting.allSatisfy(\.navigatesColumn)
    }

    /// Whether placing this model can be reported: it matches, or it is a switch whose cases may.
    private func mayReport(_ placed: Int) -> Bool {
        let kind = context.spec.models[placed].kind
        return kind == .switch || matches(kind)
    }

    /// Reports the placed model, or the models a placed switch shows through its cases (at any depth). `owner`
    /// is worked out only for a finding.
    private mutating func check(
        _ placed: Int, _ how: String, by owner: @autoclosure () -> String, at location: SourceLocation
    ) {
        guard mayReport(placed) else { return }
        // The models are read where they are stored: copied whole, one costs a dozen reference counts.
        let models = context.spec.models
        var ownerName: String?
        var pending: [(model: Int, through: String)] = [(placed, "")]
        var seen: Set<Int> = [placed]
        while let (index, through) = pending.popLast() {
            if matches(models[index].kind) {
                let name = ownerName ?? owner()
                ownerName = name
                findings.append(
                    rule.finding(
                        "\(models[index].displayName)\(through) \(how) \(name)", at: location,
                        ids: [name, models[index].id.value]))
            }
            guard case .switch(let content) = models[index].content else { continue }
            // A switch's members are its cases, in order.
            for (entry, shown) in zip(content.cases, context.graph.memberModels(of: index)) {
                guard let shown, seen.insert(shown).inserted else { continue }
                let via = ", shown by case \(entry.id.value) of switch \(models[index].id.value)"
                pending.append((shown, via + (through.isEmpty ? "," : through)))
            }
        }
    }
}
