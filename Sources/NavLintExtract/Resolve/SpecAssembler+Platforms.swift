import NavLintCore

extension SpecAssembler {
    /// A model the code shows only on some of the platforms the spec names (`StoreSupportView`, pushed inside `#if
    /// os(iOS)`) is limited to those: the code declares it everywhere, but on the other platforms nothing shows it,
    /// which is no fault of the app. Models no window reaches on any platform, and those reached on every one, are
    /// left as they are.
    func limitToReachedPlatforms(_ spec: inout Spec) {
        let named = spec.namedPlatforms
        guard !named.isEmpty else { return }
        var reached: [String: Set<Platform>] = [:]
        for platform in named {
            let filtered = spec.filtered(for: platform)
            let graph = NavGraph(spec: filtered)
            for (index, model) in filtered.models.enumerated()
            where graph.reachableFromWindows[index] || graph.reachableFromRoutes[index] {
                reached[model.id.value, default: []].insert(platform)
            }
        }
        for index in spec.models.indices where spec.models[index].platforms == nil {
            guard let on = reached[spec.models[index].id.value], on.count < named.count else { continue }
            spec.models[index].platforms = Self.platformSet(on)
        }
    }
}
