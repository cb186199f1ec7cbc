/// Reads, for drift, the navigations of the spec's screens and groups beside the code's.
struct DriftNavigationReader {
    let spec: Spec
    let code: DriftComparison.Code
    let graph: NavGraph
    let codeModels: [String: Model]
    let facts: SpecFacts

    private typealias Target = DriftComparison.Target
    private static let screenKinds: Set<EdgeKind> = [.push, .sheet, .fullScreenCover, .popover]

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
        var specEdges = screen.model.edges
        if let index = graph.modelIndex[name] {
            graph.forEachGroupEdge(of: index) { edge, _ in specEdges.append(edge) }
        }
        let shared = sharedGroups
        let grouped = code.groupedEdges[codeScreen.id.value] ?? []
        let code = forwardEdges(
            codeScreen.edges + grouped.filter { !shared.contains($0.group) }.map(\.edge), inSpec: false)
        let everywhere = forwardEdges(codeScreen.edges + grouped.map(\.edge), inSpec: false)
        let resolved = !self.code.partiallyResolved.contains(codeScreen.id.value)
        return DriftComparison.Navigations(
            name: name, isGroup: false, location: screen.model.location, spec: forwardEdges(specEdges, inSpec: true),
            judged: forwardEdges(screen.model.edges, inSpec: true), code: code,
            codeReaches: resolved ? Set(everywhere.map(\.key)) : nil, codeSource: codeScreen.source?.value ?? "")
    }

    /// A screen whose View the code declares and extract read without finding any navigation in it (it is no
    /// model of the code's spec, nothing of it was left unresolved and it leaves nothing to a group): every spec
    /// edge of it is judged against no navigation at all.
    private func withoutNavigation(
        _ screen: DriftComparison.Screen, declaredAt declaration: String
    ) -> DriftComparison.Navigations? {
        let codeID = screen.codeID
        guard !code.partiallyResolved.contains(codeID), code.groupedEdges[codeID]?.isEmpty ?? true else { return nil }
        let own = forwardEdges(screen.model.edges, inSpec: true)
        return DriftComparison.Navigations(
            name: screen.model.id.value, isGroup: false, location: screen.model.location, spec: own, judged: own,
            code: [], codeReaches: [], codeSource: declaration)
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
                code: codeEdges, codeReaches: Set(codeEdges.map(\.key)),
                codeSource: codeGroup.edges.first?.source?.value ?? "")
        }
    }

    /// How many of `edges` are edges to screens of a kind drift compares.
    static func forwardEdgeCount(_ edges: [Edge]) -> Int {
        edges.count { screenKinds.contains($0.kind) && $0.target.modelID != nil }
    }

    /// The edges to screens among `edges`, each with the screen it reaches in the code's terms.
    private func forwardEdges(_ edges: [Edge], inSpec: Bool) -> [Target] {
        edges.compactMap { edge in
            guard Self.screenKinds.contains(edge.kind), let target = edge.target.modelID else { return nil }
            return Target(key: screenKey(target.value, inSpec: inSpec), edge: edge)
        }
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
