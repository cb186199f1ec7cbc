import NavLintGraph
import NavLintModel

/// Reads, for drift, the navigations of the spec's screens and groups beside the code's.
struct DriftNavigationReader {
    let spec: Spec
    let code: DriftComparison.Code
    let graph: NavGraph
    let codeModels: [String: Model]
    /// The code spec's `SwitchId.caseId` references, resolved as the graph resolves the spec's.
    let codeMembers: MemberReferences
    let facts: SpecFacts

    private typealias Target = DriftComparison.Target
    /// A spec's own `selectTab` edges name a tab, not a model, so they are never compared; a tabs model's tabs
    /// are compared as `selectTab` edges to their models (see ``containerNavigations(codeContainers:)``).
    /// A `switch` edge is compared by the model its case shows (a sidebar link that selects a detail column's
    /// case).
    /// A router's `replace` puts a screen in place of the top of the stack: compared like a push.
    private static let screenKinds: Set<EdgeKind> = [
        .push, .sheet, .fullScreenCover, .popover, .replace, .selectTab, .switch,
    ]

    /// The ids of the groups both the spec and the code have: their edges are compared group to group.
    private var sharedGroups: Set<String> {
        Set(spec.groups.map(\.id.value)).intersection(code.spec.groups.map(\.id.value))
    }

    /// The navigations of a spec screen that the code shows as a screen: its own edges and those its groups
    /// give it, beside the code's own and those it leaves to groups the spec does not have.
    func navigations(of screen: DriftComparison.Screen) -> DriftComparison.Navigations? {
        guard let declaration = screen.declaration else { return nil }
        guard let codeScreen = screen.codeScreen else { return withoutNavigation(screen, declaredAt: declaration) }
        let name = screen.model.id.value
        let specEdges = screen.model.edges + (graph.modelIndex[name].map(everywhereGroupEdges(of:)) ?? [])
        let shared = sharedGroups
        let grouped = code.groupedEdges[codeScreen.id.value] ?? []
        let code = forwardEdges(
            codeScreen.edges + grouped.filter { !shared.contains($0.group) }.map(\.edge), inSpec: false)
        let everywhere = forwardEdges(codeScreen.edges + grouped.map(\.edge), inSpec: false)
        return DriftComparison.Navigations(
            name: name, isGroup: false, location: screen.model.location, spec: forwardEdges(specEdges, inSpec: true),
            judged: forwardEdges(screen.model.edges, inSpec: true), code: code, codeReaches: Self.reaches(everywhere),
            unresolvedKinds: self.code.unresolvedKinds[codeScreen.id.value] ?? [],
            codeSource: codeScreen.source?.value ?? "")
    }

    /// A screen whose View the code declares and extract read without finding any navigation in it (it is no
    /// model of the code's spec, nothing of it was left unresolved and it leaves nothing to a group): every spec
    /// edge of it is judged against no navigation at all.
    private func withoutNavigation(
        _ screen: DriftComparison.Screen, declaredAt declaration: String
    ) -> DriftComparison.Navigations? {
        let codeID = screen.codeID
        guard code.unresolvedKinds[codeID] == nil, code.groupedEdges[codeID]?.isEmpty ?? true else { return nil }
        let own = forwardEdges(screen.model.edges, inSpec: true)
        return DriftComparison.Navigations(
            name: screen.model.id.value, isGroup: false, location: screen.model.location, spec: own, judged: own,
            code: [], codeReaches: [:], unresolvedKinds: [], codeSource: declaration)
    }

    /// The navigations of each spec dialog that the code has by the same id: its buttons' edges, dialog to dialog.
    func dialogNavigations() -> [DriftComparison.Navigations] {
        spec.models.compactMap { model in
            guard model.kind == .dialog, let codeModel = codeModels[model.id.value], codeModel.kind == .dialog else {
                return nil
            }
            let (own, code) = (forwardEdges(model.edges, inSpec: true), forwardEdges(codeModel.edges, inSpec: false))
            return DriftComparison.Navigations(
                name: model.id.value, isGroup: false, location: model.location, spec: own, judged: own, code: code,
                codeReaches: Self.reaches(code), unresolvedKinds: self.code.unresolvedKinds[model.id.value] ?? [],
                codeSource: codeModel.source?.value ?? "")
        }
    }

    /// The edges of the groups a spec screen has in every context the spec shows it in (none for a screen it
    /// shows nowhere), each group once.
    private func everywhereGroupEdges(of index: Int) -> [Edge] {
        graph.groupsEverywhere(of: index).sorted().flatMap { spec.groups[$0].edges }
    }

    /// Each screen `targets` reach, with the kinds of edge that reach it.
    private static func reaches(_ targets: [Target]) -> [String: Set<EdgeKind>] {
        targets.reduce(into: [:]) { $0[$1.key, default: []].insert($1.edge.kind) }
    }

    /// The navigations of each group both the spec and the code have (by id), group to group.
    func groupNavigations() -> [DriftComparison.Navigations] {
        let codeGroups = Dictionary(code.spec.groups.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        var compared: Set<String> = []
        return spec.groups.compactMap { group in
            guard let codeGroup = codeGroups[group.id.value], compared.insert(group.id.value).inserted else {
                return nil
            }
            let specEdges = forwardEdges(group.edges, inSpec: true)
            let codeEdges = forwardEdges(codeGroup.edges, inSpec: false)
            return DriftComparison.Navigations(
                name: group.id.value, isGroup: true, location: group.location, spec: specEdges, judged: specEdges,
                code: codeEdges, codeReaches: Self.reaches(codeEdges), unresolvedKinds: [],
                codeSource: codeGroup.edges.first?.source?.value ?? "")
        }
    }

    /// The tabs of each spec tabs model whose View the code declares tabs for (`codeContainers`: by the id of
    /// the View each stands for, through its `swift` key). A container's own edges are not judged: extract
    /// writes a view's navigation on its screens, not on its containers.
    func containerNavigations(codeContainers: [String: Model]) -> [DriftComparison.Navigations] {
        spec.models.indices.compactMap { index in
            let model = spec.models[index]
            let codeID = facts.codeIDs[index]
            guard model.kind == .tabs, let codeModel = codeContainers[codeID], codeModel.kind == model.kind else {
                return nil
            }
            let own = forwardEdges(Self.tabEdges(of: model), inSpec: true)
            let code = forwardEdges(Self.tabEdges(of: codeModel), inSpec: false)
            // Tabs are read apart from the view's call sites: what those leave unresolved excuses no tab.
            return DriftComparison.Navigations(
                name: model.id.value, isGroup: false, location: model.location, spec: own, judged: own, code: code,
                codeReaches: Self.reaches(code), unresolvedKinds: [], codeSource: codeModel.source?.value ?? "")
        }
    }

    /// A tabs model's tabs as `selectTab` edges to their models, each where its tab is.
    private static func tabEdges(of model: Model) -> [Edge] {
        guard case .tabs(let content) = model.content else { return [] }
        return content.tabs.compactMap { tab in
            tab.model.map { target in
                Edge(
                    via: Located(.selectTab, at: tab.location), target: .model(target), location: tab.location,
                    source: tab.source)
            }
        }
    }

    /// How many of `edges` are edges to screens of a kind drift compares.
    static func forwardEdgeCount(_ edges: [Edge]) -> Int {
        edges.count { edge in
            guard screenKinds.contains(edge.kind) else { return false }
            if case .switchCase = edge.target { return true }
            return edge.target.modelID != nil
        }
    }

    /// The edges to screens among `edges`, each with the screen it reaches in the code's terms; a `switch` edge to
    /// one of several cases that show the same screen, with its case (`PermissionsView (case loading)`).
    private func forwardEdges(_ edges: [Edge], inSpec: Bool) -> [Target] {
        edges.compactMap { edge in
            guard Self.screenKinds.contains(edge.kind), let target = targetModel(of: edge, inSpec: inSpec) else {
                return nil
            }
            let key = screenKey(target.model, inSpec: inSpec)
            return Target(key: target.sharedCase.map { "\(key) (case \($0))" } ?? key, edge: edge)
        }
    }

    /// The model an edge goes to: its `to`, or the model the case of a `switch` edge shows, then with the case's
    /// name when another case of the switch shows the same model: an edge cut to one of them is drift, though the
    /// screen stays reached through the other.
    private func targetModel(of edge: Edge, inSpec: Bool) -> (model: String, sharedCase: String?)? {
        if let id = edge.target.modelID { return (id.value, nil) }
        guard case .switchCase(let reference) = edge.target,
            let (owner, shown) = inSpec ? graph.switchCase(reference.value) : codeMembers.switchCase(reference.value)
        else { return nil }
        let model = shown.model.value
        guard case .switch(let content) = (inSpec ? spec.models : code.spec.models)[owner].content,
            content.cases.count(where: { $0.model.value == model }) > 1
        else { return (model, nil) }
        return (model, shown.id.value)
    }

    /// The screen a target id stands for in the code's terms: a stack's root screen, a screen by its type.
    private func screenKey(_ id: String, inSpec: Bool, depth: Int = 0) -> String {
        let specIndex = inSpec ? graph.modelIndex[id] : nil
        guard depth < 16, let model = specIndex.map({ spec.models[$0] }) ?? (inSpec ? nil : codeModels[id]) else {
            return id
        }
        switch model.content {
        case .stack(let stack): return screenKey(stack.root.value, inSpec: inSpec, depth: depth + 1)
        case .screen: return specIndex.map { facts.codeIDs[$0] } ?? id
        default: return id
        }
    }
}
