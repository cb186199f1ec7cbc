/// `undefined-reference`: a reference that names no model, tab, case or window.
public struct UndefinedReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "undefined-reference", category: .structure, defaultSeverity: .error,
        summary:
            "An edge, tab, case, stack root, split column, route target, waypoint, bind or root names no model, tab, case or window.",
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
        let graph = context.graph
        var findings: [Finding] = []
        func model(_ reference: Located<String>, _ role: @autoclosure () -> String, in owner: String) {
            guard graph.modelIndex[reference.value] == nil else { return }
            findings.append(
                finding(
                    "\(role()) \(reference.value) of \(owner) names no model", at: reference.location,
                    ids: [owner, reference.value]))
        }
        if let root = context.spec.root { model(root, "the root", in: "the app") }
        for window in context.spec.windows ?? [] { model(window.root, "the root", in: "window \(window.id.value)") }
        for entry in context.spec.models {
            let owner = entry.id.value
            switch entry.content {
            case .screen, .dialog:
                break
            case .stack(let stack):
                model(stack.root, "the root", in: owner)
                for path in stack.path { model(path, "the path entry", in: owner) }
            case .tabs(let tabs):
                for tab in tabs.tabs { model(tab.model, "the model of tab \(tab.id.value)", in: owner) }
            case .switch(let content):
                for item in content.cases { model(item.model, "the model of case \(item.id.value)", in: owner) }
            case .split(let split):
                model(split.sidebar, "the sidebar", in: owner)
                if let column = split.content { model(column, "the content column", in: owner) }
                model(split.detail, "the detail", in: owner)
            }
            for edge in entry.edges {
                switch edge.target {
                case .model(let target):
                    model(target, "the \(edge.kind.rawValue) target", in: owner)
                case .tab(let reference) where graph.tab(reference.value) == nil:
                    findings.append(
                        finding(
                            "\(owner) selects tab \(reference.value), which does not exist (expected TabsId.tabId of a tabs model)",
                            at: reference.location, ids: [owner, reference.value]))
                case .switchCase(let reference) where graph.switchCase(reference.value) == nil:
                    findings.append(
                        finding(
                            "\(owner) switches to case \(reference.value), which does not exist (expected SwitchId.caseId of a switch model)",
                            at: reference.location, ids: [owner, reference.value]))
                case .window(let window) where !graph.windows.contains(where: { $0.id == window.value }):
                    findings.append(
                        finding(
                            "\(owner) opens window \(window.value), which is not declared in windows",
                            at: window.location, ids: [owner, window.value]))
                default:
                    break
                }
            }
        }
        var knownWaypoints: [String: Bool] = [:]
        func isWaypoint(_ reference: String) -> Bool {
            if let known = knownWaypoints[reference] { return known }
            let known = graph.waypoint(reference) != nil
            knownWaypoints[reference] = known
            return known
        }
        for route in context.spec.routes {
            var owner: String { "route \(route.id.value)" }
            if graph.modelIndex[route.target.value] == nil {
                findings.append(
                    finding(
                        "the target \(route.target.value) of \(owner) names no model", at: route.target.location,
                        ids: [route.id.value, route.target.value]))
            }
            for waypoint in route.via where !isWaypoint(waypoint.value) {
                findings.append(
                    finding(
                        "the waypoint \(waypoint.value) of \(owner) names no model, TabsId.tabId or SwitchId.caseId",
                        at: waypoint.location, ids: [route.id.value, waypoint.value]))
            }
            for binding in route.bind {
                guard let (modelID, param) = NavGraph.split(binding.parameter.value) else { continue }
                if let bound = graph.model(modelID) {
                    if !bound.params.contains(where: { $0.name.value == param }) {
                        findings.append(
                            finding(
                                "\(owner) binds \(binding.parameter.value), but \(modelID) has no param \(param)",
                                at: binding.parameter.location, ids: [route.id.value, modelID]))
                    }
                } else {
                    findings.append(
                        finding(
                            "\(owner) binds \(binding.parameter.value), but no model is named \(modelID)",
                            at: binding.parameter.location, ids: [route.id.value, modelID]))
                }
            }
        }
        return findings
    }
}
