/// Swift's lookup of a type name written inside a type: a type nested in it, or in one of the types around it,
/// comes before any type of that name declared elsewhere. `Subdestination` written in `DetailView.Row` means
/// `DetailView.Row.Subdestination`, else `DetailView.Subdestination`, though other views nest one of that name.
struct NestedNames: Sendable {
    /// The qualified names of the app's nested types (`Outer.Inner`): enums, views, and the structs and classes
    /// that declare what they conform to, as values handed to navigation do.
    private var nested: Set<String> = []

    init(_ files: [FileFacts]) {
        for file in files {
            for name in file.enums.map(\.name) + file.views.map(\.name) + file.conformances.keys
            where name.contains(".") {
                nested.insert(name)
            }
        }
    }

    /// The nested type a name written in `scope` (a type's qualified name) means; nil when neither `scope` nor a
    /// type around it nests one of that name.
    func lookUp(_ written: String, in scope: String?) -> String? {
        var outer = scope
        while let current = outer, !current.isEmpty {
            let candidate = current + "." + written
            if nested.contains(candidate) { return candidate }
            outer = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return nil
    }
}
