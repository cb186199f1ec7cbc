import NavLintModel

/// A way a model can be on screen: whether a NavigationStack encloses it, and how it got there.
public struct NavContext: Sendable, Hashable {
    /// A NavigationStack (or a split column, which navigates its next column) encloses the model.
    public var inStack: Bool
    /// The model sits in a presented context (a sheet, cover, popover or dialog, or something pushed inside one).
    public var presented: Bool
    /// The model itself was pushed onto a stack (by a push edge or a stack's initial path).
    public var pushed: Bool
    /// How the model first got into this context, for messages: "presented by Cart as a sheet".
    public var origin: String
    /// The groups (indices into `spec.groups`) that the containers around the model give it here: those
    /// included by a container it is shown in, at any depth and through pushes, up to the presentation
    /// that started this hierarchy.
    public var groups: [Int] = []

    /// In a presented context, the context of the model that presented it: where a dialog's buttons and
    /// `after: dismiss` edges act. Known only in specs that have such edges, and only one level up (the
    /// context reached from a presenter's context does not know that presenter's own presenter).
    public var presenter: Presenter?

    public init(inStack: Bool, presented: Bool, pushed: Bool, origin: String, presenter: Presenter? = nil) {
        self.inStack = inStack
        self.presented = presented
        self.pushed = pushed
        self.origin = origin
        self.presenter = presenter
    }

    /// Equality ignores the origin: two contexts that behave alike are one.
    public static func == (lhs: NavContext, rhs: NavContext) -> Bool {
        (lhs.inStack, lhs.presented, lhs.pushed) == (rhs.inStack, rhs.presented, rhs.pushed)
            && lhs.groups == rhs.groups
            && lhs.presenter == rhs.presenter
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inStack)
        hasher.combine(presented)
        hasher.combine(pushed)
        hasher.combine(groups)
        hasher.combine(presenter)
    }

    /// The context of a presenter, as its presentation remembers it.
    public struct Presenter: Sendable, Hashable {
        public var inStack: Bool
        public var presented: Bool
        public var pushed: Bool
        /// How the presenter got into its context, for messages; equality ignores it.
        public var origin: String
        /// The groups the presenter's containers give it (see ``NavContext/groups``).
        public var groups: [Int]

        init(_ context: NavContext) {
            (inStack, presented, pushed, origin) = (context.inStack, context.presented, context.pushed, context.origin)
            groups = context.groups
        }

        public static func == (lhs: Presenter, rhs: Presenter) -> Bool {
            (lhs.inStack, lhs.presented, lhs.pushed) == (rhs.inStack, rhs.presented, rhs.pushed)
                && lhs.groups == rhs.groups
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(inStack)
            hasher.combine(presented)
            hasher.combine(pushed)
            hasher.combine(groups)
        }
    }

    /// The context in which `edge`, an edge of `model` shown in this context, acts; nil where it does not apply.
    ///
    /// Most edges act where their model is. A dialog's buttons (every edge but `dismiss`, which closes the
    /// dialog) act from the model beneath it: SwiftUI dismisses the dialog first. An `after: dismiss` edge acts
    /// from the presenter of its model, and does not apply where the model is not presented. When the presenter
    /// is not known, a dialog's buttons keep the dialog's context and an `after: dismiss` edge does not apply.
    public func acting(_ edge: Edge, of model: Model) -> NavContext? { acting(edge, ofKind: model.kind) }

    /// ``acting(_:of:)`` for a model of kind `kind`: all it reads of the model, which is not copied.
    func acting(_ edge: Edge, ofKind kind: ModelKind) -> NavContext? {
        if edge.runsAfterDismiss {
            guard presented, let presenter else { return nil }
            return presenter.context(origin: "\(origin), whose presenter is \(presenter.origin)")
        }
        guard kind == .dialog, edge.kind != .dismiss, let presenter else { return self }
        return presenter.context(origin: "\(origin), whose buttons act where it is \(presenter.origin)")
    }
}

extension NavContext.Presenter {
    /// The presenter's context, with its own presenter unknown.
    func context(origin: String) -> NavContext {
        var context = NavContext(inStack: inStack, presented: presented, pushed: pushed, origin: origin)
        context.groups = groups
        return context
    }
}

extension NavGraph {
    /// The contexts in which `edge`, an edge model `model` has in `contexts`, acts (see
    /// ``NavContext/acting(_:of:)``), without repeats; empty where the edge never applies. For most edges,
    /// `contexts` themselves.
    public func actingContexts(of model: Int, edge: Edge, in contexts: [NavContext]) -> [NavContext] {
        guard edge.runsAfterDismiss || (edge.kind != .dismiss && spec.models[model].kind == .dialog) else {
            return contexts
        }
        let kind = spec.models[model].kind
        var acting: [NavContext] = []
        for context in contexts {
            if let next = context.acting(edge, ofKind: kind), !acting.contains(next) { acting.append(next) }
        }
        return acting
    }

    /// Calls `body` with each model the graph is about (the first of each id) and every edge it has, as
    /// ``forEachActingEdge(of:_:)`` gives them.
    public func forEachActingEdge(_ body: (_ model: Int, Edge, [NavContext], String) -> Void) {
        for model in spec.models.indices where isFirstWithItsID(model) {
            forEachActingEdge(of: model) { edge, contexts, note in body(model, edge, contexts, note) }
        }
    }

    /// Calls `body` with every edge model `model` has (its own, then those its groups give it), the contexts
    /// in which the edge acts (see ``actingContexts(of:edge:in:)``; never empty) and the note that says where
    /// the edge comes from (see ``originNote(_:)``).
    public func forEachActingEdge(of model: Int, _ body: (Edge, [NavContext], String) -> Void) {
        let own = contexts[model]
        guard !own.isEmpty else { return }
        let isDialog = spec.models[model].kind == .dialog
        spec.models[model].edges.forEachInPlace { edge in
            let acting = isDialog || edge.runsAfterDismiss ? actingContexts(of: model, edge: edge, in: own) : own
            if !acting.isEmpty { body(edge, acting, "") }
        }
        forEachGroupEdge(of: model) { edge, origin in
            let acting = actingContexts(of: model, edge: edge, in: contexts(of: model, having: origin))
            if !acting.isEmpty { body(edge, acting, originNote(origin)) }
        }
    }
}

/// Spreads contexts from the window roots along containment and forward edges.
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
        var queue: [(model: Int, context: NavContext)] = []
        func visit(_ model: Int, _ context: NavContext) {
            guard !contexts[model].contains(context) else { return }
            contexts[model].append(context)
            queue.append((model, context))
        }
        for window in windows {
            guard let root = window.root else { continue }
            let origin = windows.count == 1 ? "the root of the app" : "the root of window \(window.id)"
            visit(root, NavContext(inStack: isStack(root), presented: false, pushed: false, origin: origin))
        }
        for (route, target) in zip(spec.routes.indices, routeTargets) {
            guard let style = spec.routes[route].present?.value, let target else { continue }
            let origin = "presented as a \(style.rawValue) by route \(spec.routes[route].id.value)"
            visit(target, NavContext(inStack: isStack(target), presented: true, pushed: false, origin: origin))
        }
        var head = 0
        while head < queue.count {
            let (model, context) = queue[head]
            head += 1
            let name = spec.models[model].id.value
            for hop in hops[model] {
                if let next = successor(of: context, hop: hop, from: name) { visit(hop.to, next) }
            }
            guard !spec.groups.isEmpty else { continue }
            let had = groups.had(by: model, inherited: context.groups, spec: spec)
            for hop in groups.hops(of: model, groups: had, spec: spec) {
                if let next = successor(of: context, hop: hop, from: name) { visit(hop.to, next) }
            }
        }
        return contexts
    }

    /// The groups the target of `hop` inherits in `next`: a container adds its own to those around it; a
    /// push, a new root or a switch keeps them; a presentation starts a new hierarchy without them.
    private func inheritedGroups(_ context: NavContext, hop: Hop, edge: Edge?) -> [Int] {
        guard !spec.groups.isEmpty else { return [] }
        guard let kind = edge?.kind(inStack: context.inStack) else {
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

    /// The context `hop` gives its target, from the context in which the hop's edge acts (see
    /// ``NavContext/acting(_:of:)``); nil when the hop gives none there.
    private func successor(of context: NavContext, hop: Hop, from name: String) -> NavContext? {
        var from = context
        let edge = edge(of: hop)
        if let edge {
            guard let acting = context.acting(edge, ofKind: spec.models[hop.from].kind) else { return nil }
            from = acting
        }
        guard var next = step(from: from, hop: hop, from: name) else { return nil }
        next.groups = inheritedGroups(from, hop: hop, edge: edge)
        return next
    }

    /// The edge a hop follows, if it follows one.
    private func edge(of hop: Hop) -> Edge? {
        switch hop.kind {
        case .edge(_, let index): spec.models[hop.from].edges[index]
        case .groupEdge(_, let group, let index): spec.groups[group].edges[index]
        default: nil
        }
    }

    private func step(from context: NavContext, hop: Hop, from name: String) -> NavContext? {
        let target = hop.to
        switch hop.kind {
        case .stackRoot:
            return NavContext(
                inStack: true, presented: context.presented, pushed: false, origin: "the root of stack \(name)",
                presenter: context.presenter)
        case .stackPath:
            return NavContext(
                inStack: true, presented: context.presented, pushed: true,
                origin: "on the initial path of stack \(name)", presenter: context.presenter)
        case .tab(let tab, _):
            return NavContext(
                inStack: isStack(target), presented: context.presented, pushed: false, origin: "tab \(tab) of \(name)",
                presenter: context.presenter)
        case .switchCase(let caseID, _):
            // A switch shows its case in its own place: inside the stack that encloses the switch, if any,
            // and pushed when the switch itself was pushed.
            return NavContext(
                inStack: context.inStack || isStack(target), presented: context.presented, pushed: context.pushed,
                origin: "case \(caseID) of \(name)", presenter: context.presenter)
        case .splitColumn(let column):
            // The sidebar and content columns navigate the next column; the detail column, the last one,
            // navigates only when it is a stack itself.
            let isLast = column == .detail
            return NavContext(
                inStack: !isLast || isStack(target), presented: context.presented, pushed: false,
                origin: isLast ? "the detail column of split \(name)" : "a column of split \(name)",
                presenter: context.presenter)
        case .edge(_, let edgeIndex):
            let edge = spec.models[hop.from].edges[edgeIndex]
            return successor(of: context, edge: edge, to: hop.to, from: name)
        case .groupEdge(_, let group, let edgeIndex):
            let edge = spec.groups[group].edges[edgeIndex]
            return successor(of: context, edge: edge, to: hop.to, from: name)
        }
    }

    /// The context a forward edge from model `name` gives its target, as the edge acts in `context` (a push with
    /// a fallback presents outside a stack).
    private func successor(of context: NavContext, edge: Edge, to target: Int, from name: String) -> NavContext? {
        let kind = edge.kind(inStack: context.inStack)
        switch kind {
        case .push:
            // A push with no stack does nothing (push-outside-stack reports it): it gives no context.
            guard context.inStack else { return nil }
            return NavContext(
                inStack: true, presented: context.presented, pushed: true, origin: "pushed by \(name)",
                presenter: context.presenter)
        case .replace:
            // The target takes the place of the model that replaces itself: pushed only when that one was.
            guard context.inStack else { return nil }
            return NavContext(
                inStack: true, presented: context.presented, pushed: context.pushed,
                origin: "put in the place of \(name) on its stack", presenter: context.presenter)
        case .setRoot:
            return NavContext(
                inStack: context.inStack, presented: context.presented, pushed: false,
                origin: "set as the root by \(name)", presenter: context.presenter)
        case .sheet, .fullScreenCover, .popover:
            let stacked = edge.stacked || isStack(target)
            let how =
                edge.kind == .push
                ? " (the fallback of a push outside a stack)"
                : stacked ? "" : " without a stack (no stacked: true)"
            return NavContext(
                inStack: stacked, presented: true, pushed: false,
                origin: "presented by \(name) as a \(kind.rawValue)\(how)", presenter: presenter(context))
        case .alert, .confirmationDialog:
            // A dialog's buttons act on the screen beneath it: its stack and how it got there.
            let article = kind == .alert ? "an" : "a"
            return NavContext(
                inStack: context.inStack, presented: true, pushed: context.pushed,
                origin: "shown by \(name) as \(article) \(kind.rawValue)", presenter: presenter(context))
        case .selectTab, .switch, .openWindow:
            // These reveal a model in its own place; containment gives it its real context.
            return nil
        case .openURL, .pop, .popToRoot, .dismiss, .dismissWindow:
            return nil
        }
    }
}
