import SwiftUI

/// Modifiers written on the one view a scene shows are that view's: its welcome sheet, its link handler, and the
/// settings window's alert.
@main
struct NotebookApp: App {
    @State private var showsWelcome = false
    @State private var syncProblem: SyncProblem?

    var body: some Scene {
        WindowGroup {
            NotesView()
                .sheet(isPresented: $showsWelcome) { WelcomeView() }
                .onOpenURL { url in print(url) }
        }
        Settings {
            PreferencesView()
                .alert(item: $syncProblem) { problem in Alert(title: Text(problem.message)) }
        }
    }
}

struct SyncProblem: Identifiable {
    let id = UUID()
    let message: String
}

struct NotesView: View {
    var body: some View { Text("Notes") }
}

struct WelcomeView: View {
    var body: some View { Text("Welcome") }
}

struct PreferencesView: View {
    var body: some View { Text("Preferences") }
}
