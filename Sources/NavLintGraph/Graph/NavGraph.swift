import NavLintModel

/// A spec with its references resolved: the model index, containment, edges as hops, each model's
/// navigation contexts and what the window roots reach.
///
/// Built once per spec; every rule reads from it. Dangling references are left out of the graph (the
/// `undefined-reference` rule reports them), and for a repeated id the first model wins.
public struct NavGraph: Sendable {
    public let spec: Spec
    /// What the spec as given uses of the format's optional keys, read once for every later step (``spec``,
    /// with action tabs' edges moved onto their tabs models, differs only in `actionTabEdges`).
    public let usage: SpecUsage
    /// The ids, windows, container members and own edges resolved to model indices.
    let references: ResolvedReferences
    /// By model index, the Swift type the model maps to: its `swift` key when it has one, else its id (any kind:
    /// a tabs, split or stack model maps to the View that declares it). `check --sources` reads it.
    public let swiftNames: [String]
    /// For each model, whether an earlier model has its id.
    private let repeatsAnID: [Bool]
    /// Forward hops out of each model: containment and forward edges whose target resolves.
    public let hops: [[Hop]]
    /// The hops into each model, those of each model in the order of the models they come from (see ``hops``).
    public let incoming: [[Hop]]
    /// For each tabs or switch model, the position of its initial tab or case (see ``initialMember(of:)``).
    let initialMembers: [Int?]
    /// For each model, the indices of hops in `hops` that repeat an earlier hop's way forward (see
    /// ``Hop/isSameWay(as:)``), so that they do not count as another path, and of edges that act in none of the
    /// model's contexts (an `after: dismiss` edge of a model never presented): path searches skip them.
    let repeatedWays: [[Int]]
    /// Models that some window root reaches.
    public let reachableFromWindows: [Bool]
    /// Models that some route target reaches (routes are entry points too).
    public let reachableFromRoutes: [Bool]
    /// The routes resolved: each route's target model, the routes into each model, route ids.
    public let routeMap: RouteMap
    /// The contexts each model can be shown in; empty for unreachable models.
    public let contexts: [[NavContext]]
    /// The spec's groups resolved (see ``groups(of:in:)``).
    let edgeGroups: EdgeGroups
    /// For each model, the groups it has in some context or includes itself; empty when the spec has no groups.
    let availableGroups: [[Int]]

    /// An action tab's edges count as edges of its tabs model (see ``Spec/withActionTabEdgesOnTheirTabs(_:)``):
    /// ``spec`` holds them there.
    ///
    /// - Parameter usage: what `spec` uses of the optional keys, when it is known already (``SpecUsage/init(of:)``
    ///   of this very spec); read from the spec when nil.
    public init(spec: Spec, usage: SpecUsage? = nil) {
        let usage = usage ?? SpecUsage(of: spec)
        self.usage = usage
        let spec = spec.withActionTabEdgesOnTheirTabs(usage)
        self.spec = spec
        let references = ResolvedReferences(spec: spec)
        self.references = references
        swiftNames = spec.models.indices.map { spec.models[$0].swift?.value ?? spec.models[$0].id.value }
        let routeMap = RouteMap(routes: spec.routes, modelIndex: references.index, modelCount: spec.models.count)
        self.routeMap = routeMap
        var repeatsAnID = [Bool](repeating: false, count: spec.models.count)
        for position in references.repeated { repeatsAnID[position] = true }
        self.repeatsAnID = repeatsAnID
        let windows = references.windows
        var hops = Self.buildHops(spec: spec, references: references, repeatsAnID: repeatsAnID)
        let groups = EdgeGroups(spec: spec) { references.model(at: $0.target, in: spec.models) }
        edgeGroups = groups
        let handsEdgesOn = usage.handsEdgesOn
        let contexts = ContextBuilder(
            spec: spec, hops: hops, windows: windows, routeTargets: routeMap.targets, groups: groups,
            tracksPresenters: handsEdgesOn
        ).build()
        self.contexts = contexts
        if spec.groups.isEmpty {
            availableGroups = []
        } else {
            let available = spec.models.indices.map { model in
                groups.had(by: model, inherited: EdgeGroups.merged(contexts[model].map(\.groups)), spec: spec)
            }
            for model in spec.models.indices where !repeatsAnID[model] {
                hops[model] += groups.hops(of: model, groups: available[model], spec: spec)
            }
            availableGroups = available
        }
        self.hops = hops
        incoming = Self.incoming(to: hops)
        initialMembers = spec.models.indices.map { spec.models[$0].initialMemberPosition }
        repeatedWays = hops.enumerated().map { model, out in
            Hop.repeatedWays(of: out) { handsEdgesOn && !Self.applies(out[$0], spec: spec, contexts: contexts[model]) }
        }
        let windowRoots = windows.compactMap(\.root)
        reachableFromWindows = Self.reach(from: windowRoots, hops: hops, count: spec.models.count)
        reachableFromRoutes = Self.reach(from: routeMap.targets.compactMap { $0 }, hops: hops, count: spec.models.count)
    }

    /// The models a container shows when it comes on screen, at any depth: a stack's root and initial
    /// path, the initial tab of a tabs model, the initial case of a switch, every column of a split.
    /// Empty for screens and dialogs.
    public func modelsShown(by model: Int) -> [Int] {
        guard spec.models[model].kind.isContainer else { return [] }
        var shown: [Int] = []
        var pending = [model]
        var seen: Set<Int> = [model]
        while let next = pending.popLast() {
            for hop in hops[next] where isShownAtStart(hop) && seen.insert(hop.to).inserted {
                shown.append(hop.to)
                pending.append(hop.to)
            }
        }
        return shown
    }

    /// Whether the model at `index` is the one its id names, not a later model repeating the id.
    public func isFirstWithItsID(_ index: Int) -> Bool { !repeatsAnID[index] }

    /// The model with this id, if any.
    public func model(_ id: String) -> Model? { modelIndex[id].map { spec.models[$0] } }

    /// The tabs model and tab named by `TabsId.tabId`.
    public func tab(_ reference: String) -> (tabs: Int, tab: Tab)? {
        MemberReferences(models: spec.models, index: modelIndex).tab(reference)
    }

    /// The switch model and case named by `SwitchId.caseId`.
    public func switchCase(_ reference: String) -> (switch: Int, case: SwitchCase)? {
        MemberReferences(models: spec.models, index: modelIndex).switchCase(reference)
    }

    /// The model an edge target leads to: the model it names, the model of the tab or case it names, or
    /// the root of the window it opens. `nil` when it names nothing (or is a URL, or no target). For an edge the
    /// spec holds, ``target(of:from:)`` has the answer already.
    public func model(at target: EdgeTarget) -> Int? { references.model(at: target, in: spec.models) }

    /// The position in ``windows`` of the first window with this id.
    public func window(named id: String) -> Int? { windows.firstIndex { $0.id == id } }

    /// The first model of each id, in spec order: the models the graph is about.
    public var firstModels: [Int] { spec.models.indices.filter { !repeatsAnID[$0] } }

    /// The ids of a container's parts as written, in order: a stack's root and initial path, the models of
    /// the tabs, cases or columns. Empty for screens and dialogs.
    public func children(of model: Int) -> [Located<String>] {
        spec.models[model].content.members.map(\.reference)
    }

    /// The names of a tabs model's tabs or a switch model's cases; empty for other models.
    public func memberNames(of model: Int) -> [String] {
        switch spec.models[model].content {
        case .tabs(let tabs): tabs.tabs.map(\.id.value)
        case .switch(let content): content.cases.map(\.id.value)
        default: []
        }
    }

    /// For each model, the containers that hold it (once per time they list it), in spec order.
    public func holders() -> [[Int]] { incoming.map { $0.filter(\.isContainment).map(\.from) } }

    /// The tabs model and the position of the tab named by `TabsId.tabId` (`tab`), or the switch model and the
    /// position of the case named by `SwitchId.caseId`; the first tab or case of a repeated name.
    func member(_ reference: String, tab: Bool) -> (owner: Int, position: Int)? {
        MemberReferences(models: spec.models, index: modelIndex).member(reference, tab: tab)
    }

    private static func buildHops(spec: Spec, references: ResolvedReferences, repeatsAnID: [Bool]) -> [[Hop]] {
        var hops = [[Hop]](repeating: [], count: spec.models.count)
        // Each model is read where it is stored: copied whole, it costs a dozen reference counts.
        for from in spec.models.indices where !repeatsAnID[from] {
            var out: [Hop] = []
            let positions = MemberReferences.firstPositions(of: spec.models[from].content)
            for (member, to) in zip(spec.models[from].content.members, references.memberModels[from]) {
                if let to { out.append(Hop(from: from, to: to, kind: Hop.Kind(member.role, positions: positions))) }
            }
            for (edgeIndex, target) in references.edgeTargets[from].enumerated() {
                guard let target else { continue }
                out.append(Hop(from: from, to: target, kind: .edge(spec.models[from].edges[edgeIndex].kind, edgeIndex)))
            }
            hops[from] = out
        }
        return hops
    }

    /// Whether a hop's edge acts in some context of its model (containment always does).
    private static func applies(_ hop: Hop, spec: Spec, contexts: [NavContext]) -> Bool {
        let runsAfterDismiss: Bool
        switch hop.kind {
        case .edge(_, let index): runsAfterDismiss = spec.models[hop.from].edges[index].runsAfterDismiss
        case .groupEdge(_, let group, let index): runsAfterDismiss = spec.groups[group].edges[index].runsAfterDismiss
        default: return true
        }
        return contexts.contains { $0.actsAnywhere(runsAfterDismiss: runsAfterDismiss) }
    }

    private static func reach(from starts: [Int], hops: [[Hop]], count: Int) -> [Bool] {
        var seen = [Bool](repeating: false, count: count)
        var queue = starts.filter { !seen[$0] }
        for start in queue { seen[start] = true }
        var head = 0
        while head < queue.count {
            let model = queue[head]
            head += 1
            for hop in hops[model] where !seen[hop.to] {
                seen[hop.to] = true
                queue.append(hop.to)
            }
        }
        return seen
    }
}

/// A window and the index of its root model (`nil` when the root names no model).
public struct ResolvedWindow: Sendable, Equatable {
    public var id: String
    public var root: Int?
}

/// A column of a split view.
public enum SplitColumn: Sendable, Hashable {
    case sidebar
    /// The middle column of a three-column split.
    case content
    /// The last column.
    case detail
}

/// One step from a model to another: through containment or a forward edge.
public struct Hop: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case stackRoot
        case stackPath
        /// A tab, by id and position among its container's tabs (the first tab of a repeated id).
        case tab(String, position: Int)
        /// A case, by id and position among its switch's cases (the first case of a repeated id).
        case switchCase(String, position: Int)
        /// A column of a split view, and which one.
        case splitColumn(SplitColumn)
        /// A forward edge of the `from` model, with its index in `edges`.
        case edge(EdgeKind, Int)
        /// A forward edge that a group gives the `from` model: `spec.groups[group].edges[index]`.
        case groupEdge(EdgeKind, group: Int, index: Int)

        /// The kind of edge the hop follows; `nil` for containment.
        public var edgeKind: EdgeKind? {
            switch self {
            case .edge(let kind, _), .groupEdge(let kind, _, _): kind
            default: nil
            }
        }

        /// Where the edge the hop follows comes from; `nil` for containment.
        public var edgeOrigin: EdgeOrigin? {
            switch self {
            case .edge(_, let index): .own(index)
            case .groupEdge(_, let group, let index): .group(group, index: index)
            default: nil
            }
        }

        /// The containment a container member makes; `positions`: the first position of each tab or case name.
        init(_ role: ContainerMember.Role, positions: [String: Int]) {
            switch role {
            case .stackRoot: self = .stackRoot
            case .stackPath: self = .stackPath
            case .tab(let tab): self = .tab(tab, position: positions[tab] ?? 0)
            case .switchCase(let name): self = .switchCase(name, position: positions[name] ?? 0)
            case .sidebar: self = .splitColumn(.sidebar)
            case .contentColumn: self = .splitColumn(.content)
            case .detail: self = .splitColumn(.detail)
            }
        }
    }

    public var from: Int
    public var to: Int
    public var kind: Kind

    /// How reports name the hop's kind: `containment` (a stack's root, a split column), `path` (a stack's
    /// initial path), `tab`, `case`, or the edge's kind (`push`, `sheet`, `fullScreenCover`, ...).
    public var kindName: String {
        switch kind {
        case .stackRoot, .splitColumn: "containment"
        case .stackPath: "path"
        case .tab: "tab"
        case .switchCase: "case"
        case .edge(let edgeKind, _), .groupEdge(let edgeKind, _, _): edgeKind.rawValue
        }
    }

    /// Whether the hop is containment rather than an edge.
    public var isContainment: Bool { kind.edgeKind == nil }
}
