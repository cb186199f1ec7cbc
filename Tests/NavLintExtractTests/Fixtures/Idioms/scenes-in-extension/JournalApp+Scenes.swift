import SwiftUI

/// The scenes live in an extension of the app: its window shows the tabs, and the views the tabs' stacks
/// show are attached there, not made windows of their own.
extension JournalApp {
    var mainScene: some Scene {
        WindowGroup(id: "journal") {
            JournalTabs()
                .tint(.orange)
        }
    }
}
