import NavLintGraph
import NavLintModel
import NavLintSupport

/// `undefined-reference`: a reference that names no model, tab, case or window.
public struct UndefinedReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "undefined-reference", category: .structure, defaultSeverity: .error,
        summary:
            "An edge, tab, case, stack root, split column, route target, waypoint, bind or root names no model, tab, case or window, or an include names no group.",
        rationale:
            "A dangling name is a typo or a model that was deleted; the navigation it describes cannot happen. Fix the name or add the model.",
        triggeringExamples: [
            """
            navgraph 1
            root Home
            screen Home { push ↓Detial }
            screen Detail
            """,
            """
            navgraph 1
            root Tabs
            tabs Tabs initial home { tab home -> Home }
            screen Home { selectTab ↓Tabs.settings }
            """,
            """
            navgraph 1
            root Stack
            group Destinations { push Detail }
            stack Stack root Home include ↓Destinatons
            screen Home
            screen Detail { pop }
            """,
        ],
        nonTriggeringExamples: [
            """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { push Detail }
            screen Detail { pop }
            """
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let graph = context.graph
        func model(_ reference: Located<String>, _ role: @autoclosure () -> String, in owner: String) {
            guard graph.modelIndex[reference.value] == nil else { return }
            missing(reference, role(), in: owner)
        }
        func missing(_ reference: Located<String>, _ role: String, in owner: String) {
            findings.append(
                finding(
                    "\(role) \(reference.value) of \(owner) names no model"
                        + graph.hints.modelHint(for: reference.value), at: reference.location,
                    ids: [owner, reference.value]))
        }
        if let root = context.spec.root { model(root, "the root", in: "the app") }
        for window in context.spec.windows ?? [] { model(window.root, "the root", in: "window \(window.id.value)") }
        // Models and edges are read where they are stored: copied whole, each costs many reference counts.
        let models = context.spec.models
        for index in models.indices {
            let owner = models[index].id.value
            if models[index].kind.isContainer {
                let members = zip(models[index].content.members, graph.memberModels(of: index))
                for (member, shown) in members where shown == nil {
                    missing(member.reference, Self.role(member.role), in: owner)
                }
            }
            for edgeIndex in models[index].edges.indices {
                let target = models[index].edges[edgeIndex].target
                if case .model(let name) = target {
                    guard graph.target(of: .own(edgeIndex), from: index) == nil else { continue }
                    missing(name, "the \(models[index].edges[edgeIndex].kind.rawValue) target", in: owner)
                } else if let found = edgeTargetFinding(target, of: owner, in: graph) {
                    findings.append(found)
                }
            }
        }
        return findings + groupFindings(context) + routeFindings(context)
    }

    /// Findings about groups: an `include` that names no group, and the edges of each group.
    private func groupFindings(_ context: LintContext) -> [Finding] {
        let spec = context.spec
        let graph = context.graph
        var findings: [Finding] = []
        let groupIDs = spec.groups.map(\.id.value)
        func include(_ reference: Located<String>, by owner: String, ownerID: String) {
            guard graph.group(reference.value) == nil else { return }
            findings.append(
                finding(
                    "\(owner) includes \(reference.value), which names no group"
                        + Suggestion.hint(for: reference.value, among: groupIDs),
                    at: reference.location, ids: [ownerID, reference.value]))
        }
        for entry in spec.models.indices where !spec.models[entry].include.isEmpty {
            let owner = spec.models[entry].id.value
            for reference in spec.models[entry].include { include(reference, by: owner, ownerID: owner) }
        }
        for (groupIndex, group) in spec.groups.enumerated() {
            let owner = "group \(group.id.value)"
            for reference in group.include { include(reference, by: owner, ownerID: group.id.value) }
            for (edgeIndex, edge) in group.edges.enumerated() {
                let resolved = graph.target(ofEdge: edgeIndex, inGroup: groupIndex)
                if case .model(let target) = edge.target, resolved == nil {
                    findings.append(
                        finding(
                            "the \(edge.kind.rawValue) target \(target.value) of \(owner) names no model",
                            at: target.location, ids: [group.id.value, target.value]))
                } else if let found = edgeTargetFinding(edge.target, of: owner, in: graph) {
                    findings.append(found)
                }
            }
        }
        return findings
    }

    /// How messages name the part a member plays in its container.
    private static func role(_ role: ContainerMember.Role) -> String {
        switch role {
        case .stackRoot: "the root"
        case .stackPath: "the path entry"
        case .tab(let tab): "the model of tab \(tab)"
        case .switchCase(let name): "the model of case \(name)"
        case .sidebar: "the sidebar"
        case .contentColumn: "the content column"
        case .detail: "the detail"
        }
    }

    /// A finding when an edge's tab, case or window target does not exist.
    private func edgeTargetFinding(_ target: EdgeTarget, of owner: String, in graph: NavGraph) -> Finding? {
        switch target {
        case .tab(let reference) where graph.tab(reference.value) == nil:
            return finding(
                "\(owner) selects tab \(reference.value), which does not exist (expected TabsId.tabId of "
                    + "a tabs model)" + graph.hints.memberHint(for: reference.value, kind: .tabs),
                at: reference.location, ids: [owner, reference.value])
        case .switchCase(let reference) where graph.switchCase(reference.value) == nil:
            return finding(
                "\(owner) switches to case \(reference.value), which does not exist (expected "
                    + "SwitchId.caseId of a switch model)"
                    + graph.hints.memberHint(for: reference.value, kind: .switch),
                at: reference.location, ids: [owner, reference.value])
        case .window(let window) where !graph.windows.contains(where: { $0.id == window.value }):
            return finding(
                "\(owner) opens window \(window.value), which is not declared in windows"
                    + graph.hints.windowHint(for: window.value),
                at: window.location, ids: [owner, window.value])
        default:
            return nil
        }
    }

    /// Findings about the targets, waypoints and bindings of the routes.
    private func routeFindings(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        var knownWaypoints: [String: Bool] = [:]
        func isWaypoint(_ reference: String) -> Bool {
            if let known = knownWaypoints[reference] { return known }
            let known =
                reference == "*" || graph.wildcardTabsModel(reference) != nil || graph.waypoint(reference) != nil
            knownWaypoints[reference] = known
            return known
        }
        for (index, target) in zip(context.spec.routes.indices, graph.routeMap.targets) {
            // Read where it is stored: a route copied whole costs several reference counts.
            var route: Route { context.spec.routes[index] }
            var owner: String { "route \(route.id.value)" }
            if target == nil {
                findings.append(
                    finding(
                        "the target \(route.target.value) of \(owner) names no model"
                            + graph.hints.modelHint(for: route.target.value), at: route.target.location,
                        ids: [route.id.value, route.target.value]))
            }
            for waypoint in context.spec.routes[index].via where !isWaypoint(waypoint.value) {
                findings.append(
                    finding(
                        "the waypoint \(waypoint.value) of \(owner) names no model, TabsId.tabId, SwitchId.caseId or "
                            + "TabsId.*" + graph.hints.waypointHint(for: waypoint.value),
                        at: waypoint.location, ids: [route.id.value, waypoint.value]))
            }
            for binding in context.spec.routes[index].bind {
                findings += bindingFindings(binding, of: route, owner: owner, in: graph)
            }
        }
        return findings
    }

    /// A finding when a route binds a param of a model that does not exist or has no such param.
    private func bindingFindings(
        _ binding: Route.Binding, of route: Route, owner: String, in graph: NavGraph
    ) -> [Finding] {
        guard let (modelID, param) = DottedReference.split(binding.parameter.value) else { return [] }
        guard let bound = graph.model(modelID) else {
            return [
                finding(
                    "\(owner) binds \(binding.parameter.value), but no model is named \(modelID)"
                        + graph.hints.modelHint(for: modelID),
                    at: binding.parameter.location, ids: [route.id.value, modelID])
            ]
        }
        guard !bound.params.contains(where: { $0.name.value == param }) else { return [] }
        return [
            finding(
                "\(owner) binds \(binding.parameter.value), but \(modelID) has no param \(param)"
                    + Suggestion.hint(for: param, among: bound.params.map(\.name.value)),
                at: binding.parameter.location, ids: [route.id.value, modelID])
        ]
    }
}
