import NavLintCore

/// A switch container of a view: the view that declares it, the index of its switch container, the type switched
/// over (resolved, when known) and its cases.
struct SwitchContainer: Sendable {
    var view: String
    var container: Int
    var type: String?
    var cases: [String]
    /// The case any selected value shows (see ``ColumnSelection/someCase``).
    var someCase: String? = nil
}

/// The split views' columns that switch over a selection (see ``ColumnSelection``), found by where the links that
/// set the selection are: a link there selects a case of the column instead of pushing.
struct ColumnSwitches: Sendable {
    private typealias Column = SwitchContainer

    /// By view handed the selection (a sidebar view of its own), the columns its links select.
    private var byView: [String: [Column]] = [:]
    /// By the split's view, the columns whose selecting columns it writes in place, with where those are.
    private var written: [String: [(range: ClosedRange<SwiftLocation>, column: Column)]] = [:]
    /// By view, by its own property, the columns that show whatever the property selects: the split's view's own
    /// property, and the binding of it each view it builds is handed (`CrateRow(selected: $selected)`), by label.
    private var byProperty: [String: [String: [Column]]] = [:]

    private let tables: TypeTables

    init(_ tables: TypeTables) {
        self.tables = tables
        var switched: [(view: ViewFacts, container: Int, selection: ColumnSelection)] = []
        for view in tables.views.values {
            for (index, container) in view.containers.enumerated() {
                if let selection = container.selection { switched.append((view, index, selection)) }
            }
        }
        // In name order, so that a link that selects in several columns lists their edges in the same order.
        switched.sort { ($0.view.name, $0.container) < ($1.view.name, $1.container) }
        for (view, index, selection) in switched {
            let column = Column(
                view: view.name, container: index, type: selection.type.flatMap { tables.resolve($0) },
                cases: selection.cases, someCase: selection.someCase)
            if let property = selection.selectedProperty {
                recordWrites(of: property, in: view, selecting: column)
            }
            for selector in selection.selectors {
                switch selector {
                case .written(let start, let end):
                    written[view.name, default: []].append((start...end, column))
                case .view(let name):
                    guard let shown = tables.resolveViewName(name, from: view.location.file) else { continue }
                    byView[shown, default: []].append(column)
                }
            }
        }
    }

    /// Records that writes of `property` in `view`, and of the bindings of it handed to the views it builds (and
    /// handed on by them), select `column`.
    private mutating func recordWrites(of property: String, in view: ViewFacts, selecting column: Column) {
        var pending = [(view, property)]
        var seen: Set<[String]> = []
        while let (holder, name) = pending.popLast() {
            guard seen.insert([holder.name, name]).inserted else { continue }
            byProperty[holder.name, default: [:]][name, default: []].append(column)
            for use in holder.componentUses {
                for (label, bound) in use.handedBindings.sorted(by: { $0.key < $1.key }) where bound == name {
                    guard let built = tables.resolveViewName(use.type, from: use.location.file),
                        let facts = tables.views[built]
                    else { continue }
                    pending.append((facts, label))
                }
            }
        }
    }

    /// The switch edges of a write of a view's own property that a column shows whatever it selects of (see
    /// ``SelectionWrite``): a value selects the column's case; `nil` shows the column's other case, where it shows a
    /// view. Nil when no column shows the property's selection, or nothing is shown.
    private func edges(writing write: SelectionWrite, site: NavSite, in view: ViewFacts) -> [ResolvedEdge]? {
        var found: [ResolvedEdge] = []
        for column in byProperty[view.name]?[write.property] ?? [] {
            guard let some = column.someCase else { continue }
            let shown = write.clears ? column.cases.first { $0 != some } : some
            guard let caseName = shown else { continue }
            let target = ResolvedEdge.Target.switchCase(
                view: column.view, container: column.container, caseName: caseName)
            found.append(ResolvedEdge(kind: .switch, target: target, stacked: false, location: site.location))
        }
        return found.isEmpty ? nil : found
    }

    /// The switch edges of a value link or a row's tag in `view` that sets the selection of a switched column
    /// (`NavigationLink(value: Panel.orders)`; of a loop variable over `Panel.allCases`, one per case): nil when
    /// the link is in no column that selects, when its value is none of the column's cases, or when a
    /// `navigationDestination(for:)` of the value's type is registered on the stacks the view is in (the link
    /// then pushes).
    func edges(selecting destination: Destination, site: NavSite, in view: ViewFacts) -> [ResolvedEdge]? {
        if let write = site.selectionWrite { return edges(writing: write, site: site, in: view) }
        guard site.router == nil, site.selectsOnly || !site.speculative else { return nil }
        let columns =
            (byView[view.name] ?? [])
            + (written[view.name] ?? []).filter { $0.range.contains(site.location) }.map(\.column)
        guard !columns.isEmpty else { return nil }
        let registered = tables.registeredTypes(around: view.name)
        let linked: TypeRef? =
            switch destination {
            case .enumCase(let reference, _): reference
            case .value, .literal, .content, .unknown: destination.valueType
            }
        // The value's type, or the selection's, registered on the view's stacks: the link pushes.
        if let type = linked.flatMap({ tables.resolve($0) }), registered.contains(type) { return nil }
        var found: [ResolvedEdge] = []
        for column in columns where !(column.type.map(registered.contains) ?? false) {
            for caseName in cases(of: destination, in: column, site: site, view: view) {
                let target = ResolvedEdge.Target.switchCase(
                    view: column.view, container: column.container, caseName: caseName)
                found.append(ResolvedEdge(kind: .switch, target: target, stacked: false, location: site.location))
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The cases of `column` a link's value selects: the case written, or every case of the column for a value
    /// of its type (those its callers pass as literals, for a link of the view's own parameter).
    private func cases(of destination: Destination, in column: Column, site: NavSite, view: ViewFacts) -> [String] {
        // A column that shows whatever is selected: the list and any link of the selecting column show it; a row's
        // tag says no more than its list does.
        if let some = column.someCase {
            if case .unknown = destination { return [some] }
            return site.selectsOnly ? [] : [some]
        }
        switch destination {
        case .enumCase(let reference, let name):
            let type = reference.flatMap { tables.resolve($0) }
            let sameType = type == nil || column.type == nil || type == column.type
            return sameType && column.cases.contains(name) ? [name] : []
        case .value, .literal:
            guard let type = destination.valueType.flatMap({ tables.resolve($0) }) else { return [] }
            // A selection whose type is not known (`model.selection` of a name several types declare) is of an
            // enum that has every case the switch names.
            let enumCases = tables.enums[type]?.cases ?? []
            guard column.type.map({ $0 == type }) ?? column.cases.allSatisfy(enumCases.contains) else { return [] }
            var cases = (tables.enums[type]?.cases ?? column.cases).filter(column.cases.contains)
            if let parameter = site.parameter {
                let passed = tables.literalArguments.cases(of: view.name, parameter: parameter)
                if !passed.isEmpty { cases = cases.filter(passed.contains) }
            }
            if let passed = site.passedCases { cases = cases.filter(passed.contains) }
            return cases
        case .content, .unknown:
            return []
        }
    }
}
