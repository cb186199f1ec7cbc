import SwiftUI

struct Draft: Identifiable { let id: Int }

@main
struct ClosingsApp: App {
    var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
}

struct HomeView: View {
    @State private var editing = false
    @State private var draft: Draft?
    @State private var showsFilters = false
    @State private var showsHelp = false
    @State private var showsNotes = false

    var body: some View {
        List {
            Button("Edit") { editing = true }
            Button("Draft") { draft = Draft(id: 1) }
            Button("Filters") { showsFilters = true }
            Button("Help") { showsHelp = true }
            Button("Notes") { showsNotes = true }
        }
        // The cover's own Done button ends it: the editor's way out.
        .fullScreenCover(isPresented: $editing) {
            NavigationStack {
                EditorView()
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { editing = false }
                        }
                    }
            }
        }
        // An item set to nil, handed as a callback: the draft screen's way out.
        .fullScreenCover(item: $draft) { draft in
            DraftView(draft: draft, onSave: { self.draft = nil })
        }
        .fullScreenCover(isPresented: $showsFilters) {
            FiltersView().toolbar { Button("Close") { showsFilters.toggle() } }
        }
        // A sheet is closed by a swipe: a flag its content sets to close it is no edge (nor a label of the apps).
        .sheet(isPresented: $showsNotes) {
            NotesView().toolbar { Button("Done") { showsNotes = false } }
        }
        // No way back: a reset once the cover is gone (this cover is a trap, as `check` says).
        .fullScreenCover(isPresented: $showsHelp) {
            HelpView()
                .onDisappear { showsHelp = false }
        }
    }
}

struct EditorView: View { var body: some View { Text("Editor") } }

struct DraftView: View {
    let draft: Draft
    let onSave: () -> Void
    var body: some View { Button("Save", action: onSave) }
}

struct FiltersView: View { var body: some View { Text("Filters") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct NotesView: View { var body: some View { Text("Notes") } }
