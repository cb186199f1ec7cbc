import SwiftUI

@main
struct ChirpApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @StateObject private var coordinator = Coordinator()
    @State private var session: Session? = Session()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            HomeView()
                .navigationDestination(for: Route.self) { route in
                    route.view(coordinator: coordinator, session: session!)
                }
                .navigationDestination(for: Catalog.Item.self) { item in
                    ItemView(item: item)
                }
        }
        .environmentObject(coordinator)
    }
}

struct HomeView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        List {
            NavigationLink(value: Route.Settings) { Text("Settings") }
            NavigationLink(value: Route.Profile(id: 1)) { Text("Me") }
            NavigationLink(value: Catalog.Item(id: 7)) { Text("Item") }
            Button("Followers") { coordinator.push(.Followers(of: 1)) }
        }
    }
}

struct SettingsView: View {
    let session: Session

    var body: some View {
        Button("My profile") { session.nav.push(route: Route.Profile(id: 2)) }
    }
}

struct ProfileView: View {
    let id: Int
    var body: some View { Text("Profile \(id)") }
}

/// The followers of the profile `id`.
struct FollowersView: View {
    let id: Int
    var body: some View { List(0..<id, id: \.self) { Text("Follower \($0)") } }
}

struct ItemView: View {
    let item: Catalog.Item
    var body: some View { Label("Item \(item.id)", systemImage: "shippingbox") }
}
