import AppKit
import SwiftUI

/// A macOS archiver: its menus open links, present the library's sheets and open the settings.
@main
struct ArchiveApp: App {
    @StateObject private var library = Library()
    @Environment(\.openURL) private var openURL

    var body: some Scene {
        WindowGroup {
            LibraryWindow()
                .environmentObject(library)
        }
        .commands {
            CommandGroup(replacing: .help) {
                Button("Handbook") {
                    if let handbook = URL(string: "https://archive.example.com/handbook") {
                        openURL(handbook)
                    }
                }
                Button("Release notes") {
                    let notes = URL(string: "https://archive.example.com/notes")!
                    openURL(notes)
                }
                Button("Forum") {
                    guard let forum = URL(string: "https://archive.example.com/forum") else { return }
                    openURL(forum)
                }
                // Not navigation: a menu item that only sorts.
                Button("Sort by date") { library.sortByDate() }
            }
            LibraryCommands(library: library)
        }
        Settings {
            ArchiveSettings()
        }
    }
}

/// The Library menu: its items act from the main window.
struct LibraryCommands: Commands {
    @ObservedObject var library: Library

    var body: some Commands {
        CommandMenu("Library") {
            Button("Import…") { library.presented = .importer }
            DeleteItemCommand()
                .environmentObject(library)
            Button("Preferences…") {
                NSApp.sendAction(Selector(("showSettingsWindow:")), to: nil, from: nil)
            }
            Button("Settings…") {
                NSApplication.shared.sendAction(Selector(("showPreferencesWindow:")), to: nil, from: nil)
            }
            // Not the Settings scene: another action sent to the app.
            Button("Hide") { NSApp.sendAction(Selector(("hide:")), to: nil, from: nil) }
        }
    }
}

/// A view built only in a menu: a component of the main window, no screen of its own.
struct DeleteItemCommand: View {
    @EnvironmentObject var library: Library

    var body: some View {
        Button("Delete") { library.itemToDelete = library.selection }
    }
}
