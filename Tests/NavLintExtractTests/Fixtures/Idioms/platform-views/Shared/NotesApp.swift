import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesScreen() }
    }
}

/// Builds the pane declared for its platform: each folder has a `NotePane` of its own.
struct NotesScreen: View {
    @State private var showsAccount = false

    var body: some View {
        NavigationStack {
            Group {
                #if os(macOS)
                NotePane(title: "Desk")
                #else
                NotePane(title: "Phone")
                #endif
            }
            .toolbar {
                Button("Account") { showsAccount = true }
                NavigationLink("Either pane") { PaneHost() }
            }
            .sheet(isPresented: $showsAccount) { AccountView() }
        }
    }
}

/// Written outside any `#if`: no platform tells the two panes apart, so neither is this view's content.
struct PaneHost: View {
    var body: some View { NotePane(title: "Either") }
}

struct AccountView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

struct NoteHistory: View {
    var body: some View { Text("History") }
}

struct PrintPreview: View {
    var body: some View { Text("Print") }
}
