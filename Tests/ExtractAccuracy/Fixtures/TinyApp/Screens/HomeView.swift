import SwiftUI

struct HomeView: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Detail") {
                    DetailView()
                }
                NavigationLink("Profile") {
                    ProfileView()
                }
                NavigationLink("About") {
                    AboutView()
                }
                Button("Settings") {
                    showsSettings = true
                }
            }
            .sheet(isPresented: $showsSettings) {
                SettingsView()
            }
        }
    }
}
