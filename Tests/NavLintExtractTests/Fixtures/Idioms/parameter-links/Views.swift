import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { JournalHome() }
    }
}

enum Pane: Hashable { case notes, photos, settings }

struct JournalHome: View {
    var body: some View {
        NavigationStack {
            VStack {
                PaneHeader(pane: .notes, title: "Notes")
                PaneHeader(pane: .photos, title: "Photos")
            }
            .navigationDestination(for: Pane.self) { pane in
                switch pane {
                case .notes: NotesView()
                case .photos: PhotosView()
                case .settings: SettingsView()
                }
            }
        }
    }
}

/// Links its own parameter: it goes where the cases its callers pass go (`.settings` is passed by nobody).
struct PaneHeader: View {
    var pane: Pane
    var title: String

    var body: some View {
        NavigationLink(value: pane) { Text(title) }
    }
}

struct NotesView: View { var body: some View { Text("Notes") } }
struct PhotosView: View { var body: some View { Text("Photos") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
