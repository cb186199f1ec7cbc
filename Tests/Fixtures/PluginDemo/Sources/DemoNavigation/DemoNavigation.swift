import Foundation

/// The screens of the demo app, as its navigation code names them.
public enum DemoScreen: String, CaseIterable, Sendable {
    case home = "Home"
    case detail = "Detail"

    /// The screen a deep link opens, parsed by the `DemoLink` enum the build-tool plugin generates from
    /// Demo.navgraph.json (the target opts in with navlint-gen.json).
    public init?(url: URL) {
        switch DemoLink(url: url) {
        case .home?: self = .home
        case .detail?: self = .detail
        case nil: return nil
        }
    }
}
