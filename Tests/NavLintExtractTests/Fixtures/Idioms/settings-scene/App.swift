import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
        #if os(macOS)
        Settings {
            PreferencesView()
        }
        #endif
    }
}

struct LibraryView: View {
    var body: some View {
        VStack {
            SettingsLink {
                Label("Preferences", systemImage: "gear")
            }
            ToolbarView()
            PermissionsView()
        }
    }
}

/// The environment's action opens the Settings scene too.
struct ToolbarView: View {
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        Button("Settings") { openSettings() }
    }
}

/// Negative: a method of the view's own named `openSettings` is no window: it opens the system's settings.
struct PermissionsView: View {
    var body: some View {
        Button("Allow") { openSettings() }
    }

    private func openSettings() {
        UIApplication.shared.open(URL(string: "app-settings:")!)
    }
}

struct PreferencesView: View {
    var body: some View { Text("Preferences") }
}
