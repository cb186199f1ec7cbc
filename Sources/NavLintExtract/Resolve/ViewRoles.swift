import NavLintCore

/// Which views the spec shows and as what: a view that is shown (by navigation, as a tab, stack root,
/// split column or window content) is a screen, or, when its body is a container, that container.
/// Navigation is read bottom-up and attached top-down: a view whose navigation is known that no readable
/// chain shows is kept as an unattached model of its own, never dropped.
struct ViewRoles {
    let tables: TypeTables
    /// Views that something shows.
    private(set) var shown: Set<String> = []
    /// The ids of each view's containers, in the order they are written.
    private(set) var containerIDs: [String: [String]] = [:]
    /// Views with content written in place inside their own container: screens as well as containers.
    private(set) var inlineScreens: Set<String> = []
    /// Without an `App` in the sources: the views with containers that nothing else shows, as window roots.
    private(set) var topLevel: [String] = []
    /// With an `App`: the views with known navigation that no chain from its scenes shows, kept as models of
    /// their own, each with the views whose bodies show it (none when nothing in the sources does).
    private(set) var unattached: [(view: String, shownInside: [String])] = []
    /// The views that pass through to a view with containers (see ``PassThroughs``), which stands for them.
    private var passThrough: [String: String] = [:]
    /// For each of those, the view its body is (which may pass through in turn): shown where it is shown.
    private var passesTo: [String: String] = [:]

    /// - Parameters:
    ///   - navigating: views with navigation of their own; a view that embeds one has it too. Those nothing shows
    ///     or embeds are window roots without an `App`, and unattached models with one.
    ///   - modifierTargets: by `ViewModifier` read as a component, the views its navigation shows: shown only when
    ///     some view applies it.
    init(
        tables: TypeTables, scenes: [SceneFacts], targets: Set<String>, navigating: Set<String>,
        modifierTargets: [String: Set<String>] = [:]
    ) {
        self.tables = tables
        for view in tables.views.values where !view.containers.isEmpty {
            containerIDs[view.name] = Self.containerIDs(view, tables: tables)
        }
        // A view that passes through to one with containers is those containers wherever it is shown.
        let direct = PassThroughs.direct(of: tables.views, resolve: tables.resolveViewName(_:from:))
        for (name, inner) in PassThroughs.targets(of: direct) {
            guard let ids = containerIDs[inner] else { continue }
            (containerIDs[name], passThrough[name], passesTo[name]) = (ids, inner, direct[name])
        }
        var work = scenes.compactMap { scene in
            scene.content.flatMap { tables.resolveViewName($0, from: scene.location.file) }
        }
        let embedders = Self.embedders(in: tables)
        var targets = targets
        for (modifier, shown) in modifierTargets where embedders[modifier] != nil { targets.formUnion(shown) }
        work += targets.sorted()
        let own = Set(containerIDs.keys).union(navigating)
        let tablesOfDestinations = Self.tablesOfDestinations(in: tables)
        let known = Self.withEmbeddedNavigation(own, embedders: embedders) { name in
            own.contains(name) || !tablesOfDestinations.contains(name)
        }
        // A view with containers shown inside another's body (`if signedIn { MainTabs() }`) is kept as a
        // model: its containers are not folded into the view that shows it.
        let folded = embedders.keys.filter { containerIDs[$0] == nil }
        // A stack wrapper of content its callers hand it (`RouterView { HomeView() }`) is a stack where it is built
        // (see ``WrapperSlots``), and one that only decorates it is what it wraps: no model of its own, unless it
        // navigates itself (an alert of its own). Nor is a table of destinations that no body builds (`content:
        // SheetView.init` switching over its sheet).
        let candidates = known.subtracting(folded).subtracting(targets).filter { name in
            guard let view = tables.views[name] else { return false }
            // A modifier is no screen: its navigation is that of the views applying it (see ``ModifierEffects``).
            if view.isModifierType { return false }
            if let wrapping = view.wraps { return wrapping == .bare && navigating.contains(name) }
            // Likewise a view that tabs hand a case, to show what it maps to (see ``CasedContent``).
            if let cased = view.casedContent, tables.casedTabViews.contains(name) {
                return !cased.stacked && navigating.contains(name)
            }
            return !tables.isDestinationTable(name) || own.contains(name) || embedders[name] != nil
        }
        if scenes.isEmpty { work += candidates.sorted() }
        var contained: Set<String> = []
        show(&work, contained: &contained)
        if scenes.isEmpty {
            topLevel = candidates.filter { !contained.contains($0) }.sorted()
        } else {
            unattached = candidates.filter { !shown.contains($0) }.sorted().map {
                ($0, embedders[$0, default: []].sorted())
            }
            work = unattached.map(\.view).reversed()
            show(&work, contained: &contained)
        }
    }

    /// Marks the views in `work` shown, with every view their containers show.
    private mutating func show(_ work: inout [String], contained: inout Set<String>) {
        while let name = work.popLast() {
            guard shown.insert(name).inserted, let view = tables.views[name] else { continue }
            if let inner = passesTo[name] {
                work.append(inner)
                contained.insert(inner)
            }
            for slot in view.containers.flatMap(\.content) {
                switch resolve(slot, in: name) {
                case .view(let shownView):
                    work.append(shownView)
                    contained.insert(shownView)
                case .inline: inlineScreens.insert(name)
                case .container: break
                }
            }
        }
    }

    /// By view, the other views whose bodies show it outside navigation (rows, cards, headers).
    private static func embedders(in tables: TypeTables) -> [String: Set<String>] {
        var embedders: [String: Set<String>] = [:]
        for view in tables.views.values {
            for written in view.embedded {
                guard let sub = tables.resolveViewName(written), sub != view.name else { continue }
                embedders[sub, default: []].insert(view.name)
            }
        }
        return embedders
    }

    /// The views a registration or a presentation shows for every value (`navigationDestination(for: Route.self) {
    /// RouteView(route: $0) }`, `.sheet(item: $sheet) { SheetView(sheet: $0) }`) whose whole body switches over
    /// that value: they build each case's destination.
    private static func tablesOfDestinations(in tables: TypeTables) -> Set<String> {
        var shapes = tables.registrations.values.joined().map { ($0.shape, $0.location.file) }
        for view in tables.views.values {
            for site in view.sites {
                guard case .present(_, .content(let shape, _, _)) = site.action else { continue }
                shapes.append((shape, site.location.file))
            }
        }
        var found: Set<String> = []
        for (shape, file) in shapes {
            for candidate in shape.candidates {
                guard let name = tables.resolveViewName(candidate.name, from: file), tables.isDestinationTable(name)
                else { continue }
                found.insert(name)
            }
        }
        return found
    }

    /// `views` and every view that shows one of them inside itself, at any depth, through the views `passes` lets
    /// through (a table of destinations builds them as destinations): their navigation is known.
    private static func withEmbeddedNavigation(
        _ views: Set<String>, embedders: [String: Set<String>], passes: (String) -> Bool
    ) -> Set<String> {
        var known = views
        var work = Array(views)
        while let name = work.popLast() {
            for embedder in embedders[name] ?? [] where passes(embedder) && known.insert(embedder).inserted {
                work.append(embedder)
            }
        }
        return known
    }

    enum SlotTarget {
        case view(String)
        case inline
        case container(Int)
    }

    /// What a container slot of the view named `view` shows. A split column's switch none of whose cases shows
    /// a view declared in the sources or a container is content written in place.
    func resolve(_ slot: ContentSlot, in view: String) -> SlotTarget {
        switch slot {
        case .view(let name, _):
            tables.resolveViewName(name, from: tables.views[view]?.location.file).map(SlotTarget.view) ?? .inline
        case .container(let index): isEmptySwitch(index, in: view) ? .inline : .container(index)
        case .inline, .helper, .mapped, .handed: .inline
        }
    }

    /// Where a container's own navigation starts: a stack's root, or the root of the `NavigationStack` a split
    /// view's detail column is; nil for any other container.
    private func startSlot(of container: ContainerFacts, in view: ViewFacts) -> ContentSlot? {
        switch container.kind {
        case .stack:
            return container.slots.first
        case .split:
            guard case .container(let index)? = container.slots.last, view.containers[index].kind == .stack
            else { return nil }
            return view.containers[index].slots.first
        case .tabs, .switch:
            return nil
        }
    }

    /// For a view that is only a tab view, or a split view whose detail is no stack (so with no ``rootScreen(of:)``):
    /// the screen its own presentations and dialogs start from, the first tab's or the sidebar's, which the container
    /// shows whatever else it shows.
    func presentingScreen(of name: String) -> String? {
        guard let view = tables.views[name], let first = view.containers.first else { return nil }
        let shown: ContentSlot? =
            switch first.kind {
            case .tabs: first.tabs.first?.content
            case .split: first.slots.first
            case .stack, .switch: nil
            }
        guard let shown else { return nil }
        switch resolve(shown, in: name) {
        case .view(let screen): return isScreen(screen) ? screen : rootScreen(of: screen)
        case .container(let index):
            guard let root = startSlot(of: view.containers[index], in: view),
                case .view(let screen) = resolve(root, in: name)
            else { return nil }
            return isScreen(screen) ? screen : rootScreen(of: screen)
        case .inline: return nil
        }
    }

    /// Whether the container is a switch whose cases all show content written in place.
    func isEmptySwitch(_ index: Int, in view: String) -> Bool {
        guard let container = tables.views[view]?.containers[index], container.kind == .switch else { return false }
        return container.slots.allSatisfy { slot in
            if case .inline = resolve(slot, in: view) { return true }
            return false
        }
    }

    /// `VStack`, `VStack2`, `VTabs`, `VSplit`: numbered per kind in the order written; a split column's switch
    /// is named after its column (`VDetail`, `VContent`), numbered past the id of any view the sources declare.
    private static func containerIDs(_ view: ViewFacts, tables: TypeTables) -> [String] {
        var counts: [String: Int] = [:]
        let base = SpecNaming.id(of: view.name)
        return view.containers.map { container in
            let suffix =
                switch container.kind {
                case .stack: "Stack"
                case .tabs: "Tabs"
                case .split: "Split"
                case .switch: container.selection?.column ?? "Switch"
                }
            var id: String
            repeat {
                counts[suffix, default: 0] += 1
                let count = counts[suffix]!
                id = base + suffix + (count == 1 ? "" : String(count))
            } while container.kind == .switch && tables.resolveViewName(id) != nil
            return id
        }
    }

    /// `ContentViewDetail.orders`: a case of the switch container `container` of `view`.
    func switchCaseID(view: String, container: Int, caseName: String) -> String {
        (containerIDs[view]?[container] ?? SpecNaming.id(of: view)) + "." + SpecNaming.id(of: caseName)
    }

    /// `ContentViewTabs.settings`: a tab of the tab view `container` of `view`.
    func tabID(view: String, container: Int, tab: String) -> String {
        (containerIDs[view]?[container] ?? SpecNaming.id(of: view)) + "." + tab
    }

    /// Whether the view passes through to another, which stands for it (see ``PassThroughs``).
    func passesThrough(_ name: String) -> Bool { passesTo[name] != nil }

    /// Whether the view is a screen of the spec.
    func isScreen(_ name: String) -> Bool {
        shown.contains(name) && (containerIDs[name] == nil || inlineScreens.contains(name))
    }

    /// The model that stands for a view wherever it is shown: its outermost container, else itself.
    func representative(_ name: String) -> String {
        containerIDs[name]?.first ?? SpecNaming.id(of: name)
    }

    /// For a view whose outermost container is compiled for some platforms only (a `body` per `#if os(...)`
    /// branch): the first container of each platform branch, with its platforms; nil for any other view.
    func platformRepresentatives(of name: String) -> [(id: String, platforms: Set<Platform>)]? {
        let name = passThrough[name] ?? name
        guard let view = tables.views[name], let ids = containerIDs[name], ids.count > 1,
            tables.platforms(at: view.containers[0].location) != nil
        else { return nil }
        var found: [(id: String, platforms: Set<Platform>)] = []
        for (container, id) in zip(view.containers, ids) {
            guard let platforms = tables.platforms(at: container.location) else { return nil }
            if found.allSatisfy({ $0.platforms.isDisjoint(with: platforms) }) { found.append((id, platforms)) }
        }
        return found.count > 1 ? found : nil
    }

    /// The model id a container slot of `view` shows.
    func modelID(of slot: ContentSlot, in view: String) -> String {
        switch resolve(slot, in: view) {
        case .view(let shownView): representative(shownView)
        case .inline: SpecNaming.id(of: view)
        case .container(let index): containerIDs[view]?[index] ?? SpecNaming.id(of: view)
        }
    }

    /// For a view that is only a container: the screen where its outermost container's own modifiers push and
    /// present (see ``startSlot(of:in:)``), through the containers written in it, if any. Views whose stacks show
    /// each other in a cycle have none.
    func rootScreen(of name: String) -> String? {
        var current = passThrough[name] ?? name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let view = tables.views[current], let first = view.containers.first,
                var slot = startSlot(of: first, in: view)
            else { return nil }
            // A container written in the one before it (a tab's `NavigationStack { ... }`): its own start.
            for _ in view.containers.indices {
                guard case .container(let index) = resolve(slot, in: current),
                    let inner = startSlot(of: view.containers[index], in: view)
                else { break }
                slot = inner
            }
            switch resolve(slot, in: current) {
            case .view(let root):
                if isScreen(root) { return root }
                current = root
            case .inline: return current
            case .container: return nil
            }
        }
        return nil
    }
}
