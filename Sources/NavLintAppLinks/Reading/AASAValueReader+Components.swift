import NavLintModel
import NavLintRoutes

extension AASAValueReader {
    static let componentKeys = ["/", "?", "#", "caseSensitive", "comment", "exclude", "percentEncoded"]

    /// A `components` item: `"/"`, `"?"` (a string or a dictionary), `"#"`, `exclude`, `caseSensitive`,
    /// `percentEncoded`, `comment`.
    func component(_ value: JSONValue, number: Int, defaults: Defaults) throws(AppConfigError) -> AASAComponent {
        let keys = try members(value, of: "a component", allowed: Self.componentKeys)
        let caseSensitive = try bool(keys["caseSensitive"], "caseSensitive") ?? defaults.caseSensitive
        let encoded = try bool(keys["percentEncoded"], "percentEncoded") ?? defaults.percentEncoded
        func glob(_ value: JSONValue, _ what: String) throws(AppConfigError) -> URLGlob {
            try self.glob(try string(value, what), at: value.location, caseSensitive: caseSensitive, encoded: encoded)
        }
        var link = LinkComponent(path: nil, excludes: try bool(keys["exclude"], "exclude") ?? false)
        if let path = keys["/"] { link.path = try glob(path, "\"/\"") }
        if let query = keys["?"] {
            if case .object(let items) = query.storage {
                for item in items {
                    link.queryItems.append(.init(key: item.key, value: try glob(item.value, "a \"?\" value")))
                }
            } else {
                link.query = try glob(query, "\"?\" (a string or an object)")
            }
        }
        if let fragment = keys["#"] { link.fragment = try glob(fragment, "\"#\"") }
        let comment = try keys["comment"].map { (value: JSONValue) throws(AppConfigError) in
            try string(value, "comment")
        }
        return AASAComponent(link: link, location: value.location, number: number, comment: comment)
    }

    /// An entry of the older `paths`: a path pattern, `NOT ` before it to exclude.
    func path(_ value: JSONValue, number: Int, defaults: Defaults) throws(AppConfigError) -> AASAComponent {
        var text = try string(value, "a 'paths' entry")
        let excludes = text.hasPrefix("NOT ")
        if excludes { text.removeFirst(4) }
        let glob = try glob(
            text, at: value.location, caseSensitive: defaults.caseSensitive, encoded: defaults.percentEncoded)
        return AASAComponent(
            link: LinkComponent(path: glob, excludes: excludes), location: value.location, number: number, comment: nil)
    }

    func glob(
        _ text: String, at location: SourceLocation, caseSensitive: Bool, encoded: Bool
    ) throws(AppConfigError)
        -> URLGlob
    {
        guard encoded else { return URLGlob(text, caseSensitive: caseSensitive) }
        guard let glob = URLGlob(percentEncoded: text, caseSensitive: caseSensitive) else {
            throw fail(
                "'\(text)' has a '%' that is not two hex digits of UTF-8 "
                    + "(set \"percentEncoded\": false for a literal %)",
                at: location)
        }
        return glob
    }
}
