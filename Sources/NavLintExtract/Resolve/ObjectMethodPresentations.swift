import NavLintCore

/// A view's call of a method of an object that is no view (`Coordinator.shared.presentAfterUnlock { ... }`,
/// `router.showPurchase(page: .settings)`) presents what the method's body presents, at the call: the views it hands
/// a router's method, those of the type's own methods it calls (any number deep), the views the call hands it
/// for a closure the body hands on, and the cases and values the body appends to the type's own path. The body is
/// in the sources, so it says what the call does: the guesses made at the call from the method's name and the
/// cases it is handed are dropped. Objects that several views hold or
/// that are shared (a coordinator's shared instance) present at their callers' calls.
struct ObjectMethodPresentations {
    /// By `Owner.method` (the owner's last name), each overload.
    private var methods: [String: [ObjectMethod]] = [:]
    /// The last names of the app's enums.
    private let enumNames: Set<String>

    /// How many of the type's own calls one presentation is followed through.
    private static let depthLimit = 8

    /// The methods of `files` whose owner is none of `viewNames` (last names), beside the app's enums. What the
    /// object of one view (its view model) presents is that view's, where it is written (see
    /// ``HeldObjectNavigation``): of its methods only what they append to its path is taken to the calls, which
    /// push it.
    init(_ files: [FileFacts], viewNames: Set<String>, enumNames: Set<String>, objects: HeldObjectNavigation) {
        self.enumNames = enumNames
        for method in files.flatMap(\.objectMethods) {
            let owner = TypeTables.lastComponent(method.owner)
            guard !viewNames.contains(owner) else { continue }
            var method = method
            if objects.holder(ofType: owner) != nil {
                (method.presentations, method.forwards) = ([], [])
                guard !method.isEmpty else { continue }
            }
            methods[owner + "." + method.name, default: []].append(method)
        }
    }

    /// Where the methods a view's call reached are written: their navigation is placed at the calls.
    private(set) var followed: Set<ClosedRange<SwiftLocation>> = []

    /// The view with each call of such a method made the presentations its body writes.
    mutating func resolved(_ view: ViewFacts) -> ViewFacts {
        guard !methods.isEmpty, !view.heldCalls.isEmpty else { return view }
        var view = view
        for call in view.heldCalls {
            let (sites, reached) = presentations(of: call)
            guard !sites.isEmpty else { continue }
            followed.formUnion(reached.compactMap(\.span))
            view.sites.removeAll { $0.location == call.location }
            for index in view.dialogs.indices { view.dialogs[index].sites.removeAll { $0.location == call.location } }
            view.sites += sites
        }
        return view
    }

    /// What a call presents, one site for each view shown; none when its method presents nothing. Overloads the
    /// call's labels cannot tell apart (`present(url: String?)`, `present(url: URL?)`) all count.
    private func presentations(of call: HeldMethodCall) -> ([NavSite], reached: [ObjectMethod]) {
        let owner = TypeTables.lastComponent(call.type)
        var sites: [NavSite] = []
        func add(_ kind: EdgeKind, _ content: ContentShape) {
            let action = NavSite.Action.present(kind, .content(content, item: nil, local: false))
            sites.append(NavSite(action: action, location: call.location))
        }
        let called = overloads(of: owner, call.shape)
        for (method, trailing) in called {
            for forward in method.forwards {
                guard let parameter = method.parameters.first(where: { $0.name == forward.parameter }),
                    let content = call.closures[parameter.name == trailing ? "" : parameter.label]
                else { continue }
                add(kind(forward.kind, parameter: forward.kindParameter, of: method, call: call), content)
            }
            for presentation in method.presentations {
                let content = Self.content(presentation.shape, of: method, at: call)
                guard !content.candidates.isEmpty || presentation.shape.candidates.isEmpty else { continue }
                add(kind(presentation.kind, parameter: presentation.kindParameter, of: method, call: call), content)
            }
        }
        let reached = reachedMethods(from: called.map(\.method), owner: owner)
        for method in reached {
            for presentation in method.presentations { add(presentation.kind, presentation.shape) }
        }
        for method in called.map(\.method) + reached {
            for appended in method.appends where !wrapsCase(appended) {
                sites.append(NavSite(action: .route(appended.destination), location: call.location))
            }
        }
        return (sites, called.map(\.method) + reached)
    }

    /// What a presentation of the called method shows at this call. A branch chosen by one of the method's
    /// parameters is left out when the call's value for it would not show it: a branch shown only when the value is
    /// there when the call hands none and the parameter defaults to nil (`presentPurchase(page:)` of `func
    /// presentPurchase(feature: Feature? = nil, page:)` whose content is `if let feature { ... } else { ... }`), the
    /// branch shown when it is nil when the call hands a case, a `case` of a switch over it that names another case
    /// than the call hands (or the parameter defaults to).
    private static func content(
        _ shape: ContentShape, of method: ObjectMethod, at call: HeldMethodCall
    ) -> ContentShape {
        var left: Set<Int> = []
        for chosen in shape.valueBranches {
            guard let parameter = method.parameters.first(where: { $0.name == chosen.name }), parameter.label != "_",
                let handed = handedValue(for: parameter, at: call), !chosen.shows(handed)
            else { continue }
            left.insert(chosen.branch)
        }
        guard !left.isEmpty else { return shape }
        var shape = shape
        shape.candidates.removeAll { left.contains($0.branch) }
        return shape
    }

    /// The value a call hands for a parameter: `.some(case)` for a case it hands or the parameter defaults to,
    /// `.some(nil)` for none when the parameter defaults to nil, nil when the call's value cannot be told.
    private static func handedValue(for parameter: MethodParameter, at call: HeldMethodCall) -> String?? {
        if call.shape.labels.contains(parameter.label) { return call.cases[parameter.label].map { .some($0) } }
        if parameter.defaultsToNil { return .some(nil) }
        return parameter.defaultCase.map { .some($0) }
    }

    /// Whether a value the method appends wraps a parameter of one of the app's enums (`func push(_ page: Page) {
    /// path.append(Wrapper(page: page)) }`): the case the call hands says what it pushes, as the call reads it.
    private func wrapsCase(_ appended: PathAppend) -> Bool {
        appended.wrappedTypes.contains { enumNames.contains(TypeTables.lastComponent($0)) }
    }

    /// Whether a place is in a method a view's call reached: what is written there is placed at the calls.
    func isFollowed(_ location: SwiftLocation) -> Bool {
        followed.contains { $0.contains(location) }
    }

    /// The overloads a call of this shape may call, each with the parameter its trailing closure fills.
    private func overloads(of owner: String, _ shape: MethodCallShape) -> [(method: ObjectMethod, trailing: String?)] {
        (methods[owner + "." + shape.name] ?? []).compactMap { method in
            let (accepted, trailing) = method.accepts(shape)
            return accepted ? (method, trailing) : nil
        }
    }

    /// The type's own methods that `called` reach through their calls, breadth first, each once, a few calls deep.
    private func reachedMethods(from called: [ObjectMethod], owner: String) -> [ObjectMethod] {
        var reached: [ObjectMethod] = []
        var seen = Set(called.map(Self.key))
        var level = called
        for _ in 0..<Self.depthLimit where !level.isEmpty {
            var next: [ObjectMethod] = []
            for callee in level.flatMap(\.callees) {
                for (found, _) in overloads(of: owner, callee) where seen.insert(Self.key(found)).inserted {
                    reached.append(found)
                    next.append(found)
                }
            }
            level = next
        }
        return reached
    }

    /// One overload's key: its name and labels.
    private static func key(_ method: ObjectMethod) -> String {
        method.name + "(" + method.parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// The kind a presentation of the called method has: the case the call hands for the parameter that says it
    /// (`type: .bottomSheet`), else the case that parameter defaults to, else the kind the body's call says.
    private func kind(
        _ written: EdgeKind, parameter: String?, of method: ObjectMethod, call: HeldMethodCall
    ) -> EdgeKind {
        guard let parameter, let declared = method.parameters.first(where: { $0.name == parameter }) else {
            return written
        }
        let handed = call.cases[declared.label].flatMap(RouterCall.presentationKind)
        return handed ?? declared.defaultCase.flatMap(RouterCall.presentationKind) ?? written
    }
}
