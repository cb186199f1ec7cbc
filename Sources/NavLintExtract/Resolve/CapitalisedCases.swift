/// `Tag.Settings` written where a value goes, read as a nested type `Settings` of `Tag` that the sources do not
/// declare: where `Tag` is an enum with a case `Settings`, that case (an app may capitalise its cases).
enum CapitalisedCases {
    /// The enum and its case a type name written so stands for; nil for a declared type or any other name.
    static func enumCase(
        _ reference: TypeRef, resolved: String?, in scope: String?, tables: TypeTables
    ) -> (owner: String, name: String)? {
        guard case .named(let written) = reference, let dot = written.lastIndex(of: "."),
            resolved.map({ tables.enums[$0] == nil && tables.registrations[$0] == nil }) ?? true,
            let owner = tables.resolve(.named(String(written[..<dot])), in: scope),
            case let name = String(written[written.index(after: dot)...]),
            tables.enums[owner]?.cases.contains(name) == true
        else { return nil }
        return (owner, name)
    }
}
