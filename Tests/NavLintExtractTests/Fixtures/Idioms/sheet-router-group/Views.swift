import SwiftUI

struct RootTabs: View {
    var body: some View {
        TabView {
            NotesTab().tabItem { Label("Notes", systemImage: "note") }
            ArchiveTab().tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }
}

struct NotesTab: View {
    @State private var router = AppRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            NotesList()
                .presentingAppSheets($router.sheet)
        }
        .environment(router)
    }
}

struct ArchiveTab: View {
    @State private var router = AppRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            ArchiveList()
                .presentingAppSheets($router.sheet)
        }
        .environment(router)
    }
}

struct NotesList: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        List {
            Button("New note") { router.present(.newNote) }
            NoteRow(id: 1)
        }
        .toolbar {
            Button("Preferences") { router.sheet = .preferences }
        }
    }
}

/// A row of both lists: its share action acts from whichever list shows it.
struct NoteRow: View {
    let id: Int
    @Environment(AppRouter.self) private var router

    var body: some View {
        Text("Note \(id)")
            .contextMenu {
                Button("Share") { router.present(.share(noteID: id)) }
            }
    }
}

struct ArchiveList: View {
    var body: some View {
        List { NoteRow(id: 2) }
    }
}

struct NoteEditor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}
struct ShareSheet: View {
    let noteID: Int
    var body: some View { Text("Share \(noteID)") }
}
struct PreferencesView: View { var body: some View { Text("Preferences") } }
