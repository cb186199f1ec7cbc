import NavLintGraph
import NavLintModel

/// `route-requires-state`: a link that only works in a state the app does not start in.
public struct RouteRequiresStateRule: Rule {
    public static let description = RuleDescription(
        id: "route-requires-state", category: .routes, defaultSeverity: .note,
        summary:
            "The route's navigation path passes a switch case that is not the switch's initial case (for example, logged in), and the route has no fallback.",
        rationale:
            "A link that arrives while the app is in another state (logged out) must be held until the state allows it; make sure the link handler does that, or say with fallback browser or fallback ignore what the app does instead.",
        triggeringExamples: [
            Self.examplePrelude + """

                route home ↓"shop://home" -> Home
                """
        ],
        nonTriggeringExamples: [
            Self.examplePrelude + """

                route start "shop://start" -> Start
                """,
            Self.examplePrelude + """

                route home "shop://home" -> Home fallback browser
                """,
        ])

    /// The part every example of this rule starts with.
    private static let examplePrelude = """
        navgraph 1
        links scheme shop
        root App
        switch App initial loggedOut {
          case loggedOut -> Start
          case loggedIn -> Home
        }
        screen Start { switch App.loggedIn }
        screen Home
        """

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let shownLater = Self.modelsShownByLaterCases(context)
        guard shownLater.contains(true) else { return [] }
        var findings: [Finding] = []
        for index in context.spec.routes.indices where context.spec.routes[index].fallback == nil {
            // Most paths pass no such model; walking their models is cheaper than reading their hops.
            var passesOne = false
            context.routes.paths[index]?.forEachModel { passesOne = passesOne || shownLater[$0] }
            guard passesOne else { continue }
            context.routes.paths[index]?.forEachHop { hop in
                guard case .switchCase(let caseID, _) = hop.kind, !context.graph.isInitial(hop),
                    case .switch(let content) = context.spec.models[hop.from].content,
                    let initial = context.graph.initialMember(of: hop.from).map({ content.cases[$0].id.value })
                else { return }
                let route = context.spec.routes[index]
                let owner = context.spec.models[hop.from].id.value
                findings.append(
                    finding(
                        "route \(route.id.value) needs \(owner) in case \(caseID) (the app starts in \(initial)) on "
                            + "its navigation path \(context.pathDescription(ofRoute: index) ?? ""); "
                            + "the app must hold the link until then",
                        at: route.pattern.location, ids: [route.id.value, owner, caseID]))
            }
        }
        return findings
    }

    /// For each model (by index), whether a case other than its switch's initial one shows it.
    private static func modelsShownByLaterCases(_ context: LintContext) -> [Bool] {
        var shown = [Bool](repeating: false, count: context.spec.models.count)
        for out in context.graph.hops {
            for hop in out {
                if case .switchCase = hop.kind, !context.graph.isInitial(hop) { shown[hop.to] = true }
            }
        }
        return shown
    }
}
