/// The universal-link hosts an app declares (`links.hosts`), exact or wildcard (`*.example.com`, one
/// or more labels before the suffix), and whether it takes links from any host (`links.anyHost`).
public struct DeclaredHosts: Sendable {
    private let exact: Set<String>
    /// The suffixes of the wildcard hosts, lowercased, without `*.`.
    private let suffixes: [String]
    private let anyHost: Bool

    public init(_ hosts: [String], anyHost: Bool = false) {
        var exact = Set<String>()
        var suffixes: [String] = []
        for host in hosts.map(Lexical.caseFolded) {
            if host.hasPrefix("*.") { suffixes.append(String(host.dropFirst(2))) } else { exact.insert(host) }
        }
        self.exact = exact
        self.suffixes = suffixes
        self.anyHost = anyHost
    }

    /// Why a declared host is malformed: `*` anywhere but as the whole first label; nil when it is fine.
    public static func problem(with host: String) -> String? {
        let rest = host.hasPrefix("*.") ? host.dropFirst(2) : host[...]
        guard rest.contains("*") || rest.isEmpty else { return nil }
        return "host '\(host)': '*' is only allowed as the first label, as in '*.example.com'"
    }

    /// Whether a URL's host is one of the declared hosts (exactly or under a wildcard); `anyHost` does
    /// not make every host the app's own.
    public func contains(_ host: String) -> Bool {
        let host = Lexical.caseFolded(host)
        return exact.contains(host) || suffixes.contains { host.hasSuffix("." + $0) }
    }

    /// Whether the declarations cover every host a web pattern matches; nil for other patterns.
    public func cover(_ pattern: RoutePattern) -> Bool? {
        switch pattern.webHost {
        case nil: return nil
        case .exact(let host): return contains(host)
        case .wildcard(let suffix): return suffixes.contains { suffix == $0 || suffix.hasSuffix("." + $0) }
        case .any: return anyHost
        }
    }
}
