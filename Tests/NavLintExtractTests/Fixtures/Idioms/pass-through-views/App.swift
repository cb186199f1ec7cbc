import SwiftUI

@main
struct LibraryApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup { ContentView().environment(session) }
    }
}

@Observable
final class Session {
    var isSignedIn = false
}

/// Passes through to the root: the scene shows `RootView`'s switch.
struct ContentView: View {
    var body: some View {
        RootView()
            .tint(.orange)
    }
}

struct RootView: View {
    @Environment(Session.self) private var session

    var body: some View {
        if session.isSignedIn {
            ShelvesView()
        } else {
            SignInView()
        }
    }
}
