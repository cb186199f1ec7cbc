/// The keys each kind of object of the JSON form accepts, as the decoder checks them: what an editor offers to
/// complete.
public enum SpecObjectKeys {
    /// The kinds of object the format has.
    public enum Object: Sendable, Equatable {
        case top, links, window, group, tab, switchCase, param, route, lint
        case model(ModelKind?)
        case edge(EdgeKind?)
    }

    /// The keys `object` accepts, in the order the documentation lists them (for a model or edge of no known kind:
    /// the keys every kind accepts).
    public static func names(of object: Object) -> [String] {
        switch object {
        case .top: SpecKeys.top.names
        case .links: SpecKeys.links.names
        case .window: SpecKeys.window.names
        case .group: SpecKeys.group.names
        case .tab: SpecKeys.tab.names
        case .switchCase: SpecKeys.switchCase.names
        case .param: SpecKeys.param.names
        case .route: SpecKeys.route.names
        case .lint: SpecKeys.lint.names
        case .model(let kind): (kind.map(SpecKeys.keys(of:)) ?? SpecKeys.modelCommon).map(\.name)
        case .edge(let kind): (kind.map(SpecKeys.keys(of:)) ?? [.via, .label, .when, .source]).map(\.name)
        }
    }
}
