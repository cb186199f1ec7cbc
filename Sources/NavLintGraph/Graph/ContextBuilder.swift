import NavLintModel

/// Spreads contexts from the window roots along containment and forward edges.
///
/// Most hops lead to a context their target has already; such a context is only compared, so its origin (the
/// words that say how the model got there) is written only for a context that is new.
struct ContextBuilder {
    let spec: Spec
    let hops: [[Hop]]
    let windows: [ResolvedWindow]
    /// The target model of each route (see ``RouteMap/targets``).
    let routeTargets: [Int?]
    let groups: EdgeGroups
    /// Whether presented contexts remember their presenter (see ``NavContext/presenter``).
    let tracksPresenters: Bool

    func build() -> [[NavContext]] {
        var contexts = [[NavContext]](repeating: [], count: spec.models.count)
        // Each context to spread from, by its model and its place among the model's contexts.
        var queue: [(model: Int, position: Int)] = []
        func visit(_ model: Int, _ context: NavContext, origin: @autoclosure () -> String) {
            guard !contexts[model].contains(context) else { return }
            var context = context
            context.origin = origin()
            queue.append((model, contexts[model].count))
            contexts[model].append(context)
        }
        for window in windows {
            guard let root = window.root else { continue }
            visit(
                root, NavContext(inStack: isStack(root), presented: false, pushed: false, origin: ""),
                origin: windows.count == 1 ? "the root of the app" : "the root of window \(window.id)")
        }
        for (route, target) in zip(spec.routes.indices, routeTargets) {
            guard let style = spec.routes[route].present?.value, let target else { continue }
            visit(
                target, NavContext(inStack: isStack(target), presented: true, pushed: false, origin: ""),
                origin: "presented as a \(style.rawValue) by route \(spec.routes[route].id.value)")
        }
        var head = 0
        while head < queue.count {
            let (model, position) = queue[head]
            let context = contexts[model][position]
            head += 1
            let name = spec.models[model].id.value
            for hop in hops[model] {
                if let (next, origin) = successor(of: context, hop: hop) {
                    visit(hop.to, next, origin: origin.text(from: name))
                }
            }
            guard !spec.groups.isEmpty else { continue }
            let had = groups.had(by: model, inherited: context.groups, spec: spec)
            for hop in groups.hops(of: model, groups: had, spec: spec) {
                if let (next, origin) = successor(of: context, hop: hop) {
                    visit(hop.to, next, origin: origin.text(from: name))
                }
            }
        }
        return contexts
    }

    /// The groups the target of `hop` inherits in `next`: a container adds its own to those around it; a
    /// push, a new root or a switch keeps them; a presentation starts a new hierarchy without them. `kind` is
    /// what the hop's edge acts as, nil for containment.
    private func inheritedGroups(_ context: NavContext, hop: Hop, kind: EdgeKind?) -> [Int] {
        guard !spec.groups.isEmpty else { return [] }
        guard let kind else {
            let own = groups.included[hop.from]
            return own.isEmpty ? context.groups : EdgeGroups.merged([context.groups, own])
        }
        return kind.isPresentation ? [] : context.groups
    }

    /// What a presentation from `context` remembers of it, when the graph tracks presenters.
    private func presenter(_ context: NavContext) -> NavContext.Presenter? {
        tracksPresenters ? NavContext.Presenter(context) : nil
    }

    private func isStack(_ model: Int) -> Bool { spec.models[model].kind == .stack }

    /// The context `hop` gives its target (its origin still unwritten) and how it got there, from the context in
    /// which the hop's edge acts (see ``NavContext/acting(_:of:)``); nil when the hop gives none there. The edge
    /// is read where it is stored.
    private func successor(of context: NavContext, hop: Hop) -> (NavContext, Origin)? {
        switch hop.kind {
        case .edge(_, let index):
            return successor(of: context, hop: hop, edge: spec.models[hop.from].edges[index])
        case .groupEdge(_, let group, let index):
            return successor(of: context, hop: hop, edge: spec.groups[group].edges[index])
        default:
            guard case (var next, let origin)? = step(from: context, hop: hop) else { return nil }
            next.groups = inheritedGroups(context, hop: hop, kind: nil)
            return (next, origin)
        }
    }

    private func successor(of context: NavContext, hop: Hop, edge: Edge) -> (NavContext, Origin)? {
        guard let acting = context.acting(edge, ofKind: spec.models[hop.from].kind),
            case (var next, let origin)? = successor(of: acting, edge: edge, to: hop.to)
        else { return nil }
        next.groups = inheritedGroups(acting, hop: hop, kind: edge.kind(inStack: acting.inStack))
        return (next, origin)
    }

    /// A context as a step gives it, before its origin is written.
    private func context(
        _ inStack: Bool, presented: Bool, pushed: Bool, presenter: NavContext.Presenter?
    ) -> NavContext {
        NavContext(inStack: inStack, presented: presented, pushed: pushed, origin: "", presenter: presenter)
    }

    /// The context a containment hop (a stack's root or path, a tab, a case, a column) gives its target.
    private func step(from context: NavContext, hop: Hop) -> (NavContext, Origin)? {
        let target = hop.to
        let presented = context.presented
        let presenter = context.presenter
        switch hop.kind {
        case .stackRoot:
            return (self.context(true, presented: presented, pushed: false, presenter: presenter), .stackRoot)
        case .stackPath:
            return (self.context(true, presented: presented, pushed: true, presenter: presenter), .stackPath)
        case .tab(let tab, _):
            return (
                self.context(isStack(target), presented: presented, pushed: false, presenter: presenter), .tab(tab)
            )
        case .switchCase(let caseID, _):
            // A switch shows its case in its own place: inside the stack that encloses the switch, if any,
            // and pushed when the switch itself was pushed.
            let inStack = context.inStack || isStack(target)
            return (
                self.context(inStack, presented: presented, pushed: context.pushed, presenter: presenter),
                .switchCase(caseID)
            )
        case .splitColumn(let column):
            // The sidebar and content columns navigate the next column; the detail column, the last one,
            // navigates only when it is a stack itself.
            let isLast = column == .detail
            return (
                self.context(!isLast || isStack(target), presented: presented, pushed: false, presenter: presenter),
                .column(isLast: isLast)
            )
        case .edge, .groupEdge:
            return nil
        }
    }

    /// The context a forward edge gives its target, as the edge acts in `context` (a push with a fallback
    /// presents outside a stack).
    private func successor(of context: NavContext, edge: Edge, to target: Int) -> (NavContext, Origin)? {
        let kind = edge.kind(inStack: context.inStack)
        let presented = context.presented
        switch kind {
        case .push:
            // A push with no stack does nothing (push-outside-stack reports it): it gives no context.
            guard context.inStack else { return nil }
            return (self.context(true, presented: presented, pushed: true, presenter: context.presenter), .pushed)
        case .replace:
            // The target takes the place of the model that replaces itself: pushed only when that one was.
            guard context.inStack else { return nil }
            let next = self.context(true, presented: presented, pushed: context.pushed, presenter: context.presenter)
            return (next, .replaced)
        case .setRoot:
            let next = self.context(context.inStack, presented: presented, pushed: false, presenter: context.presenter)
            return (next, .setRoot)
        case .sheet, .fullScreenCover, .popover:
            let stacked = edge.stacked || isStack(target)
            let next = self.context(stacked, presented: true, pushed: false, presenter: presenter(context))
            return (next, .presented(kind, fallback: edge.kind == .push, stacked: stacked))
        case .alert, .confirmationDialog:
            // A dialog's buttons act on the screen beneath it: its stack and how it got there.
            let next = self.context(
                context.inStack, presented: true, pushed: context.pushed, presenter: presenter(context))
            return (next, .dialog(kind))
        case .selectTab, .switch, .openWindow:
            // These reveal a model in its own place; containment gives it its real context.
            return nil
        case .openURL, .pop, .popToRoot, .dismiss, .dismissWindow:
            return nil
        }
    }
}

extension ContextBuilder {
    /// How a hop brought a model into a context, written out (``text(from:)``) only for a context that is new.
    enum Origin {
        case stackRoot, stackPath, pushed, replaced, setRoot
        case tab(String)
        case switchCase(String)
        case column(isLast: Bool)
        /// A sheet, cover or popover; `fallback`: a push outside a stack presents so.
        case presented(EdgeKind, fallback: Bool, stacked: Bool)
        case dialog(EdgeKind)

        /// The origin of a context (``NavContext/origin``) the hop gives, from the model `name`.
        func text(from name: String) -> String {
            switch self {
            case .stackRoot: "the root of stack \(name)"
            case .stackPath: "on the initial path of stack \(name)"
            case .pushed: "pushed by \(name)"
            case .replaced: "put in the place of \(name) on its stack"
            case .setRoot: "set as the root by \(name)"
            case .tab(let tab): "tab \(tab) of \(name)"
            case .switchCase(let caseID): "case \(caseID) of \(name)"
            case .column(let isLast): isLast ? "the detail column of split \(name)" : "a column of split \(name)"
            case .presented(let kind, let fallback, let stacked):
                "presented by \(name) as a \(kind.rawValue)"
                    + (fallback
                        ? " (the fallback of a push outside a stack)"
                        : stacked ? "" : " without a stack (no stacked: true)")
            case .dialog(let kind): "shown by \(name) as \(kind == .alert ? "an" : "a") \(kind.rawValue)"
            }
        }
    }
}
