import SwiftUI

@main
struct NotesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            // A root view extract cannot read through: its navigation is still kept.
            appDelegate.rootView
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    lazy var rootView = StartView(signedIn: true)
}
