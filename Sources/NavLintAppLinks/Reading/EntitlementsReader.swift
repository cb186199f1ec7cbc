import NavLintModel

/// A domain an app's entitlements associate for universal links: `applinks:host`, or `applinks:*.host`
/// for its subdomains, with an optional `?mode=developer` or `?mode=managed`.
public struct AssociatedDomain: Sendable, Hashable {
    /// The host, lowercased, without `*.` and the mode.
    public var host: String
    /// `*.host`: the subdomains of the host, not the host itself.
    public var coversSubdomains: Bool
    /// `developer` or `managed`, nil without a mode.
    public var mode: String?
    /// The entry as written, and where.
    public var entry: ConfigValue

    /// Whether a URL's host is this domain's.
    public func covers(_ other: String) -> Bool {
        coversSubdomains ? other.hasSuffix("." + host) : other == host
    }
}

/// Reads `com.apple.developer.associated-domains` from an entitlements file (a property list).
public enum EntitlementsReader {
    public static let key = "com.apple.developer.associated-domains"

    public static func applinks(in file: AppConfigFile) throws(AppConfigError) -> [AssociatedDomain] {
        let dictionary = try PropertyListReader.dictionary(file)
        guard let value = dictionary[key] else { return [] }
        let entries = PropertyListReader.located(try PropertyListReader.strings(value, key: key, in: file), in: file)
        var domains: [AssociatedDomain] = []
        for entry in entries where entry.text.hasPrefix("applinks:") {
            var rest = Substring(entry.text.dropFirst("applinks:".count))
            var mode: String?
            if let question = rest.firstIndex(of: "?") {
                let suffix = rest[question...]
                guard suffix == "?mode=developer" || suffix == "?mode=managed" else {
                    throw AppConfigError(
                        file: file.path, location: entry.location,
                        message: "'\(entry.text)': the only modes are ?mode=developer and ?mode=managed")
                }
                mode = String(suffix.dropFirst("?mode=".count))
                rest = rest[..<question]
            }
            let wildcard = rest.hasPrefix("*.")
            let host = String(wildcard ? rest.dropFirst(2) : rest).lowercased()
            guard !host.isEmpty, !host.contains("/"), !host.contains("*") else {
                throw AppConfigError(
                    file: file.path, location: entry.location,
                    message: "'\(entry.text)' is not applinks:HOST or applinks:*.HOST")
            }
            domains.append(AssociatedDomain(host: host, coversSubdomains: wildcard, mode: mode, entry: entry))
        }
        return domains
    }
}
