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
            // Shown in place here too: the view is still the registered screen, not only this one's content.
            CreditsScreen()
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

struct CreditsScreen: View {
    @State private var showsLicence = false

    var body: some View {
        Button("Licence") { showsLicence = true }
            .sheet(isPresented: $showsLicence) { LicenceScreen() }
    }
}

struct LicenceScreen: View {
    var body: some View { Text("MIT") }
}
