import SwiftUI

@main
struct RoutesApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            HomeScreen()
                .withRoutes()
                .card()
        }
    }
}

struct HomeScreen: View {
    var body: some View {
        List {
            NavigationLink(value: Route.about) { Text("About") }
            NavigationLink("First", value: Route.detail(1))
        }
    }
}

struct DetailScreen: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct AboutScreen: View {
    var body: some View { NavigationLink("Detail", value: Route.detail(2)) }
}
