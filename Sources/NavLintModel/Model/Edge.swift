/// One navigation a model can perform.
public struct Edge: Sendable, Equatable {
    public var via: Located<EdgeKind>
    public var target: EdgeTarget
    /// For presentations: wrap the target in a stack of its own.
    public var stacked: Bool
    /// The trigger, such as "next" or "skip".
    public var label: Located<String>?
    /// Where the edge's object starts.
    public var location: SourceLocation
    /// The keys few edges write, kept apart so that copying an edge (which the rules do for every edge)
    /// stays cheap; `nil` when the edge writes none of them.
    private var rareKeys: RareKeys?

    /// The condition under which the navigation happens, as prose.
    public var condition: Located<String>? {
        get { rareKeys?.values.condition }
        set { if newValue != nil || rareKeys != nil { updateRareKeys { $0.condition = newValue } } }
    }
    /// `source`: the Swift code that performs it, as `relative/path.swift:LINE:COL`.
    public var source: Located<String>? {
        get { rareKeys?.values.source }
        set { if newValue != nil || rareKeys != nil { updateRareKeys { $0.source = newValue } } }
    }
    /// Constant values for the params of the target (its root, for a stack).
    public var bind: [ConstantBinding] {
        get { rareKeys?.values.bind ?? [] }
        set { if !newValue.isEmpty || rareKeys != nil { updateRareKeys { $0.bind = newValue } } }
    }
    public var platforms: PlatformSet? {
        get { rareKeys?.values.platforms }
        set { if newValue != nil || rareKeys != nil { updateRareKeys { $0.platforms = newValue } } }
    }
    /// `external`: an openURL edge that hands its URL to the browser on purpose.
    public var external: Bool {
        get { rareKeys?.values.external ?? false }
        set { if newValue || rareKeys != nil { updateRareKeys { $0.external = newValue } } }
    }
    /// `fallback` (push only): what the app presents instead where the origin is shown outside a stack.
    public var fallback: Located<PushFallback>? {
        get { rareKeys?.values.fallback }
        set { if newValue != nil || rareKeys != nil { updateRareKeys { $0.fallback = newValue } } }
    }
    /// `after`: what the model does before the edge runs (`dismiss`: it closes itself, and the edge runs from
    /// its presenter).
    public var after: Located<EdgeAfter>? {
        get { rareKeys?.values.after }
        set { if newValue != nil || rareKeys != nil { updateRareKeys { $0.after = newValue } } }
    }

    public init(
        via: Located<EdgeKind>, target: EdgeTarget = .none, stacked: Bool = false,
        label: Located<String>? = nil, condition: Located<String>? = nil, location: SourceLocation,
        source: Located<String>? = nil
    ) {
        self.via = via
        self.target = target
        self.stacked = stacked
        self.label = label
        self.location = location
        if condition != nil || source != nil { rareKeys = RareKeys(.init(condition: condition, source: source)) }
    }

    public var kind: EdgeKind { via.value }

    /// The kind the edge acts as where its model is shown with (`inStack`) or without an enclosing stack: a push
    /// with a `fallback` presents outside a stack; every other edge keeps its kind.
    public func kind(inStack: Bool) -> EdgeKind {
        guard !inStack, let fallback else { return kind }
        return fallback.value.presentation
    }

    /// Whether the edge dismisses its model first and then runs from the presenter (`after: dismiss`).
    public var runsAfterDismiss: Bool { after?.value == .dismiss }

    private mutating func updateRareKeys(_ change: (inout RareKeys.Values) -> Void) {
        var values = rareKeys?.values ?? RareKeys.Values()
        change(&values)
        rareKeys = values == RareKeys.Values() ? nil : RareKeys(values)
    }

    /// An immutable box: an edge that changes one of these keys gets a new box.
    private final class RareKeys: Sendable, Equatable {
        struct Values: Sendable, Equatable {
            var condition: Located<String>?
            var source: Located<String>?
            var bind: [ConstantBinding] = []
            var platforms: PlatformSet?
            var external = false
            var after: Located<EdgeAfter>?
            var fallback: Located<PushFallback>?
        }

        let values: Values

        init(_ values: Values) { self.values = values }

        static func == (lhs: RareKeys, rhs: RareKeys) -> Bool { lhs === rhs || lhs.values == rhs.values }
    }
}

/// What a model does before one of its edges runs (the `after` key).
public enum EdgeAfter: String, Sendable, CaseIterable, Equatable {
    /// The model dismisses itself; the edge then runs from the model that presented it.
    case dismiss
}

/// What a push presents instead where its origin is shown outside a stack (the `fallback` key of a push).
public enum PushFallback: String, Sendable, CaseIterable, Equatable {
    case sheet, fullScreenCover

    /// The presentation the push falls back to.
    public var presentation: EdgeKind { self == .sheet ? .sheet : .fullScreenCover }
}

/// What an edge points at; which case applies follows from the edge's kind.
public enum EdgeTarget: Sendable, Equatable {
    /// `to`: a model id.
    case model(Located<String>)
    /// `tab`: `TabsId.tabId`.
    case tab(Located<String>)
    /// `case`: `SwitchId.caseId`.
    case switchCase(Located<String>)
    /// `window`: a window id.
    case window(Located<String>)
    /// `url`: a URL to open.
    case url(Located<String>)
    /// Back navigation needs no target.
    case none

    /// The referenced model id, for edges that name one.
    public var modelID: Located<String>? {
        if case .model(let id) = self { return id }
        return nil
    }
}

/// The navigations the format knows (the `via` key).
public enum EdgeKind: String, Sendable, CaseIterable, Equatable {
    case push, sheet, fullScreenCover, popover, alert, confirmationDialog, setRoot
    /// Replaces the model on top of the enclosing stack with the target (a router's `replace`).
    case replace
    case selectTab, `switch`, openWindow, openURL
    case pop, popToRoot, dismiss, dismissWindow

    /// The key that names this edge's target, or `nil` for back navigation.
    public var targetKey: String? {
        switch self {
        case .push, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .setRoot, .replace: "to"
        case .selectTab: "tab"
        case .switch: "case"
        case .openWindow: "window"
        case .openURL: "url"
        case .pop, .popToRoot, .dismiss, .dismissWindow: nil
        }
    }

    /// Presentations that start a new context over the current one.
    public var isPresentation: Bool {
        switch self {
        case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: true
        default: false
        }
    }

    /// Presentations of a dialog.
    public var isDialogPresentation: Bool { self == .alert || self == .confirmationDialog }

    /// Only sheets, covers and popovers may wrap their target in a stack.
    public var acceptsStacked: Bool { self == .sheet || self == .fullScreenCover || self == .popover }

    /// Navigations that go back rather than forward.
    public var isBack: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss, .dismissWindow: true
        default: false
        }
    }

    /// Navigations that act on the enclosing stack.
    public var needsStack: Bool {
        switch self {
        case .push, .setRoot, .replace, .pop, .popToRoot: true
        default: false
        }
    }

    /// Navigations that put their target on the enclosing stack above the models below it: a push, and a
    /// replace (which takes the place of the model it starts from).
    public var isStackEntry: Bool { self == .push || self == .replace }
}
