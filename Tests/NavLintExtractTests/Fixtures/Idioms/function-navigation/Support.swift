import AppKit

/// Links the views open; `showHelp()` reaches the opener through the type's own calls, and `openPage(_:)` opens
/// a URL no literal says.
struct Links {
    static func showHelp() {
        openHelpPage()
    }

    static func openHelpPage() {
        let help = URL(string: "https://example.com/help")!
        NSWorkspace.shared.open(help)
    }

    static func openPage(_ page: String) {
        NSWorkspace.shared.open(URL(string: "https://example.com/" + page)!)
    }

    /// Opens a file in the app's own reader: no URL opened through the system.
    static func openFile(_ name: String) {
        Reader.open(name)
    }
}

enum Reader {
    static func open(_ name: String) {}
}

/// A free function that runs an alert, and one that runs the system's file browser.
func confirmReset() {
    let alert = NSAlert()
    alert.messageText = "Reset the library?"
    alert.runModal()
}

func chooseFolder() {
    let panel = NSOpenPanel()
    panel.runModal()
}

/// Shared by every view through the environment: its link acts from each view that calls it.
final class Library: ObservableObject {
    static let shared = Library()

    func openStore() {
        NSWorkspace.shared.open(URL(string: "https://example.com/store")!)
    }
}

/// The view model one view makes: its alert acts from that view wherever it is run.
final class SettingsModel: ObservableObject {
    func warnAboutSync() {
        let alert = NSAlert()
        alert.messageText = "Sync is off"
        alert.runModal()
    }
}
