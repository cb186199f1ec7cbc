import SwiftUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsRoot() }
    }
}

struct SettingsRoot: View {
    @ObservedObject private var router = Nav.router

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                RowLink(.settings(.general), "General")
                RowLink(.settings(.about), "About")
                RowLink(.profile, "Profile")
                AccentSwatch(.blue)
            }
            .navigationDestination(for: Dest.self) { dest in
                switch dest {
                case .settings(let page):
                    switch page {
                    case .general: GeneralView()
                    case .about: AboutView()
                    }
                case .profile:
                    ProfileView()
                }
            }
        }
    }
}

struct GeneralView: View {
    var body: some View {
        Button("Profile") { Nav.to(.profile) }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
