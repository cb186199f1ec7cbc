import NavLintCore

extension NavSite {
    /// The kind of edge this site would be, for drift: the spec edges of that kind that a screen's code does not
    /// perform may be what the site goes to when it stays unresolved. A presentation's own kind; a router call's
    /// or a value link's the kind its name says (a push unless it names a sheet, cover or popover); nil for URLs,
    /// windows, dialogs and back navigation, which go to no screen.
    var driftKind: EdgeKind? {
        switch action {
        case .present(let kind, _): kind
        case .route: router.map { $0.replaces ? .replace : $0.kind } ?? .push
        case .dialog, .back, .openURL, .openWindow: nil
        }
    }
}
