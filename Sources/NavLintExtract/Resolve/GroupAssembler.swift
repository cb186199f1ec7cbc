import NavLintCore

/// The destinations that a view modifier (`withAppRouter()`) registers on every stack that applies it, and the
/// sheets it presents for a router's item (`withSheetDestinations(...)`), become one group, included by those
/// stacks; a screen's navigations through a group it has wherever it is shown are left to the group.
struct GroupAssembler {
    /// Modifier name → the group's id, for the modifiers that some stack applies and that register destinations.
    let groupIDs: [String: String]
    /// The groups, sorted by id.
    let groups: [EdgeGroup]

    init(tables: TypeTables, containers: [ContainerFacts], edges: (Registration) -> [Edge]) {
        let applied = Set(containers.filter { $0.kind == .stack }.flatMap(\.rootModifiers))
        var registrations: [String: [Registration]] = [:]
        for registration in tables.registrations.values.joined() {
            guard let modifier = registration.modifier, applied.contains(modifier) else { continue }
            registrations[modifier, default: []].append(registration)
        }
        var ids: [String: String] = [:]
        var groups: [EdgeGroup] = []
        for (modifier, found) in registrations.sorted(by: { $0.key < $1.key }) {
            let sorted = found.sorted { $0.location < $1.location }
            let groupEdges = sorted.flatMap(edges)
            guard !groupEdges.isEmpty else { continue }
            let id = Self.groupID(of: modifier)
            ids[modifier] = id
            let types = sorted.map(Self.written)
            let doc = "\(modifier)(): " + types.joined(separator: ", ")
            groups.append(
                EdgeGroup(
                    id: Located(id, at: .start), doc: Located(doc, at: .start), edges: groupEdges, location: .start))
        }
        groupIDs = ids
        self.groups = groups.sorted { $0.id.value < $1.id.value }
    }

    /// The edges of what the modifiers some stack applies register, by the registration's place: their views are
    /// shown, since a group's edge leads to them whether or not a navigation extract reads does.
    static func registeredEdges(in tables: TypeTables, resolver: SiteResolver) -> [SwiftLocation: [ResolvedEdge]] {
        let containers = tables.views.values.lazy.flatMap(\.containers).filter { $0.kind == .stack }
        let applied = Set(containers.flatMap(\.rootModifiers))
        var edges: [SwiftLocation: [ResolvedEdge]] = [:]
        for registration in tables.registrations.values.joined() {
            guard let modifier = registration.modifier, applied.contains(modifier) else { continue }
            edges[registration.location] = resolver.edges(registeredBy: registration)
        }
        return edges
    }

    /// `withAppRouter` → `AppRouterDestinations`, `withSheetDestinations` → `SheetDestinations`,
    /// `routed` → `RoutedDestinations`.
    static func groupID(of modifier: String) -> String {
        var name = Substring(modifier)
        if name.hasPrefix("with"), name.dropFirst(4).first?.isUppercase == true { name = name.dropFirst(4) }
        let base = SpecNaming.id(of: name.prefix(1).uppercased() + name.dropFirst())
        return base.hasSuffix("Destinations") ? base : base + "Destinations"
    }

    /// How the registration reads in the group's doc: `navigationDestination(for: Route.self)` for pushes,
    /// `sheet(item: Sheet)` for a router's presentation.
    private static func written(_ registration: Registration) -> String {
        let type = typeName(registration.type)
        return registration.kind == .push
            ? "navigationDestination(for: \(type).self)" : "\(registration.kind.rawValue)(item: \(type))"
    }

    private static func typeName(_ reference: TypeRef) -> String {
        switch reference {
        case .named(let name), .property(let name), .parameter(let name): name
        }
    }

    /// The groups a stack includes: those of the modifiers applied to its root, in the order written.
    func includes(of container: ContainerFacts) -> [Located<String>] {
        guard container.kind == .stack else { return [] }
        var seen: Set<String> = []
        return container.rootModifiers.reversed().compactMap { groupIDs[$0] }.filter { seen.insert($0).inserted }
            .map { Located($0, at: .start) }
    }

    /// For each screen (by model id), the ids of the groups it has in every context it is shown in.
    static func groupsEverywhere(in spec: Spec, graph: NavGraph) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (index, model) in spec.models.enumerated() where model.kind == .screen {
            let ids = Set(graph.groupsEverywhere(of: index).map { spec.groups[$0].id.value })
            if !ids.isEmpty { result[model.id.value] = ids }
        }
        return result
    }
}
