import AppKit
import SwiftUI

@main
struct LinksApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var delegate
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            HomeView()
                .environmentObject(library)
        }
    }
}

/// Opened by the system: no view calls it, so its alert and link have no screen to act from.
final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        let alert = NSAlert()
        alert.messageText = "Welcome"
        if alert.runModal() == .alertSecondButtonReturn {
            NSWorkspace.shared.open(URL(string: "https://example.com/welcome")!)
        }
    }
}
