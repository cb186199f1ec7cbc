import SwiftUI

/// An app state several views share: what one view writes, the sheet or dialog another binds presents.
@Observable
final class Workspace {
    var editedNote: Note?
    var noteToArchive: Note?
    var showsComposer = false
}

/// A view model only its screen holds: its writes are that screen's own.
@Observable
final class InboxModel {
    var showsFilters = false

    func openFilters() { showsFilters = true }
}

struct Note: Identifiable, Hashable {
    let id: Int
}

@main
struct NotesApp: App {
    @State private var workspace = Workspace()

    var body: some Scene {
        WindowGroup {
            NotesScreen()
                .environment(workspace)
        }
    }
}

struct NotesScreen: View {
    @Environment(Workspace.self) private var workspace
    let notes: [Note] = []

    var body: some View {
        @Bindable var workspace = workspace
        NavigationStack {
            List(notes) { note in
                NoteRow(note: note)
            }
            .toolbar {
                // The shared state written in the view that binds it: a call site of the sheet.
                Button("Compose") { workspace.showsComposer = true }
                NavigationLink("Inbox") { InboxScreen() }
            }
        }
        .sheet(item: $workspace.editedNote) { note in
            NoteEditor(note: note)
        }
        .sheet(isPresented: $workspace.showsComposer) {
            ComposerSheet()
        }
        .confirmationDialog("Archive?", isPresented: .constant(false), presenting: workspace.noteToArchive) { _ in
            Button("Archive") {}
        }
        .alert(item: $workspace.noteToArchive) { note in
            Alert(title: Text("Archive note \(note.id)?"))
        }
    }
}

/// A row another screen builds: a value written to the shared state presents the editor or the alert.
struct NoteRow: View {
    @Environment(Workspace.self) private var workspace
    let note: Note

    var body: some View {
        Text("Note \(note.id)")
            .contextMenu {
                Button("Edit") { workspace.editedNote = note }
                Button("Archive") {
                    let chosen = note
                    workspace.noteToArchive = chosen
                }
                // Not navigation: nothing is bound to the selection.
                Button("Select") { workspace.selectedID = note.id }
            }
    }
}

struct InboxScreen: View {
    @State private var model = InboxModel()

    var body: some View {
        Button("Filters") { model.openFilters() }
            .sheet(isPresented: $model.showsFilters) { FiltersSheet() }
            .toolbar {
                // Its own view model's state, written in the view that binds it: the sheet's own edge.
                Button("More filters") { model.showsFilters = true }
            }
    }
}

struct NoteEditor: View {
    let note: Note

    var body: some View { Text("Editing \(note.id)") }
}

struct ComposerSheet: View {
    var body: some View { Text("Compose") }
}

struct FiltersSheet: View {
    var body: some View { Text("Filters") }
}
