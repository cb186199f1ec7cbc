/// `.sheet(item: $router.presentedSheet) { ... }`: the item's type is presented wherever the router is set. A
/// custom view modifier that wraps `.sheet(item:)` on a binding it is handed is followed into its definition the
/// same way: the item's type is presented wherever a value of it is set.
enum RouterPresentations {
    /// The presentations of an item whose content switches over it or shows a destination table, as registrations of
    /// the item's type.
    static func registrations(in tables: TypeTables) -> [Registration] {
        let viewSites = tables.views.values.sorted(by: { $0.name < $1.name }).flatMap { view in
            view.sites + view.dialogs.flatMap(\.sites)
        }
        var found: [Registration] = []
        for site in viewSites + tables.modifierSites {
            guard case .present(let kind, .content(let shape, let item?, false)) = site.action else { continue }
            let shown = tables.firstView(shape.candidates, from: site.location.file)
            guard shape.switched || shown.map({ tables.isDestinationTable($0.name) }) ?? true else { continue }
            var registration = Registration(
                type: item, kind: kind, shape: shape, location: site.location, modifier: site.modifier)
            registration.mapsSwitchAt = shape.switchedAt
            found.append(registration)
        }
        return found
    }

    /// The type a registration registers: the one its type names, else, for a written type that names no enum of the
    /// app (TCA's destination closure names none; a generic router's item is of a generic parameter), the enum its
    /// `switch` maps, which a `.named` placeholder becomes.
    static func resolvedType(of registration: inout Registration, in tables: TypeTables) -> String? {
        let resolved = tables.resolve(registration.type, in: registration.view)
        guard let mapped = registration.mapsSwitchAt.flatMap({ tables.switchedEnums[$0] }),
            resolved.map({ tables.enums[$0] == nil }) ?? true
        else { return resolved }
        if case .named = registration.type { registration.type = .named(mapped) }
        return mapped
    }
}
