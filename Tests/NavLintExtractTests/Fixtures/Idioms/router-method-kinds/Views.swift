import SwiftUI

@main
struct JournalApp: App {
    @State private var router = Router<Route>()
    @State private var presenter = Presenter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                FeedView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile(let id): ProfileView(id: id)
                        case .post(let id): PostView(id: id)
                        default: EmptyView()
                        }
                    }
            }
            .sheet(item: $presenter.sheet) { route in
                switch route {
                case .settings: SettingsView()
                case .compose: ComposeView()
                default: EmptyView()
                }
            }
            .fullScreenCover(item: $presenter.cover) { route in
                switch route {
                case .camera: CameraView()
                default: EmptyView()
                }
            }
            .popover(item: $router.sheet) { destination in
                switch destination {
                case .about: AboutView()
                default: EmptyView()
                }
            }
            .environment(router)
            .environment(presenter)
        }
    }
}

struct FeedView: View {
    @Environment(Router<Route>.self) private var router
    @Environment(Presenter.self) private var presenter

    var body: some View {
        List {
            Button("Me") { router.push(.profile(1)) }
            Button("Settings") { presenter.present(.settings) }
            Button("Write") { presenter.sheet = .compose }
            Button("Photo") { presenter.navigate(to: .camera) }
        }
    }
}

struct ProfileView: View {
    let id: Int
    @Environment(Router<Route>.self) private var router
    @Environment(Presenter.self) private var presenter

    var body: some View {
        Button("Latest post") { router.push(.post("latest")) }
        Button("Settings") { presenter.present(.settings) }
        Button("About") { router.show(.about) }
        Button("Back") { router.pop() }
    }
}

struct PostView: View {
    let id: String
    var body: some View { Text(id) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct ComposeView: View {
    var body: some View { Text("Compose") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct CameraView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}
