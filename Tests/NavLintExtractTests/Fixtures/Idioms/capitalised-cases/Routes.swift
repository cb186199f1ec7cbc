import SwiftUI

/// Destinations whose cases are written with a capital, mapped to views by a builder that takes arguments.
enum Route: Hashable {
    case Settings
    case Profile(id: Int)
    case Followers(of: Int)

    @ViewBuilder
    func view(coordinator: Coordinator, session: Session) -> some View {
        switch self {
        case .Settings:
            SettingsView(session: session)
        case .Profile(let id):
            ProfileView(id: id)
        case .Followers(let id):
            FollowersView(id: id)
        }
    }
}

/// A namespace whose nested type is a value of its own: `Catalog.Item(...)` constructs it, it is no case.
enum Catalog {
    struct Item: Hashable {
        let id: Int
    }
}

final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: Route) { path.append(route) }
    func push(route: Route) { path.append(route) }
}

/// What the app shares with its screens, the coordinator among it: `session.nav` is no name that says navigation.
final class Session {
    let nav = Coordinator()
}
