/// The `Bool` properties the sources compute from a stored property's case (see ``ComputedFlag``), by the type's
/// last name and the stored property.
struct ComputedFlags: Sendable {
    private var byStored: [String: [ComputedFlag]] = [:]

    init(_ files: [FileFacts]) {
        for flag in files.flatMap(\.computedFlags) {
            byStored[TypeTables.lastComponent(flag.owner) + "." + flag.stored, default: []].append(flag)
        }
    }

    /// The flags of `object` (a type's name as written) computed from its property `stored`.
    func flags(of object: String, computedFrom stored: String) -> [ComputedFlag] {
        byStored[TypeTables.lastComponent(object) + "." + stored] ?? []
    }
}
