/// The app's type that an object held through an abstraction stands for: a protocol of the app that one of its
/// classes or structs conforms to (`any NavigationStoring` → `NavigationStore`), and a property the app declares on
/// `EnvironmentValues` (`@Environment(\.navigationStore)` → the type of its `navigationStore`). The views that hold
/// a store that way are its holders, and their calls of its methods perform what those methods write (see
/// ``HeldStateWrites``, ``HeldObjectNavigation``).
struct HeldTypeNames: Sendable {
    /// By a protocol's last name, the one type of the app that conforms to it.
    private var conformers: [String: String] = [:]
    /// By key, the type the app's `EnvironmentValues` property of that name is declared as.
    private var environment: [String: String] = [:]
    private static let environmentPrefix = "EnvironmentValues."

    /// How a view's `@Environment(\.key)` property is written before the app's declaration of `key` is known.
    static func environmentValue(_ key: String) -> String { environmentPrefix + key }

    init(_ files: [FileFacts]) {
        let protocols = Set(files.flatMap { $0.protocols.keys.map(TypeTables.lastComponent) })
        var found: [String: Set<String>] = [:]
        for file in files {
            for (type, inherited) in file.conformances {
                for name in inherited where protocols.contains(TypeTables.lastComponent(name)) {
                    found[TypeTables.lastComponent(name), default: []].insert(TypeTables.lastComponent(type))
                }
            }
            for (key, types) in file.propertyTypes where key.hasPrefix(Self.environmentPrefix) {
                let name = String(key.dropFirst(Self.environmentPrefix.count))
                if let type = types.first, types.count == 1, environment[name] == nil { environment[name] = type }
            }
        }
        for (name, types) in found where types.count == 1 { conformers[name] = types.first }
    }

    /// The type a held object's written type stands for; nil for an environment value the app does not declare
    /// (`\.dismiss`, `\.colorScheme`), which is no object of the app.
    func resolved(_ written: String) -> String? {
        var name = written
        if name.hasPrefix(Self.environmentPrefix) {
            guard let declared = environment[String(name.dropFirst(Self.environmentPrefix.count))] else { return nil }
            name = declared
        }
        var bare = name
        for prefix in ["any ", "some "] where bare.hasPrefix(prefix) { bare = String(bare.dropFirst(prefix.count)) }
        // A protocol several types conform to stays as written: no one type stands for it.
        return conformers[TypeTables.lastComponent(bare)] ?? name
    }

    /// The last name of the app's type a held object's written type stands for (`any Navigating` → `Store`); nil
    /// as for ``resolved(_:)``.
    func declaredName(_ written: String) -> String? {
        resolved(written).map(TypeTables.lastComponent)
    }

    /// Every view's held, observed and owned types and the types of its held calls, as the types they stand for.
    func applied(to files: [FileFacts]) -> [FileFacts] {
        guard !conformers.isEmpty || !environment.isEmpty else { return files }
        return files.map { file in
            var file = file
            for index in file.views.indices where changes(file.views[index]) {
                file.views[index] = applied(to: file.views[index])
            }
            return file
        }
    }

    /// Whether a view holds anything that stands for another type: most views hold nothing, or the app's own types.
    private func changes(_ view: ViewFacts) -> Bool {
        view.heldTypes.contains { resolved($0) != $0 } || view.heldCalls.contains { resolved($0.type) != $0.type }
    }

    private func applied(to view: ViewFacts) -> ViewFacts {
        var view = view
        view.heldTypes = Set(view.heldTypes.compactMap(resolved))
        view.observedTypes = Set(view.observedTypes.compactMap(resolved))
        view.ownedTypes = Set(view.ownedTypes.compactMap(resolved))
        view.heldCalls = view.heldCalls.compactMap { call in
            var call = call
            guard let type = resolved(call.type) else { return nil }
            call.type = type
            return call
        }
        return view
    }
}
