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
    /// The "stack" around the model is a split's sidebar or content column (the model is that column, or a case
    /// or dialog of it) whose next column is no stack: a push from it replaces the next column's content, so a
    /// stack or tab view pushed from it is that column's, not nested in another stack.
    public var navigatesColumn = false
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
        (lhs.inStack, lhs.presented, lhs.pushed, lhs.navigatesColumn)
            == (rhs.inStack, rhs.presented, rhs.pushed, rhs.navigatesColumn)
            && lhs.groups == rhs.groups
            && lhs.presenter == rhs.presenter
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inStack)
        hasher.combine(presented)
        hasher.combine(pushed)
        hasher.combine(navigatesColumn)
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

        init(inStack: Bool, presented: Bool, pushed: Bool, origin: String, groups: [Int]) {
            (self.inStack, self.presented, self.pushed, self.origin, self.groups) = (
                inStack, presented, pushed, origin, groups
            )
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
        acting(edge.kind, runsAfterDismiss: edge.runsAfterDismiss, ofKind: kind)
    }

    /// Whether an edge that does or does not run after a dismiss acts from this context (``acting(_:of:)`` is not
    /// nil), told without building the context it acts in.
    func actsAnywhere(runsAfterDismiss: Bool) -> Bool {
        ActingSource.applies(runsAfterDismiss: runsAfterDismiss, presented: presented, knowsPresenter: presenter != nil)
    }

    /// ``acting(_:of:)`` for an edge of kind `edgeKind` that does or does not run after a dismiss.
    func acting(_ edgeKind: EdgeKind, runsAfterDismiss: Bool, ofKind kind: ModelKind) -> NavContext? {
        guard
            let source = ActingSource(
                edgeKind, runsAfterDismiss: runsAfterDismiss, ofKind: kind, presented: presented,
                knowsPresenter: presenter != nil)
        else { return nil }
        guard source != .same, let presenter else { return self }
        return presenter.context(origin: source.origin(origin, presenter: presenter.origin))
    }

    /// Where an edge acts (see ``acting(_:of:)``), for a context and for the places contexts are spread as: in the
    /// context of its model, or in its presenter's, after a dismiss or from a dialog's button.
    enum ActingSource {
        case same, afterDismiss, dialogButton

        /// Where an edge of kind `edgeKind`, of a model of kind `kind`, acts from a context that is or is not
        /// `presented` and does or does not know its presenter; nil where the edge does not apply there.
        init?(
            _ edgeKind: EdgeKind, runsAfterDismiss: Bool, ofKind kind: ModelKind, presented: Bool, knowsPresenter: Bool
        ) {
            guard Self.applies(runsAfterDismiss: runsAfterDismiss, presented: presented, knowsPresenter: knowsPresenter)
            else { return nil }
            if runsAfterDismiss {
                self = .afterDismiss
            } else {
                self = kind == .dialog && edgeKind != .dismiss && knowsPresenter ? .dialogButton : .same
            }
        }

        /// Whether an edge applies: one that runs after a dismiss only where the model was presented by a known
        /// presenter, any other everywhere.
        static func applies(runsAfterDismiss: Bool, presented: Bool, knowsPresenter: Bool) -> Bool {
            !runsAfterDismiss || (presented && knowsPresenter)
        }

        /// The origin of the context the edge acts in, from the origins of its model's context and presenter.
        func origin(_ origin: String, presenter: String) -> String {
            switch self {
            case .same: origin
            case .afterDismiss: "\(origin), whose presenter is \(presenter)"
            case .dialogButton: "\(origin), whose buttons act where it is \(presenter)"
            }
        }
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
        actingContexts(of: model, kind: edge.kind, runsAfterDismiss: edge.runsAfterDismiss, in: contexts)
    }

    /// ``actingContexts(of:edge:in:)`` for an edge of kind `edgeKind` that does or does not run after a dismiss.
    func actingContexts(
        of model: Int, kind edgeKind: EdgeKind, runsAfterDismiss: Bool, in contexts: [NavContext]
    ) -> [NavContext] {
        let kind = spec.models[model].kind
        guard runsAfterDismiss || (edgeKind != .dismiss && kind == .dialog) else { return contexts }
        var acting: [NavContext] = []
        for context in contexts {
            if let next = context.acting(edgeKind, runsAfterDismiss: runsAfterDismiss, ofKind: kind),
                !acting.contains(next)
            {
                acting.append(next)
            }
        }
        return acting
    }

    /// Calls `body` with each model the graph is about (the first of each id) and every edge it has whose kind
    /// `kinds` accepts, where the contexts it acts in are `wanted`, as ``forEachActingEdge(of:kinds:wanted:_:)``
    /// gives them.
    public func forEachActingEdge(
        kinds: (EdgeKind) -> Bool = { _ in true }, wanted: ([NavContext]) -> Bool = { _ in true },
        _ body: (_ model: Int, Edge, [NavContext], String) -> Void
    ) {
        for model in spec.models.indices where isFirstWithItsID(model) {
            forEachActingEdge(of: model, kinds: kinds, wanted: wanted) { body(model, $0, $1, $2) }
        }
    }

    /// Calls `body` with every edge model `model` has (its own, then those its groups give it) whose kind `kinds`
    /// accepts and whose acting contexts are `wanted`: the edge, the contexts in which it acts (see
    /// ``actingContexts(of:edge:in:)``; never empty) and the note that says where it comes from (see
    /// ``originNote(_:)``). An edge is read where it is stored, and copied out only for `body`.
    public func forEachActingEdge(
        of model: Int, kinds: (EdgeKind) -> Bool = { _ in true }, wanted: ([NavContext]) -> Bool = { _ in true },
        _ body: (Edge, [NavContext], String) -> Void
    ) {
        let own = contexts[model]
        guard !own.isEmpty else { return }
        func forEach(_ edges: [Edge], in contexts: [NavContext], note: String) {
            for index in edges.indices where kinds(edges[index].kind) {
                let acting = actingContexts(
                    of: model, kind: edges[index].kind, runsAfterDismiss: edges[index].runsAfterDismiss, in: contexts)
                if !acting.isEmpty, wanted(acting) { body(edges[index], acting, note) }
            }
        }
        forEach(spec.models[model].edges, in: own, note: "")
        let available = groups(of: model)
        guard !available.isEmpty else { return }
        let had = own.map { groups(of: model, in: $0) }
        for group in available {
            // The contexts in which the model has the group's edges, found once for all of them.
            let having = zip(own, had).filter { $0.1.contains(group) }.map(\.0)
            forEach(spec.groups[group].edges, in: having, note: originNote(.group(group, index: 0)))
        }
    }
}
