import SwiftUI

@main
struct LibraryApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            appDelegate.rootView
        }
    }
}

/// The root view is a property of the app delegate, built from a type.
final class AppDelegate: NSObject, UIApplicationDelegate {
    lazy var rootView = MainView()
}
