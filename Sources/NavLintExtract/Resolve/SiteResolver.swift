import NavLintCore

/// A navigation resolved to what it reaches, before views are turned into model ids.
struct ResolvedEdge: Hashable {
    enum Target: Hashable {
        case view(String)
        case dialog(String)
        case window(String)
        case url(String)
        /// A case of a split column's switch or of a switched root: the view that declares it, the switch's
        /// container index, the case.
        case switchCase(view: String, container: Int, caseName: String)
        /// A tab of a tab view: the view that declares it, the tab view's container index, the tab's spec id.
        case tab(view: String, container: Int, tab: String)
        case none
    }

    var kind: EdgeKind
    var target: Target
    var stacked: Bool
    var location: SwiftLocation
    /// The view modifier whose registration the edge goes through (see ``Registration/modifier``).
    var modifier: String? = nil
    /// A component's way back that a construction handing it a closure does not take (see ``NavSite``).
    var unlessHandedClosure = false
    /// A link of a view's own parameter, resolved for one case its callers pass (see ``PassedCase``).
    var passedCase: PassedCase? = nil
    /// Written to state a stack binds, not performed by a link (see ``NavSite/writesNavigationState``).
    var writesState = false
    /// Run from the presenter after the view dismisses itself (see ``StacklessStateNavigation``).
    var afterDismiss = false
    /// The modifier that presents what the edge shows, when the edge is placed at a write of the state it is bound
    /// to: the edge exists only on the platforms of both places.
    var presentedAt: SwiftLocation? = nil

    /// The edge marked (or, with nil, no longer marked) as resolved for a case its view's callers pass.
    func passing(_ passed: PassedCase?) -> ResolvedEdge {
        var edge = self
        edge.passedCase = passed
        return edge
    }
}

/// The case a caller passes for a view's parameter that the view links (`PaneHeader(pane: .notes)` for
/// `NavigationLink(value: pane)`): the edge is the navigation of the views that build it with that case.
struct PassedCase: Hashable {
    /// The view that links its parameter.
    var view: String
    var parameter: String
    /// The literal passed: a case, or a case with its inner case (`settings.general`).
    var caseName: String
    /// The link is a call whose names say no navigation (`Nav.to(value)`): the construction that passes the literal
    /// is where the navigation is written, and the edge is placed there; a link of its own (`NavigationLink(value:
    /// pane)`) keeps its place.
    var atConstruction = false
}

/// Turns navigation sites into edges against the type tables, and says why when it cannot.
struct SiteResolver {
    let tables: TypeTables
    private let columns: ColumnSwitches
    private let switchedRoots: SwitchedRoots
    private let tabSelections: TabSelections
    private let boundPresentations: BoundPresentations
    /// Which view each object belongs to: a write of an object's state in the view binding it is a call site only
    /// when the object is shared.
    private let objects: HeldObjectNavigation
    /// The views some body or presentation of the sources builds (previews aside).
    private let builtViews: Set<String>
    /// What kind of navigation each transition case of a value that carries its view is.
    let transitions: TransitionKinds
    /// The windows `openWindow(value:)` opens.
    private let valueWindows: ValueWindows

    init(tables: TypeTables, scenes: [SceneFacts]) {
        self.tables = tables
        valueWindows = ValueWindows(scenes: scenes, tables: tables)
        columns = ColumnSwitches(tables)
        switchedRoots = SwitchedRoots(tables)
        tabSelections = TabSelections(tables)
        boundPresentations = BoundPresentations(tables)
        objects = HeldObjectNavigation(tables.views)
        builtViews = tables.builtViews()
        transitions = TransitionKinds(tables)
    }

    enum Outcome {
        case edges([ResolvedEdge])
        case unresolved(String)
        /// A presentation bound to a router's property whose values map to views: the calls that set the
        /// property are its edges; or of content the view's callers hand it: the constructions are. With the edges
        /// the presentation stands for, where its views are known: its place is merged into theirs.
        case registered(standsFor: [ResolvedEdge])
        /// A speculative site whose value is no destination: not navigation at all.
        case ignored
    }

    func resolve(_ site: NavSite, in view: ViewFacts) -> Outcome {
        if site.handedOn { return .registered(standsFor: []) }
        switch site.action {
        case .present(let kind, let destination):
            // What an app's scene content, or a view whose body is tabs or a split view, presents for a router's item
            // serves every screen in it: it is left to the writes, as a registration.
            let servesScreens = view.isSceneContent || [.tabs, .split].contains(view.containers.first?.kind)
            return present(kind, destination, site: site, atModifier: !servesScreens)
        case .route(let destination):
            let outcome = route(destination, site: site, in: view)
            // A call read as its method's write of a property nothing reads is read by its name, never silent.
            guard case .ignored = outcome, let named = site.callAsNamed else { return outcome }
            var called = site
            (called.router, called.callAsNamed) = (named, nil)
            return route(destination, site: called, in: view)
        case .dialog(let index):
            let dialog = view.dialogs[index]
            return .edges([
                ResolvedEdge(
                    kind: dialog.kind, target: .dialog(Self.dialogID(of: view, index: index)), stacked: false,
                    location: site.location)
            ])
        case .back(let kind):
            if let holder = site.throughObject, !tables.holdsDismissAction(holder) { return .ignored }
            if let method = site.backMethod, !tables.backMethods.takesAway(method) { return .ignored }
            var edge = ResolvedEdge(kind: kind, target: .none, stacked: false, location: site.location)
            edge.unlessHandedClosure = site.unlessHandedClosure
            return .edges([edge])
        case .openURL(let url):
            guard let url, !url.isEmpty else { return .unresolved("openURL with a URL that is not a string literal") }
            return .edges([ResolvedEdge(kind: .openURL, target: .url(url), stacked: false, location: site.location)])
        case .openWindow(let id):
            guard let id else {
                guard let value = site.windowValue else {
                    return .unresolved("openWindow is handed an id that is no string literal: no window named")
                }
                return openWindow(value, site: site, in: view)
            }
            return .edges([
                ResolvedEdge(
                    kind: .openWindow, target: .window(SpecNaming.id(of: id)), stacked: false, location: site.location)
            ])
        }
    }

    /// `openWindow(value:)`: the windows opened for the value's type and case.
    private func openWindow(_ value: Destination, site: NavSite, in view: ViewFacts) -> Outcome {
        switch valueWindows.windows(for: value, in: view.name, tables: tables) {
        case .success(let ids):
            .edges(
                ids.map {
                    ResolvedEdge(kind: .openWindow, target: .window($0), stacked: false, location: site.location)
                })
        case .failure(let unopened): .unresolved(unopened.reason)
        }
    }

    /// `VAlert`, `VAlert2`, ...: a view's dialogs in the order they are written.
    static func dialogID(of view: ViewFacts, index: Int) -> String {
        let location = view.dialogs[index].location
        let rank = view.dialogs.lazy.filter { $0.location < location }.count
        return SpecNaming.id(of: view.name) + "Alert" + (rank == 0 ? "" : String(rank + 1))
    }

    /// What a presentation shows, at its modifier, or (`atModifier` false) only at the writes of the state it is
    /// bound to.
    private func present(
        _ kind: EdgeKind, _ destination: Destination, site: NavSite, atModifier: Bool = true
    )
        -> Outcome
    {
        guard case .content(let shape, let item, let local) = destination else { return route(destination, site: site) }
        // A view that switches over the item it is handed (`SheetView(sheet: $0)`) shows each case's view.
        let shown = tables.branchViews(shape.candidates, from: site.location.file)
        if !shape.switched, let view = shown.first, item == nil || !tables.isDestinationTable(view.name) {
            return .edges(shown.map { edge(kind, $0, site) })
        }
        guard let item, let type = tables.resolve(item) ?? shape.switchedAt.flatMap({ tables.switchedEnums[$0] }) else {
            let what = kind == .push ? "push" : kind.rawValue
            return .unresolved("the \(what) shows content that builds no view type declared in the sources")
        }
        // An item bound to the view's own property: every case it can hold is presented from here. Bound to a
        // router's property: the calls that set it are the edges (see TypeTables registrations), and so is the
        // modifier when a view's body presents it, not a modifier of `extension View` that views apply.
        let views = views(of: type, kind: kind, caseName: nil, shape: shape)
        // A value that carries its view: the calls that hand such values on are the edges.
        if views.isEmpty, tables.valueViews.carries(type) { return .registered(standsFor: []) }
        if views.isEmpty { return .unresolved("no view is mapped to the values of \(type)") }
        let edges = views.map { edge(kind, $0, site) }
        guard local || atModifier && site.modifier == nil else { return .registered(standsFor: edges) }
        return .edges(edges)
    }

    func route(_ written: Destination, site: NavSite, in view: ViewFacts? = nil) -> Outcome {
        let destination = tables.capitalisedCase(written, in: view?.name) ?? written
        if site.writesBoundValue { return boundPresentation(written: destination, site: site, in: view) ?? .ignored }
        // A link in a split view's column that sets the selection another column switches over.
        if let view, let selected = columns.edges(selecting: destination, site: site, in: view) {
            return .edges(selected)
        }
        // An assignment that flips a switched root (`model.phase = .signedIn`).
        if let flipped = switchedRoots.edges(writing: destination, site: site, from: view?.name) {
            return flipped.isEmpty ? .ignored : .edges(flipped)
        }
        // A write of a tag to the state a tab view's selection is bound to.
        if let selected = tabSelections.edges(writing: destination, site: site) { return .edges(selected) }
        if let presented = boundPresentation(written: destination, site: site, in: view) { return presented }
        if site.selectsOnly { return .ignored }
        switch destination {
        case .enumCase(let reference, let name):
            return routeCase(name, of: reference, site: site, in: view)
        case .value(let reference):
            return routeValue(reference, site: site, in: view)
        case .literal(let type, let value):
            return routeLiteral(value, of: type, site: site, in: view)
        case .unknown(let reason):
            if !site.speculative, site.router == nil,
                let single = view.flatMap({ tables.singleRegistration(around: $0.name) })
            {
                return edges(forType: single, caseName: nil, site: site, in: view)
            }
            return .unresolved(reason)
        case .content:
            return present(.push, destination, site: site)
        }
    }

    /// A write of the state a presentation or dialog is bound to (`store.isImporting = true`) in another view than
    /// the one that binds it, in an object's code, or in that view when the state is an object several views hold:
    /// what the presentation shows, from the writing view, at the write. Nil for a write of the view's own state
    /// (or its view model's) in that view, which is its modifier's edge, for state no presentation is bound to,
    /// and for an item whose cases map to views.
    private func boundPresentation(written destination: Destination, site: NavSite, in view: ViewFacts?) -> Outcome? {
        guard let bound = boundPresentations.presentation(written: destination, by: site, in: view?.name), let view,
            let presenter = tables.views[bound.view]
        else { return nil }
        let sameView = TypeTables.lastComponent(bound.state.boundIn) == TypeTables.lastComponent(view.name)
        // A case-keyed binding shows one view for its case: the write of that case is the edge, as a case of an item
        // whose cases map to views is.
        guard site.inHeldObject || !sameView || objects.isShared(bound.state) || bound.state.caseName != nil else {
            // A dialog shows the same whatever value is written (`alert = .endMeeting(...)`): its modifier's edge
            // stands for the write.
            if case .dialog = bound.site.action { return .ignored }
            return nil
        }
        var presented = bound.site
        (presented.location, presented.bound) = (site.location, nil)
        // An item whose cases map to views: the case written decides the view (see `routeCase`).
        if case .present(let kind, let content) = presented.action {
            let outcome = present(kind, content, site: presented, atModifier: false)
            if case .registered = outcome { return nil }
            return outcome.presented(by: bound.site.location)
        }
        return resolve(presented, in: presenter).presented(by: bound.site.location)
    }

    /// A value handed to a router or linked (`NavigationLink(value: item)`): the views its type's registrations
    /// or mapping show, or why none.
    func routeValue(_ reference: TypeRef, site: NavSite, in view: ViewFacts?) -> Outcome {
        // A link of the parameter of a view built nowhere but in previews: no value reaches it, and every case
        // would be a guess.
        if let view, let parameter = site.parameter, !builtViews.contains(view.name),
            tables.literalArguments.cases(of: view.name, parameter: parameter).isEmpty
        {
            if site.speculative { return .ignored }
            return .unresolved("links its \(parameter), but no view of the sources builds \(view.name) to hand one")
        }
        let resolved = tables.resolve(reference, in: view?.name)
        if let flowed = knownCaseEdges(of: reference, resolved: resolved, site: site, in: view) { return flowed }
        // A value of a destination table no stack registers (an enum whose computed `destination` switches
        // over its cases): each case's view is shown.
        if !site.speculative, site.router == nil, let type = resolved,
            tables.registrations[type] == nil, tables.caseViews[type] != nil
        {
            let views = tables.mappedViews(of: type).map(\.view)
            if !views.isEmpty { return .edges(views.map { edge(.push, $0, site) }) }
        }
        // A value link on a stack that registers one destination type is a value of that type.
        if !site.speculative, site.router == nil,
            resolved.map({ tables.registrations[$0] == nil }) ?? true,
            let single = view.flatMap({ tables.singleRegistration(around: $0.name) })
        {
            return edges(forType: single, caseName: nil, site: site, in: view)
        }
        if let view, let type = resolved, tables.registrations[type] == nil,
            let passed = passedCaseEdges(of: type, site: site, in: view)
        {
            return .edges(passed)
        }
        // A value a method of the app turns into a case (`router.push(author)`, `push(.author(author.id))`).
        if let forwarded = forwardedCase(of: resolved, site: site) {
            return routeCase(forwarded.name, of: forwarded.type, site: site, in: view)
        }
        guard let type = resolved, tables.registrations[type] != nil else {
            // An enum's value that no case names, handed to a router that maps cases.
            if let call = site.router, !site.speculative, let resolved, tables.enums[resolved] != nil {
                let reason = "\(call.written) is handed a value of \(resolved), whose case extract cannot read"
                return .unresolved(reason)
            }
            let named = resolved.map { "its type, \($0)" } ?? "this value's type"
            return site.speculative
                ? .ignored
                : .unresolved(
                    "no navigationDestination is registered for \(named)"
                        + (site.router.map { " (\($0.written))" } ?? ""))
        }
        return edges(forType: type, caseName: nil, site: site, in: view)
    }

    /// A router call, assignment or link handing an enum case on: the registration or view builder that maps
    /// the case gives its view.
    func routeCase(_ name: String, of reference: TypeRef?, site: NavSite, in view: ViewFacts?) -> Outcome {
        let declared = reference.flatMap { tables.resolve($0, in: view?.name) ?? tables.resolve($0, havingCase: name) }
        if let carried = carriedView(name, declared: declared, site: site) { return carried }
        if let nested = nestedCase(name, declared: declared, site: site) { return nested }
        var types = declared.map { [$0] } ?? []
        types = types.filter { tables.registrations[$0] != nil }
        if types.isEmpty, let linked = linkedCase(name, of: reference, declared: declared, site: site) { return linked }
        // A case of a declared enum that nothing registers (`filter = .recent`) is no destination of a
        // registered enum that happens to have a case of that name.
        if types.isEmpty, site.speculative, let declared, tables.enums[declared] != nil { return .ignored }
        // Nor is a value handed to a function the sources do not declare, that no name says navigates
        // (`NotificationCenter.default.publisher(for: .refresh)`): it goes to no router of the app.
        if types.isEmpty, site.speculative, case .parameter(let key)? = reference, !tables.declaresFunction(key) {
            return .ignored
        }
        if types.isEmpty { types = tables.registeredEnums(withCase: name) }
        if types.isEmpty, let kinded = kindCase(name, site: site, in: view) { return kinded }
        if types.isEmpty, let call = site.router, call.looksLikeNavigation {
            return mapped(declared, caseName: name, call: call, site: site)
        }
        guard !types.isEmpty else {
            return site.speculative ? .ignored : .unresolved("no navigationDestination is registered for .\(name)")
        }
        if types.count > 1 {
            return .unresolved(".\(name) is a case of several destination enums: \(types.joined(separator: ", "))")
        }
        let outcome = edges(forType: types[0], caseName: name, site: site, in: view)
        // A router's `replace` puts the destination in place of the top of the stack.
        guard site.router?.replaces == true, case .edges(let found) = outcome else { return outcome }
        return .edges(
            found.map { edge in
                var edge = edge
                if edge.kind == .push { edge.kind = .replace }
                return edge
            })
    }

    /// A router call whose case no registration takes: the enum whose view builder maps the case (a wrapper's
    /// `switch`, a destination table's computed view) gives the view, and the call's name the kind.
    private func mapped(_ declared: String?, caseName: String, call: RouterCall, site: NavSite) -> Outcome {
        var types = declared.map { [$0] } ?? []
        types = types.filter { tables.caseViews[$0]?[caseName] != nil }
        if types.isEmpty { types = tables.mappedEnums(withCase: caseName) }
        guard types.count == 1, let view = tables.caseViews[types[0]]?[caseName].flatMap(tables.firstView) else {
            let why =
                types.isEmpty
                ? "no navigationDestination or view builder maps .\(caseName) to a view"
                : ".\(caseName) is a case of several mapped enums: \(types.joined(separator: ", "))"
            return .unresolved("\(call.written): \(why)")
        }
        return .edges([edge(call.replaces ? .replace : call.kind, view, site)])
    }

    private func edges(forType type: String, caseName: String?, site: NavSite, in view: ViewFacts?) -> Outcome {
        // A link of the view's own parameter goes where the literals its callers pass go.
        if caseName == nil, let parameter = site.parameter, let view {
            let found = passedLiteralEdges(of: type, site: site, in: view, parameter: parameter) { caseName, handed in
                handed.nestedCase == nil
                    ? edges(forType: type, caseName: caseName, site: handed, in: view)
                    : routeCase(caseName, of: .named(type), site: handed, in: view)
            }
            if !found.isEmpty { return .edges(found) }
            // A call whose name says no navigation goes only where its callers' literals go.
            if site.speculative { return .ignored }
        }
        var found: [ResolvedEdge] = []
        let registered = registrations(of: type, writtenBy: site, in: view)
        // A value that is no literal could be any of a choice by literal (see `routeLiteral`).
        for registration in registered where registration.literalChoice == nil {
            found += views(of: type, kind: registration.kind, caseName: caseName, shape: registration.shape)
                .map { edge(registration, $0, site) }
        }
        if found.isEmpty, registered.contains(where: { $0.literalChoice != nil }) {
            return .unresolved(
                "the navigationDestination for \(type) chooses its view by literal, and this value is none")
        }
        if found.isEmpty {
            return .unresolved("no view is mapped to \(type)\(caseName.map { ".\($0)" } ?? "")")
        }
        return .edges(found)
    }

    /// Every destination a view modifier's registration gives a stack, located at the registration.
    func edges(registeredBy registration: Registration) -> [ResolvedEdge] {
        guard let type = tables.resolve(registration.type) else { return [] }
        let site = NavSite(action: .route(.value(registration.type)), location: registration.location)
        if let choice = registration.literalChoice { return edges(choosingBy: choice, of: registration, site: site) }
        // Case by case where a `switch` maps the type: each edge is at the `case` that shows its view.
        let mapped = tables.caseViews[type].map { tables.enums[type]?.cases ?? $0.keys.sorted() }
        let cases: [String?] = mapped.map { $0.map(Optional.some) } ?? [nil]
        return cases.flatMap { caseName in
            views(of: type, kind: registration.kind, caseName: caseName, shape: registration.shape).map { view in
                var edge = edge(registration, view, site)
                if let caseName, let place = tables.caseLocations[type]?[caseName] { edge.location = place }
                return edge
            }
        }
    }

    /// The views a value of `type` (one case, or every case) is shown as.
    private func views(of type: String, kind: EdgeKind, caseName: String?, shape: ContentShape) -> [ViewCandidate] {
        // A type the sources declare no enum of is a generic parameter (`navigationDestination(for: Route.self)` in
        // a wrapper generic over its routes): the case is of the one enum whose view builder maps it.
        var type = type
        if tables.caseViews[type] == nil, tables.enums[type] == nil, let caseName,
            case let mapping = tables.mappedEnums(withCase: caseName), mapping.count == 1
        {
            type = mapping[0]
        }
        if let mapped = tables.caseViews[type] {
            let cases = caseName.map { [$0] } ?? (tables.enums[type]?.cases ?? mapped.keys.sorted())
            return cases.flatMap { mapped[$0].map { tables.branchViews($0, from: nil) } ?? [] }.map { candidate in
                ViewCandidate(name: candidate.name, stacked: candidate.stacked || shape.stacked)
            }
        }
        if !shape.switched, let view = tables.firstView(shape.candidates) { return [view] }
        return []
    }

    func edge(_ kind: EdgeKind, _ view: ViewCandidate, _ site: NavSite) -> ResolvedEdge {
        ResolvedEdge(
            kind: kind, target: .view(view.name), stacked: kind.acceptsStacked && view.stacked, location: site.location)
    }

    /// The edge a registration gives to `view` for a site: of its kind, through its modifier.
    func edge(_ registration: Registration, _ view: ViewCandidate, _ site: NavSite) -> ResolvedEdge {
        var edge = edge(registration.kind, view, site)
        edge.modifier = registration.modifier
        return edge
    }
}

/// How Swift names become spec ids (EXTRACT.md, "Ids and places"): the same name always gives the same id.
enum SpecNaming {
    /// `base` when `isTaken` says it is free, else the first free of `base2`, `base3`, ...
    static func numbered(_ base: String, isTaken: (String) -> Bool) -> String {
        var name = base
        var number = 2
        while isTaken(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// The longest id extraction makes from a name: the format's limit (256) less room for the suffixes
    /// some ids get (`Stack2`, `Alert3`).
    static let maximumLength = 200

    /// `Outer.Inner` → `Outer_Inner`; backticks go (`` `Default` `` → `Default`); any other ASCII character
    /// an id cannot hold becomes `_` (`new-post` → `new_post`); every other character is spelled by its code
    /// point, `_u` and four hex digits or `_U` and six (`Café` → `Caf_u00E9`, `日本` → `_u65E5_u672C`), so
    /// that names that differ in such letters do not meet (a name that already spells `_u00E9`, or `Outer_Inner`
    /// beside `Outer.Inner`, still can); an id never starts with a digit. An id longer than ``maximumLength`` keeps its
    /// start and ends in `_` and a hash of the whole name.
    static func id(of name: String) -> String {
        var id = ""
        for scalar in name.unicodeScalars where scalar != "`" {
            if scalar.isASCII {
                let isWordCharacter =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                id.unicodeScalars.append(isWordCharacter ? scalar : "_")
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let width = scalar.value > 0xFFFF ? 6 : 4
                id += (width == 4 ? "_u" : "_U") + String(repeating: "0", count: width - hex.count) + hex
            }
        }
        if id.utf8.first.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) ?? true { id = "_" + id }
        guard id.utf8.count > maximumLength else { return id }
        let hash = String(stableHash(name), radix: 16, uppercase: false)
        let suffix = "_" + String(repeating: "0", count: 16 - hash.count) + hash
        return String(id.prefix(maximumLength - suffix.count)) + suffix
    }

    /// A name as the source writes it without its backticks: `` `Default` `` is the type `Default`.
    static func plain(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
    }

    /// FNV-1a, 64 bits, of the name's UTF-8: the same on every platform and run.
    private static func stableHash(_ name: String) -> UInt64 {
        name.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

extension SiteResolver.Outcome {
    /// The edges found; none for any other outcome.
    var foundEdges: [ResolvedEdge] {
        if case .edges(let edges) = self { return edges }
        return []
    }

    /// The edges, as presented by the modifier at `modifier` (see ``ResolvedEdge/presentedAt``).
    func presented(by modifier: SwiftLocation) -> Self {
        guard case .edges(let edges) = self else { return self }
        return .edges(
            edges.map { edge in
                var placed = edge
                placed.presentedAt = modifier
                return placed
            })
    }
}
