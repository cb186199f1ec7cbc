import NavLintModel
import NavLintRoutes

/// The app's own links: URLs with one of the schemes `links` declares, and web URLs on one of its hosts
/// (exactly or under a wildcard host; `links.anyHost` does not make every host the app's own).
/// The one test of "is this the app's own link", for the rules and the diagrams alike.
public struct OwnLinks: Sendable {
    /// The declared schemes, lowercased.
    private let schemes: Set<String>
    /// The declared hosts, exact and wildcard.
    private let hosts: DeclaredHosts

    public init(_ links: Links?) {
        schemes = Set((links?.schemes ?? []).map { $0.value.lowercased() })
        hosts = DeclaredHosts((links?.hosts ?? []).map(\.value))
    }

    /// Whether a URL is one of the app's own links: an `http` or `https` URL on a declared host, or a URL
    /// with a declared scheme.
    public func contains(_ url: RouteURL) -> Bool {
        let isWeb = url.scheme == "http" || url.scheme == "https"
        return isWeb ? url.host.map(hosts.contains) ?? false : schemes.contains(url.scheme)
    }

    /// Whether text that is not a valid URL starts with one of the declared schemes (the text before its
    /// first `:`): it was meant as one of the app's own links.
    public func claimsScheme(ofInvalid text: String) -> Bool {
        schemes.contains(text.prefix { $0 != ":" }.lowercased())
    }

    /// Whether the text is one of the app's own links: by ``contains(_:)-(RouteURL)`` when it parses as a
    /// URL, by its scheme alone when it does not.
    public func contains(_ text: String) -> Bool {
        guard let url = try? RouteURL(text) else { return claimsScheme(ofInvalid: text) }
        return contains(url)
    }
}
