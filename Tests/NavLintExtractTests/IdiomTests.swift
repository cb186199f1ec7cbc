import Foundation
import NavLintCore
import XCTest

@testable import NavLintExtract

/// One small SwiftUI source per idiom (each with a negative case in it): the extracted spec and the
/// report must match the reviewed expectations in `Fixtures/Idioms/NAME.expected.json` and `.expected.txt`.
final class IdiomTests: XCTestCase {
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let extraction = SwiftExtractor.extract(try Fixtures.sources("Idioms/\(name)"))
        try Fixtures.assertGolden(
            JSONSpecWriter.write(extraction.spec), "Idioms/\(name).expected.json", file: file, line: line)
        try Fixtures.assertGolden(extraction.reportText, "Idioms/\(name).expected.txt", file: file, line: line)
        let diagnostics = Analysis(spec: extraction.spec, file: name).diagnostics()
        XCTAssertFalse(diagnostics.contains(where: \.isInputError), "\(diagnostics)", file: file, line: line)
    }

    func testNavigationLinkWithDestination() throws { try check("link-destination") }
    func testNavigationLinkWithValueAcrossFiles() throws { try check("link-value") }
    func testNavigationDestinationIsPresentedAndItem() throws { try check("destination-item") }
    func testSheetsCoversPopovers() throws { try check("sheets") }
    func testAlertsAndConfirmationDialogs() throws { try check("dialogs") }
    func testTabViewWithTabItemAndTag() throws { try check("tabs") }
    func testIOS18TabsSectionsAndForEach() throws { try check("tabs-ios18") }
    func testNavigationSplitView() throws { try check("split") }
    func testRouterWithPathAndSheetEnums() throws { try check("router") }
    /// Ways back, URLs and windows opened, also through the environment's actions held under names of the view's
    /// own (`@Environment(\.dismiss) private var close`), and `.onOpenURL` as an entry point.
    func testBackNavigationURLsWindowsAndEntryPoints() throws { try check("back-and-urls") }
    func testConditionalBranchesAreKept() throws { try check("conditional") }
    func testParamsFromMemberwiseAndExplicitInitialisers() throws { try check("params") }
    func testArrayParamsAreListParams() throws { try check("list-params") }
    func testPreviewsAreSkipped() throws { try check("previews") }
    func testMalformedSwiftIsReadAsFarAsItRecovers() throws { try check("malformed") }
    func testViewsNoChainShowsAreKeptUnattached() throws { try check("unattached") }
    func testLinkLabelsAreNeverDestinations() throws { try check("link-labels") }
    func testRouterCallsAreEdgesOrUnresolvedNeverSilent() throws { try check("router-calls") }
    /// A sheet router mapped in one view modifier: one group of sheet edges, each at its case, that the stacks
    /// applying the modifier include; the screens' calls that set the sheet are merged into it.
    func testSheetRouterMappedInOneModifierIsAGroupOfSheets() throws { try check("sheet-router-group") }
    /// A view that only wraps the content it is handed (`ModalChrome { AboutView() }`) stands for that content,
    /// in a stack when it wraps it in one, and its own navigation acts from the view it wraps.
    func testWrapperViewsStandForTheContentTheyAreHanded() throws { try check("wrapper-views") }
    /// A `UIViewControllerRepresentable` is a destination, and its coordinator's `parent.dismiss()` its way out;
    /// a `UIViewRepresentable` drawn inside a screen is none.
    func testRepresentablesAreViewsWithTheirCoordinatorsWayOut() throws { try check("representables") }
    /// Navigation written on a split view's own modifiers pushes and presents from the root of its detail
    /// column's stack; its pops and the view's own state (`section = .recipes`) are no edges.
    func testNavigationOnASplitViewActsFromItsDetailStack() throws { try check("split-modifiers") }
    func testRootsThroughHelpersExtensionsAndDelegateProperties() throws { try check("roots") }
    func testAStackWithOneRegisteredTypeTakesEveryValueLinkInIt() throws { try check("single-registration") }
    func testCustomSheetModifiersAreFollowedIntoTheirDefinition() throws { try check("sheet-modifier") }
    func testRepeatedNavigationOfOneScreenIsListedAsMergedIntoItsEdge() throws { try check("merged-sites") }
    func testViewsThroughProtocolsThatRefineViewAndActionSheets() throws { try check("view-protocols") }
    func testValueLinksAndTabsOverADestinationTableShowEachCasesView() throws { try check("destination-table") }
    func testValueLinksGoToTheirOwnStacksRegistrationAndTypesAreNoCases() throws { try check("value-types") }
    func testALinkOfAViewsOwnParameterGoesWhereItsCallersLiteralsGo() throws { try check("parameter-links") }
    /// A component that hands its own parameter to a router (`router.show(sheet)`) opens, from each view that builds
    /// it, the case that construction passes, placed at the construction; a construction that passes another value
    /// keeps the link where the component writes it, for the cases no construction of that view passes.
    func testAComponentHandingItsParameterOnNavigatesPerConstruction() throws { try check("passed-cases") }
    func testCoordinatorsShowTheViewsTheirToPresentableReturns() throws { try check("coordinators") }
    /// A stack wrapper of the app built around a screen (`KitchenStack { PantryView() }`) is a stack of its own at
    /// each construction, rooted at that screen, and no model itself; its registration of a generic route type
    /// takes the cases of the one enum whose builder maps them.
    func testAStackWrapperIsAStackWhereverItIsBuilt() throws { try check("wrapped-stacks") }
    /// A view whose body switches over the route it is given (handed every value as `Destination.init`) is where each
    /// route goes, no screen of its own; a router's `back()` and `backToRoot()` that empty its path go back; a sheet
    /// whose content is a view's initialiser (`content: PinView.init`) shows that view.
    func testAViewSwitchingOverItsRouteIsADestinationTable() throws { try check("switching-destinations") }
    /// A coordinator's method that builds each screen from its case (`coordinator.build(room: .lobby)`) gives a
    /// stack's root the view the case maps to, and is no navigation there; a presented screen that clears what the
    /// coordinator presents (`coordinator.panel = nil`) dismisses it, and clearing a type's static property does not.
    func testAStackRootBuiltFromACaseAndAPresentationClearedThroughItsObject() throws { try check("case-builders") }
    /// A component's `dismiss()` (a close button, a toolbar item around it) acts on the screen that builds it, at
    /// the construction, unless the construction hands it a closure to call instead; `holder.dismiss()` on an
    /// object holding a `DismissAction` is a dismiss, and so is `dismiss.callAsFunction`, called or handed on as a
    /// button's action; a toolbar's button is no sheet's content.
    func testAComponentsWayBackActsWhereTheScreenBuildsIt() throws { try check("component-dismiss") }
    /// The app's own view modifiers followed into their declarations: an alert of state the caller hands it, and a
    /// back button's dismiss, are the calling view's, at the call; the overload its labels pick decides; a dialog
    /// of the modifier's own state is the calling view's where the modifier shows it.
    func testTheAppsOwnModifiersDialogsAndWaysBackAreAtTheirCalls() throws { try check("modifier-effects") }
    /// `UIApplication.shared.open` of a literal URL, also through a local constant or the view's own stored constant
    /// (with `Link` and `openURL` too), is an openURL, of another URL an unresolved line; a file browser
    /// (`fileImporter`) is a call site with no view a spec can hold.
    /// URLs opened through the system, and the system's own views (file browsers, the share sheet, the photo
    /// picker) as unresolved lines: views no spec can hold.
    func testSystemURLOpenersAndFileBrowsersAreAccountedFor() throws { try check("system-calls") }
    /// AppKit's modal windows run from a view's code: `NSAlert`'s `runModal()` or `beginSheetModal(for:)` (made in
    /// place or held by a local) is an alert of the view, `NSOpenPanel` and `NSSavePanel` (also the view's stored
    /// panel) the system's file browser; the app's own type with a `runModal()` is neither.
    func testAppKitAlertsAndPanelsAreAlertsAndFileBrowsers() throws { try check("appkit-modals") }
    /// Modifiers a scene writes on the one view it shows (`WindowGroup { NotesView().sheet(...) }`, `Settings {
    /// PreferencesView().alert(...) }`) are that view's presentations, dialogs and link handlers.
    func testAScenesModifiersAreThoseOfTheViewItShows() throws { try check("scene-modifiers") }
    /// A store's method that appends a case for the value it is handed to its own path (`func showPost(_ id: Int) {
    /// path.append(Destination.post(id)) }`, also `self.path.append(.comments(id))` and in a branch beside a split
    /// view's selection) pushes that case's view from each view that calls it.
    func testAStoresMethodThatAppendsToItsPathPushesAtTheCall() throws { try check("store-path-methods") }
    /// A `ViewModifier`'s own navigation (a sheet or alert of its own `@State`, a popover and a link in the bar it
    /// adds, a sheet of the flag of a model it is handed) is that of each view applying it, directly or through a function of `extension View` without
    /// arguments, written where the modifier does it; a presentation of state its caller hands stays at the call,
    /// once; a modifier no view applies is an unresolved line; a router's method whose result is read asks, and is
    /// no call site.
    func testAModifiersOwnNavigationIsThatOfTheViewsApplyingIt() throws { try check("modifier-own-navigation") }
    /// Tabs built at run time from a stored list of an enum's cases (`ForEach(chosenPanes) { $0.makeContentView() }`)
    /// are a tab per case the builder maps, with a note that the set is configurable; children with only `.tag`
    /// are tabs also inside `if`, `else if`, `switch` and a `Group`.
    func testTabsBuiltAtRunTimeAndTagOnlyChildren() throws { try check("runtime-tabs") }
    /// A method named for a way back (`dispatcher.dismissSheet()`) is one where its body, through the app's own
    /// calls, takes something presented away (`presentedSheet = nil`); one whose body takes nothing away, or that
    /// the sources do not declare, is no navigation whatever its name.
    /// A method named for a way back is one only where its body takes something presented away, also through a
    /// binding's value (`currentPath.wrappedValue.removeLast()`).
    func testAMethodNamedForAWayBackIsOneOnlyWhereItsBodyTakesOne() throws { try check("back-methods") }
    /// A value made by a static member or factory that carries its view (`.preferences`, `.article(7)`) shows
    /// that view, of the kind its transition argument (or its initialiser's default) names.
    func testValuesThatCarryTheirViewShowItWithTheirTransition() throws { try check("value-views") }
    /// Navigation state written in a view model (a method, a `sink`) is a call site of the view that holds the
    /// model, of the kind of the presentation that reads it; a case name two enums share is decided by the
    /// declared type of the state written, also through a view generic over its model, and a `switch` maps the
    /// enum its value is declared as.
    func testNavigationStateWrittenInViewModelsActsFromTheViewsThatHoldThem() throws { try check("navigation-state") }
    /// A case shown by its associated value's own view builder (`case let .account(page): page.view()`) goes
    /// to the view the inner case written inside it maps to (`.account(.recover)`); a variable is unresolved.
    func testANestedCaseGoesToTheViewItsInnerCaseMapsTo() throws { try check("nested-cases") }
    /// A registration whose cases switch over their own values (`case .settings(let page): switch page { ... }`)
    /// maps the inner cases: `.settings(.appearance)` goes to the inner case's view, handed to a link or to a
    /// function whose name says nothing but whose parameter is the registered type (`Nav.to(_:)`).
    func testARegistrationsNestedSwitchesMapTheInnerCases() throws { try check("nested-switches") }
    /// The app's own link initialisers (`NavigationLink(.section(2))`) push the view the case's enum maps it to.
    func testTheAppsOwnLinkInitialisersPushTheViewTheirCaseMapsTo() throws { try check("own-link-initialisers") }
    func testAValueLinkInASplitColumnGoesToTheColumnsRegistrationInItsOwnTarget() throws {
        try check("split-column-registration")
    }
    func testScenesDeclaredInAnExtensionOfTheAppAreItsWindows() throws { try check("scenes-in-extension") }
    func testEnumCasesAndSwitchCasesInsideIfClausesAreRead() throws { try check("conditional-cases") }
    func testURLHandlersNavigateFromTheirStackOrSayWhyAtEachCallSite() throws { try check("url-handlers") }
    func testAViewWithABodyPerPlatformIsReachedAsEachOnItsPlatforms() throws { try check("platform-bodies") }
    /// Two views of one name in two folders, one per platform, built from a shared folder: the `#if os(...)`
    /// branch around each construction says which is meant; a construction outside any branch means neither.
    func testASameNamedViewPerPlatformIsTheOneItsBranchIsCompiledFor() throws { try check("platform-views") }
    /// A router's method that appends a case or a value it builds to its own path, called from a view: the call
    /// pushes what the body appends, also through the router's own calls and for a view model one view holds.
    func testAMethodAppendingToItsOwnPathPushesAtEachCall() throws { try check("path-appending-methods") }
    /// A property a stack's `path:` is bound to is a path whatever its name: appends push, `removeLast` pops,
    /// `removeAll` and an empty list pop to the root; a list no stack is bound to is none.
    func testAPropertyBoundToAStacksPathIsAPathWhateverItsName() throws { try check("stack-bound-paths") }
    /// Closures and the presenting view's functions handed to a pushed or presented view (`onCook: { ... }`,
    /// `onDelete: closeRecipe`) act from that view, which calls them; the presenting view's own `dismiss` does not.
    func testCallbacksHandedToADestinationActFromIt() throws { try check("destination-callbacks") }
    /// Tabs tagged with numbers or strings: a literal written to the selection selects the tab it tags, from a
    /// callback handed to a tab's view (or its stack's root) as from that view; a same-named property in another
    /// file selects nothing.
    func testALiteralWrittenToATabSelectionSelectsItsTab() throws { try check("literal-tags") }
    /// Bindings keyed by a case of an optional enum (`.sheet(item: $model.destination.edit)`,
    /// `Binding($destination.camera)`, `.alert($model.destination.confirm)`): a write of that case presents what the
    /// binding binds, at the write, from the view that holds the state or calls the method that writes it; a
    /// `#if os` around the modifier limits the edge; `.alert(...)` handed as a case is no dialog.
    func testABindingKeyedByACasePresentsAtTheWritesOfThatCase() throws { try check("case-keyed-bindings") }
    func testAnInspectorIsASheetOverItsView() throws { try check("inspectors") }
    /// A destination that chooses its view by a literal (`switch page { case "compost": ... default: ... }`, or `if
    /// season == 1 || season == 2`): a link or append of a literal pushes its case's view, or the default's; a
    /// literal no case or default shows, and a value that is no literal, stay unresolved; a modifier's choice is its
    /// group's, and the stacks that apply it take it before another stack's.
    func testADestinationChoosingByLiteralPushesEachLiteralsView() throws { try check("literal-destinations") }
    /// An action the app puts in the environment (`.environment(\.openPage, OpenPageAction { page in
    /// trail.append(page) })`): each call of it (`openPage(.tags)`) pushes its case, where it is written; the
    /// closure's append of what it is handed is no navigation of its own.
    func testAnEnvironmentActionNavigatesAtEachCall() throws { try check("environment-actions") }
    /// A router's call handed a case named after a kind that wraps a destination (`router.go(.sheet(.weather))`):
    /// the wrapped case's view, by that kind; a case named after a way back (`router.go(.pop)`) is that way back.
    func testACaseNamedAfterAKindSaysHowItsDestinationIsShown() throws { try check("kind-cases") }
    /// A value read from a property of rows the app builds with case literals (`router.push(row.route)` in a loop
    /// over `[MenuRow(title: "Orders", route: .orders), ...]`, handed to a helper or kept in a property): each case
    /// the constructions of that type write, not every case of the enum; another type's property of the same
    /// name keeps its own cases.
    func testAPropertyOfRowsBuiltWithCasesGoesWhereThoseCasesGo() throws { try check("property-values") }
    /// A sidebar's selecting links written in the view's own functions that its list calls, at any depth, select
    /// the detail's cases; a function's parameter used as a link's value goes where the cases its calls pass go, or
    /// anywhere its type goes when a call hands a loop's variable; a function that builds no view and appends its
    /// parameter pushes, at each call, that call's case.
    func testLinksInTheViewsFunctionsSelectAndTakeTheirCallersCases() throws { try check("sidebar-helpers") }
    /// The app's own wrapper of `navigationDestination(for:destination:)` (`.stackDestination(for: Place.self) {
    /// ... }`), directly or through a `ViewModifier` it applies, registers the type and closure it is handed where
    /// it is called; a function of the same shape that hands nothing on registers nothing.
    func testTheAppsWrapperOfADestinationRegistersWhereItIsCalled() throws { try check("forwarded-destinations") }
    /// A capitalised case named after a view (`NavLinkTag.HistoryView`) of an enum nested in the view, where another
    /// view nests an enum of the same name: the case of the view's own enum, not every view of some registration.
    func testACapitalisedCaseOfANestedEnumIsThatCase() throws { try check("nested-capitalised-cases") }
    /// A scene's content that switches over what the app reads at launch (`switch Edition.launched()`) is a switched
    /// root; content in a `ScrollView` is read in place, its components' navigation the window's.
    func testASceneChoosesItsRootAndReadsScrollingContentInPlace() throws { try check("scene-choices") }
    /// A view whose whole body is another view of the sources, with nothing of its own (`ContentView { RootView()
    /// }`), is that view wherever it is shown, through chains of them; one that also presents something stays a
    /// screen.
    func testAViewThatPassesThroughIsTheViewItShows() throws { try check("pass-through-views") }
    /// `MenuBarExtra` scenes are windows of their own on macOS (`menuBar`, `menuBar2`), whichever form their content
    /// takes and also in a scene type of the app's own; the menus' commands act from the main window, not from a
    /// menu bar item written before it.
    func testMenuBarExtrasAreWindowsOfTheirOwn() throws { try check("menu-bar-extras") }
    /// A stack of a store's path handed a `destination` closure that switches over the store's case: each case's
    /// view is registered, and a link handed a case of the path's `State` pushes it; a case of the same name in
    /// another feature's path pushes that feature's view.
    func testAStoreStacksDestinationSwitchRegistersAViewPerCase() throws { try check("store-path-stacks") }
    /// A reducer's writes of the state a view's store binds (`state.destination = .addBook(...)` for
    /// `.sheet(item: $store.scope(state: \.destination?.addBook, ...))`, `state.path.append(.scanner(...))`), in a
    /// `Reduce` closure or a `reduce(into:action:)` method: each presents or pushes at the write, from the view that
    /// holds the store (`StoreOf<Feature>` or `Store<Feature.State, Feature.Action>`). A scope keyed by a case after
    /// the call (`$store.scope(\.$destination, action: \.destination).share`) binds that case; a dialog's modifier
    /// stands for the writes of the dialog's state; a scene whose other branch is a placeholder shows its view. Held
    /// by two views, the store's writes are placed at each view's `send` of the action whose case only navigates
    /// (also a `ViewAction`'s `send(.scanAgainTapped)` handled by `case .view(.scanAgainTapped):`).
    func testAReducersWritesOfBoundStatePresentFromTheViewHoldingItsStore() throws {
        try check("reducer-state-writes")
    }
    /// The library's earlier API: `NavigationStackStore` is a stack whose `destination` switch maps the path's
    /// cases, also to `CaseLet(..., then: PatientView.init(store:))`; `.sheet(store:state:action:)` and
    /// `.navigationDestination(store:state:action:)` bind the scope's state keyed by the case path's case.
    func testANavigationStackStoreAndTheStorePresentationsOfEarlierReleasesAreRead() throws {
        try check("navigation-stack-stores")
    }
    /// A router's method whose body writes the case it is handed to a property navigates as what reads that
    /// property (`func navigate(to route: Route) { cover = route }` is a cover, `push` appending to the path a push
    /// only); a direct write of the property (`presenter.sheet = .compose`) too; a router generic over its
    /// destinations (`Router<Destination: Hashable>`) is held as `Router`, and `Destination` is no type of the app:
    /// its item (`.popover(item: $router.sheet) { destination in switch destination { ... } }`) is of the enum the
    /// content's `switch` maps, and its `sheet` is not the presenter's.
    func testARouterMethodNavigatesAsWhatReadsThePropertyItWrites() throws { try check("router-method-kinds") }
    func testASplitColumnThatSwitchesOverTheSelectionIsASwitchItsSidebarsLinksSelect() throws {
        try check("split-selection")
    }
    func testCustomPresentationModifiersAndHelperDestinationsAreFollowed() throws {
        try check("presentation-modifiers")
    }
    func testOwnModifiersAreFollowedThroughOverloadsAndEachOther() throws { try check("layered-modifiers") }
    /// Chrome around handed content (a layout of it beside colors, shapes and spacers only), built by the call or
    /// by the app's presenting modifier, is no screen: the content is presented, and the chrome's own way back (a
    /// tap outside, a swipe) is the content's, so its cover has a way out. A panel with a title of its own stays.
    func testChromeAroundHandedContentIsTheContentsAndGivesItsWayBack() throws {
        try check("chrome-wrappers")
        let extraction = SwiftExtractor.extract(try Fixtures.sources("Idioms/chrome-wrappers"))
        let rules = Analysis(spec: extraction.spec, file: "chrome-wrappers").diagnostics().map(\.rule)
        XCTAssertFalse(rules.contains("modal-trap"), "\(rules)")
    }
    func testObjectMethodsPresentWhatTheirBodiesPresentAtTheCall() throws { try check("coordinator-content") }
    /// A URL opened or an AppKit alert run in a function outside any view (a free function, a static method, a
    /// shared or held object's method, through the type's own calls) acts from each view that calls it, where it is
    /// written; what no view calls (an app delegate's handler) says it has no screen, and a file panel is the
    /// system's file browser. A method that only shares the opener's name opens nothing, and a representable's
    /// coordinator is the representable's own code.
    func testSystemNavigationInFunctionsOutsideViewsActsFromTheirCallers() throws { try check("function-navigation") }
    /// A branch of a method's content shown only when an optional parameter is there is not what a call that
    /// hands none shows, and the `else` is not what a call handing a case shows; a `case` of a switch over a
    /// parameter shows only at calls handing (or defaulting to) its case, a `default` at the others.
    func testAParameterChoosesTheMethodsContentAtTheCall() throws { try check("optional-content") }

    /// A view whose whole body switches over its state between views of the sources (through a helper, modifiers
    /// and a layout stack) is a switched root, and each write of a case to that state, in any view or in a
    /// callback a case is handed, flips it; a switch over a loading state beside one view is content.
    func testABodyThatSwitchesOverItsStateIsASwitchedRootItsWritesFlip() throws { try check("switched-roots") }

    /// A root view (a scene's, or a case of a switched root) whose whole body is an `if` over a `Bool` it or an
    /// object it holds declares, a view in each branch, is a switched root over `true` and `false` that starts as
    /// the flag is declared, and each write of a literal to the flag flips it; a flag of a deeper view and an `if`
    /// over a value that is no declared flag are content.
    func testARootsBodyThatBranchesOverAFlagIsASwitchedRootItsWritesFlip() throws { try check("flag-roots") }

    func testARootsBranchesMayBeSwitchesAndHelpersAndTheSceneShowsItOverABackdrop() throws {
        try check("nested-roots")
    }

    /// A root reads the helpers its extensions in the file declare; a flag computed from an object's stored case
    /// (`var isSignedIn: Bool { phase == .signedIn }`) is flipped by each write of that case, also by one in a
    /// property observer that a method's write runs; a write that selects the case showing the view acting, or a
    /// case of a nested switch its block hides (`sync = .idle` beside `phase = .signedOut`), is no navigation.
    func testARootsFlagMayBeComputedAndItsHelpersWrittenInExtensions() throws { try check("computed-flags") }
    /// A macOS app's menus (`.commands { ... }`, `Commands` types and the views they build) act from the main
    /// window; `NSApp.sendAction(Selector(("showSettingsWindow:")), ...)` opens the settings, a URL bound by `if let`
    /// or `guard let` is read, and an item sheet's modifier in a screen's body is a call site of each view it shows.
    func testMenuCommandsActFromTheMainWindow() throws { try check("menu-commands") }
    /// A value written to the state of an object several views share presents what is bound to it, also in the view
    /// that binds it; the state of a view model only its screen holds is that screen's own.
    func testWritesOfSharedStatePresentWhatIsBoundToIt() throws { try check("shared-state-writes") }
    /// A screen only platform-limited navigation shows is limited to those platforms, so that `check` on the
    /// others does not call it unreachable.
    func testAScreenShownOnSomePlatformsIsLimitedToThem() throws { try check("platform-screens") }
    /// A coordinator's switch over a router's requests whose cases call its methods (in its extensions in the file)
    /// shows the views those methods build to hand on; a method that builds no view maps its case to none.
    func testACoordinatorsMethodsShowTheViewsTheyBuild() throws { try check("coordinator-methods") }

    /// A binding made in place whose setter clears the state its getter reads mirrors a presentation: SwiftUI calls
    /// the setter as it ends, no dismiss; a setter that clears other state (a picker's choice) is the user's dismiss.
    func testABindingThatMirrorsAPresentationDismissesNothing() throws { try check("binding-setters") }

    /// A link's value that is a computed property of the view (or of its extension) has the type the property
    /// declares, also where several types share its last name (`CrateView.Item`, `PalletView.Item`).
    func testAComputedValueHasTheTypeItsPropertyDeclares() throws { try check("computed-values") }

    /// A scene's own view that switches between one view of the app and placeholders (a spinner, a text) is the
    /// app's root; a function a case hands its view by name acts from that view; modifiers written for one
    /// platform (`#if os(iOS) .modifier() #endif`) after a stack's root leave the root read.
    func testASceneRootMayShowPlaceholdersAndHandFunctionsByName() throws { try check("root-placeholders") }

    /// A view handed to the app's own link row may be built by a type's static function (`AccountsModule.view()`,
    /// under modifiers): the row pushes what the function builds. A presentation that shows what a method of an
    /// object the view holds returns (`model.helpView()`) shows what the method builds, unless methods of that name
    /// of several objects build different views.
    func testAHandedViewMayComeFromAStaticFactory() throws { try check("factory-content") }
    /// A type name written inside a type means the type nested in it or around it first, as Swift looks it up: two
    /// views each nest a `Detail` enum, an `Item` and a `NotesView`, and each view's links, switch and path
    /// appends use its own; a function's local (`let item = ShelfView.Item(...)`) means its own type, not the
    /// view's property of that name.
    func testANameWrittenInATypeMeansTheTypeNestedThere() throws { try check("nested-names") }
    /// Cases written with a capital (`Route.Settings`, `Route.Profile(id:)`, `.Followers(of:)`) are cases of the
    /// enum that declares them, mapped by its view builder, also handed to a method of an object whose name says
    /// nothing (`session.nav.push(route:)`); `Catalog.Item(...)` of a namespace stays a value of the nested type.
    func testCasesWrittenWithACapitalAreCases() throws { try check("capitalised-cases") }
    /// A router's method handed a value that is no case (`router.push(author)`, `router.push(Edit(author: a))`)
    /// pushes a value of its type, as `path.append` does: the type's registration gives the view, and a type no
    /// stack registers is an unresolved line that names it.
    func testARoutersMethodHandedAValueOfARegisteredType() throws { try check("router-values") }

    /// Content an app writes in place in its scenes is read as a view named after the app: a root chosen by a stored
    /// flag between tabs and a view, a stack with its destinations, a second window's split view; a window opened
    /// for a value is a window of the view it shows, and the app's menu commands are no such content. A body
    /// switching between containers is a switched root whose cases are those containers.
    func testContentWrittenInPlaceInAnAppsScenesIsRead() throws { try check("scene-content") }

    /// A method of an object several views hold (in the environment, also `@Environment(Store.self)`) that writes
    /// navigation state navigates from each view that calls it: at the call when the method only navigates
    /// (`navigator.showFilters()`), at the write when it does other work too (`session.leave()` clears caches
    /// first); a write in a method no view calls is an unresolved line.
    func testAMethodOfAnObjectSeveralViewsHoldNavigatesFromEachCaller() throws { try check("held-object-methods") }

    /// A type the sources do not declare whose name says it is a stack (`KitNavigationView { ... }`, a package's)
    /// is a stack; one the app declares (`LedgerNavigationStack`) is read as the view it is.
    func testAPackagesStackNamedAsOneIsAStackUnlessTheSourcesDeclareIt() throws { try check("package-stacks") }

    /// The stacks a helper builds for a presentation (`cover(for:)` switching over what is presented) are the
    /// presented content's, not the view's own, and a helper that builds a stack presents its root in it; a helper
    /// shown in each branch of an availability check is what the presentation shows.
    func testHelpersThatBuildWhatAViewPresentsHoldNoContainerOfTheView() throws { try check("presented-helpers") }

    /// Names written in backticks (`` struct `default`: View ``, `` case `default` ``, `` .`private` ``, a property
    /// `` `switch` ``) are the names without them: the view and its pushes are found, and `default` is a valid id.
    func testNamesInBackticksAreReadWithoutThem() throws { try check("backticks") }

    /// A view whose `View` conformance an extension in its file declares (`struct LibraryView { ... }` with
    /// `extension LibraryView: View { var body ... }`) is a view, its stored properties its parameters.
    func testAConformanceDeclaredByAnExtensionMakesAView() throws { try check("extension-views") }

    /// A view of the app that presents a view its caller hands it (a row over `NavigationLink(destination:
    /// destination)`, a button with a sheet of its trailing closure) presents, at each construction, what that
    /// construction hands it, from the screen that builds it.
    func testContentHandedToAnAppsLinkIsPresentedWhereItIsHanded() throws { try check("handed-content") }

    /// A router's method handed a closure that builds a view (`coordinator.present { PasscodeView() }`) presents
    /// that view, of the kind its name or a case it is handed says; a module's static function that returns a
    /// view stands for the view it builds; a wrapper whose body is a stack in each branch of a `Group` is a stack
    /// wrapper.
    func testViewsHandedToARoutersMethodArePresented() throws { try check("view-closures") }

    /// A view that links its own parameter but that no view builds (only its preview does) links to no case: its
    /// link is an unresolved line, not a push to every case of the type.
    func testALinkOfAParameterNoViewHandsIsSaidNotGuessed() throws { try check("preview-only-links") }

    /// Shapes the swift fuzz harness found: each must give a spec that reads back without input errors.
    func testInputsTheFuzzerFoundGiveValidSpecs() throws {
        let inputs = [
            "let x = 1\n",
            "struct : View { var body: some View { Text(\"x\") } }\nstruct V: View { var body: some View { NavigationStack { V() } } }\n",
            "struct Loop: View { var body: some View { NavigationStack { Loop() } } }\n",
            "struct A: View { var body: some View { NavigationStack { B() } } }\n"
                + "struct B: View { var body: some View { NavigationStack { A() } } }\n",
            "@main struct X: App { var body: some Scene { WindowGroup(id: \"new-post\") { V() }; WindowGroup { V() } } }\n"
                + "struct V: View { @Environment(\\.openWindow) var openWindow\n"
                + "  var body: some View { Button(\"x\") { openWindow(id: \"new-post\"); openURL(URL(string: \"\")!) } } }\n",
            "enum Sort: String { case a = \"a b\" }\nstruct S: View { let sort: Sort; let `default`: Int\n"
                + "  var body: some View { NavigationStack { NavigationLink(\"x\", destination: S(sort: .a, default: 1)) } } }\n",
            // An app whose name the parser had to invent (bytes that are no identifier), its content written in place.
            "@main struct \u{FFFD}: App { var body: some Scene { WindowGroup { NavigationStack { V() } } } }\n"
                + "struct V: View { var body: some View { Text(\"x\") } }\n",
            // A stack inside `#if os(watchOS)` nested in the `#else` of another: compiled on no platform.
            "struct V: View {\n#if os(watchOS)\n  var body: some View { NavigationStack { Text(\"w\") } }\n#else\n"
                + "  var body: some View { NavigationStack {\n#if os(watchOS)\n    NavigationStack { Text(\"x\") }\n"
                + "#endif\n  } }\n#endif\n}\n",
            // A `Settings` scene (macOS only) inside `#if os(iOS)`: a window on no platform.
            "@main struct A: App { var body: some Scene {\n  WindowGroup { V() }\n#if os(iOS)\n  Settings { V() }\n"
                + "#endif\n} }\nstruct V: View { var body: some View { Text(\"x\") } }\n",
        ]
        for text in inputs {
            let json = JSONSpecWriter.write(SwiftExtractor.extract([SwiftSource(path: "Input.swift", text: text)]).spec)
            let spec = try SpecReader.read(Array(json.utf8), format: .json)
            let errors = Analysis(spec: spec, file: "input").diagnostics().filter(\.isInputError)
            XCTAssertEqual(errors, [], json)
        }
    }

    /// An app whose one scene is its `Settings` scene has that window, which `SettingsLink` opens by its id, rather
    /// than a root; beside a menu bar extra, each is a window of its own, on macOS.
    func testSettingsAndMenuBarScenesAreWindowsOfTheirOwn() throws {
        let views =
            "struct V: View { var body: some View { SettingsLink { Text(\"s\") } } }\n"
            + "struct P: View { var body: some View { Text(\"p\") } }\n"
        let settingsAlone = "@main struct A: App { var body: some Scene {\n  Settings { P() }\n} }\n" + views
        let withMenuBar =
            "@main struct A: App { var body: some Scene {\n  MenuBarExtra(\"x\") { V() }\n"
            + "  Settings { P() }\n} }\n" + views
        for (text, windows) in [(settingsAlone, ["settings"]), (withMenuBar, ["menuBar", "settings"])] {
            let extracted = SwiftExtractor.extract([SwiftSource(path: "Input.swift", text: text)]).spec
            let json = JSONSpecWriter.write(extracted)
            let spec = try SpecReader.read(Array(json.utf8), format: .json)
            XCTAssertEqual(spec.windows?.map(\.id.value), windows, json)
            XCTAssertEqual(
                spec.windows?.map { $0.platforms?.platforms.map(\.value) }, windows.map { _ in [.macOS] }, json)
            XCTAssertEqual(Analysis(spec: spec, file: "input").diagnostics().filter { $0.severity == .error }, [], json)
        }
    }

    /// The swift fuzz harness found a 1.5 KB file with 69 `[` left open that kept the parser busy for
    /// minutes (its time doubles with each); past the limit the file gets a note instead of a parse.
    func testBracketsNestedPastTheLimitAreANoteNotAHang() {
        let deep =
            "struct A: View {\n  var body: some View {\n    " + String(repeating: "[", count: 70)
            + " List { Text(\"x\") }\n  }\n}\n"
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Deep.swift", text: deep)])
        XCTAssertEqual(extraction.notes.map(\.location), [SwiftLocation(file: "Deep.swift", line: 3, column: 19)])
        XCTAssertTrue(extraction.notes[0].message.contains("more than 14 '[' open at once"))
        let nested = "let grid = " + String(repeating: "[", count: 14) + String(repeating: "]", count: 14) + "\n"
        XCTAssertNil(BracketDepth.firstExcess(in: nested))
        XCTAssertEqual(BracketDepth.firstExcess(in: nested + String(repeating: "[", count: 15)), nested.utf8.count + 14)
        // Found by the harness later: after a stored property's name, 16 took 16 s under the sanitizer.
        let property =
            "struct B: View {\n  @State private var s" + String(repeating: "[", count: 15) + " @State var t\n}\n"
        let noted = SwiftExtractor.extract([SwiftSource(path: "Property.swift", text: property)])
        XCTAssertEqual(noted.notes.map(\.location), [SwiftLocation(file: "Property.swift", line: 2, column: 37)])
    }

    /// A shared object's method that writes the case it is handed to a property nothing reads, beside a flag an alert
    /// reads (`func showAlert(_ kind: AlertKind) { alertKind = kind; isShowingAlert = true }`): its call is read by
    /// its name, an unresolved line, not left silent as a write that means nothing.
    func testACallWritingAStateNothingReadsIsReadByItsName() {
        let text = """
            enum AlertKind { case failed, done }
            @Observable final class Model {
              var isShowingAlert = false
              var alertKind = AlertKind.done
              func showAlert(_ kind: AlertKind) { alertKind = kind; isShowingAlert = true }
            }
            struct Root: View {
              @Environment(Model.self) var model
              var body: some View {
                @Bindable var model = model
                Rows().alert("Failed", isPresented: $model.isShowingAlert) { Button("OK") {} }
              }
            }
            struct Rows: View {
              @Environment(Model.self) var model
              var body: some View { Button("Fail") { model.showAlert(.failed) } }
            }

            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Alert.swift", text: text)])
        let call = SwiftLocation(file: "Alert.swift", line: 16, column: 42)
        let kinds = extraction.notes.filter { $0.location == call }.map(\.kind)
        XCTAssertEqual(kinds, [.unresolved], "\(extraction.notes)")
    }

    /// A closure's parameter that shadows the function's (`func openAll(_ page: Page) { pages.forEach { page in
    /// path.append(page) } }`) is the closure's value: the append pushes where it is written, not the cases the
    /// function's calls pass at each call.
    func testAClosureParameterShadowsTheFunctionsOwn() {
        let text = """
            enum Page: Hashable { case first, second, third }
            struct Reader: View {
              @State private var path: [Page] = []
              let pages: [Page] = [.second, .third]
              var body: some View {
                NavigationStack(path: $path) {
                  Button("Open") { openAll(.first) }
                    .navigationDestination(for: Page.self) { page in
                      switch page {
                      case .first: FirstView()
                      case .second: SecondView()
                      case .third: ThirdView()
                      }
                    }
                }
              }
              private func openAll(_ page: Page) { pages.forEach { page in path.append(page) } }
            }
            struct FirstView: View { var body: some View { Text("1") } }
            struct SecondView: View { var body: some View { Text("2") } }
            struct ThirdView: View { var body: some View { Text("3") } }

            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Reader.swift", text: text)])
        // The append is navigation of its own, where it is written, not the cases the function's calls pass.
        let sources = extraction.spec.models.flatMap(\.edges).compactMap(\.source?.value)
        XCTAssertEqual(sources.filter { $0.hasPrefix("Reader.swift:17:") }.count, 2, "\(sources)")
    }

    /// Views that pass through to each other in a cycle stand for nothing: each stays a screen, and the spec reads
    /// back with no error.
    func testViewsPassingThroughToEachOtherStandForNothing() throws {
        let text = """
            @main struct A: App { var body: some Scene { WindowGroup { First() } } }
            struct First: View { var body: some View { Second().padding() } }
            struct Second: View { var body: some View { First() } }

            """
        let json = JSONSpecWriter.write(SwiftExtractor.extract([SwiftSource(path: "Loop.swift", text: text)]).spec)
        let spec = try SpecReader.read(Array(json.utf8), format: .json)
        XCTAssertEqual(spec.root?.value, "First", json)
        XCTAssertEqual(Analysis(spec: spec, file: "input").diagnostics().filter(\.isInputError), [], json)
    }

    /// A body's bindable copy of a held object under another name (`@Bindable var bindable = store`) binds that
    /// object's state: a call of the object's method that sets it, from another view, presents what it binds.
    func testABindableCopyUnderAnotherNameBindsTheObject() throws {
        let text = """
            @Observable final class Store {
              var showingLogin = false
              func showLogin() { showingLogin = true }
            }
            struct Root: View {
              @Environment(Store.self) var store
              var body: some View {
                @Bindable var bindable = store
                Feed().sheet(isPresented: $bindable.showingLogin) { Login() }
              }
            }
            struct Feed: View {
              @Environment(Store.self) var store
              var body: some View { Button("Log in") { store.showLogin() } }
            }
            struct Login: View { var body: some View { Text("Login") } }

            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Bind.swift", text: text)])
        let call = SwiftLocation(file: "Bind.swift", line: 14, column: 44)
        let noted = extraction.notes.filter { $0.location == call }.map(\.kind)
        let edges = extraction.spec.models.flatMap(\.edges).filter { $0.source?.value == call.description }
        XCTAssertTrue(noted == [.merged] || edges.count == 1, "\(extraction.notes) \(edges)")
    }

    func testTheSameSourcesInAnyOrderGiveTheSameBytes() throws {
        let sources = try Fixtures.sources("ShopApp")
        let forward = JSONSpecWriter.write(SwiftExtractor.extract(sources).spec)
        let backward = JSONSpecWriter.write(SwiftExtractor.extract(sources.reversed()).spec)
        XCTAssertEqual(forward, backward)
    }

    func testEveryPrefixOfAFileExtractsWithoutCrashing() throws {
        let text = try Fixtures.sources("ShopApp").map(\.text).joined(separator: "\n")
        let utf8 = Array(text.utf8)
        for end in stride(from: 0, to: utf8.count, by: 401) {
            let extraction = SwiftExtractor.extract([
                SwiftSource(path: "Cut.swift", text: String(decoding: utf8[..<end], as: UTF8.self))
            ])
            XCTAssertFalse(
                Analysis(spec: extraction.spec, file: "cut").diagnostics().contains(where: \.isInputError)
            )
        }
    }

    /// Tabs built from an enum's cases through a view handed each case (`ForEach(Section.allCases) { Tab(...) {
    /// SectionRoot(section: $0) } }`), whose body shows what the enum maps its value to, in a stack or not: a tab per
    /// case that maps to a view. A view handed the case that shows something else keeps the loop one dynamic tab.
    func testTabsOverAnEnumsCasesThroughAViewHandedEachCase() throws { try check("cased-tabs") }
    /// Destinations registered in a `ViewModifier` count where the functions of `extension View` that apply it,
    /// directly or through another modifier, are applied to a stack's root; a modifier that registers nothing adds
    /// no group; a view registered there that no link extract reads pushes is a screen, also where a body shows it.
    func testDestinationsRegisteredInAViewModifierAreTheStacksThatApplyIt() throws {
        try check("modifier-registrations")
    }
    /// A method of the view whose body does not navigate is no router call, whatever its name: `present(.tags)`
    /// that sets the view's own flag is the popover the flag drives, not a push of `.tags`. One that hands its value
    /// to the router (`show(.detail)`) still navigates at each call.
    func testTheViewsOwnMethodsThatDoNotNavigateAreNoRouterCalls() throws { try check("quiet-helpers") }
    /// A router's push or pop from a screen presented without a stack (a reply sheet, a warning cover) acts on the
    /// stack under the presentation: the edge runs from the presenter (`after: dismiss`). Where no stack encloses
    /// the presenter either, the call is an unresolved line (an edge still of the screens that show it inside a
    /// stack), and a screen only it reaches keeps `unreachable-model` quiet. In a presentation with its own stack
    /// the call pushes there; a link in a presentation without one stays as it is (the code's fault).
    func testARoutersStackNavigationFromAPresentationWithoutAStackIsLeftUnresolved() throws {
        try check("stackless-router")
    }
    /// A window opened for a value (`WindowGroup(for: EditorWindow.self)`) is a window named after the type (its
    /// `if let` shows the first branch's view), or one per view of the sources its switch over the value shows;
    /// `openWindow(value:)` opens the window of the value's
    /// case (any of the type's for a value whose case is not written). A case no view is shown for and a type no
    /// scene opens are unresolved lines; an id handed beside the value names the window; a value window whose id
    /// another window has is numbered (`Attachment2`), and opened as such.
    func testWindowsOpenedForAValueAreOpenedByTheirValuesCase() throws { try check("value-windows") }
    /// A method of the view that navigates without handing its parameter on (the case chooses what its own sheet
    /// shows) is no router call either: a call handing `.archive` is not a push of the route of that name. One that
    /// hands it on through a local made from it (`let route = value`) still navigates at the call.
    func testACaseThatOnlyChoosesAHelpersContentIsNoDestination() throws { try check("case-choosing-helpers") }
    /// A write in a cover's content that ends it (`editing = false` in its toolbar, `draft = nil` in a callback
    /// handed to its view, `showsFilters.toggle()`) is a way back of the view presented; a reset in `.onDisappear`
    /// is none, and neither is a sheet's (a swipe closes it).
    func testWritesThatEndAPresentationInItsContentAreItsWayBack() throws { try check("presentation-closings") }

    /// Presentations written on a presentation's content (`AccountScreen().sheet(...)`, also inside a stack around
    /// it) are the presented view's; on content of several views, the presenting one's. With `{ ... } content: {
    /// ... }` the trailing closure is `onDismiss`, and the labelled one is the content.
    func testNavigationOnPresentedContentIsThePresentedViews() throws { try check("presented-content") }
    /// The app's modifiers that present an item the caller hands (`webPage(url:)`), or present through another of
    /// the app's presenting modifiers, present at each call; one that presents from its own state presents where
    /// it does so, from each view applying it, and a `$0` of a callback inside the content is no item. A sheet of the content a modifier is handed, in its
    /// chrome (`CardChrome { content() }`), is no navigation stranded in the modifier.
    func testTheAppsModifiersPresentWhatTheirCallersHandThem() throws { try check("handed-item-modifiers") }
    /// A view model navigates from the one view that makes it (its router calls, in the class and its extensions),
    /// also when views it builds observe it too; its array appends are none; an object two views are only handed
    /// says nothing of its own.
    func testAnObjectOneViewHoldsNavigatesFromThatView() throws { try check("held-objects") }
    /// A store the views reach through an environment key or a protocol that one class conforms to is that class:
    /// a view's call of its method performs what the method writes (`openArticle(_:)` appending to its path is a
    /// push from the caller). A protocol two types conform to stands for neither, a list that is no path is no
    /// navigation, and a method nobody calls is an unresolved line.
    func testAStoreReachedThroughTheEnvironmentOrAProtocolNavigatesFromItsCallers() throws {
        try check("environment-stores")
    }
    /// A presentation, dialog or split column bound to the state of an object the views share
    /// (`.sheet(isPresented: $state.isShowingHelp)`, `.alert(item: $state.alert)`, `switch state.counter`) is
    /// presented or switched from each other view that writes that state (`true` to a flag, a case to an item, a tag
    /// of a list bound to it), at the write; writes in the view that binds it are its modifier's own edge, and
    /// `false` presents nothing. A method of the object that only navigates is written at its callers' calls; a
    /// write among other work is written where it is, from each view that calls the method.
    func testStateOfASharedObjectPresentsFromTheViewsThatWriteIt() throws { try check("bound-state") }
    /// An object's own methods write the state a presentation is bound to: a view's call that reaches the write
    /// through the object's own calls (`checkOut` calling `borrow`) presents it from that view, at the write; a write
    /// no view's call reaches (a timer's `sink`, a method only the app delegate calls) presents it from the view that
    /// binds it. `false` presents nothing, a write nothing binds stays an unresolved line, and the object one view
    /// owns writes that view's own state, which its modifier's edge says.
    func testAnObjectsOwnWritesPresentWhatTheirStateIsBoundTo() throws { try check("object-own-writes") }
    /// A `TabView` whose selection is bound to state (`$navigator.section`, or the view's own `$pane`) switches tabs
    /// where a tag of it is written to that state: in a view, through a binding handed down, in the object's method
    /// (at its callers' calls when it only navigates), or by a call that hands the case for a parameter the method
    /// writes (`reveal(.account)`, also in an extension of the view); a loop's element over the enum's cases switches
    /// to each tab. Another object's property of that name, a case no tab is tagged with, another state of the same
    /// type, a loop over strings and a value handed to a method that is no literal case are none.
    func testAWriteOfATabViewsSelectionSwitchesTabs() throws { try check("tab-switches") }
    /// A router's typed overload that turns a model into a route (`func push(_ recipe: Recipe) { push(.recipe(id:
    /// recipe.id)) }`, also named otherwise and through `self`) makes `router.push(recipe)` a push of that route's
    /// view; an overload that hands one of two routes at run time stays unresolved. A destination built in a
    /// wrapper that hands its loaded value to a closure, with one of SwiftUI's placeholders meanwhile (`Loading(id:)
    /// { recipe in RecipeView(recipe: recipe) }`), is the closure's view.
    func testATypedOverloadOfARouterPushesTheRouteItHandsOn() throws { try check("value-overloads") }
    /// The app's own `TabView` hides SwiftUI's: `TabView(library: { LibraryView() }, settings: settingsView)` builds
    /// it, and its body's `SwiftUI.TabView` is SwiftUI's. Each tab a function builds for a call (`tab(content:
    /// library, tab: .library)`, of the file or of the view) is read with the call's arguments: a stack rooted at
    /// what the app's tab view is handed there (a closure, an initialiser, a method declared to return a view), tagged
    /// with the case handed. Constructions that hand different views show the first, with a note; a stack one of
    /// whose callers hands content extract cannot name keeps its content in place.
    func testTheAppsOwnTabViewShowsWhatItsCallersHandItsTabs() throws { try check("app-tab-views") }
    /// Presented content that chooses its view as a whole (an `if`/`else if` chain or a `switch`, written in place or
    /// in a helper the content calls, with or without arguments) presents each branch's view; a view built in a
    /// branch's condition (`if let editor = EditorView(...)`) is that branch's. A view shown only under a condition
    /// inside the content (`VStack { NewsView(); if showsBanner { BannerView() } }`) is no destination.
    func testContentThatChoosesAmongViewsPresentsEachBranch() throws { try check("branching-content") }
    /// A link view handed its route without a label (`RowLink(.settings(.general), "General")`) whose tap hands it to
    /// a function that names no navigation (`Nav.to(value)`) pushes, from each construction that passes a literal,
    /// the view the literal's case maps its inner case to. A value handed so whose type no view builder maps
    /// (`Styling.apply(accent)`) is no navigation.
    func testALinkViewsValuePassedWithoutALabelPushesFromItsConstruction() throws { try check("link-components") }
    /// The app's `Settings` scene is a window of its own, on macOS only (and within its `#if os(...)`), which
    /// `SettingsLink` and the environment's `openSettings()` open; a method of the view's own named `openSettings`
    /// is no such action.
    func testTheSettingsSceneIsAWindowThatSettingsLinkOpens() throws { try check("settings-scene") }
    /// A view's call of an object's method (`sceneDelegate.onContinueUserActivity($0)`) whose own calls hand a case
    /// for a parameter another of its methods writes (`navigate(to: .containers)`, `activeTab = tab`) switches to
    /// each tab so handed; the object's property is read also where it is declared once per platform inside `#if`.
    /// A method that writes a string it is handed switches nothing.
    func testAnObjectsOwnCallsHandTheTabItsMethodWrites() throws { try check("handed-activity") }
    /// A view's call that posts a notification (`NotificationCenter.default.post(name:object:)`, or the app's free
    /// function that does, through the app's own functions) navigates from that view as the views that receive it do:
    /// a push of the posted value where a handler appends it to a path, the presentation bound to the property a
    /// handler sets. A notification no handler navigates on, and a function that posts nothing, are no navigation.
    func testANotificationPostedNavigatesAsItsReceiversDo() throws { try check("notification-routes") }
    /// A split view's detail that shows whatever is selected (`if let selection { NoteView(...) } else { ... }`, `if
    /// selection != nil`, also in a `Group`) is a switch whose case the sidebar's list selects, written in place or in a view handed the
    /// selection; an `if` over a flag is none.
    func testADetailShowingTheSelectionIsSwitchedByTheSidebarsList() throws { try check("selection-detail") }
    /// A value written to the optional a detail column tests selects its case, in the split's view and in views
    /// handed it as a binding; `nil` shows the `else` where that shows a view; the column may be a helper whose
    /// `if` looks the value up in another `if`.
    func testWritesOfTheSelectionSwitchTheDetail() throws { try check("selection-writes") }
    /// A view of the app that lays out the closures its callers hand as a split view's columns is that split view
    /// at each construction; a detail testing a computed value selects by the stored optional it reads. A view
    /// handed a `detail:` closure that lays out no split view is that view.
    func testTheAppsOwnSplitViewIsTheSplitAtEachConstruction() throws { try check("split-wrapper") }
    /// A view whose body is the app's own stack wrapper built around another view (its name a stack's or not) is
    /// that stack, rooted at the view handed (a sheet showing it pushes inside it), or at itself where the view
    /// handed is chrome handed content in turn, also beside an overlay shown under a condition in a `ZStack`; a body
    /// that only decorates is no stack.
    func testABodyThatIsAStackWrapperMakesTheViewThatStack() throws { try check("wrapped-body") }
    /// A `TabView` styled as pages (`.page`, `PageTabViewStyle()`) is a pager inside one screen: no tab
    /// bar, so it may be pushed or be a stack's root, and its pages' navigation is that screen's.
    func testAPagedTabViewIsContentOfItsScreen() throws { try check("paged-tabs") }
    /// A case that calls the type's own helper (`case .signIn: signInView()`) shows each view the helper's body
    /// chooses among (each branch of its `if` or `switch`), two helpers deep; a case appended to a local list is no
    /// navigation.
    func testACaseShowsWhatTheHelperItCallsBuilds() throws { try check("case-helpers") }
}
