import SwiftUI

enum Route: Hashable { case detail, tags }

/// What the app counts: an event that names a route is a value, not a call that opens it.
enum StatPage { case home }
enum StatEvent { case open(route: Route) }

func stat(page: StatPage, event: StatEvent) {}

@Observable
final class Router {
    var path: [Route] = []
    func push(_ route: Route) { path.append(route) }
}

@main
struct QuietApp: App {
    @State private var router = Router()
    var body: some Scene { WindowGroup { RootView().environment(router) } }
}

struct RootView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: DetailView()
                    case .tags: TagsView()
                    }
                }
        }
    }
}

struct HomeView: View {
    @Environment(Router.self) private var router
    @State private var showsTags = false
    @State private var isSheetShown = false

    var body: some View {
        List {
            // A method of the view named like navigation whose body only sets the view's own state: the popover
            // that state drives is the navigation, not this call.
            Button("Tags") { present(.tags) }
            Button("Help") { openHelp() }
            // A method that hands its value to the router: the call is the navigation.
            Button("Detail") { show(.detail) }
            // A case written with a leading dot is a value whatever its name: `.open(route:)` opens nothing.
            Button("Count") { stat(page: .home, event: .open(route: .detail)) }
        }
        .popover(isPresented: $showsTags) { TagsView() }
        .sheet(isPresented: $isSheetShown) { HelpView() }
    }

    private func present(_ route: Route) {
        if route == .tags { showsTags = true }
    }

    private func openHelp() { self.isSheetShown = true }

    private func show(_ route: Route) { router.push(route) }
}

struct DetailView: View { var body: some View { Text("Detail") } }
struct TagsView: View { var body: some View { Text("Tags") } }
struct HelpView: View { var body: some View { Text("Help") } }
