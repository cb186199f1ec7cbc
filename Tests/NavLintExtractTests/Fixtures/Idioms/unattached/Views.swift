import SwiftUI

/// Shows its tabs inside its body, not through navigation: the tabs stay a model of their own.
struct StartView: View {
    let signedIn: Bool

    var body: some View {
        if signedIn { MainTabs() } else { Text("Sign in") }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            NotesList().tabItem { Label("Notes", systemImage: "note") }
            SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct NotesList: View {
    var body: some View { Text("Notes") }
}

/// Reached by no chain extract reads, with navigation of its own and through the row it shows.
struct ArchiveScreen: View {
    var body: some View {
        List {
            ArchiveRow()
            NavigationLink("Trash") { TrashView() }
        }
    }
}

/// A row: its sheet acts from the screen that shows it.
struct ArchiveRow: View {
    @State private var showsInfo = false
    var body: some View {
        Button("Info") { showsInfo = true }
            .sheet(isPresented: $showsInfo) { InfoView() }
    }
}

struct TrashView: View { var body: some View { Text("Trash") } }
struct InfoView: View { var body: some View { Text("Info") } }
struct SettingsScreen: View { var body: some View { Text("Settings") } }

/// No navigation and shown by nothing: not a screen.
struct Badge: View { var body: some View { Text("1") } }
