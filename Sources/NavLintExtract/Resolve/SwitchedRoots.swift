import NavLintCore

/// The views whose whole body switches over a property (see ``BodySwitchReader``), kept as switched roots by
/// ``TypeTables``, the switches over a property such a switch shows as a case (`case .signedIn: home`, `home`
/// switching over the connection), and the split views' columns that switch over an object's property
/// (`appState.selection`): an assignment of one of its cases to that property (`model.phase = .signedIn`, in any
/// view), or a row's tag in a list bound to it, flips the switch to the case's view.
struct SwitchedRoots: Sendable {
    /// By property switched over, the roots, in view name order.
    private var byProperty: [String: [SwitchContainer]] = [:]
    /// By view, by switch container, the switch whose case shows it and the cases of that switch that do.
    private var enclosing: [String: [Int: (container: Int, cases: Set<String>)]] = [:]
    private let tables: TypeTables

    init(_ tables: TypeTables) {
        self.tables = tables
        for view in tables.views.values.sorted(by: { $0.name < $1.name }) {
            let switched = Self.switchesOfTheBody(view.containers)
            for (index, container) in view.containers.enumerated() {
                for (caseName, slot) in zip(container.selection?.cases ?? [], container.slots) {
                    guard case .container(let inner) = slot else { continue }
                    enclosing[view.name, default: [:]][inner, default: (index, [])].cases.insert(caseName)
                }
                guard let selection = container.selection, let property = selection.property,
                    switched.contains(index) || selection.fillsColumn
                else { continue }
                let root = SwitchContainer(
                    view: view.name, container: index, type: selection.type.flatMap { tables.resolve($0) },
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

    /// The switch edge of an assignment that writes a switched root's property with one of its cases, or writes
    /// the stored property a root's flag is computed from (see ``ComputedFlag``); nil for any other site, and when
    /// the case's type is another enum than the one switched over or several roots could be meant. None when the
    /// case shows the view the write acts from (`acting`), or the switch is in a case of another that the same
    /// block flips away from (`permissionState = .notLoaded` beside `userState = .notLoggedIn`): no navigation.
    func edges(writing destination: Destination, site: NavSite, from acting: String?) -> [ResolvedEdge]? {
        guard let property = site.router?.assigned, case .enumCase(let reference, let name) = destination else {
            return nil
        }
        let written = reference.flatMap { tables.resolve($0) }
        var matching: [(root: SwitchContainer, caseName: String)] = (byProperty[property] ?? []).compactMap { root in
            guard root.cases.contains(name) else { return nil }
            guard let written, let switched = root.type, tables.enums[written] != nil else { return (root, name) }
            return written == switched ? (root, name) : nil
        }
        if matching.isEmpty, let object = site.router?.object {
            for flag in tables.computedFlags.flags(of: object, computedFrom: property) {
                let flagCase = flag.flagCase(writing: name)
                matching += (byProperty[flag.flag] ?? []).filter { $0.cases.contains(flagCase) }.map { ($0, flagCase) }
            }
        }
        guard matching.count == 1, let (root, caseName) = matching.first else { return nil }
        if shows(root, caseName, acting) || isHidden(root, by: site) { return [] }
        let target = ResolvedEdge.Target.switchCase(view: root.view, container: root.container, caseName: caseName)
        return [ResolvedEdge(kind: .switch, target: target, stacked: false, location: site.location)]
    }

    /// Whether a switch's case shows the view `acting` itself, or a stack whose root it is; a case that shows no
    /// view of the sources (a spinner, a text) is the switching view's own content.
    private func shows(_ root: SwitchContainer, _ caseName: String, _ acting: String?) -> Bool {
        guard let acting, let index = root.cases.firstIndex(of: caseName),
            let containers = tables.views[root.view]?.containers, index < containers[root.container].slots.count
        else { return false }
        let shown = containers[root.container].slots[index]
        if case .container(let inner) = shown, inner < containers.count, containers[inner].kind == .stack,
            case .view(let name, _) = containers[inner].slots.first
        {
            return tables.resolveViewName(name) == acting
        }
        switch shown {
        case .view(let name, _): return (tables.resolveViewName(name) ?? root.view) == acting
        case .inline: return root.view == acting
        default: return false
        }
    }

    /// Whether the block of a write flips a switch that encloses `root` to a case that does not show it.
    private func isHidden(_ root: SwitchContainer, by site: NavSite) -> Bool {
        guard !site.writtenBeside.isEmpty, let containers = tables.views[root.view]?.containers else { return false }
        var current = root.container
        // At most one step per container: a switch shown again by its own case (a helper that shows itself) ends.
        for _ in containers.indices {
            guard let outer = enclosing[root.view]?[current] else { return false }
            if let property = containers[outer.container].selection?.property,
                let written = writtenCase(of: property, beside: site), !outer.cases.contains(written)
            {
                return true
            }
            current = outer.container
        }
        return false
    }

    /// The case a write's block writes to `property`, directly or through a flag computed from another property.
    private func writtenCase(of property: String, beside site: NavSite) -> String? {
        if let written = site.writtenBeside[property] { return written }
        guard let object = site.router?.object else { return nil }
        for (stored, written) in site.writtenBeside.sorted(by: { $0.key < $1.key }) {
            let flags = tables.computedFlags.flags(of: object, computedFrom: stored)
            if let flag = flags.first(where: { $0.flag == property }) { return flag.flagCase(writing: written) }
        }
        return nil
    }
}
