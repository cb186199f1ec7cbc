import NavLintCore

/// The views whose whole body switches over a property (see ``BodySwitchReader``), kept as switched roots by
/// ``TypeTables``, the switches over a property such a switch shows as a case (`case .signedIn: home`, `home`
/// switching over the connection), and the split views' columns that switch over an object's property
/// (`appState.selection`): an assignment of one of its cases to that property (`model.phase = .signedIn`, in any
/// view), or a row's tag in a list bound to it, flips the switch to the case's view.
struct SwitchedRoots: Sendable {
    /// By property switched over, the roots, in view name order.
    private var byProperty: [String: [SwitchContainer]] = [:]
    private let tables: TypeTables

    init(_ tables: TypeTables) {
        self.tables = tables
        for view in tables.views.values.sorted(by: { $0.name < $1.name }) {
            let switched = Self.switchesOfTheBody(view.containers)
            for (index, container) in view.containers.enumerated() {
                guard let selection = container.selection, let property = selection.property,
                    switched.contains(index) || selection.fillsColumn
                else { continue }
                let root = SwitchContainer(
                    view: view.name, container: index, type: selection.type.flatMap(tables.resolve),
                    cases: selection.cases)
                byProperty[property, default: []].append(root)
            }
        }
    }

    /// The indices of the body's switch (a view's first container) and of the switches over a property its cases
    /// show, at any depth.
    private static func switchesOfTheBody(_ containers: [ContainerFacts]) -> Set<Int> {
        var found: Set<Int> = []
        var pending = containers.isEmpty ? [] : [0]
        while let index = pending.popLast() {
            guard containers[index].selection?.property != nil, found.insert(index).inserted else { continue }
            for case .container(let inner) in containers[index].slots where inner < containers.count {
                pending.append(inner)
            }
        }
        return found
    }

    /// The switch edge of an assignment that writes a switched root's property with one of its cases; nil for
    /// any other site, and when the case's type is another enum than the one switched over or several roots
    /// could be meant.
    func edges(writing destination: Destination, site: NavSite) -> [ResolvedEdge]? {
        guard let property = site.router?.assigned, let roots = byProperty[property],
            case .enumCase(let reference, let name) = destination
        else { return nil }
        let written = reference.flatMap(tables.resolve)
        let matching = roots.filter { root in
            guard root.cases.contains(name) else { return false }
            guard let written, let switched = root.type, tables.enums[written] != nil else { return true }
            return written == switched
        }
        guard matching.count == 1, let root = matching.first else { return nil }
        let target = ResolvedEdge.Target.switchCase(view: root.view, container: root.container, caseName: name)
        return [ResolvedEdge(kind: .switch, target: target, stacked: false, location: site.location)]
    }
}
