import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { LibraryRoot() }
    }
}

struct LibraryRoot: View {
    @ObservedObject private var router = Router.shared

    var body: some View {
        NavigationStack(path: $router.path) {
            ShelvesView()
                .withDestinations()
        }
    }
}

struct ShelvesView: View {
    var body: some View {
        List {
            Button("Fiction") { Nav.to(.library(.fiction)) }
            Button("Poetry") { Nav.to(.library(.poetry)) }
            Button("Looks") { Nav.to(.settings(.appearance)) }
            NavigationLink(value: Destination.settings(.about)) { Text("About") }
        }
    }
}

struct FictionView: View { var body: some View { Text("Fiction") } }
struct PoetryView: View { var body: some View { Text("Poetry") } }
struct GeneralSettingsView: View { var body: some View { Form { Text("General") } } }
struct AppearanceSettingsView: View { var body: some View { Form { Text("Appearance") } } }
struct AboutView: View { var body: some View { Label("About", systemImage: "info.circle") } }
