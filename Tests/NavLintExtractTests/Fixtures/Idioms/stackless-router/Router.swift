import SwiftUI
import Observation

enum Route: Hashable {
    case thread(id: Int)
    case author(id: Int)
    case drafts
}

/// The app's one router: the root stack binds its path, and every view reaches it through the environment.
@Observable
final class Navigator {
    var path: [Route] = []

    func go(to route: Route) {
        path.append(route)
    }

    func back() {
        path.removeLast()
    }
}

@main
struct ForumApp: App {
    @State private var navigator = Navigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                FeedScreen()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .thread(let id): ThreadScreen(id: id)
                        case .author(let id): AuthorScreen(id: id)
                        case .drafts: DraftsScreen()
                        }
                    }
            }
            .environment(navigator)
        }
    }
}
