import SwiftUI

struct HomeView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        NavigationStack {
            List {
                Button("Help") { Links.showHelp() }
                Button("Store") { library.openStore() }
                Button("Reset") { confirmReset() }
                Button("Import") { chooseFolder() }
                Button("Read") { Links.openFile("notes.txt") }
                NavigationLink("Settings") { SettingsView() }
            }
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject var library: Library
    @StateObject private var model = SettingsModel()

    var body: some View {
        Form {
            Button("Store") { Library.shared.openStore() }
            Button("Guide") { Links.openPage("guide") }
            ReleaseNotesView()
            Toggle("Sync", isOn: .constant(false))
                .onChange(of: true) { model.warnAboutSync() }
        }
    }
}

/// A representable's coordinator is read as the representable's own code, not as a type of its own.
struct ReleaseNotesView: NSViewRepresentable {
    func makeNSView(context: Context) -> NSTextView { NSTextView() }
    func updateNSView(_ view: NSTextView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject {
        func textView(_ view: NSTextView, clickedOnLink link: Any) -> Bool {
            NSWorkspace.shared.open(URL(string: "https://example.com/notes")!)
        }
    }
}
