import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
}

@main struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesView() }
        WindowGroup(id: "shelves") { ShelvesView() }
        WindowGroup(id: "drafts") { DraftsView() }
        WindowGroup(id: "archive") { ArchiveShelfView() }
        WindowGroup(id: "inbox") { InboxView() }
    }
}

/// The sidebar's list selects; the detail shows the note selected, else a placeholder view.
struct NotesView: View {
    @State private var selection: Note.ID?
    @State private var notes: [Note] = []

    var body: some View {
        NavigationSplitView {
            List(notes, selection: $selection) { note in
                Text(note.title)
            }
        } detail: {
            if let selection, let note = notes.first(where: { $0.id == selection }) {
                NoteView(note: note)
            } else {
                NoNoteView()
            }
        }
    }
}

/// A sidebar view handed the selection, whose rows link values; the detail is a `Group` around the `if`.
struct ShelvesView: View {
    @State private var picked: Note?

    var body: some View {
        NavigationSplitView {
            ShelfList(picked: $picked)
        } detail: {
            Group {
                if let picked {
                    NoteView(note: picked)
                } else {
                    Text("Pick a note")
                }
            }
        }
    }
}

struct ShelfList: View {
    @Binding var picked: Note?
    let notes: [Note] = []

    var body: some View {
        List(selection: $picked) {
            ForEach(notes) { note in
                NavigationLink(value: note) { Text(note.title) }
            }
        }
    }
}

/// Negative: an `if` over a flag is no selection, and a list without `selection:` selects nothing.
struct DraftsView: View {
    @State private var showsArchive = false

    var body: some View {
        NavigationSplitView {
            List { Text("Drafts") }
        } detail: {
            if showsArchive {
                ArchiveView()
            } else {
                NoNoteView()
            }
        }
    }
}

/// The `else` builds a stack: that stack is the unselected case, not a container of no case.
struct ArchiveShelfView: View {
    @State private var selection: Note?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) { Text("Archive") }
        } detail: {
            if let selection {
                NoteView(note: selection)
            } else {
                NavigationStack { NoNoteView() }
            }
        }
    }
}

/// The detail tests whether a note is selected, and reads the selection inside.
struct InboxView: View {
    @State private var opened: Note?
    @State private var notes: [Note] = []

    var body: some View {
        NavigationSplitView {
            List(notes, selection: $opened) { note in
                NavigationLink(value: note) { Text(note.title) }
            }
        } detail: {
            if opened != nil {
                NoteView(note: opened!)
            } else {
                NoNoteView()
            }
        }
    }
}

struct NoteView: View {
    let note: Note
    var body: some View { Text(note.title) }
}

struct NoNoteView: View { var body: some View { Text("No note") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
