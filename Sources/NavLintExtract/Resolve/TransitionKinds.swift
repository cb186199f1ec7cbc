import NavLintCore

/// The kind of navigation each transition case is, learnt from the code: a router's `switch` over the
/// transition appends to a path (a push) or assigns a property, whose kind is that of the presentation that
/// reads it (`.sheet(item: $router.presented)`). Where the code differs by platform, what is compiled for iOS
/// decides (a spec edge has one kind).
struct TransitionKinds {
    private let tables: TypeTables
    /// By property name, the presentations that read it as their item, with where they are.
    private var readers: [String: [(kind: EdgeKind, location: SwiftLocation)]] = [:]

    init(_ tables: TypeTables) {
        self.tables = tables
        for name in tables.views.keys.sorted() {
            for site in tables.views[name]!.sites {
                guard case .present(let kind, .content(_, .property(let property)?, false)) = site.action else {
                    continue
                }
                readers[TypeTables.lastComponent(property), default: []].append((kind, site.location))
            }
        }
    }

    /// The kind the code gives transition case `name` of enum `type`; nil when no switch over the enum's cases
    /// says, or when it says two kinds.
    func kind(of name: String, type: String) -> EdgeKind? {
        guard let declared = tables.resolveEnumName(type), let cases = tables.enums[declared]?.cases else {
            return nil
        }
        let all = Set(cases)
        var found: [(kind: EdgeKind, location: SwiftLocation)] = []
        for transitions in tables.valueViews.switches where transitions.cases.allSatisfy({ all.contains($0.name) }) {
            for entry in transitions.cases where entry.name == name {
                for effect in entry.effects {
                    switch effect {
                    case .appends: found.append((.push, entry.location))
                    case .assigns(let property):
                        let onIOS = preferred(readers[property] ?? [])
                        found += onIOS.map { ($0.kind, entry.location) }
                    }
                }
            }
        }
        let kinds = Set(preferred(found).map(\.kind))
        return kinds.count == 1 ? kinds.first : nil
    }

    /// Those compiled for iOS (or for every platform) when there are any, else all.
    private func preferred(
        _ places: [(kind: EdgeKind, location: SwiftLocation)]
    ) -> [(kind: EdgeKind, location: SwiftLocation)] {
        let onIOS = places.filter { tables.platforms(at: $0.location)?.contains(.iOS) ?? true }
        return onIOS.isEmpty ? places : onIOS
    }
}
