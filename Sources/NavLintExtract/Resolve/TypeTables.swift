import NavLintCore

/// Every file's declarations in one place: the view types, the enums, the declared types of properties and
/// parameters, which view each enum case maps to, and which types are registered for navigation.
struct TypeTables {
    private(set) var views: [String: ViewFacts] = [:]
    private(set) var enums: [String: EnumFacts] = [:]
    private var propertyTypes: [String: [String]] = [:]
    private var propertyInitialCases: [String: [String]] = [:]
    private var parameterTypes: [String: [String]] = [:]
    /// The types that hold a `dismiss` of type `DismissAction`, by last name.
    private var dismissHolders: Set<String> = []
    /// The methods named for a way back and what their bodies do.
    private(set) var backMethods = BackMethods()
    /// Enum name → case name → the view candidates its mapping builds.
    private(set) var caseViews: [String: [String: [ViewCandidate]]] = [:]
    /// The views handed a case by a loop of tabs that each show what their case maps to (see ``CasedContent``).
    private(set) var casedTabViews: Set<String> = []
    /// Enum name → the cases whose view is that of the case of their associated value (``CaseMapping/forwards``).
    private(set) var caseForwards: [String: Set<String>] = [:]
    /// Enum name → case name → where the `case` that maps it to its views is written.
    private(set) var caseLocations: [String: [String: SwiftLocation]] = [:]
    /// By a view-mapping `switch`'s place, the enum it maps.
    private(set) var switchedEnums: [SwiftLocation: String] = [:]
    /// Resolved type name → its registrations.
    private(set) var registrations: [String: [Registration]] = [:]
    /// By file, the `#if os(...)` branches whose platforms could be read.
    private var platformRegions: [String: [PlatformRegion]] = [:]
    private var viewsByLastName: [String: [String]] = [:]
    private var enumsByLastName: [String: [String]] = [:]
    /// By view, the destination types its body registers with `navigationDestination(for:)`.
    private var registeredByView: [String: Set<String>] = [:]
    /// By view, the views whose stacks have it as their root.
    private var stackOwners: [String: Set<String>] = [:]
    /// The navigations written in view modifiers of `extension View`.
    private(set) var modifierSites: [NavSite] = []
    /// By view, by parameter, the enum cases its callers pass as literals.
    private(set) var literalArguments = LiteralArguments()
    /// The navigation of extensions of types that are no views: one unresolved note per site.
    private(set) var strandedNotes: [ExtractionNote] = []
    /// By `Type.member`, what a type's static function that returns a view builds; by `.member`, what objects'
    /// methods of that name build (see ``FileFacts/objectViewFactories(of:)``).
    private(set) var viewFactories: [String: [ViewCandidate]] = [:]
    /// The `Bool` properties computed from a stored property's case.
    let computedFlags: ComputedFlags
    /// By the last name of the type they are passed, the methods that turn a value into a case they navigate to.
    private(set) var valueForwards: [String: [CaseForward]] = [:]
    /// The values that carry their view: static members and factories of the app's types.
    let valueViews: ValueViews
    /// The app's types that objects held through a protocol or an environment key stand for.
    let heldTypeNames: HeldTypeNames
    /// The app's nested types, which a name written inside the type around them means first.
    let nestedNames: NestedNames

    /// For a view qualified by its folder (`Watch.ContentView`: another file has its name), the name declared.
    private(set) var declaredNames: [String: String] = [:]

    init(_ files: [FileFacts]) {
        heldTypeNames = HeldTypeNames(files)
        nestedNames = NestedNames(files)
        let files = heldTypeNames.applied(to: files)
        valueViews = ValueViews(files)
        computedFlags = ComputedFlags(files)
        let protocols = StrandedNavigation.viewProtocols(files)
        let custom = CustomPresentations(files)
        (views, declaredNames) = SameNamedViews.keyed(
            files.flatMap { file in
                file.views.filter { view in
                    guard !view.fromExtension else { return false }
                    let through = Set(view.viewThrough?.map(Self.lastComponent) ?? [])
                    return view.viewThrough == nil || !through.isDisjoint(with: protocols.refiningView)
                        || through.isDisjoint(with: protocols.declared)
                }.map(custom.resolved)
            })
        for file in files { addDeclarations(of: file) }
        viewFactories.merge(FileFacts.objectViewFactories(of: files)) { first, _ in first }
        addFragments(of: files, custom: custom)
        views = PresentedNavigation.applied(views, by: self, custom: custom)
        views = SameNamedViews.embeddedByPlatform(PresentationClosings.applied(views, by: self), by: self)
        let scenes = files.flatMap(\.scenes)
        views = MenuCommands.embedded(in: viewsWithoutDroppedContainers(scenes: scenes), scenes: scenes, by: self)
        addCoordinatorFlows(files)
        literalArguments = LiteralArguments(
            files, viewName: { resolveViewName($0, from: $1) }, positional: { views[$0]?.positionalParameters ?? [:] })
        for name in enums.keys { enumsByLastName[Self.lastComponent(name), default: []].append(name) }
        var caseOwners = CaseOwners(enums)
        for mapping in files.flatMap(\.mappings) { addMapping(mapping, owners: &caseOwners) }
        (views, casedTabViews) = CaseTabs.expanded(views, by: self)
        views = WrapperSlots.resolved(MappedSlots.resolved(views, by: self), scenes: scenes, by: self)
        views = HandedContent.resolved(views, by: self)
        views = HandedSlots.resolved(views, by: self, notes: &strandedNotes)
        let registered = ModifierRegistrations.expanded(files.flatMap(\.registrations), files: files)
        for var registration in registered + RouterPresentations.registrations(in: self) {
            guard let type = RouterPresentations.resolvedType(of: &registration, in: self) else { continue }
            registrations[type, default: []].append(registration)
            if let view = registration.view.flatMap({ resolveViewName($0, from: registration.location.file) }) {
                registeredByView[view, default: []].insert(type)
            }
        }
        addStackOwners()
        for (wrapped, wrappers) in wrappedViews() { views[wrapped]?.embedded += wrappers }
    }

    /// The enums, declared types, back methods, view factories and platform branches of one file.
    private mutating func addDeclarations(of file: FileFacts) {
        for entry in file.enums { enums[entry.name] = entry }
        propertyTypes.append(contentsOfEach: file.propertyTypes)
        propertyInitialCases.append(contentsOfEach: file.propertyInitialCases)
        parameterTypes.append(contentsOfEach: file.functionParameterTypes)
        dismissHolders.formUnion(file.dismissHolders)
        backMethods.add(file.backMethods)
        viewFactories.merge(file.viewFactories) { first, _ in first }
        for forward in file.caseForwards {
            valueForwards[Self.lastComponent(forward.parameterType), default: []].append(forward)
        }
        if !file.platformRegions.isEmpty { platformRegions[file.file] = file.platformRegions }
    }

    /// Merges what extensions and objects navigate into the views it acts from; notes what has no view to act from.
    private mutating func addFragments(of files: [FileFacts], custom: CustomPresentations) {
        let objects = HeldObjectNavigation(views)
        for file in files {
            for fragment in file.views where fragment.fromExtension {
                let fragment = custom.resolved(fragment)
                if let name = resolveViewName(fragment.name, from: file.file), views[name]?.isSceneContent != true {
                    views[name]?.merge(fragment)
                } else if !fragment.isViewModifier, let holder = objects.holder(of: fragment) {
                    views[holder]?.merge(HeldObjectNavigation.navigation(of: fragment, heldBy: holder))
                } else {
                    strandedNotes += StrandedNavigation.notes(fragment)
                    if fragment.isViewModifier { modifierSites += fragment.sites }
                }
            }
        }
        var presenting = ObjectMethodPresentations(
            files, viewNames: Set(views.keys.map(Self.lastComponent)),
            enumNames: Set(enums.keys.map(Self.lastComponent)),
            objects: objects)
        var functions = FunctionNavigations(files, objects: objects)
        for name in views.keys.sorted() {
            viewsByLastName[Self.lastComponent(name), default: []].append(name)
            views[name] = functions.resolved(presenting.resolved(views[name]!))
            views[name]!.resolveHelpers()
        }
        strandedNotes.removeAll { presenting.isFollowed($0.location) }
        strandedNotes += functions.notes
    }

    /// Stack roots, split columns and their switches' cases are in their view's stack; switched roots' cases are not.
    private mutating func addStackOwners() {
        for view in views.values {
            for container in view.containers where container.kind != .tabs && !container.switchesBody {
                for case .view(let shown, _) in container.kind == .stack
                    ? Array(container.slots.prefix(1)) : container.slots
                {
                    guard let name = resolveViewName(shown, from: view.location.file) else { continue }
                    stackOwners[name, default: []].insert(view.name)
                }
            }
        }
    }

    /// Coordinators' pushes and presentations, and objects' navigation state, become the views' navigation.
    private mutating func addCoordinatorFlows(_ files: [FileFacts]) {
        let flows = CoordinatorFlows(files) { resolveViewName($0, from: $1) }
        for (view, sites) in flows.sites { views[view]?.sites += sites }
        strandedNotes += flows.notes
        for (view, sites) in NotificationChannels(files, views: views).sites { views[view]?.sites += sites }
        let writes = HeldStateWrites(files, views: views, bound: BoundPresentations(views: views, names: heldTypeNames))
        views = writes.applied(to: views)
        strandedNotes += writes.notes
    }

    /// The registrations of `type` on the stack `view` is in (by the view itself, by the view whose stack has it as
    /// its root, or by a modifier applied to such a stack): a value link goes to its own stack's destination. When no
    /// such one is known, those declared nearest to `file` (another target's stack registers for that target).
    func registrations(of type: String, around view: String?, from file: String) -> [Registration] {
        let all = registrations[type] ?? []
        guard let view, all.count > 1 else { return all }
        let owners = (stackOwners[view] ?? []).union([view])
        // A modifier's registration is local where the view's stack applies the modifier.
        let applied = Set(
            owners.flatMap { owner in
                (views[owner]?.containers ?? []).filter { $0.kind == .stack }.flatMap(\.rootModifiers)
            })
        let local = all.filter { registration in
            if let modifier = registration.modifier { return applied.contains(modifier) }
            return registration.view.flatMap { resolveViewName($0, from: registration.location.file) }.map(
                owners.contains) ?? false
        }
        guard local.isEmpty else { return local }
        let shared = all.map { SameNamedViews.sharedFolders(file, $0.location.file) }
        let nearest = shared.max()
        return zip(all, shared).filter { $0.1 == nearest }.map(\.0)
    }

    /// The one destination type registered on the stack a view is in: by the view itself, or by the view whose
    /// stack has it as its root. Nil when none or several are.
    func singleRegistration(around view: String) -> String? {
        let types = registeredTypes(around: view)
        return types.count == 1 ? types.first : nil
    }

    /// The destination types registered on the stack a view is in: by it, or the view whose stack (or column) it roots.
    func registeredTypes(around view: String) -> Set<String> {
        var types = registeredByView[view] ?? []
        for owner in stackOwners[view] ?? [] { types.formUnion(registeredByView[owner] ?? []) }
        return types
    }

    /// A written view name as declared: exact, else the one view whose last name component it is.
    func resolveViewName(_ written: String) -> String? { resolveViewName(written, from: nil) }

    /// A view name written in `file` as declared: exact, else the one view whose last name component it is, else
    /// the one of those declared nearest to `file`.
    func resolveViewName(_ written: String, from file: String?) -> String? {
        let name = SpecNaming.plain(written)
        if views[name] != nil { return name }
        let matches = viewsByLastName[Self.lastComponent(name)] ?? []
        if matches.count == 1 { return matches[0] }
        guard let file, matches.count > 1 else { return nil }
        return SameNamedViews.nearest(matches, to: file, in: views)
    }

    /// The platforms code at `location` is compiled for, by the `#if os(...)` branches around it; nil for all.
    func platforms(at location: SwiftLocation) -> Set<Platform>? {
        var platforms: Set<Platform>?
        for region in platformRegions[location.file] ?? [] where region.contains(location) {
            platforms = platforms?.intersection(region.platforms) ?? region.platforms
        }
        // Branches that contradict each other (`#if os(watchOS)` inside the `#else` of another) are compiled
        // nowhere: such code is read as if it had no condition, so that the spec names no empty platform list.
        return platforms?.isEmpty == true ? nil : platforms
    }

    /// ``platforms(at:)`` as the spec writes them: what a `#if os(...)` branch holds exists on its platforms.
    func platformSet(at location: SwiftLocation) -> PlatformSet? {
        platforms(at: location).map(SpecAssembler.platformSet)
    }

    func resolveEnumName(_ written: String) -> String? {
        let name = SpecNaming.plain(written)
        if enums[name] != nil { return name }
        let matches = enumsByLastName[Self.lastComponent(name)] ?? []
        // `Path.State` of TCA's `@Reducer enum Path`, which its macro declares with a case for each of the enum's.
        if matches.isEmpty, let reducer = Reducers.reducer(ofState: name) { return resolveEnumName(reducer) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The first candidate that is a view declared in the sources.
    func firstView(_ candidates: [ViewCandidate]) -> ViewCandidate? { firstView(candidates, from: nil) }

    /// Each case of the enum `table` that its mapping shows as a view of the sources, with that view, in the
    /// order of the enum's cases (of the mapping's, sorted, for an enum the sources do not declare).
    func mappedViews(of table: String) -> [(caseName: String, view: ViewCandidate)] {
        guard let mapped = caseViews[table] else { return [] }
        return (enums[table]?.cases ?? mapped.keys.sorted()).compactMap { caseName in
            mapped[caseName].flatMap(firstView).map { (caseName, $0) }
        }
    }

    /// The first candidate that is a view declared in the sources, for candidates written in `file`. A view that
    /// only wraps the content it is handed (`NavigationSheet { AboutView() }`) stands for the view after it,
    /// in a stack when it wraps the content in one; it is the destination itself when no view follows.
    func firstView(_ candidates: [ViewCandidate], from file: String?) -> ViewCandidate? {
        let (view, wrappers) = unwrapped(candidates, from: file)
        return view ?? wrappers.first
    }

    /// The names of the candidates that are views of the sources (or their wrappers), in order.
    private func declaredViews(_ candidates: [ViewCandidate], from file: String?) -> [String] {
        candidates.compactMap { firstView([$0], from: file)?.name }
    }

    /// Whether the sources declare a function of this `name(label:)` key.
    func declaresFunction(_ key: String) -> Bool { parameterTypes[key] != nil }

    /// Whether `holder.dismiss()` calls a `DismissAction`: the holder's declared type holds one as its `dismiss`,
    /// or, for a holder of a type the view does not write, some type of the sources does.
    func holdsDismissAction(_ holder: DismissHolder) -> Bool {
        switch holder {
        case .declared(let type): dismissHolders.contains(Self.lastComponent(type))
        case .undeclared: !dismissHolders.isEmpty
        }
    }

    /// The type a reference names; for properties and parameters, the one declared type when they agree. A name
    /// written in the type `scope` means a type nested in it or around it first (see ``NestedNames``).
    func resolve(_ reference: TypeRef, in scope: String? = nil) -> String? {
        let scope = scope.map { declaredNames[$0] ?? $0 }
        let names = declaredNames(reference, in: scope)
        let resolved = Set(
            names.map { name in
                let bare = Self.withoutGenericArguments(name)
                return nestedNames.lookUp(bare, in: scope) ?? resolveEnumName(bare) ?? bare
            })
        return resolved.count == 1 ? resolved.first : nil
    }

    /// The types a reference's declarations give, as written: a property's of that name (`Model.route`, or
    /// `route` of the type `scope` the reference is written in, else `route` in any type), a parameter's of that
    /// function.
    private func declaredNames(_ reference: TypeRef, in scope: String? = nil) -> [String] {
        switch reference {
        case .named(let name): [name]
        case .property(let name):
            scope.flatMap { propertyTypes[Self.lastComponent($0) + "." + name] } ?? propertyTypes[name]
                ?? propertyTypes[Self.lastComponent(name)] ?? []
        case .parameter(let key): parameterTypes[key] ?? []
        }
    }

    /// The case a property starts as, when every declaration of it the reference may mean agrees.
    func initialCase(of reference: TypeRef) -> String? {
        guard case .property(let name) = reference else { return nil }
        let found = Set(propertyInitialCases[name] ?? propertyInitialCases[Self.lastComponent(name)] ?? [])
        return found.count == 1 ? found.first : nil
    }

    /// Whether a reference's declarations give the type `name` (`Session.isSignedIn` declared a `Bool`).
    func declares(_ reference: TypeRef, as name: String) -> Bool {
        if case .named(let written) = reference { return written == name }
        return declaredNames(reference).contains(name)
    }

    /// The one enum among the types a reference's declarations give (properties and parameters of one name in
    /// several types) that has a case of this name: `navigationType = .detail(x)` writes the enum with `detail`.
    func resolve(_ reference: TypeRef, havingCase name: String) -> String? {
        let names = declaredNames(reference)
        let owners = Set(names.compactMap(resolveEnumName)).filter { enums[$0]?.cases.contains(name) == true }
        return owners.count == 1 ? owners.first : nil
    }

    /// A `switch` maps the cases of the enum that has every case it names (the smallest such enum).
    private mutating func addMapping(_ mapping: CaseMapping, owners caseOwners: inout CaseOwners) {
        let owners = caseOwners.owners(of: Set(mapping.cases.map(\.name)))
        // The enum the switched value is declared as, when it has every case; else one nested in the type the
        // switch is in, or around it, which its cases name first; else the smallest.
        let declared = mapping.subjectType.flatMap { resolve(.named($0), in: mapping.scope) }.flatMap {
            owners.names.contains($0) ? enums[$0] : nil
        }
        let nested = mapping.scope.flatMap(owners.smallestVisible)
        guard let owner = declared ?? nested ?? owners.smallest else { return }
        switchedEnums[mapping.location] = owner.name
        for (name, candidates, location) in mapping.cases
        where firstView(candidates, from: mapping.location.file) != nil && caseViews[owner.name]?[name] == nil {
            // A case that switches over its value among several views is no one of them: it forwards the value.
            if mapping.forwards[name] != nil, Set(declaredViews(candidates, from: mapping.location.file)).count > 1 {
                continue
            }
            caseViews[owner.name, default: [:]][name] = resolvedWhereWritten(candidates, of: mapping)
            caseLocations[owner.name, default: [:]][name] = location
        }
        for (name, _) in mapping.forwards where caseViews[owner.name]?[name] == nil {
            caseForwards[owner.name, default: []].insert(name)
        }
    }

    mutating func register(_ registration: Registration, as type: String) {
        registrations[type, default: []].append(registration)
    }

    /// A view's parameter type in the format, if the format has it.
    func paramType(_ swiftType: String) -> ParamTypeName? {
        switch swiftType {
        case "Int", "Int64", "Int32", "UInt", "Int16", "Int8": return .scalar("int")
        case "Double", "Float", "CGFloat": return .scalar("double")
        case "Bool": return .scalar("bool")
        case "UUID": return .scalar("uuid")
        case "String", "Substring": return .scalar("string")
        default:
            guard let name = resolveEnumName(swiftType), let values = enums[name]?.rawValues, !values.isEmpty,
                values.allSatisfy(Identifiers.isEnumValue)
            else { return nil }
            var seen: Set<String> = []
            return .values(values.filter { seen.insert($0).inserted })
        }
    }
}

/// A parameter type as the format names it: a scalar or a set of string values.
enum ParamTypeName: Equatable {
    case scalar(String)
    case values([String])
}

extension ViewFacts {
    /// Whether this is an extension of `View` itself: its functions are view modifiers that views apply.
    var isViewModifier: Bool { name == "View" || name == "SwiftUI.View" }

    /// Adds an extension's containers, navigations and subviews to the view's own.
    mutating func merge(_ fragment: ViewFacts) {
        mapsCases = mapsCases || fragment.mapsCases
        let containerOffset = containers.count
        let dialogOffset = dialogs.count
        for var container in fragment.containers {
            container.slots = container.slots.map { $0.offset(by: containerOffset) }
            container.tabs = container.tabs.map { tab in
                var tab = tab
                tab.content = tab.content.offset(by: containerOffset)
                return tab
            }
            containers.append(container)
        }
        dialogs += fragment.dialogs
        sites += fragment.sites.map { site in
            var site = site
            if case .dialog(let index) = site.action { site.action = .dialog(index + dialogOffset) }
            return site
        }
        embedded += fragment.embedded
        closings += fragment.closings
        presentedNavigation += fragment.presentedNavigation
        presentedHelpers.formUnion(fragment.presentedHelpers)
        componentUses += fragment.componentUses
        heldCalls += fragment.heldCalls
        functionCalls += fragment.functionCalls
        notificationPosts += fragment.notificationPosts
        notificationReceivers += fragment.notificationReceivers
        for (name, slot) in fragment.helpers where helpers[name] == nil {
            helpers[name] = slot.offset(by: containerOffset)
        }
    }

    /// The maximum chain of helpers that show each other (`body` → `content` → `stack`) that is followed.
    private static let helperChainLimit = 8

    /// Replaces each container slot and tab that shows a helper by what the helper builds; a helper that
    /// builds nothing readable is content written in place, and a property the view's callers hand it a view
    /// in is ``ContentSlot/handed(_:)``.
    mutating func resolveHelpers() {
        let helpers = self.helpers
        let handed = Set(handedContent.map(\.property))
        func resolved(_ slot: ContentSlot) -> ContentSlot {
            var current = slot
            for _ in 0..<Self.helperChainLimit {
                guard case .helper(let name) = current else { return current }
                // A property its callers hand a view in is no helper: it shows what they hand.
                current = helpers[name] ?? (handed.contains(name) ? .handed(name) : .inline)
            }
            return current.isHelper ? .inline : current
        }
        // Content that calls a helper (`.sheet { detailsView(for: item) }`) shows what the helper builds.
        for index in sites.indices {
            guard case .present(let kind, .content(var shape, let item, let local)) = sites[index].action,
                !shape.helperCalls.isEmpty
            else { continue }
            shape.candidates += shape.helperCalls.compactMap { presented(by: resolved(.helper($0)), resolved) }
            sites[index].action = .present(kind, .content(shape, item: item, local: local))
        }
        for index in containers.indices { containers[index].mapContent(resolved) }
    }

    /// The view content presents where it shows what a helper builds: a view, or the root of a stack the helper
    /// builds (`NavigationStack { FrameView() }`), presented in it.
    private func presented(by slot: ContentSlot, _ resolved: (ContentSlot) -> ContentSlot) -> ViewCandidate? {
        switch slot {
        case .view(let name, _):
            return ViewCandidate(name: name, stacked: false)
        case .container(let index) where containers[index].kind == .stack:
            guard case .view(let name, _)? = containers[index].slots.first.map(resolved) else { return nil }
            return ViewCandidate(name: name, stacked: true)
        default:
            return nil
        }
    }
}

extension ContentSlot {
    var isHelper: Bool {
        if case .helper = self { return true }
        return false
    }

    func offset(by count: Int) -> ContentSlot {
        if case .container(let index) = self { return .container(index + count) }
        return self
    }
}
