/// One navigation model of the app: a screen, a dialog or a container, as the spec says it.
public struct Model: Sendable, Equatable {
    public var id: Located<String>
    public var content: ModelContent
    public var title: Located<String>?
    public var doc: Located<String>?
    /// Parameters a screen or dialog needs to be shown; empty for containers.
    public var params: [Param]
    /// The navigations this model can perform.
    public var edges: [Edge]
    public var lint: LintSettings?
    /// Where the model's object starts.
    public var location: SourceLocation
    /// `include`: the ids of the groups whose edges this model has and, for a container, gives to every
    /// model shown inside it.
    public var include: [Located<String>] = []
    /// The platforms the model exists on; `nil` for all.
    public var platforms: PlatformSet?
    /// `interactiveDismiss`: whether the user may swipe a presented model away (false: only its own dismiss
    /// edges close it, as with a full-screen cover).
    public var interactiveDismiss = true
    /// `source`: where the model is in the Swift code, as `relative/path.swift:LINE:COL`.
    public var source: Located<String>?
    /// `swift`: the Swift type the model stands for, when its id is not the type's name.
    public var swift: Located<String>?
    /// `screenshot`: a picture of the screen (PNG or JPEG), relative to the spec's folder.
    public var screenshot: Located<String>?

    public init(
        id: Located<String>, content: ModelContent, title: Located<String>? = nil, doc: Located<String>? = nil,
        params: [Param] = [], edges: [Edge] = [], lint: LintSettings? = nil, location: SourceLocation
    ) {
        self.id = id
        self.content = content
        self.title = title
        self.doc = doc
        self.params = params
        self.edges = edges
        self.lint = lint
        self.location = location
    }

    public var kind: ModelKind { content.kind }
}

/// The kinds of model the format knows (the `kind` key).
public enum ModelKind: String, Sendable, CaseIterable, Equatable {
    case screen, dialog, stack, tabs
    case `switch`
    case split

    /// Containers hold other models; screens and dialogs do not.
    public var isContainer: Bool {
        switch self {
        case .screen, .dialog: false
        case .stack, .tabs, .switch, .split: true
        }
    }
}

/// What a model is made of, by kind.
public enum ModelContent: Sendable, Equatable {
    case screen
    case dialog
    case stack(StackContent)
    case tabs(TabsContent)
    case `switch`(SwitchContent)
    case split(SplitContent)

    public var kind: ModelKind {
        switch self {
        case .screen: .screen
        case .dialog: .dialog
        case .stack: .stack
        case .tabs: .tabs
        case .switch: .switch
        case .split: .split
        }
    }
}

/// A `NavigationStack`: its root and the models pushed on it at start.
public struct StackContent: Sendable, Equatable {
    public var root: Located<String>
    public var path: [Located<String>]
    /// Constant values for the params of the root.
    public var bind: [ConstantBinding] = []

    public init(root: Located<String>, path: [Located<String>] = []) {
        self.root = root
        self.path = path
    }
}

/// A `TabView`: its tabs and the tab selected at start.
public struct TabsContent: Sendable, Equatable {
    public var tabs: [Tab]
    public var initial: Located<String>?

    public init(tabs: [Tab], initial: Located<String>?) {
        self.tabs = tabs
        self.initial = initial
    }
}

public struct Tab: Sendable, Equatable {
    public var id: Located<String>
    public var title: Located<String>?
    public var icon: Located<String>?
    /// The model the tab shows; `nil` only for an action tab.
    public var model: Located<String>?
    public var location: SourceLocation
    /// `source`: the Swift code that declares the tab, as `relative/path.swift:LINE:COL`.
    public var source: Located<String>?
    /// Constant values for the params of the model shown (its root, for a stack).
    public var bind: [ConstantBinding] = []
    public var platforms: PlatformSet?
    /// User-configured or generated tabs (`ForEach`), drawn as one: always reachable.
    public var isDynamic = false
    /// Selecting the tab runs its `edges` instead of showing a model.
    public var isAction = false
    /// An action tab's navigations, which act in the tabs container's context.
    public var edges: [Edge] = []

    public init(
        id: Located<String>, title: Located<String>? = nil, icon: Located<String>? = nil,
        model: Located<String>?, location: SourceLocation, source: Located<String>? = nil
    ) {
        self.source = source
        self.id = id
        self.title = title
        self.icon = icon
        self.model = model
        self.location = location
    }
}

/// A switched root: exactly one case's model is shown at a time.
public struct SwitchContent: Sendable, Equatable {
    public var cases: [SwitchCase]
    public var initial: Located<String>?

    public init(cases: [SwitchCase], initial: Located<String>?) {
        self.cases = cases
        self.initial = initial
    }
}

public struct SwitchCase: Sendable, Equatable {
    public var id: Located<String>
    public var model: Located<String>
    /// The condition under which the case is shown, as prose.
    public var condition: Located<String>?
    public var location: SourceLocation

    public init(
        id: Located<String>, model: Located<String>, condition: Located<String>? = nil, location: SourceLocation
    ) {
        self.id = id
        self.model = model
        self.condition = condition
        self.location = location
    }
}

/// A `NavigationSplitView`: sidebar, optional content column, detail.
public struct SplitContent: Sendable, Equatable {
    public var sidebar: Located<String>
    public var content: Located<String>?
    public var detail: Located<String>

    public init(sidebar: Located<String>, content: Located<String>? = nil, detail: Located<String>) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// The columns in display order.
    public var columns: [Located<String>] { [sidebar] + (content.map { [$0] } ?? []) + [detail] }
}

/// A parameter a screen or dialog needs.
public struct Param: Sendable, Equatable {
    public var name: Located<String>
    public var type: Located<ParamType>
    public var optional: Bool
    public var location: SourceLocation

    public init(name: Located<String>, type: Located<ParamType>, optional: Bool = false, location: SourceLocation) {
        self.name = name
        self.type = type
        self.optional = optional
        self.location = location
    }
}
