import NavLintCore

/// Navigation state written in the objects views hold (see ``StateWrite``). Where one view holds the object, each
/// write is a call site of that view, handing the case on as an assignment in the view would. Where several views
/// hold it (a router in the environment), or none does, each view's call of the method that writes it
/// (`router.showCompose()`) is the call site, acting from that view; a call of a method that reaches the write
/// through the object's own methods (`refresh()` calling `load()`) places the write itself, acting from each
/// calling view. A write that no view's call reaches (a `sink`, a method only the object calls) of state that one
/// presentation or dialog is bound to (`.alert(item: $appState.alert)`) presents it from the view that binds it, at
/// the write. The presentation that reads the state gives the kind. A write placed no way is an unresolved note
/// when its name says navigation.
struct HeldStateWrites {
    /// By view, the writes of the object it holds, as its sites.
    private(set) var sites: [String: [NavSite]] = [:]
    /// By view and place, its calls of a method that writes the case it is handed to a property of its object
    /// (`router.present(.settings)` of `func present(_ d: Route) { sheet = d }`, `router.push(.post(id))` of `func
    /// push(_ d: Route) { path.append(d) }`), with the write: the call is that write, whose kind is what reads the
    /// property, not what the method's name says.
    private(set) var writingCalls: [String: [SwiftLocation: RouterCall]] = [:]
    private(set) var notes: [ExtractionNote] = []

    init(_ files: [FileFacts], views: [String: ViewFacts], bound: BoundPresentations) {
        var holders: [String: Set<String>] = [:]
        var calls: [String: [(view: String, call: HeldMethodCall)]] = [:]
        for (name, view) in views {
            for type in view.heldTypes { holders[TypeTables.lastComponent(type), default: []].insert(name) }
            for call in view.heldCalls {
                calls[TypeTables.lastComponent(call.type) + "." + call.method, default: []].append((name, call))
            }
        }
        let viewNames = Set(views.keys.map(TypeTables.lastComponent))
        let ownCallers = OwnMethodCallers(files)
        for write in files.flatMap(\.stateWrites) {
            let owner = TypeTables.lastComponent(write.owner)
            // A view's own writes are read with its body.
            guard !viewNames.contains(owner) else { continue }
            let call = RouterCall(property: write.property, object: owner)
            let value = Destination.enumCase(type: .property(owner + "." + write.property), name: write.caseName)
            func site(at location: SwiftLocation) -> NavSite {
                var site = NavSite(action: .route(value), location: location, router: call)
                site.selectsOnly = write.isFlag
                site.writtenBeside = write.writtenBeside
                return site
            }
            let holding = (holders[owner] ?? []).sorted()
            // The object of one view is part of that view: a write of state the view binds is its modifier's edge.
            if holding.count == 1 {
                sites[holding[0], default: []].append(site(at: write.location))
                continue
            }
            let callers = write.method.flatMap { calls[owner + "." + $0] } ?? []
            // Calls of a method that only navigates are where it navigates; other calls act at the write.
            let atCalls = write.inNavigationMethod ? callers : []
            for (view, caller) in atCalls.sorted(by: { $0.call.location < $1.call.location }) {
                sites[view, default: []].append(site(at: caller.location))
            }
            var acting = Set((write.inNavigationMethod ? [] : callers).map(\.view))
            for method in write.method.map({ ownCallers.methods(reaching: $0, in: owner) }) ?? [] {
                acting.formUnion((calls[owner + "." + method] ?? []).map(\.view))
            }
            acting.subtract(atCalls.map(\.view))
            for view in acting.sorted() {
                sites[view, default: []].append(site(at: write.location))
            }
            guard callers.isEmpty, acting.isEmpty else { continue }
            var written = site(at: write.location)
            if let binding = bound.presentation(written: value, by: written) {
                written.inHeldObject = true
                sites[binding.view, default: []].append(written)
                continue
            }
            guard !write.isFlag, call.looksLikeNavigation else { continue }
            let who = holding.isEmpty ? "no view holds" : "several views hold"
            let uncalled = write.method.map { " and none calls \($0)()" } ?? ""
            notes.append(
                ExtractionNote(
                    .unresolved, "\(write.property) of \(owner) is written here, but \(who) a \(owner)\(uncalled)",
                    at: write.location))
        }
        addParameterWrites(files, calls: calls, views: viewNames, ownCallers: ownCallers)
    }

    /// A view's call that hands a case for a parameter its method writes to a property (`navigate(to: .stacks)`,
    /// `activeTab = tab`) writes that case, at the call: navigation only where something reads the property (a
    /// tab view's selection, a switched root, a presentation), as a tag in a list is. So does a view's call of a
    /// method whose own call hands the case (`onUserActivity($0)` calling `navigate(to: .containers)`), any number
    /// of the object's calls deep.
    private mutating func addParameterWrites(
        _ files: [FileFacts], calls: [String: [(view: String, call: HeldMethodCall)]], views: Set<String>,
        ownCallers: OwnMethodCallers
    ) {
        let ownCalls = Dictionary(grouping: files.flatMap(\.ownMethodCalls)) {
            TypeTables.lastComponent($0.owner) + "." + $0.callee
        }
        addWritingCalls(files.flatMap(\.parameterWrites), calls: calls, views: views)
        for write in files.flatMap(\.parameterWrites) where !write.appends {
            let owner = TypeTables.lastComponent(write.owner)
            guard !views.contains(owner) else { continue }
            var handed = (calls[owner + "." + write.method] ?? []).compactMap { view, call in
                call.cases[write.label].map { (view, call.location, $0) }
            }
            for own in ownCalls[owner + "." + write.method] ?? [] {
                guard let caseName = own.cases[write.label] else { continue }
                let reaching = ownCallers.methods(reaching: own.caller, in: owner).union([own.caller])
                for method in reaching.sorted() {
                    handed += (calls[owner + "." + method] ?? []).map { ($0.view, $0.call.location, caseName) }
                }
            }
            for (view, location, caseName) in handed {
                let value = Destination.enumCase(type: .property(owner + "." + write.property), name: caseName)
                var site = NavSite(
                    action: .route(value), location: location,
                    router: RouterCall(property: write.property, object: owner))
                site.selectsOnly = true
                sites[view, default: []].append(site)
            }
        }
    }
}

extension HeldStateWrites {
    /// `views` with the writes as their sites, and their router calls of a method that writes the case it is
    /// handed read as that write (see ``writingCalls``).
    func applied(to views: [String: ViewFacts]) -> [String: ViewFacts] {
        var views = views
        for (view, calls) in writingCalls {
            for index in views[view]?.sites.indices ?? 0..<0 where views[view]?.sites[index].router?.function != nil {
                guard var site = views[view]?.sites[index], let write = calls[site.location] else { continue }
                (site.callAsNamed, site.router) = (site.router, write)
                views[view]?.sites[index] = site
            }
        }
        for (view, sites) in sites { views[view]?.sites += sites }
        return views
    }

    /// The views' calls of a method that writes the case it is handed to one property (see ``writingCalls``): the
    /// path it appends it to, else the one property it assigns it to; a method that assigns it to several says
    /// nothing clear, and is left to its name.
    fileprivate mutating func addWritingCalls(
        _ writes: [ParameterWrite], calls: [String: [(view: String, call: HeldMethodCall)]], views: Set<String>
    ) {
        let byMethod = Dictionary(grouping: writes) { TypeTables.lastComponent($0.owner) + "." + $0.method }
        for (method, written) in byMethod.sorted(by: { $0.key < $1.key }) {
            guard let write = written.first(where: \.appends) ?? (written.count == 1 ? written.first : nil) else {
                continue
            }
            let owner = TypeTables.lastComponent(write.owner)
            guard !views.contains(owner) else { continue }
            for (view, call) in calls[method] ?? [] where call.cases[write.label] != nil {
                writingCalls[view, default: [:]][call.location] = RouterCall(property: write.property, object: owner)
            }
        }
    }
}

/// Which methods of a type call which of its own, read backwards: the methods whose call reaches a given one.
private struct OwnMethodCallers {
    /// By `Type.callee`, the type's methods that call it.
    private var callers: [String: Set<String>] = [:]

    init(_ files: [FileFacts]) {
        for call in files.flatMap(\.ownMethodCalls) where call.caller != call.callee {
            callers[TypeTables.lastComponent(call.owner) + "." + call.callee, default: []].insert(call.caller)
        }
    }

    /// The methods of `owner` whose call reaches `method` through the type's own calls, any number deep; `method`
    /// itself is not among them.
    func methods(reaching method: String, in owner: String) -> Set<String> {
        var reached: Set<String> = []
        var pending = [method]
        while let next = pending.popLast() {
            for caller in callers[owner + "." + next] ?? [] where caller != method && reached.insert(caller).inserted {
                pending.append(caller)
            }
        }
        return reached
    }
}
