/// The enum cases the app's code passes as literals to its views' parameters (`Header(panel: .orders)`), by view
/// and parameter: where a link of that parameter can go; and to the labelled parameters of its other types
/// (`MenuItem(title: "Orders", route: .orders)`), by type name and label: the values a property the
/// constructions set can hold.
struct LiteralArguments: Sendable {
    private var byView: [String: [String: Set<String>]] = [:]
    private var byType: [String: [String: Set<String>]] = [:]

    /// None: what the tables hold until every view is known.
    init() {}

    /// Reads every file's literal arguments; `viewName` resolves a view's name as written in a file, and
    /// `positional` gives a view's parameters by position, for arguments passed without a label.
    init(
        _ files: [FileFacts], viewName: (String, String) -> String?, positional: (String) -> [Int: String]
    ) {
        for file in files {
            for (written, arguments) in file.literalArguments {
                guard let view = viewName(written, file.file) else {
                    // A type's memberwise initialiser takes its stored properties by label.
                    for (label, cases) in arguments where label.first != "#" {
                        byType[TypeTables.lastComponent(written), default: [:]][label, default: []].formUnion(cases)
                    }
                    continue
                }
                let parameters = positional(view)
                for (key, cases) in arguments {
                    let parameter = PassedLiterals.parameter(forKey: key, positional: parameters)
                    if let parameter { byView[view, default: [:]][parameter, default: []].formUnion(cases) }
                }
            }
        }
    }

    /// The enum cases the callers of `view` pass as literals for its parameter, in no order; empty when none does.
    func cases(of view: String, parameter: String) -> Set<String> {
        byView[view]?[parameter] ?? []
    }

    /// The enum cases constructions of a type that is no view pass for the property a reference names
    /// (`MenuItem.route`), in no order; empty when none does or the reference names no type's property.
    func cases(of reference: TypeRef) -> Set<String> {
        guard case .property(let property) = reference, let dot = property.lastIndex(of: ".") else { return [] }
        let owner = TypeTables.lastComponent(String(property[..<dot]))
        return byType[owner]?[String(property[property.index(after: dot)...])] ?? []
    }
}
