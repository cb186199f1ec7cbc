import SwiftUI

@main
struct NotesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            // A root view extract cannot read through: its navigation is still kept.
            appDelegate.makeRootView(signedIn: true)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func makeRootView(signedIn: Bool) -> some View { StartView(signedIn: signedIn) }
}
