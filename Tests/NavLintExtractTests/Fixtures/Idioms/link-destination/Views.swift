import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: DetailView(id: 1)) { Text("Detail") }
                NavigationLink("Profile", destination: ProfileView())
                NavigationLink { SettingsView().navigationTitle("Settings") } label: { Text("Settings") }
                NavigationLink("About") { AboutView() }
                // Negative: content written in place is no view type, so it is listed as unresolved.
                NavigationLink { Text("Inline") } label: { Text("Inline") }
            }
        }
    }
}

struct DetailView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct ProfileView: View { var body: some View { Text("Profile") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct AboutView: View { var body: some View { Text("About") } }
// Negative: a view nothing shows is not a screen.
struct UnusedView: View { var body: some View { Text("Unused") } }
