import SwiftUI

@main
struct AtlasApp: App {
    @State private var session = SessionStore()
    @StateObject private var navigator = Navigator()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(session)
                .environmentObject(navigator)
        }
    }
}

enum Phase { case welcome, browsing }

@Observable
final class SessionStore {
    var phase: Phase = .welcome
    var isGuest = false

    func enter() { phase = .browsing }

    func leave() {
        clearCaches()
        phase = .welcome
    }

    private func clearCaches() {}
}

enum Panel: Identifiable {
    case filters, profile
    var id: Self { self }
}

/// An object in the environment, held by several views: each view's call of a method that sets its state is
/// where that view navigates.
final class Navigator: ObservableObject {
    @Published var presentedSheet: Panel?
    @Published var highlighted: String?

    func showFilters() { presentedSheet = .filters }
    func showProfile() { presentedSheet = .profile }
    func highlight(_ name: String) { highlighted = name }
    func closePanel() { presentedSheet = nil }
    /// Called by no view: the write stays an unresolved line.
    func showProfileLater() { presentedSheet = .profile }
}

struct RootView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        switch session.phase {
        case .welcome: WelcomeView()
        case .browsing: MapScreen()
        }
    }
}

struct WelcomeView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        Button("Explore") { session.enter() }
    }
}
