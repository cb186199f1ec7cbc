import NavLintCore

/// What one Swift file declares and does, as plain data: read from the syntax tree in parallel, then
/// resolved against every other file's facts. Type names are as written (`Outer.Inner` for nested types).
struct FileFacts: Sendable {
    var file: String
    var views: [ViewFacts] = []
    var enums: [EnumFacts] = []
    /// Stored and computed property types of every type in the file, by property name.
    var propertyTypes: [String: [String]] = [:]
    /// The case (or `true`, `false`) each stored property starts as, by `Owner.name` and by name: `phase` of
    /// `var phase = Phase.signedOut` starts as `signedOut`.
    var propertyInitialCases: [String: [String]] = [:]
    /// Parameter types of functions, by `name(label:)` of their first parameter.
    var functionParameterTypes: [String: [String]] = [:]
    /// Every `switch` over enum cases whose branches build views.
    var mappings: [CaseMapping] = []
    /// `navigationDestination(for:)`, and `.sheet(item:)` and the like bound to another type's property.
    var registrations: [Registration] = []
    /// The scenes of an `App`.
    var scenes: [SceneFacts] = []
    var appName: String?
    var notes: [ExtractionNote] = []
    /// The branches of `#if os(...)` whose platforms could be read.
    var platformRegions: [PlatformRegion] = []
    /// Every protocol declared, with the names it inherits (`protocol ConnectedView: View`).
    var protocols: [String: Set<String>] = [:]
    /// By class or struct (and by type an extension extends), as written, the names its declaration inherits:
    /// which of the app's types conform to a protocol (see ``HeldTypeNames``).
    var conformances: [String: Set<String>] = [:]
    /// By type constructed in a view's body, by argument label, the enum cases passed as literals
    /// (`Header(panel: .orders)` → `Header` → `panel` → `orders`).
    var literalArguments: [String: [String: Set<String>]] = [:]
    /// By coordinator type, the views its `toPresentable()` returns.
    var presentables: [String: [PresentedView]] = [:]
    /// The navigation calls on coordinators made in types that are no views.
    var coordinatorSites: [CoordinatorSite] = []
    /// The types that hold a `dismiss` of type `DismissAction`, by last name.
    var dismissHolders: Set<String> = []
    /// The methods named for a way back, by name (each overload), with what their bodies do.
    var backMethods: [String: [BackMethod]] = [:]
    /// What the app's own view modifiers show and take wherever they are applied: by function name (each overload),
    /// and by `ViewModifier` type name.
    var modifierEffects: [String: [ModifierEffect]] = [:]
    /// The custom view modifiers that may present, each overload: functions of `extension View` and `ViewModifier`
    /// types.
    var presentationModifiers: [String: [CustomPresentation]] = [:]
    /// Static members and factories that return a value of their type carrying a view.
    var valueFactories: [ValueFactory] = []
    /// By `Type.member`, what each static function of a type that returns a view builds
    /// (`static func view() -> some View { BlockchainSettingsView() }`).
    var viewFactories: [String: [ViewCandidate]] = [:]
    /// By method name, what the instance methods of that name of the classes of the file that return a view build
    /// (`func moreInfo() -> AnyView? { MoreInfoView().eraseToAnyView() }`); empty where they disagree.
    var objectViewBuilders: [String: [ViewCandidate]] = [:]

    /// By type, by label, the enum case an initialiser's parameter defaults to (`style: Style = .push`).
    var initializerDefaults: [String: [String: CaseDefault]] = [:]
    /// The switches whose cases append to a path or assign a property.
    var transitionSwitches: [TransitionSwitch] = []
    /// Enum cases written to properties in types that are no views (view models).
    var stateWrites: [StateWrite] = []
    /// The `Bool` properties computed from a stored property's case, which its writes flip.
    var computedFlags: [ComputedFlag] = []
    /// The calls of their own methods that methods of types that are no views make (`refresh()` calling `load()`).
    var ownMethodCalls: [OwnMethodCall] = []
    /// The methods of types that are no views that write a parameter to a property.
    var parameterWrites: [ParameterWrite] = []
    /// The methods of types that may be no views that present, hand a view-building closure on, or call their own.
    var objectMethods: [ObjectMethod] = []
    /// The methods of types that are no views that turn the value they are passed into a case they navigate to.
    var caseForwards: [CaseForward] = []
    /// The free functions that may post a notification.
    var postingFunctions: [PostingFunction] = []
    /// The URLs opened and AppKit alerts run in functions outside any view.
    var functionNavigation: [FunctionNavigation] = []
}

extension FileFacts {
    /// The key of a type's static function in ``viewFactories``: the type's last name and the member's
    /// (`SettingsModule.view`).
    static func viewFactoryKey(type: String, member: String) -> String {
        TypeTables.lastComponent(type) + "." + member
    }

    /// The key of the objects' instance methods named `member` among the view factories (`.moreInfo`).
    static func objectBuilderKey(member: String) -> String {
        "." + member
    }

    /// What objects' instance methods of each name build, by ``objectBuilderKey(member:)``, where every method of
    /// that name that returns a view builds the same views.
    static func objectViewFactories(of files: [FileFacts]) -> [String: [ViewCandidate]] {
        var built: [String: [ViewCandidate]] = [:]
        for file in files {
            for (name, views) in file.objectViewBuilders { built[name] = agreeing(built[name], views) }
        }
        let agreed = built.filter { !$0.value.isEmpty }.map { (objectBuilderKey(member: $0), $1) }
        return Dictionary(uniqueKeysWithValues: agreed)
    }

    /// What methods of one name build, given what those read so far build (nil for none) and what another builds:
    /// the views they agree on, none where they disagree.
    static func agreeing(_ known: [ViewCandidate]?, _ built: [ViewCandidate]) -> [ViewCandidate] {
        guard let known else { return built }
        return known.map(\.name) == built.map(\.name) ? known : []
    }
}

/// What a custom view modifier presents: itself (its body calls `.sheet`), or through what its body hands the
/// content to: the `ViewModifier` types it applies (`self.modifier(InspectableSheet(...))`) and the functions it
/// calls (`.fullCover(item, content: ...)`), in the order written, any of which may be another of the app's own.
/// (A struct, not an enum with an array payload: such an enum keeps its case in the array pointer's spare bits,
/// where a leak checker cannot see the pointer.)
struct CustomPresentation: Sendable {
    /// The kind of the SwiftUI presentation its body calls, if it calls one.
    var presents: EdgeKind?
    /// Otherwise, the modifiers it applies and the functions it calls.
    var follows: [String] = []
    /// The view its presentation wraps the content its callers hand in (`fullScreenCover(isPresented:) {
    /// SheetView { content() } }`): chrome whose own navigation acts from that content (see
    /// ``CustomPresentations``).
    var wrapper: String?
}

/// A `View` type: its parameters, the containers in its body and the navigations it performs.
struct ViewFacts: Sendable {
    var name: String
    var location: SwiftLocation
    var params: [RawParam]
    var containers: [ContainerFacts] = []
    var sites: [NavSite] = []
    var dialogs: [DialogFacts] = []
    /// View types written in the body outside navigation: subviews whose navigation acts from this view.
    var embedded: [String] = []
    /// The type the whole body constructs, under modifiers (`var body: some View { RootView(model: model) }`), as
    /// written: a view that may only pass through to another (see ``PassThroughs``).
    var passesThrough: String?
    /// Each construction of a type in the body (`CloseButton()`): where a component's way back acts on this view.
    var componentUses: [ComponentUse] = []
    /// The calls in the body with arguments that may apply one of the app's own view modifiers
    /// (`.errorMessage($error)`): what the modifier's declaration shows and takes happens at the call.
    var modifierCalls: [ModifierCall] = []
    /// Names of the view's own stored properties (for `.sheet(item: $local)`).
    var ownProperties: Set<String> = []
    /// Facts read from an extension, to be merged into the view it extends (or dropped when it is no view).
    var fromExtension = false
    /// Facts read from a class's own declaration (a view model, a store): no view, held by views.
    var isObject = false
    /// A `ViewModifier`, read for the navigation it does itself (a sheet on its own `@State`, a link in the bar it
    /// adds): a component of each view that applies it, never a screen (see ``ModifierEffects``).
    var isModifierType = false
    /// Read from a scene's content closure, written in place in an `App` (see ``SceneReader``).
    var isSceneContent = false
    /// The menu commands of an app (a `Commands` type's body, or a scene's `.commands { ... }`): what they do acts
    /// from the main window's root view, which embeds them (see ``MenuCommands``).
    var isMenuCommands = false
    /// For a scene's `.commands { ... }`, the app whose scene it is.
    var menuCommandsApp: String?
    /// Its members map an enum's cases to views (`switch route { case .profile: ProfileView() ... }`): the views
    /// it builds are the cases' destinations, not navigation of its own.
    var mapsCases = false
    /// What each computed property and helper function without parameters builds: `var content: some View`.
    var helpers: [String: ContentSlot] = [:]
    /// The helpers that build what the view presents or pushes (`.fullScreenCover(item: $cover) { cover($0) }`).
    var presentedHelpers: Set<String> = []
    /// For a struct with a `body` that builds a view but that does not name `View`: the protocols it conforms
    /// to. It is a view when one of them refines `View` in the sources (`struct MovieDetail: ConnectedView`), or
    /// when the sources declare none of them (a package's protocol).
    var viewThrough: Set<String>?
    /// For a view that only shows content its caller hands it (`NavigationSheet { AboutView() }`): how.
    var wraps: ContentWrapping?
    /// A view that only lays out what its callers hand it as a split view's columns (see ``SplitWrapperReader``):
    /// each construction is that split view.
    var wrapsSplit = false
    /// Where the construction the body is stands (`var body: some View { FlowStack { FirstStep() } }`): a stack
    /// wrapper built there makes the view that stack (see ``WrapperSlots``).
    var bodyConstruction: SwiftLocation?
    /// For a view that shows what the enum value it stores maps to (`TabRoot(tab: .feed)`): how.
    var casedContent: CasedContent?
    /// The parameters through which its callers hand it views, in order (`destination:` of a row that links
    /// to what it is handed): see ``HandedContent``.
    var handedContent: [HandedParameter] = []
    /// By place, the parameters of its initialiser that take an argument without a label (`init(_ value: Route)`),
    /// each by the name it goes by inside: what a construction's argument at that place is for.
    var positionalParameters: [Int: String] = [:]
    /// The declared types of the view's stored properties (a generic parameter's constraint for its own): the
    /// objects it holds, whose navigation state it presents.
    var heldTypes: Set<String> = []
    /// Those of ``heldTypes`` held through a property wrapper (`@StateObject`, `@State`, `@Environment`...): the
    /// objects the view observes, not only hands on.
    var observedTypes: Set<String> = []
    /// Those of ``observedTypes`` it makes and keeps itself (`@StateObject`, `@State`).
    var ownedTypes: Set<String> = []
    /// The calls of methods of the objects it holds, whose writes of navigation state act from the view.
    var heldCalls: [HeldMethodCall] = []
    /// The calls of free functions and of types' static methods, which may open a URL or run an alert.
    var functionCalls: [FunctionCall] = []
    /// The calls that may post a notification, and the notifications its `.onReceive` handlers push or present.
    var notificationPosts: [NotificationPost] = []
    var notificationReceivers: [NotificationReceiver] = []
    /// The writes inside the covers it presents that end them: ways back of the views presented.
    var closings: [PresentedClosing] = []
    /// The navigation written on the content it presents (`.sheet { AboutView().sheet(...) }`): fragments named
    /// by the view presented, whose navigation they are (see ``PresentedNavigation``).
    var presentedNavigation: [ViewFacts] = []
    /// For such a fragment, where the presenting view's functions that the content hands the presented view by
    /// name are declared (`HutScreen(onLeave: leaveHut)`): what they do acts from the presented view.
    var handedSpans: [ClosedRange<SwiftLocation>] = []
}

/// A type built in a view's body outside navigation (`CloseButton()`, `Card { ... }`): where, and whether the
/// construction hands it a closure, which takes the place of a way back the component takes only without one.
struct ComponentUse: Sendable {
    var type: String
    var location: SwiftLocation
    var handsClosure: Bool
    /// Hands on a stored closure of the building view (`CloseButton(onClose: onClose)`): the way back is taken
    /// only when that view's own caller hands it none.
    var forwardsClosure = false
    /// The labelled arguments it is handed: the enum case written for each (`pane: .notes`), nil for another value.
    var arguments: [String: String?] = [:]
    /// The type its content closure constructs (`HomeView` of `RouterView { HomeView() }`): what a wrapper shows.
    var handedView: String?
    /// By argument label, the type each labelled argument builds (`destination: { AboutView() }`), nil for an
    /// argument that builds none.
    var handedViews: [String: String?] = [:]
    /// By argument label, the building view's own function or property each argument names (`downloadsView:
    /// downloadsView`): what it builds is what the argument hands.
    var handedHelpers: [String: String] = [:]
    /// Whether it has a trailing closure without a label, which feeds the first closure parameter no label names.
    var hasTrailingClosure = false
    /// By argument label, the building view's own property each argument hands as a binding (`selected:
    /// $selected`): the built view's writes of that binding write the property.
    var handedBindings: [String: String] = [:]
}

/// A parameter of a view through which its caller hands it a view: the argument label and the stored property
/// it fills (`destination` of `init(@ViewBuilder destination: () -> Destination)`).
struct HandedParameter: Sendable, Hashable {
    var label: String
    var property: String
    /// A closure (`() -> Destination`, or a `@ViewBuilder` property): a trailing closure may fill it.
    var takesClosure: Bool
}

/// A call that may apply one of the app's own view modifiers: its name, argument labels (`_` for none) and place.
struct ModifierCall: Sendable {
    var name: String
    var labels: [String]
    var location: SwiftLocation
}

/// The object `holder.dismiss()` is called on: of a type the view declares, or of one it does not write
/// (`@Exit private var exit`, a property wrapper's value).
enum DismissHolder: Sendable, Hashable {
    case declared(String)
    case undeclared
}

/// A type as the code gives it: by name, or as the declared type of a property or a parameter.
enum TypeRef: Sendable, Hashable {
    case named(String)
    /// The type of a property of this name (in any type of the sources).
    case property(String)
    /// The type of the first parameter of a function, by `name(label:)`.
    case parameter(String)
}

/// A type name written as a call in some content, with whether a `NavigationStack` wraps it.
struct ViewCandidate: Sendable, Hashable {
    var name: String
    var stacked: Bool
    /// The branch it is built in of content that chooses among views as a whole (`if signedIn { AccountView() }
    /// else { SignInView() }`, or a `switch`), numbered from 1; 0 outside such a choice. Each branch shows a view.
    var branch = 0
}

/// The views some content builds, in order, and whether it switches over a value to choose them.
struct ContentShape: Sendable, Hashable {
    var candidates: [ViewCandidate] = []
    var switched = false
    /// Content wrapped in a `NavigationStack` as a whole.
    var stacked = false
    /// The functions and properties of the enclosing type the content calls (`self.detailsView(for: item)`),
    /// in order: what they build stands for them once every file's helpers are known.
    var helperCalls: [String] = []
    /// Shows a closure the modifier being read is handed (`SheetChrome { content() }`): what its callers hand.
    var showsHandedContent = false
    /// The calls of a method of one of the view's properties it shows (`model.moreInfo()`): what the method builds
    /// when the property holds an object (see ``ViewScanner/presentedShape(of:)``).
    var objectCalls: [ObjectCall] = []
    /// The branches chosen by a named value: whether it is there (`if let feature { ... } else { ... }`) or which
    /// case it holds (`switch mode { case .create: ... }`).
    var valueBranches: [ValueBranch] = []
    /// Where the `switch` is of presented content that switches over the item it is handed (`{ route in switch
    /// route { ... } }`): the enum it maps is the item's, where the item's declared type names none.
    var switchedAt: SwiftLocation? = nil
}

/// A call of a method of a property (`model.moreInfo()`), by the property's and the method's names.
struct ObjectCall: Sendable, Hashable {
    var object: String
    var method: String
}

/// A branch of content chosen by a named value: `if let feature`, `if let shown = feature` and `if feature != nil`
/// show their block when `feature` is there, the `else` after such an `if` when it is not; `switch mode` shows a
/// `case`'s body when `mode` holds one of its cases, `default` when it holds none the other cases name.
struct ValueBranch: Sendable, Hashable {
    /// When the branch shows.
    enum Condition: Sendable, Hashable {
        case present
        case absent
        case cases([String])
        case otherCases(than: [String])
    }

    /// The branch's number (see ``ViewCandidate/branch``).
    var branch: Int
    /// The value tested, by name.
    var name: String
    var condition: Condition

    /// Whether the branch shows when the value handed is `handed`: a case's name, or nil for no value.
    func shows(_ handed: String?) -> Bool {
        switch condition {
        case .present: return handed != nil
        case .absent: return handed == nil
        // No value matches `case .none` of a switch over an optional.
        case .cases(let names): return names.contains(handed ?? "none")
        case .otherCases(let names): return !names.contains(handed ?? "none")
        }
    }
}

/// A memberwise (or explicit) initialiser parameter of a view, with its Swift type as written.
struct RawParam: Sendable {
    var name: String
    /// The type of one value: the element type of a list.
    var type: String
    /// Whether the parameter is an array (`[String]`): a list param.
    var isList: Bool
    var optional: Bool
    var location: SwiftLocation
}

/// A destination as written: how a navigation names where it goes.
enum Destination: Sendable, Hashable {
    /// Content built in place (the first view type declared in the sources is the destination); for
    /// `item:` presentations, the item's type and whether it is the view's own property.
    case content(ContentShape, item: TypeRef?, local: Bool)
    /// An enum case: `.name` or `Type.name`, with the type when known or where to look it up.
    case enumCase(type: TypeRef?, name: String)
    /// A value of some type (every case of it, for an enum).
    case value(TypeRef)
    /// A literal of a type (`"settings"` of `String`, `2` of `Int`), as `TabReader.literalTag` reads it: the view a
    /// destination registered for the type chooses for that literal (see ``LiteralCase``), else any value of it.
    case literal(type: String, value: String)
    /// Something else, described for the unresolved list.
    case unknown(String)

    /// The type of a value or literal; nil for anything else.
    var valueType: TypeRef? {
        switch self {
        case .value(let type): type
        case .literal(let type, _): .named(type)
        case .content, .enumCase, .unknown: nil
        }
    }
}

/// Where a view's content, a tab or a column comes from.
enum ContentSlot: Sendable, Hashable {
    /// A view type (resolved later; an unknown one means content written in place).
    case view(String, SwiftLocation)
    /// Another container of the same view, by index.
    case container(Int)
    /// Content written in place: the view itself.
    case inline
    /// A computed property or helper function of the view (or of an extension of it), resolved once every
    /// file's extensions are merged.
    case helper(String)
    /// The view the view's callers hand it for a stored property (`libraryView` of `init(libraryView: () ->
    /// LibraryView)`), once every construction is known (see ``HandedSlots``).
    case handed(String)
    /// A function handed an enum case (`coordinator.build(page: .home)`): the view the case maps to, once the
    /// mappings of every file are known (see ``MappedCase``).
    case mapped(MappedCase)
}

extension ContentSlot {
    /// The view type the slot shows by name; nil for a container, a helper or content written in place.
    var viewName: String? {
        guard case .view(let name, _) = self else { return nil }
        return name
    }
}

/// An enum case handed to a function as content (`coordinator.build(page: .home)` as a stack's root): the view a
/// `switch` of the sources maps the case to.
struct MappedCase: Sendable, Hashable {
    /// The function and the label of the argument, as parameter types are keyed: `build(page:)`.
    var key: String
    var caseName: String
    var location: SwiftLocation
}

/// A `NavigationStack`, `TabView` or `NavigationSplitView` in a view's body, or the `switch` that fills a split
/// view's content or detail column or that the view's whole body is.
struct ContainerFacts: Sendable {
    enum Kind: Sendable { case stack, tabs, split, `switch` }
    var kind: Kind
    var location: SwiftLocation
    /// Stack: the root; split: sidebar, content (optional), detail; switch: what each case shows.
    var slots: [ContentSlot] = []
    var tabs: [TabFacts] = []
    /// Stack: the names of the modifiers applied to its root (`HomeView().withAppRouter()` → `withAppRouter`).
    var rootModifiers: [String] = []
    /// Switch: the selection it switches over and its cases, one per slot.
    var selection: ColumnSelection?
    /// Tabs: the state its `selection:` is bound to, whose writes of a tag switch tabs (see ``TabSelections``).
    var tabSelection: BoundState?
    /// The type named, unless written with SwiftUI's module: a container only when the sources declare no type of
    /// that name (a package's stack, `CocoaNavigationView { ... }`, or SwiftUI's `TabView` where the app declares a
    /// `TabView` of its own).
    var unlessDeclared: String?
    /// A construction of a view of the sources handed columns (`SplitWrapper { ... } detail: { ... }`), read as
    /// the split view it is when that view wraps one (see ``SplitWrapperReader``), and as that view otherwise.
    var splitWrapper: String?
    /// The helper of the view whose walk read it (nil for `body`): one that builds what the view presents
    /// (`.sheet { frameSheet() }`) builds the presented content's containers, none of the view's own.
    var readInHelper: String?
    /// Switch: the whole body of the view is this switch (see ``BodySwitchReader``), not a split view's column.
    var switchesBody: Bool { selection.map { $0.property != nil && !$0.fillsColumn } ?? false }

    /// What it shows: its slots, then its tabs' content.
    var content: [ContentSlot] { slots + tabs.map(\.content) }

    /// Replaces each slot and each tab's content by what `transform` gives for it.
    mutating func mapContent(_ transform: (ContentSlot) -> ContentSlot) {
        slots = slots.map(transform)
        for tab in tabs.indices { tabs[tab].content = transform(tabs[tab].content) }
    }
}

/// A split view's column that switches over a selection (`detail: { switch selection { case .orders: ... } }`):
/// each case is the column's destination, and the links of the columns before it select the cases.
struct ColumnSelection: Sendable {
    /// The column the switch fills: `Content` or `Detail` (the switch model's id is the view's name and this).
    var column: String
    /// The case names, in the order written, one per slot of the switch.
    var cases: [String]
    /// The case shown at start, when the selection's initial value is a literal (`= .orders`, `?? .orders`).
    var initial: String?
    /// The type of the value switched over, when the code declares it.
    var type: TypeRef?
    /// Where each case is written, from its `case` to its last character, one per slot: navigation written
    /// there (a callback handed to the case's view) acts from the view the case shows.
    var caseSpans: [ClosedRange<SwiftLocation>] = []
    /// By case (its place among the slots), the functions of the view the case hands its view by name: what they
    /// write acts from the view the case shows too (see ``HandedFunctions``).
    var handedSpans: [Int: [ClosedRange<SwiftLocation>]] = [:]
    /// For a switch a view's whole body is, and for a column's switch over an object's property
    /// (`appState.selection`): the property switched over (`phase` of `model.phase`), whose writes flip it.
    var property: String?
    /// For a body that is an `if` over a flag: the cases are `true` and `false`, and the flag must be a `Bool`.
    var overFlag = false
    /// Where the links that set the selection are: the columns before this one.
    var selectors: [ColumnSelector] = []
    /// For a column that shows a view of whatever is selected (`if let item = selection { ItemView(item) }`): the
    /// case any selection shows, named after the value bound.
    var someCase: String?
    /// With `someCase`, the view's own stored property the column tests (`selected` of `if let item = selected`):
    /// a value written to it selects, `nil` shows the `else` (see ``SelectionWrite``).
    var selectedProperty: String?

    /// Whether the switch fills a split view's column, not a view's whole body (whose column is `Switch`).
    var fillsColumn: Bool { column != "Switch" }
}

/// A column whose links select a switched column's case.
enum ColumnSelector: Sendable, Hashable {
    /// A column written in place in the split's view, from its first to its last character.
    case written(SwiftLocation, SwiftLocation)
    /// A view the column shows that is handed the selection (`Sidebar(selection: $selection)`).
    case view(String)
}

struct TabFacts: Sendable {
    var id: String?
    var title: String?
    var icon: String?
    var content: ContentSlot
    var location: SwiftLocation
    /// `ForEach(Screen.allCases) { $0.destination }`: the enum whose every case is a tab showing the view the
    /// enum maps it to (expanded once every file's mappings are known).
    var caseTable: String?
    /// With `caseTable`, for a loop that builds a view handed each case (`TabRoot(tab: $0)`): the argument's label
    /// (see ``CasedContent``).
    var caseArgument: String?
}

/// An alert or confirmation dialog, with the navigations its buttons perform.
struct DialogFacts: Sendable {
    var kind: EdgeKind
    var location: SwiftLocation
    var sites: [NavSite] = []
}

/// One navigation as the code performs it.
struct NavSite: Sendable {
    enum Action: Sendable, Hashable {
        /// Push, sheet, cover or popover to a destination.
        case present(EdgeKind, Destination)
        /// A call or assignment that hands a value to a router (kind from the value's registration).
        case route(Destination)
        /// A dialog of the view, by index.
        case dialog(Int)
        case back(EdgeKind)
        case openURL(String?)
        case openWindow(String?)
    }

    var action: Action
    var location: SwiftLocation
    /// A call or assignment that may hand a destination to a router, as written.
    var router: RouterCall?
    /// A call of a view modifier the sources may declare (`sheet2(isPresented:content:)`): a presentation of the
    /// kind its definition presents, and no navigation when it presents nothing.
    var customModifier: String?
    /// A value link of the view's own stored property (`NavigationLink(value: panel)`): the cases callers pass
    /// for it as literals are what it links to.
    var parameter: String?
    /// A value link or append of a parameter of the view's own function (`row(.books)` calling `func row(_ shelf:
    /// Shelf)` that links `shelf`): the cases the view's calls pass, which are all it links to.
    var passedCases: Set<String>?
    /// The view modifier (a function of an `extension View`) the site is written in, such as
    /// `withSheetDestinations`: a sheet it presents for a router's item goes to that modifier's group.
    var modifier: String?
    /// The case written inside the case handed on: `.logIn(.totp(...))` → `totp`.
    var nestedCase: String?
    /// A row's `.tag(Panel.orders)` in a `List(selection:)`: it sets the selection, which is navigation only
    /// where a split view's column switches over it, and is dropped elsewhere.
    var selectsOnly = false
    /// `appState.itemToRemove = item`: a value that is no literal, written to another object's property. It
    /// presents what a presentation or dialog bound to that property shows (see ``BoundPresentations``), and is
    /// no navigation anywhere else.
    var writesBoundValue = false
    /// A way back a component takes only when its caller hands it no closure (`if let onClose { onClose() } else
    /// { dismiss() }`): a construction that hands one does not take it.
    var unlessHandedClosure = false
    /// `holder.dismiss()` on an object: a way back only where the sources declare a `dismiss` that is one (a
    /// stored `DismissAction`), in the holder's declared type when the view declares it.
    var throughObject: DismissHolder?
    /// `navigation.dismissSheet()`: a way back only where that method's body takes one (see ``BackMethod``).
    var backMethod: String?
    /// `openWindow(value: Item.draft)`: the value, whose type chooses the window (see ``ValueWindows``).
    var windowValue: Destination?
    /// A presentation of content the view's callers hand it (`NavigationLink(destination: destination)`): each
    /// construction that hands a view is the edge (see ``HandedContent``).
    var handedOn = false
    /// A presentation or dialog bound to the state of an object the view holds (see ``BoundState``).
    var bound: BoundState?
    /// A write of navigation state in the code of an object (see ``HeldStateWrites``), not in the view it acts
    /// from: a write of state that view's own presentation is bound to presents it.
    var inHeldObject = false
    /// A router call read as the write its method makes (see ``HeldStateWrites/writingCalls``): the call as
    /// written, read by its name when nothing reads the property written.
    var callAsNamed: RouterCall?
    /// For a write in an object's code, the cases the same block writes to the object's other properties.
    var writtenBeside: [String: String] = [:]
    /// A value or `nil` written to the view's own optional stored property: navigation only where a split view's
    /// column shows whatever that property selects.
    var selectionWrite: SelectionWrite?
    /// `selection = 2`, `section = "home"`: a literal, which selects a tab only of a tab view written in the same
    /// file (views far apart use the same small numbers).
    var writesLiteralTag = false

    /// A call that only may navigate (`sort(by: .date)`), or a row's tag: dropped when its value is no destination.
    var speculative: Bool { selectsOnly || (router.map { !$0.looksLikeNavigation } ?? false) }

    /// Navigation written to state (a value handed to a path or a router, a way back through one) rather than
    /// performed by a link or a presentation modifier: it acts on whichever stack binds that state.
    var writesNavigationState: Bool {
        switch action {
        case .route, .back(.pop), .back(.popToRoot): true
        default: router != nil || inHeldObject
        }
    }
}

/// `selected = url` or `selected = nil` in a view, of its own optional stored property (a binding it is handed
/// too): it selects the case of a column that shows whatever the property selects, or clears it.
struct SelectionWrite: Sendable, Hashable {
    var property: String
    /// `nil` written: the column's `else` is shown, when it shows a view.
    var clears: Bool
}

/// A call (`router.push(.settings)`) or assignment (`router.presentedSheet = .compose`) that hands an enum
/// case on; whether its names say navigation decides whether it may be dropped when the case is none.
struct RouterCall: Sendable, Hashable {
    /// `router.push(_:)`, `presentedSheet =`: for the unresolved note.
    var written: String
    var looksLikeNavigation: Bool
    /// A navigating method (`push`, `navigate`, ...) called on an object whose name says navigation (`router`).
    var isRouterMethod = false
    /// The kind of edge the name says when no registration gives one: `openSheet` → sheet.
    var kind: EdgeKind
    /// `replace(with:)`: the top of the stack is replaced.
    var replaces: Bool
    /// The property an assignment writes (`phase` of `model.phase = .signedIn`); nil for a call.
    var assigned: String?
    /// The type of the object whose property the assignment writes, as held (`Model` of `model`); nil for the
    /// view's own state and where it is not known.
    var object: String?

    /// The verbs a navigating method's name starts with.
    static let verbs = ["push", "navigate", "present", "open", "show", "route", "go", "replace", "append"]
    private static let nouns = [
        "router", "navigator", "coordinator", "navigation", "path", "sheet", "cover",
        "popover", "destination", "presented", "route",
    ]

    /// The method a call calls; nil for an assignment.
    var function: String?

    /// A call of `function` on `receiver` (nil for a free function), or an assignment to `property`.
    init(function: String, receiver: String?) {
        self.function = function
        written = (receiver.map { $0 + "." } ?? "") + function + "(...)"
        // Read from the names' bytes, in any case, without copies: it runs for calls all over every file.
        let verb = Self.namesVerb(function)
        let noun = receiver.map(Self.namesNoun) ?? false
        looksLikeNavigation = verb || noun
        isRouterMethod = verb && noun
        (kind, replaces) = Self.kind(of: function)
    }

    /// Whether a call's names say navigation: the function's a verb, or the receiver's a noun; the receiver's text
    /// is made only when the function's name says nothing.
    static func looksLikeNavigation(function: String, receiver: () -> String?) -> Bool {
        namesVerb(function) || (receiver().map(namesNoun) ?? false)
    }

    /// Whether a function's name starts with a verb that navigates (`push`, `openSheet`), in any case.
    static func namesVerb(_ function: String) -> Bool {
        verbs.contains { NameText.hasPrefixIgnoringCase(function, $0) }
    }

    /// Whether a name holds a noun that says navigation (`appRouter`, `presentedSheet`), in any case.
    static func namesNoun(_ name: String) -> Bool {
        nouns.contains { NameText.containsIgnoringCase(name, $0) }
    }

    init(property: String, object: String? = nil) {
        written = property + " ="
        assigned = property
        self.object = object
        looksLikeNavigation = Self.namesNoun(property)
        (kind, replaces) = Self.kind(of: property)
    }

    /// The presentation a name says (`fullScreenCover`, `bottomSheet`), nil for one that says none.
    static func presentationKind(_ name: String) -> EdgeKind? {
        let kind = kind(of: name).0
        return kind == .push ? nil : kind
    }

    /// The kind a name says, in any case.
    private static func kind(of name: String) -> (EdgeKind, replaces: Bool) {
        func says(_ word: String) -> Bool { NameText.containsIgnoringCase(name, word) }
        if says("fullscreen") || says("cover") { return (.fullScreenCover, false) }
        if says("popover") { return (.popover, false) }
        if says("sheet") || says("present") || says("modal") { return (.sheet, false) }
        return (.push, NameText.hasPrefixIgnoringCase(name, "replace"))
    }
}

/// An enum: its cases and, for a `String` raw-value enum, their values.
struct EnumFacts: Sendable {
    var name: String
    var cases: [String]
    var rawValues: [String]?
    /// By case, the type of its first associated value, as written (`case logIn(LoginPage)` → `LoginPage`).
    var payloads: [String: String] = [:]
}

/// A `switch` whose branches build views: case name to the view built and whether it is in a stack.
struct CaseMapping: Sendable {
    /// A case, the views it builds and where its `case` label is.
    typealias Case = (name: String, views: [ViewCandidate], location: SwiftLocation)
    var cases: [Case]
    var location: SwiftLocation
    /// The cases whose branch shows the value they bind by that value's own view builder (`case let
    /// .logIn(page): page.view()`), with where their `case` label is: a nested enum's cases choose the view.
    var forwards: [String: SwiftLocation] = [:]
    /// The declared type of the value switched over, when the code says it (see
    /// ``CaseMappingReader/subjectType(of:)``): the enum the cases are of, where several have those names.
    var subjectType: String?
    /// The type the switch is written in (`Outer.Inner`), whose nested enums its cases name first.
    var scope: String?
}

/// A destination type registered for a kind of navigation: `navigationDestination(for:)`.
struct Registration: Sendable {
    var type: TypeRef
    var kind: EdgeKind
    /// What the closure builds for any value of the type.
    var shape: ContentShape
    var location: SwiftLocation
    /// The view modifier (a function of an `extension View`) that registers it, such as `withAppRouter`:
    /// its destinations become a group included by the stacks that apply the modifier.
    var modifier: String?
    /// The type whose body registers it (nil for a view modifier's).
    var view: String?
    /// Where the `switch` is of a registration whose written type names no enum of the app (TCA's
    /// `NavigationStack(path:) { ... } destination: { store in switch store.case { ... } }`, a generic router's item):
    /// the type is the enum that switch maps (see ``CaseMapping``).
    var mapsSwitchAt: SwiftLocation? = nil
    /// The views the closure chooses by a literal value (`case "settings": SettingsView()`).
    var literalChoice: LiteralChoice?
    /// Made by a call of a function of the app (`stackDestination(for: Page.self) { ... }`): a registration only
    /// where that function hands its type and closure on to `navigationDestination(for:)` (see
    /// ``ModifierRegistrations``).
    var forwardedBy: String?
}

/// A `WindowGroup`, `Window` or other scene of the app.
struct SceneFacts: Sendable {
    var id: String?
    /// The `App` type that declares the scene.
    var app: String?
    var content: String?
    /// Content read from a property (`appDelegate.rootView`), resolved by the property's type.
    var contentProperty: String?
    /// The view the content's own content closure constructs (`HomeView` of `RouterView { HomeView() }`): what a
    /// wrapper of the sources shows (see ``WrapperSlots``).
    var handedView: String?
    /// The type of the value a window opened for a value shows (`Item` of `WindowGroup(for: Item.self)`).
    var valueType: String?
    /// Of such a window whose content switches over the value, the cases that show `content`; nil for every case.
    var valueCases: [String]?
    var location: SwiftLocation
}
