import AppKit
import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

/// AppKit's modal windows run from a view's code: alerts are the view's alerts, panels the system's file browser.
struct ShelfView: View {
    private let exportPanel = NSSavePanel()

    var body: some View {
        VStack {
            Button("Remove") { confirmRemoval() }
            Button("Import") {
                let panel = NSOpenPanel()
                panel.canChooseFiles = true
                if panel.runModal() == .OK { print(panel.urls) }
            }
            Button("Export") { exportPanel.begin { _ in } }
            Button("Warn") {
                NSAlert(error: CocoaError(.fileNoSuchFile)).runModal()
            }
            Button("Sync") { SyncJob().runModal() }
        }
    }

    private func confirmRemoval() {
        let alert = NSAlert()
        alert.messageText = "Remove the shelf?"
        alert.addButton(withTitle: "Remove")
        if let window = NSApp.keyWindow {
            alert.beginSheetModal(for: window) { _ in }
        }
    }
}

/// The app's own type with a method of the same name: no modal window of AppKit's.
struct SyncJob {
    func runModal() {}
}
