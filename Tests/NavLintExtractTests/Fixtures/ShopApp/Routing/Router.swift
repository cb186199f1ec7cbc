import SwiftUI
import Observation

@MainActor
@Observable
final class Router {
    var path: [AppRoute] = []
    var presentedSheet: AppSheet?

    func navigate(to route: AppRoute) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }

    func handle(_ url: URL) {
        guard url.host == "product", let id = Int(url.lastPathComponent) else { return }
        navigate(to: .product(id: id))
    }
}
