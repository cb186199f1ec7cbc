/// What a spec uses of the format's optional keys, found in one pass over it. Steps that only matter for
/// specs using a key (platform variants, constant binds, action tabs' edges, edges handed on to a
/// presenter) ask this instead of each scanning the spec again: the reader reads it beside the spec's
/// limits, and the graph once for the spec it resolves.
public struct SpecUsage: Sendable, Equatable {
    /// The platforms the spec names anywhere, in the order of ``Platform``.
    public var platforms: [Platform] = []
    /// Each distinct set of platforms some element is limited to, as bits (``Platform/bit``): what decides
    /// which platforms see the same spec (``seeTheSameSpec(_:_:)``).
    var platformLimits: Set<UInt8> = []
    /// Some tab, stack or edge binds a constant (`"bind": {"param": "=literal"}`).
    public var constantBinds = false
    /// Some route binds a param to `$url` or to a literal rather than to a placeholder.
    public var routeConstants = false
    /// Some action tab has edges (which act from its tabs model).
    public var actionTabEdges = false
    /// Some model hands an edge on to its presenter: a dialog's forward button, an `after: dismiss` edge.
    public var handsEdgesOn = false

    /// Reads `spec` once.
    public init(of spec: Spec) {
        var named: Set<Platform> = []
        func add(_ set: PlatformSet?) {
            guard let set else { return }
            for platform in set.platforms { named.insert(platform.value) }
            platformLimits.insert(set.mask)
        }
        // Each edge's keys are read where it is stored: an edge copied whole costs several reference counts.
        func note(_ edges: [Edge], from model: ModelKind?) {
            for edge in edges.indices {
                add(edges[edge].platforms)
                if !edges[edge].bind.isEmpty { constantBinds = true }
                let kind = edges[edge].kind
                if edges[edge].after?.value == .dismiss || (model == .dialog && !kind.isBack && kind != .openURL) {
                    handsEdgesOn = true
                }
            }
        }
        for index in (spec.windows ?? []).indices { add(spec.windows?[index].platforms) }
        for index in spec.routes.indices {
            add(spec.routes[index].platforms)
            if spec.routes[index].bind.contains(where: { !$0.isPlaceholder }) { routeConstants = true }
        }
        for group in spec.groups.indices { note(spec.groups[group].edges, from: nil) }
        for index in spec.models.indices {
            let kind = spec.models[index].kind
            add(spec.models[index].platforms)
            note(spec.models[index].edges, from: kind)
            switch spec.models[index].content {
            case .stack(let stack): if !stack.bind.isEmpty { constantBinds = true }
            case .tabs(let tabs):
                for tab in tabs.tabs {
                    add(tab.platforms)
                    if !tab.bind.isEmpty { constantBinds = true }
                    if !tab.edges.isEmpty { actionTabEdges = true }
                    note(tab.edges, from: .tabs)
                }
            default: break
            }
        }
        platforms = Platform.allCases.filter(named.contains)
    }
}

extension SpecUsage {
    /// Whether the spec is the same on both platforms: every element limited to some platforms is on both or
    /// on neither, so each keeps and leaves out the same elements (``Spec/filtered(for:)``).
    public func seeTheSameSpec(_ platform: Platform, _ other: Platform) -> Bool {
        platformLimits.allSatisfy { ($0 & platform.bit == 0) == ($0 & other.bit == 0) }
    }

    /// The first platform the spec names that sees the same spec as `platform` (`platform` itself when none does):
    /// the one whose graph both share.
    public func platformSharingSpec(with platform: Platform) -> Platform {
        platforms.first { seeTheSameSpec($0, platform) } ?? platform
    }

    /// Whether the spec on `platform` is the spec as read: every element limited to some platforms is on it.
    public func leavesNothingOut(on platform: Platform) -> Bool {
        platformLimits.allSatisfy { $0 & platform.bit != 0 }
    }
}
