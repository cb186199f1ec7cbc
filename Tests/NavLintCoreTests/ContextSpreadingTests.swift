import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintGraph

/// Contexts are spread as compact places, a group's edges once per place, and origins are written only for a
/// context that is new. On random specs of stacks, tabs, a switch, a split, groups, dialogs, presentations that
/// remember their presenter and edges that run after a dismiss, the graph must hold what spreading whole
/// contexts from every model gives: the same contexts, origins and presenters included, in the same order.
final class ContextSpreadingTests: XCTestCase {
    private static let screens = 12

    func testCompactSpreadingGivesWhatSpreadingWholeContextsGives() throws {
        var random = SeededGenerator(seed: 0xC0_7E_47)
        var (compared, withPresenter, inGroups, actingElsewhere) = (0, 0, 0, 0)
        for _ in 0..<200 {
            let text = randomSpec(&random)
            let spec = try NavDSLReader.read(Array(text.utf8))
            let graph = NavGraph(spec: spec)
            let whole = WholeContexts(graph: graph).build()
            XCTAssertEqual(graph.contexts, whole, "in\n\(text)")
            for (mine, theirs) in zip(graph.contexts, whole) where mine.count == theirs.count {
                for (context, expected) in zip(mine, theirs) {
                    XCTAssertEqual(context.origin, expected.origin, "in\n\(text)")
                    XCTAssertEqual(context.presenter?.origin, expected.presenter?.origin, "in\n\(text)")
                    compared += 1
                    if context.presenter != nil { withPresenter += 1 }
                    if !context.groups.isEmpty { inGroups += 1 }
                    if context.origin.contains(", whose") || context.presenter?.origin.contains(", whose") == true {
                        actingElsewhere += 1
                    }
                }
            }
        }
        // The comparison covers each kind of context the compact places encode.
        XCTAssertGreaterThan(compared, 2_000)
        XCTAssertGreaterThan(withPresenter, 300)
        XCTAssertGreaterThan(inGroups, 300)
        XCTAssertGreaterThan(actingElsewhere, 30)
    }

    /// A random spec: tabs over two stacks, a switch and a split; two groups, one including the other; two
    /// dialogs; screens that push, present, show dialogs, replace, set roots and act after a dismiss.
    private func randomSpec(_ random: inout SeededGenerator) -> String {
        func screen() -> String { "S\(Int.random(in: 0..<Self.screens, using: &random))" }
        var lines = [
            "navgraph 1", "links scheme app", "root Tabs",
            "tabs Tabs initial a {", "  tab a -> StackA", "  tab b -> StackB", "  tab c -> Cases",
            "  tab d -> Split", "}",
            "stack StackA root S0 include G0", "stack StackB root S1", "stack Sheet root S2 include G1",
            "switch Cases initial x {", "  case x -> S3", "  case y -> S4", "}",
            "split Split sidebar S5 detail S6",
            "group G0 {", "  include G1", "  push \(screen())", "  sheet \(screen())", "}",
            "group G1 {", "  alert D0", "  push \(screen()) after dismiss", "}",
            "dialog D0 {", "  push \(screen())", "  sheet Sheet", "  dismiss", "}",
            "dialog D1 include G1 {", "  sheet \(screen())", "  push \(screen()) fallback sheet", "}",
            "route r0 \"app://r0\" -> \(screen()) present sheet",
        ]
        for index in 0..<Self.screens {
            var edges: [String] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                edges.append(randomEdge(&random, to: screen()))
            }
            let include = Int.random(in: 0..<4, using: &random) == 0 ? " include G1" : ""
            lines.append(
                "screen S\(index)\(include)" + (edges.isEmpty ? "" : " {\n  " + edges.joined(separator: "\n  ") + "\n}")
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func randomEdge(_ random: inout SeededGenerator, to other: String) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1: "push \(other)"
        case 2: "push \(other) fallback sheet"
        case 3: Bool.random(using: &random) ? "sheet Sheet" : "sheet \(other)"
        case 4: "fullScreenCover \(other) stacked"
        case 5: Bool.random(using: &random) ? "alert D0" : "confirmationDialog D1"
        case 6: "replace \(other)"
        case 7: "setRoot \(other)"
        case 8: "sheet \(other) after dismiss"
        case 9: "push \(other) after dismiss"
        case 10: "switch Cases.\(Bool.random(using: &random) ? "x" : "y")"
        default: "dismiss"
        }
    }
}

/// The contexts of a graph, spread as whole ``NavContext`` values from every model in every context: the plain
/// way the graph's compact spreading must agree with.
private struct WholeContexts {
    let graph: NavGraph

    func build() -> [[NavContext]] {
        let spec = graph.spec
        var contexts = [[NavContext]](repeating: [], count: spec.models.count)
        var queue: [(model: Int, position: Int)] = []
        func visit(_ model: Int, _ context: NavContext, origin: String) {
            guard !contexts[model].contains(context) else { return }
            var context = context
            context.origin = origin
            queue.append((model, contexts[model].count))
            contexts[model].append(context)
        }
        let windows = graph.windows
        for window in windows {
            guard let root = window.root else { continue }
            let origin = windows.count == 1 ? "the root of the app" : "the root of window \(window.id)"
            visit(root, NavContext(inStack: isStack(root), presented: false, pushed: false, origin: ""), origin: origin)
        }
        for (route, target) in zip(spec.routes.indices, graph.routeMap.targets) {
            guard let style = spec.routes[route].present?.value, let target else { continue }
            let context = NavContext(inStack: isStack(target), presented: true, pushed: false, origin: "")
            visit(target, context, origin: "presented as a \(style.rawValue) by route \(spec.routes[route].id.value)")
        }
        var head = 0
        while head < queue.count {
            let (model, position) = queue[head]
            let context = contexts[model][position]
            head += 1
            let name = spec.models[model].id.value
            let own = graph.hops[model].filter { if case .groupEdge = $0.kind { false } else { true } }
            let had = graph.edgeGroups.had(by: model, inherited: context.groups, spec: spec)
            for hop in own + graph.edgeGroups.hops(of: model, groups: had, spec: spec) {
                if let (next, origin) = successor(of: context, hop: hop) {
                    visit(hop.to, next, origin: origin.text(from: name))
                }
            }
        }
        return contexts
    }

    private func isStack(_ model: Int) -> Bool { graph.spec.models[model].kind == .stack }

    private func successor(of context: NavContext, hop: Hop) -> (NavContext, ContextBuilder.Origin)? {
        guard let (edge, _) = graph.edge(of: hop) else { return contained(context, hop: hop) }
        guard let acting = context.acting(edge, ofKind: graph.spec.models[hop.from].kind),
            case (var next, let origin)? = presented(acting, edge: edge, to: hop.to)
        else { return nil }
        next.groups = edge.kind(inStack: acting.inStack).isPresentation ? [] : acting.groups
        return (next, origin)
    }

    private func context(
        _ inStack: Bool, _ presented: Bool, _ pushed: Bool, _ presenter: NavContext.Presenter?
    )
        -> NavContext
    {
        NavContext(inStack: inStack, presented: presented, pushed: pushed, origin: "", presenter: presenter)
    }

    private func contained(_ context: NavContext, hop: Hop) -> (NavContext, ContextBuilder.Origin)? {
        let (presented, presenter) = (context.presented, context.presenter)
        let result: (NavContext, ContextBuilder.Origin)
        switch hop.kind {
        case .stackRoot: result = (self.context(true, presented, false, presenter), .stackRoot)
        case .stackPath: result = (self.context(true, presented, true, presenter), .stackPath)
        case .tab(let tab, _): result = (self.context(isStack(hop.to), presented, false, presenter), .tab(tab))
        case .switchCase(let id, _):
            let inStack = context.inStack || isStack(hop.to)
            var shown = self.context(inStack, presented, context.pushed, presenter)
            shown.navigatesColumn = context.navigatesColumn
            result = (shown, .switchCase(id))
        case .splitColumn(let column):
            let isLast = column == .detail
            var shown = self.context(!isLast || isStack(hop.to), presented, false, presenter)
            // A column before the last whose next column is no stack replaces that column's content.
            let columns = graph.hops[hop.from].compactMap { hop -> (SplitColumn, Int)? in
                if case .splitColumn(let shown) = hop.kind { return (shown, hop.to) }
                return nil
            }
            let next =
                columns.first { $0.0 == (column == .sidebar ? .content : .detail) }
                ?? columns.first { $0.0 == .detail }
            shown.navigatesColumn = !isLast && !isStack(hop.to) && !(next.map { isStack($0.1) } ?? false)
            result = (shown, .column(isLast: isLast))
        case .edge, .groupEdge: return nil
        }
        var next = result.0
        let included = graph.edgeGroups.included[hop.from]
        next.groups = included.isEmpty ? context.groups : EdgeGroups.merged([context.groups, included])
        return (next, result.1)
    }

    private func presented(_ acting: NavContext, edge: Edge, to target: Int) -> (NavContext, ContextBuilder.Origin)? {
        let kind = edge.kind(inStack: acting.inStack)
        let presenter =
            SpecUsage(of: graph.spec).handsEdgesOn
            ? NavContext.Presenter(
                inStack: acting.inStack, presented: acting.presented, pushed: acting.pushed, origin: acting.origin,
                groups: acting.groups) : nil
        let (presented, kept) = (acting.presented, acting.presenter)
        switch kind {
        case .push: return acting.inStack ? (context(true, presented, true, kept), .pushed) : nil
        case .replace: return acting.inStack ? (context(true, presented, acting.pushed, kept), .replaced) : nil
        case .setRoot: return (context(acting.inStack, presented, false, kept), .setRoot)
        case .sheet, .fullScreenCover, .popover:
            let stacked = edge.stacked || isStack(target)
            let origin = ContextBuilder.Origin.presented(kind, fallback: edge.kind == .push, stacked: stacked)
            return (context(stacked, true, false, presenter), origin)
        case .alert, .confirmationDialog:
            var shown = context(acting.inStack, true, acting.pushed, presenter)
            shown.navigatesColumn = acting.navigatesColumn
            return (shown, .dialog(kind))
        default: return nil
        }
    }
}
