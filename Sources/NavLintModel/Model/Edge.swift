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
    /// The condition under which the navigation happens, as prose.
    public var condition: Located<String>?
    /// `source`: the Swift code that performs it, as `relative/path.swift:LINE:COL`.
    public var source: Located<String>?
    /// Constant values for the params of the target (its root, for a stack).
    public var bind: [ConstantBinding] = []
    public var platforms: PlatformSet?
    /// `external`: an openURL edge that hands its URL to the browser on purpose.
    public var external = false
    /// `fallback` (push only): what the app presents instead where the origin is shown outside a stack.
    public var fallback: Located<PushFallback>?
    /// `after`: what the model does before the edge runs (`dismiss`: it closes itself, and the edge runs from
    /// its presenter).
    public var after: Located<EdgeAfter>?

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
        self.condition = condition
        self.source = source
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
