import NavLintCore

/// Builds the spec from the resolved navigations: screens with their params and edges, containers, dialogs,
/// the root or the windows. Models come sorted by id and edges in the order of the code, so that the same
/// sources always give the same spec.
struct SpecAssembler {
    let tables: TypeTables
    let scenes: [SceneFacts]
    private(set) var notes: [ExtractionNote] = []
    private var ownEdges: [String: [ResolvedEdge]] = [:]
    private var dialogEdges: [String: [ResolvedEdge]] = [:]
    private var dialogSources: [String: SwiftLocation] = [:]
    /// By dialog id, the kinds of the navigations of its buttons that stayed unresolved.
    private var dialogsUnresolved: [String: Set<EdgeKind>] = [:]
    /// By view, the kinds of the navigations it could not resolve (empty for URLs, windows and back navigation).
    private var unresolvedKinds: [String: Set<EdgeKind>] = [:]
    /// How many navigation sites became edges (each counted once, however many screens show its view).
    private(set) var edgeSites = 0
    /// The edges of the presentations left to the writes of the state they are bound to, at their places.
    private var leftToWrites: [ResolvedEdge] = []
    /// By place, the edges of the registrations of the destination modifiers some stack applies.
    private var registeredEdges: [SwiftLocation: [ResolvedEdge]] = [:]
    let roles: ViewRoles

    init(tables: TypeTables, scenes: [SceneFacts]) {
        self.tables = tables
        self.scenes = scenes
        let resolver = SiteResolver(tables: tables, scenes: scenes)
        // By name: the views themselves are not copied into a sorted array.
        let names = tables.views.keys.sorted()
        // Each view resolves on its own, on both cores; the results are merged in name order.
        let resolved = Parallel.mapChunked(count: names.count, chunkSize: 64) { index in
            ViewResolution(tables.views[names[index]]!, resolver)
        }
        var targets: Set<String> = []
        var navigating: Set<String> = []
        var modifierTargets: [String: Set<String>] = [:]
        for (name, result) in zip(names, resolved) {
            ownEdges[name] = result.own
            if !result.own.isEmpty { navigating.insert(name) }
            for (id, edges, location, unresolved) in result.dialogs {
                dialogEdges[id] = edges
                dialogSources[id] = location
                dialogsUnresolved[id] = unresolved
            }
            notes += result.notes
            edgeSites += result.edgeSites
            leftToWrites += result.registered
            if tables.views[name]?.isModifierType == true {
                modifierTargets[name] = result.targets
            } else {
                targets.formUnion(result.targets)
            }
            if !result.notes.isEmpty { unresolvedKinds[name] = result.unresolvedKinds }
        }
        registeredEdges = GroupAssembler.registeredEdges(in: tables, resolver: resolver)
        for case .view(let name) in registeredEdges.values.joined().map(\.target) { targets.insert(name) }
        roles = ViewRoles(
            tables: tables, scenes: scenes, targets: targets, navigating: navigating, modifierTargets: modifierTargets)
        for (view, shownInside) in roles.unattached {
            guard let location = tables.views[view]?.location else { continue }
            notes.append(ExtractionNote(.note, Self.unattachedReason(view, shownInside: shownInside), at: location))
        }
    }

    /// What assembly gives: the spec, the Swift location of every model, the screens whose navigation is
    /// partly unresolved and the navigations each screen leaves to a group.
    struct Assembled {
        var spec: Spec
        var sources: [String: SwiftLocation]
        /// By screen or dialog id, the kinds of the navigations its code leaves unresolved.
        var partial: [String: Set<EdgeKind>]
        var grouped: [String: [GroupedEdge]]
    }

    mutating func assemble(appName: String?) -> Assembled {
        var models: [Model] = []
        var sources: [String: SwiftLocation] = [:]
        let (collected, screensPartial) = screenEdges()
        var partial = screensPartial.merging(dialogsUnresolved) { $0.union($1) }
        let shownContainers = roles.shown.sorted().flatMap { tables.views[$0]?.containers ?? [] }
        var registered: [[ResolvedEdge]] = []
        // The shown stacks are among every view's stacks, whose modifiers' registrations were resolved before.
        let groups = GroupAssembler(tables: tables, containers: shownContainers) {
            registered.append(registeredEdges[$0.location] ?? [])
            return specEdges(registered[registered.count - 1])
        }
        let names = roles.shown.sorted()
        let assembler = self
        // The models of each shown view, built on both cores and kept in name order.
        let built = Parallel.mapChunked(count: names.count, chunkSize: 64) { index in
            assembler.models(of: names[index], edges: collected, groups: groups)
        }
        for (model, source) in built.joined() {
            models.append(model)
            sources[model.id.value] = source
        }
        var dialogs: Set<String> = []
        for model in models {
            for edge in model.edges where edge.kind.isDialogPresentation {
                if let id = edge.target.modelID?.value { dialogs.insert(id) }
            }
        }
        for id in dialogs.sorted() {
            models.append(dialog(id))
            sources[id] = dialogSources[id]
        }
        models.sort { $0.id.value < $1.id.value }
        // Consumed, so that the spec holds the only reference and its models are changed in place below.
        var spec = Spec(
            version: Located(1, at: .start), app: appName.map { Located($0, at: .start) }, models: consume models)
        spec.groups = groups.groups
        WindowAssembler.addWindows(to: &spec, scenes: scenes, roles: roles)
        var edgesByScreen = collected
        let facts = graphFacts(of: spec, writesStackState: StacklessStateNavigation.writesState(in: edgesByScreen))
        let stackless = StacklessStateNavigation(assembler: self).apply(
            facts.stackless, to: &spec, edgesByScreen: &edgesByScreen, partial: &partial, reached: facts.reached)
        notes += stackless.notes
        edgeSites -= stackless.notes.count
        markUnattached(&spec, reached: stackless.reached)
        limitToReachedPlatforms(&spec)
        let grouped = leaveToGroups(
            &spec, everywhere: facts.groupsEverywhere, edgesByScreen: edgesByScreen, groupIDs: groups.groupIDs)
        let lists = edgesByScreen.keys.sorted().map { edgesByScreen[$0]! } + dialogEdges.values + registered
        let merged = MergedSites(specTarget: assembler.specTarget(of:))
        notes += merged.notes(in: lists, groups: registered, leftToWrites: leftToWrites, writtenIn: spec)
        return Assembled(spec: spec, sources: sources, partial: partial, grouped: grouped)
    }

    /// The screen a shown view is (if it is one) and the models of its containers, each with its Swift location.
    private func models(
        of name: String, edges: [String: [ResolvedEdge]], groups: GroupAssembler
    ) -> [(Model, SwiftLocation)] {
        guard let view = tables.views[name] else { return [] }
        var models: [(Model, SwiftLocation)] = []
        if roles.isScreen(name) { models.append((screen(view, edges: edges[name] ?? []), view.location)) }
        for (index, container) in view.containers.enumerated() where !roles.isEmptySwitch(index, in: name) {
            var model = self.container(container, id: roles.containerIDs[name]![index], in: name)
            model.include = groups.includes(of: container)
            // The outermost container stands for the view wherever it is shown: drift maps it to the view's code.
            if index == 0 { model.swift = Located(tables.declaredNames[name] ?? name, at: .start) }
            models.append((model, container.location))
        }
        return models
    }

    /// Each screen's edges (its own and its embedded subviews'), and the screens whose navigation is partial,
    /// with the kinds of what they leave unresolved.
    private mutating func screenEdges() -> ([String: [ResolvedEdge]], [String: Set<EdgeKind>]) {
        var partial: [String: Set<EdgeKind>] = [:]
        var edgesByScreen: [String: [ResolvedEdge]] = [:]
        let names = roles.shown.sorted()
        let assembler = self
        // Each shown view's edges are collected on both cores, then merged in name order.
        let collected = Parallel.mapChunked(count: names.count, chunkSize: 64) { index in
            var walk = EdgeWalk()
            return assembler.collectEdges(of: names[index], walk: &walk)
        }
        var startless: [(reason: String, edges: [ResolvedEdge])] = []
        for (name, (edges, unresolved)) in zip(names, collected) {
            // A view that passes through to another has no navigation of its own to place (see ``PassThroughs``).
            guard let view = tables.views[name], !roles.passesThrough(name) else { continue }
            if roles.isScreen(name) {
                edgesByScreen[name, default: []] += edges
                if let unresolved { partial[SpecNaming.id(of: name), default: []].formUnion(unresolved) }
            } else if let root = roles.rootScreen(of: name) {
                // A split view's pop (`.onChange(of: selection) { path.removeLast(path.count) }`) pops whichever
                // screen is on top of its detail stack, not the root the split's other navigation starts from.
                let isSplit = view.containers[0].kind == .split
                edgesByScreen[root, default: []] += edges.filter { !isSplit || !$0.isPop }
                // What the container's view leaves unresolved starts from the same screen.
                if let unresolved { partial[SpecNaming.id(of: root), default: []].formUnion(unresolved) }
                if isSplit {
                    let reason = "\(name)'s split pops whichever screen is on top of its detail stack"
                    startless.append((reason + ", which extract cannot name", edges.filter(\.isPop)))
                }
            } else {
                let (placed, rest) = roles.placed(edges, of: view)
                for (screen, edges) in placed { edgesByScreen[screen, default: []] += edges }
                startless.append(
                    ("navigation on \(name)'s \(view.containers[0].kind) has no screen to start from", rest))
            }
        }
        // Each call site that is an edge of no screen says so (none is left silent) and counts as unresolved.
        let written = Set(edgesByScreen.values.joined().map(\.location))
        var said: Set<SwiftLocation> = []
        for (reason, edges) in startless {
            for location in edges.map(\.location).sorted() where !written.contains(location) {
                guard said.insert(location).inserted else { continue }
                notes.append(ExtractionNote(.unresolved, reason, at: location))
                edgeSites -= 1
            }
        }
        let unshown = StrandedNavigation.unshown(
            ownEdges, of: tables.views, shown: roles.shown, written: written, said: &said)
        notes += unshown
        edgeSites -= unshown.count
        return (edgesByScreen, partial)
    }

    /// Takes off each screen the navigations that go through a group the screen has wherever it is shown:
    /// the group holds them. Returns them by screen id.
    private func leaveToGroups(
        _ spec: inout Spec, everywhere: [String: Set<String>], edgesByScreen: [String: [ResolvedEdge]],
        groupIDs: [String: String]
    ) -> [String: [GroupedEdge]] {
        guard !spec.groups.isEmpty else { return [:] }
        let split = splitEdges(
            of: spec.models, everywhere: everywhere, edgesByScreen: edgesByScreen, groupIDs: groupIDs)
        var grouped: [String: [GroupedEdge]] = [:]
        var replaced: [[Edge]] = []
        // Taken out of the spec while they change, so that the array is changed in place, not copied.
        var models = spec.models
        spec.models = []
        for (index, result) in split.enumerated() {
            guard let result else { continue }
            replaced.append(models[index].edges)
            models[index].edges = result.own
            let id = models[index].id.value
            // Taken as it is (not copied into a new array) unless another model has the same id.
            if grouped[id] == nil { grouped[id] = result.grouped } else { grouped[id]! += result.grouped }
        }
        spec.models = models
        // The edges the screens no longer hold are freed where nobody waits for them.
        Parallel.releaseInBackground(replaced)
        return grouped
    }

    /// For each screen that has a group wherever it is shown: the edges it keeps and those it leaves to its
    /// groups (in group order). Worked out on both cores; nil for the other models.
    private func splitEdges(
        of models: [Model], everywhere: [String: Set<String>], edgesByScreen: [String: [ResolvedEdge]],
        groupIDs: [String: String]
    ) -> [(own: [Edge], grouped: [GroupedEdge])?] {
        let assembler = self
        return Parallel.mapChunked(count: models.count, chunkSize: 64) { index in
            guard models[index].kind == .screen else { return nil }
            let id = models[index].id.value
            guard let has = everywhere[id], let edges = edgesByScreen[Self.viewName(of: models[index])] else {
                return nil
            }
            let group = { (edge: ResolvedEdge) -> String? in
                guard let id = edge.modifier.flatMap({ groupIDs[$0] }), has.contains(id) else { return nil }
                return id
            }
            var grouped: [GroupedEdge] = []
            for groupID in has.sorted() {
                grouped += assembler.specEdges(edges.filter { group($0) == groupID }).map {
                    GroupedEdge(group: groupID, edge: $0)
                }
            }
            return (assembler.specEdges(edges.filter { group($0) == nil }), grouped)
        }
    }

    /// A view's edges with those of the subviews it embeds that are not screens themselves and of the wrappers
    /// it is shown in, and the kinds of what they leave unresolved (nil when nothing). A subview built in
    /// several places is walked once per screen (``EdgeWalk``) and its edges are placed at its constructions.
    private func collectEdges(
        of name: String, walk: inout EdgeWalk
    ) -> ([ResolvedEdge], unresolved: Set<EdgeKind>?) {
        if let known = walk.collected[name] { return known }
        guard walk.path.insert(name).inserted, let view = tables.views[name] else { return ([], nil) }
        defer { walk.path.remove(name) }
        var edges = ownEdges[name] ?? []
        var unresolved = unresolvedKinds[name]
        // A subview reached through several others brings its edges once: copies multiply with each level.
        var seen = Set(edges)
        for embedded in view.embedded {
            // A wrapper's navigation acts from what it wraps even where it is shown as a screen of its own.
            guard let sub = tables.resolveViewName(embedded, from: view.location.file),
                !roles.shown.contains(sub) || tables.views[sub]?.wraps != nil
            else { continue }
            let (found, subUnresolved) = collectEdges(of: sub, walk: &walk)
            edges += placedAtUses(found, of: sub, in: view).filter { seen.insert($0).inserted }
            if let subUnresolved { unresolved = (unresolved ?? []).union(subUnresolved) }
        }
        walk.collected[name] = (edges, unresolved)
        return (edges, unresolved)
    }

    private func screen(_ view: ViewFacts, edges: [ResolvedEdge]) -> Model {
        let id = SpecNaming.id(of: view.name)
        var model = Model(
            id: Located(id, at: .start), content: .screen, params: params(of: view), edges: specEdges(edges),
            location: .start)
        model.source = Located(view.location.description, at: .start)
        // A view qualified by its folder (`Watch_ContentView`) names the type the code declares.
        let declared = tables.declaredNames[view.name] ?? view.name
        if id != declared { model.swift = Located(declared, at: .start) }
        model.platforms = tables.platformSet(at: view.location)
        return model
    }

    private func params(of view: ViewFacts) -> [Param] {
        view.params.compactMap { raw in
            guard let type = tables.paramType(raw.type) else { return nil }
            let element: ParamType =
                switch type {
                case .scalar(let name): ParamType.scalarNames[name]!
                case .values(let values): .oneOf(values)
                }
            let value = raw.isList ? ParamType.list(element) : element
            return Param(
                name: Located(SpecNaming.id(of: raw.name), at: .start), type: Located(value, at: .start),
                optional: raw.optional,
                location: .start)
        }
    }

    private func dialog(_ id: String) -> Model {
        var model = Model(
            id: Located(id, at: .start), content: .dialog, edges: specEdges(dialogEdges[id] ?? []), location: .start)
        model.source = dialogSources[id].map { Located($0.description, at: .start) }
        return model
    }

    /// Edges in code order, each navigation once (the first place that performs it).
    func specEdges(_ edges: [ResolvedEdge]) -> [Edge] {
        var seen: [EdgeKey: Int] = [:]
        var result: [Edge] = []
        let targets = edges.sorted(by: { $0.location < $1.location }).flatMap { edge in
            specTargets(of: edge).map { (edge, $0.target, $0.platforms) }
        }
        for (edge, target, platforms) in targets {
            let key = EdgeKey(kind: edge.kind, target: target, stacked: edge.stacked)
            if let index = seen[key] {
                // The same navigation in another branch: the edge exists wherever either does.
                let merged = result[index].platforms.flatMap { own in
                    platforms.map { Set(own.platforms.map(\.value)).union($0) }
                }
                result[index].platforms = merged.flatMap {
                    $0.count == Platform.allCases.count ? nil : Self.platformSet($0)
                }
                continue
            }
            seen[key] = result.count
            var spec = Edge(
                via: Located(edge.kind, at: .start), target: target, stacked: edge.stacked, location: .start,
                source: Located(edge.location.description, at: .start))
            spec.platforms = platforms.map(Self.platformSet)
            if edge.afterDismiss { spec.after = Located(.dismiss, at: .start) }
            result.append(spec)
        }
        return result
    }

    /// What an edge reaches on which platforms: a view whose body is a different container on each platform
    /// (two `body`s in `#if os(...)` branches) is reached as each, on its platforms.
    private func specTargets(of edge: ResolvedEdge) -> [(target: EdgeTarget, platforms: Set<Platform>?)] {
        var platforms = tables.platforms(at: edge.location)
        if let modifier = edge.presentedAt.flatMap(tables.platforms(at:)) {
            let both = platforms?.intersection(modifier) ?? modifier
            platforms = both.isEmpty ? platforms : both
        }
        if case .window(SystemCalls.settingsWindow) = edge.target {
            platforms = SystemCalls.settingsPlatforms(within: platforms)
            // Settings opened only where no platform has a Settings scene (an `#if os(iOS)` branch) opens nothing.
            if platforms?.isEmpty == true { return [] }
        }
        guard case .view(let name) = edge.target, let branches = roles.platformRepresentatives(of: name) else {
            return [(specTarget(of: edge), platforms)]
        }
        return branches.compactMap { id, only in
            let both = platforms?.intersection(only) ?? only
            return both.isEmpty ? nil : (EdgeTarget.model(Located(id, at: .start)), both)
        }
    }

    /// What an edge reaches, in the spec's terms: a view by the id of the model that stands for it.
    func specTarget(of edge: ResolvedEdge) -> EdgeTarget {
        switch edge.target {
        case .view(let name): .model(Located(roles.representative(name), at: .start))
        case .dialog(let id): .model(Located(id, at: .start))
        case .window(let id): .window(Located(id, at: .start))
        case .url(let url): .url(Located(url, at: .start))
        case .switchCase(let view, let container, let caseName):
            .switchCase(Located(roles.switchCaseID(view: view, container: container, caseName: caseName), at: .start))
        case .tab(let view, let container, let tab):
            .tab(Located(roles.tabID(view: view, container: container, tab: tab), at: .start))
        case .none: .none
        }
    }

    /// The view whose edges a screen's model holds (the key of the edges by screen): the type its `swift` names,
    /// else its id.
    static func viewName(of model: Model) -> String { model.swift?.value ?? model.id.value }

    /// Platforms as the spec writes them, in the format's order.
    static func platformSet(_ platforms: Set<Platform>) -> PlatformSet {
        PlatformSet(
            Platform.allCases.filter(platforms.contains).map { Located($0, at: .start) }, location: .start)
    }
}

/// What makes two extracted edges of one view the same edge: kind, target and `stacked`.
struct EdgeKey: Hashable {
    var kind: EdgeKind
    var target: String
    var stacked: Bool

    init(kind: EdgeKind, target: EdgeTarget, stacked: Bool) {
        self.kind = kind
        self.stacked = stacked
        self.target =
            switch target {
            case .model(let id): "model \(id.value)"
            case .tab(let id): "tab \(id.value)"
            case .switchCase(let id): "case \(id.value)"
            case .window(let id): "window \(id.value)"
            case .url(let url): "url \(url.value)"
            case .none: ""
            }
    }
}

/// The views being walked for one screen's edges (a view embedding itself is walked once), and what each view
/// walked so far collects.
private struct EdgeWalk {
    var path: Set<String> = []
    var collected: [String: ([ResolvedEdge], unresolved: Set<EdgeKind>?)] = [:]
}
