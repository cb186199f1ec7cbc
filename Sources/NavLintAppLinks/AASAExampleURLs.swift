import NavLintGraph
import NavLintRoutes

/// The URLs a domain's web site hands the app, for `coverage --aasa`: one for each component of the app's
/// entry that is not an exclude, built from the component (its path one that a route matches where one
/// does, its query items and fragment as the component spells them).
public enum AASAExampleURLs {
    /// One URL per component, in order, with the component's number; a component that takes no URL has none.
    public static func urls(of site: AASASite, appID: String?, routes: RouteFacts) -> [(component: Int, url: String)] {
        guard let entry = site.entry(for: appID) else { return [] }
        let links = entry.components.map(\.link)
        let table = routes.table
        let served = AppLinkComparison.entries(servedBy: site.domain, in: table)
        var result: [(Int, String)] = []
        for (index, component) in entry.components.enumerated() where !component.excludes {
            guard let path = AASACoverage.examplePath(ofComponent: index, in: links, routes: served, in: table)
            else { continue }
            var url = "https://" + site.domain + path
            var query = component.link.queryItems.map { "\($0.key)=\($0.value.shortestMatch)" }
            if let whole = component.link.query { query = [whole.shortestMatch] }
            if !query.isEmpty && !query.allSatisfy(\.isEmpty) { url += "?" + query.joined(separator: "&") }
            if let fragment = component.link.fragment?.shortestMatch, !fragment.isEmpty { url += "#" + fragment }
            result.append((component.number, url))
        }
        return result
    }
}
