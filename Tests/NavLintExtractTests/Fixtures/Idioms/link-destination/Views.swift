import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: DetailView(id: 1)) { Text("Detail") }
                NavigationLink("Profile", destination: ProfileView())
                NavigationLink { SettingsView().navigationTitle("Settings") } label: { Text("Settings") }
                NavigationLink("About") { AboutView() }
                // A property or a function of the view that builds the destination.
                NavigationLink(destination: creditsPage) { Text("Credits") }
                NavigationLink("Licenses") { self.licensesPage.padding() }
                // Negative: content written in place is no view type, so it is listed as unresolved.
                NavigationLink { Text("Inline") } label: { Text("Inline") }
            }
        }
    }
}

extension RootView {
    private var creditsPage: some View { CreditsView(compact: false) }
    private var licensesPage: some View { LicensesView() }
}

struct DetailView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct ProfileView: View { var body: some View { Text("Profile") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct AboutView: View { var body: some View { Text("About") } }
struct CreditsView: View {
    let compact: Bool
    var body: some View { Text("Credits") }
}
struct LicensesView: View { var body: some View { Text("Licenses") } }
// Negative: a view nothing shows is not a screen.
struct UnusedView: View { var body: some View { Text("Unused") } }
